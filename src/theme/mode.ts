/** Theme preference: stored under `vite-ui-theme`, applied as a class on <html>. */
export type ThemeMode = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'vite-ui-theme';
/**
 * Until the visitor chooses, the page follows the system's light or dark setting: light where the
 * system says light or says nothing, dark where the visitor asked their system for dark.
 */
export const DEFAULT_THEME: ThemeMode = 'system';

export function readStoredMode(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): ThemeMode {
  try {
    const v = storage?.getItem(THEME_STORAGE_KEY);
    return v === 'light' || v === 'dark' || v === 'system' ? v : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeMode(mode: ThemeMode, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    /* storage may be unavailable (private mode); the choice then lasts for the page only */
  }
}

export function resolveMode(mode: ThemeMode, systemDark: boolean): 'light' | 'dark' {
  return mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
}

/**
 * The theme switch's next mode. From the system's theme it goes to the other look first (a click
 * always changes what is shown), then to the system's look chosen for good, then back to following
 * the system.
 */
export function nextMode(mode: ThemeMode, systemDark: boolean): ThemeMode {
  const system = resolveMode('system', systemDark);
  const other = system === 'dark' ? 'light' : 'dark';
  return mode === 'system' ? other : mode === other ? system : 'system';
}

export function applyModeClass(resolved: 'light' | 'dark', root: HTMLElement = document.documentElement): void {
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
