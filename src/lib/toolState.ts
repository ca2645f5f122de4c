/**
 * What a visitor typed into a tool and the settings they chose, kept so that nothing is lost by
 * navigating: input lives in memory and sessionStorage (this tab only, restored on Back, Forward
 * and reload); settings also go to localStorage (remembered across visits). Input is never written
 * to localStorage: people paste secrets into these tools.
 */

/** Inputs longer than this (UTF-16 units, ~1–2 MB) stay in memory only: storage quotas are small. */
export const STORED_INPUT_LIMIT = 1_000_000;

const INPUT_PREFIX = 'devutils:input:';

/** The field of a tool's main input (a tool's other inputs name their own). */
export const MAIN_INPUT_FIELD = 'input';
const SETTINGS_PREFIX = 'devutils:settings:';

type Area = 'session' | 'local';

function area(kind: Area): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // no window (prerender) or storage blocked by the browser's privacy settings
    return null;
  }
}

function read(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: Area, key: string, value: string | null): void {
  const storage = area(kind);
  if (!storage) return;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // QuotaExceededError: keep nothing stale behind
    try {
      storage.removeItem(key);
    } catch {
      /* storage unusable */
    }
  }
}

export const inputStorageKey = (toolId: string, field: string) => `${INPUT_PREFIX}${toolId}:${field}`;
export const settingsStorageKey = (toolId: string) => `${SETTINGS_PREFIX}${toolId}`;

const memory = new Map<string, string>();

/** Per tool, the input fields that hold secrets (tokens, keys, passwords). */
const secretFields = new Map<string, ReadonlySet<string>>();

/**
 * Declares the input fields of a tool that hold secrets: they are kept in this page's memory only,
 * never in sessionStorage or localStorage (so a reload or a new tab starts them blank) and never in
 * a share link; anything an earlier version of the site stored under them is removed.
 */
export function declareSecretFields(toolId: string, fields: readonly string[]): void {
  secretFields.set(toolId, new Set(fields));
  for (const field of fields) write('session', inputStorageKey(toolId, field), null);
}

export const isSecretField = (toolId: string, field: string): boolean => secretFields.get(toolId)?.has(field) === true;

/** Empties every secret field of a tool: a tool's Clear leaves no token or key behind. */
export function clearSecretFields(toolId: string): void {
  for (const field of secretFields.get(toolId) ?? []) setInput(toolId, field, '');
}
const unstored = new Map<string, string | null>();

const listeners = new Map<string, Set<() => void>>();

/** The kept value of a tool's input field, or undefined when nothing was kept. */
export function getInput(toolId: string, field: string): string | undefined {
  const key = inputStorageKey(toolId, field);
  // storage is only read for what this page has not set (a cleared input may not be stored yet)
  if (!memory.has(key) && !unstored.has(key) && !isSecretField(toolId, field)) {
    const stored = read('session', key);
    if (stored !== null) memory.set(key, stored);
  }
  return memory.get(key);
}

/**
 * Input waiting to be stored: writing a long text on every keystroke would block typing (storage
 * is synchronous), so it is stored a moment after the last change, or at once when the page is
 * hidden or left.
 */
const STORE_AFTER_MS = 500;
let storing: ReturnType<typeof setTimeout> | undefined;

/** Stores every input still waiting (also run by tests to see what a reload would find). */
export function storeInputs(): void {
  clearTimeout(storing);
  storing = undefined;
  for (const [key, value] of unstored) write('session', key, value);
  unstored.clear();
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', storeInputs);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && storeInputs());
}

/** Keeps a tool's input field; an empty value (Clear) removes it. */
export function setInput(toolId: string, field: string, value: string): void {
  const key = inputStorageKey(toolId, field);
  if (value === '') memory.delete(key);
  else memory.set(key, value);
  if (value === '' || isSecretField(toolId, field)) {
    // a cleared input (perhaps a secret) leaves the tab's storage at once; a secret never enters it
    unstored.delete(key);
    write('session', key, null);
  } else {
    unstored.set(key, value.length > STORED_INPUT_LIMIT ? null : value);
    storing ??= setTimeout(storeInputs, STORE_AFTER_MS);
  }
  listeners.get(key)?.forEach((notify) => notify());
}

export function subscribeInput(toolId: string, field: string, listener: () => void): () => void {
  return subscribe(inputStorageKey(toolId, field), listener);
}

function subscribe(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  return () => {
    set.delete(listener);
  };
}

/** The fields of a tool that hold input now, by field name: the shareable ones, or (`secret`) the secret ones. */
export function inputsOf(toolId: string, { secret = false }: { secret?: boolean } = {}): Map<string, string> {
  const prefix = inputStorageKey(toolId, '');
  const found = new Map<string, string>();
  for (const [key, value] of memory) {
    if (!key.startsWith(prefix) || value === '') continue;
    const field = key.slice(prefix.length);
    if (isSecretField(toolId, field) === secret) found.set(field, value);
  }
  return found;
}

/**
 * The files a visitor chose in a tool, by field: kept in this page's memory only, so they survive
 * Back and Forward between the site's pages but not a reload (a browser cannot store a picked file
 * for a page to read again, and a file's bytes do not belong in storage).
 */
const files = new Map<string, File>();
const fileKey = (toolId: string, field: string) => `file:${toolId}:${field}`;

export const getFile = (toolId: string, field: string): File | null => files.get(fileKey(toolId, field)) ?? null;

/** Keeps (or, with null, forgets) the file chosen in a tool's field. */
export function setFile(toolId: string, field: string, file: File | null): void {
  const key = fileKey(toolId, field);
  if (file) files.set(key, file);
  else files.delete(key);
  listeners.get(key)?.forEach((notify) => notify());
}

export const subscribeFile = (toolId: string, field: string, listener: () => void): (() => void) =>
  subscribe(fileKey(toolId, field), listener);

/** A tool's chosen settings as a query string (non-default values only): this tab's first, else the last visit's. */
export function getSettings(toolId: string): string | null {
  const key = settingsStorageKey(toolId);
  return read('session', key) ?? read('local', key);
}

export function setSettings(toolId: string, query: string): void {
  const key = settingsStorageKey(toolId);
  write('session', key, query);
  write('local', key, query === '' ? null : query);
}

/** The keys of one storage area that start with a prefix. */
function keysOf(kind: Area, prefix: string): string[] {
  const storage = area(kind);
  const keys: string[] = [];
  try {
    for (let i = 0; storage && i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    /* storage unusable: nothing there to find */
  }
  return keys;
}

/**
 * Removes every tool's kept input (this page's memory, the tab's storage, chosen files); the open
 * tools see their fields emptied. Returns how many fields held something.
 */
export function forgetAllInputs(): number {
  const keys = new Set([...memory.keys(), ...unstored.keys(), ...keysOf('session', INPUT_PREFIX)]);
  const fileKeys = [...files.keys()];
  memory.clear();
  unstored.clear();
  files.clear();
  for (const key of keys) write('session', key, null);
  for (const key of [...keys, ...fileKeys]) listeners.get(key)?.forEach((notify) => notify());
  return keys.size + fileKeys.length;
}

/** Removes every tool's remembered settings (this tab and later visits). Returns how many tools had some. */
export function forgetAllSettings(): number {
  const keys = new Set([...keysOf('session', SETTINGS_PREFIX), ...keysOf('local', SETTINGS_PREFIX)]);
  for (const key of keys) {
    write('session', key, null);
    write('local', key, null);
  }
  return keys.size;
}

/** Forgets what was kept in memory (tests; storage itself is the browser's). */
export function resetToolState(): void {
  memory.clear();
  files.clear();
  unstored.clear();
  clearTimeout(storing);
  storing = undefined;
}
