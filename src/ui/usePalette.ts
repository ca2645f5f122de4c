import { useThemeMode } from '@/theme/ThemeProvider';
import { palettes, type Palette } from '@/theme/themes';

/**
 * The current theme's real colour values, for places CSS variables cannot reach (a sandboxed
 * frame's own document, a canvas). Styled components use `theme.color` instead.
 */
export function usePalette(): Palette {
  return palettes[useThemeMode().resolved];
}

/** Whether the site is shown light or dark now (the visitor's choice, or the system's). */
export function useSiteMode(): 'light' | 'dark' {
  return useThemeMode().resolved;
}
