import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import {
  applyModeClass,
  DEFAULT_THEME,
  readStoredMode,
  resolveMode,
  storeMode,
  THEME_STORAGE_KEY,
  type ThemeMode,
} from './mode';
import { theme, type ThemeName } from './themes';

interface ThemeModeContextValue {
  mode: ThemeMode;
  resolved: ThemeName;
  /** the system's own setting is dark (what 'system' shows) */
  systemDark: boolean;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

const modeListeners = new Set<() => void>();
function subscribeMode(onChange: () => void) {
  modeListeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === THEME_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    modeListeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribeSystemDark(onChange: () => void) {
  const mq = window.matchMedia?.(DARK_QUERY);
  mq?.addEventListener('change', onChange);
  return () => mq?.removeEventListener('change', onChange);
}
const systemDark = () => !!window.matchMedia?.(DARK_QUERY).matches;

/**
 * Light/dark/system mode. Prerendered HTML is built with the default mode and hydrates with it
 * (server snapshots); the stored mode then applies at once. Colours never depend on it: they are CSS
 * variables selected by the `<html>` class the inline script sets before first paint.
 */
/** `initialMode` fixes the mode (stories and tests); otherwise the stored choice applies. */
export function AppThemeProvider({ children, initialMode }: { children: ReactNode; initialMode?: ThemeMode }) {
  const stored = useSyncExternalStore(
    subscribeMode,
    () => readStoredMode(),
    () => DEFAULT_THEME,
  );
  const mode = initialMode ?? stored;
  const dark = useSyncExternalStore(subscribeSystemDark, systemDark, () => false);
  const resolved = resolveMode(mode, dark);

  useEffect(() => {
    applyModeClass(resolved);
  }, [resolved]);

  const setMode = useCallback((next: ThemeMode) => {
    storeMode(next);
    modeListeners.forEach((notify) => notify());
  }, []);

  const value = useMemo(() => ({ mode, resolved, systemDark: dark, setMode }), [mode, resolved, dark, setMode]);
  return (
    <ThemeModeContext.Provider value={value}>
      <StyledThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </StyledThemeProvider>
    </ThemeModeContext.Provider>
  );
}

/**
 * A subtree shown in a fixed mode whatever the page's mode (the dark half of Storybook's side-by-side
 * view). Components that read the mode (toasts, a sandboxed frame's palette) see `mode` here; colours
 * follow the `data-theme` attribute the caller puts on the subtree's root element.
 */
export function FixedThemeMode({ mode, children }: { mode: ThemeName; children: ReactNode }) {
  const page = useThemeMode();
  const value = useMemo(() => ({ ...page, mode, resolved: mode }), [page, mode]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeContextValue {
  const ctx = useContext(ThemeModeContext);
  if (!ctx) throw new Error('useThemeMode must be used inside AppThemeProvider');
  return ctx;
}
