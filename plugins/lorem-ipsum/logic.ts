/**
 * Lorem ipsum generator: pure logic (no React, no DOM; safe in a Web Worker).
 * Mode paragraphs (default, count 3) or words (default 50);
 * counts accepted only as integers 1–50 (paragraphs) or 1–1000 (words), other input ignored;
 * start-with-standard-text toggle (default on); download file lorem-ipsum.txt.
 */

export type LoremMode = 'paragraphs' | 'words';

export const MODES: readonly LoremMode[] = ['paragraphs', 'words'] as const;

/** Inclusive count limits per mode. */
export const LIMITS = {
  paragraphs: { min: 1, max: 50, default: 3 },
  words: { min: 1, max: 1000, default: 50 },
} as const;

export const DOWNLOAD_FILE_NAME = 'lorem-ipsum.txt';

/** Button labels while Copy confirms and while Download runs. */
export const MESSAGES = {
  copied: 'Copied!',
  downloading: 'Downloading...',
} as const;

/** The classic opening sentence used when "start with standard text" is on. */
export const STANDARD_SENTENCE = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';

/** Words of the opening used by words mode (punctuation kept, so it reads naturally). */
export const STANDARD_WORDS: readonly string[] = STANDARD_SENTENCE.split(' ');

/** Vocabulary for random text (classic Cicero-derived lorem ipsum words, lower case). */
export const WORDS: readonly string[] = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut ' +
  'labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris ' +
  'nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse ' +
  'cillum eu fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui ' +
  'officia deserunt mollit anim id est laborum praesent elementum facilisis leo vel fringilla ' +
  'urna porttitor rhoncus mattis vulputate pellentesque habitant morbi tristique senectus netus ' +
  'malesuada fames ac turpis egestas integer feugiat scelerisque varius mauris nunc congue nisl ' +
  'vitae suscipit tellus pretium viverra accumsan lacus vestibulum sapien faucibus'
).split(' ');

/** Options as carried by the manifest and the URL query. */
export interface LoremOptions extends Record<string, unknown> {
  mode: LoremMode;
  count: number;
  start: boolean;
}

export const DEFAULT_OPTIONS: LoremOptions = { mode: 'paragraphs', count: 3, start: true };

/** Default count for a mode (3 paragraphs, 50 words). */
export function defaultCount(mode: LoremMode): number {
  return LIMITS[mode].default;
}

/** True when `n` is an integer inside the mode's limits. */
export function isValidCount(mode: LoremMode, n: unknown): n is number {
  const l = LIMITS[mode];
  return typeof n === 'number' && Number.isInteger(n) && n >= l.min && n <= l.max;
}

/**
 * Parses user input for the count. Accepts only a plain integer (digits, optional surrounding
 * spaces) within the mode's limits; returns null for anything else so the UI keeps the previous
 * value ("other input is ignored").
 */
export function parseCount(input: string | number, mode: LoremMode): number | null {
  if (typeof input === 'number') return isValidCount(mode, input) ? input : null;
  const s = input.trim();
  if (!/^\d{1,7}$/.test(s)) return null;
  const n = Number(s);
  return isValidCount(mode, n) ? n : null;
}

/**
 * Normalises options from any source (URL, form): unknown mode → paragraphs; count outside the
 * mode's range or not an integer → that mode's default; start must be a boolean (default true).
 */
export function resolveOptions(raw: Partial<Record<string, unknown>>): LoremOptions {
  const mode: LoremMode = raw.mode === 'words' ? 'words' : 'paragraphs';
  const parsed = typeof raw.count === 'number' || typeof raw.count === 'string' ? parseCount(raw.count, mode) : null;
  const start = typeof raw.start === 'boolean' ? raw.start : raw.start === 'false' ? false : true;
  return { mode, count: parsed ?? defaultCount(mode), start };
}

/** mulberry32: a tiny, fast, seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function intBetween(rand: () => number, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

function capitalise(w: string): string {
  return w.charAt(0).toUpperCase() + w.slice(1);
}

function randomWord(rand: () => number): string {
  return WORDS[Math.floor(rand() * WORDS.length)];
}

/** A sentence of `n` random words, capitalised, with an occasional comma, ending with a period. */
function sentence(rand: () => number, n: number): string {
  const words: string[] = [];
  for (let i = 0; i < n; i++) {
    let w = randomWord(rand);
    if (i === 0) w = capitalise(w);
    if (i > 1 && i < n - 2 && rand() < 0.1) words[words.length - 1] += ',';
    words.push(w);
  }
  return words.join(' ') + '.';
}

function paragraph(rand: () => number, first: boolean, start: boolean): string {
  const sentences: string[] = [];
  const total = intBetween(rand, 4, 7);
  for (let i = 0; i < total; i++) {
    if (i === 0 && first && start) sentences.push(STANDARD_SENTENCE);
    else sentences.push(sentence(rand, intBetween(rand, 6, 14)));
  }
  return sentences.join(' ');
}

/**
 * Generates lorem ipsum text.
 * - paragraphs: `count` paragraphs separated by a blank line; with `startWithStandard` the first
 *   paragraph begins with {@link STANDARD_SENTENCE}.
 * - words: exactly `count` words separated by single spaces, capitalised first word, ending with
 *   a period; with `startWithStandard` the text begins with the standard opening words.
 * `count` is clamped to the mode's limits (non-integers are floored). `seed` makes output
 * reproducible; without it a random seed is used.
 */
export function generate(mode: LoremMode, count: number, startWithStandard: boolean, seed?: number): string {
  const l = LIMITS[mode] ?? LIMITS.paragraphs;
  const n = Number.isFinite(count) ? Math.min(l.max, Math.max(l.min, Math.floor(count))) : l.default;
  const rand = mulberry32(seed ?? Math.floor(Math.random() * 2 ** 32));
  if (mode === 'words') {
    const words: string[] = [];
    if (startWithStandard) for (let i = 0; i < Math.min(n, STANDARD_WORDS.length); i++) words.push(STANDARD_WORDS[i]);
    while (words.length < n) {
      const w = randomWord(rand);
      const prev = words[words.length - 1];
      words.push(words.length === 0 || (prev !== undefined && prev.endsWith('.')) ? capitalise(w) : w);
    }
    let text = words.join(' ');
    text = text.replace(/[,.]$/, '') + '.';
    return text;
  }
  const paragraphs: string[] = [];
  for (let i = 0; i < n; i++) paragraphs.push(paragraph(rand, i === 0, startWithStandard));
  return paragraphs.join('\n\n');
}

/** Number of words: runs of non-whitespace. Empty or blank text has 0 words. */
export function countWords(text: string): number {
  const m = text.match(/\S+/g);
  return m ? m.length : 0;
}

/** Number of characters, counted as Unicode code points (an emoji counts once). */
export function countChars(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** Live statistics line values for the output. */
export function stats(text: string): { words: number; characters: number } {
  return { words: countWords(text), characters: countChars(text) };
}
