/** Theme preference: stored under `vite-ui-theme`, applied as a class on <html>. */
export type ThemeMode = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const DEFAULT_THEME: ThemeMode = 'light';

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
