import { font, radius, space, breakpoints } from './tokens';

export type Palette = {
  bg: string;
  surface: string;
  surfaceAlt: string;
  border: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryHover: string;
  primaryText: string;
  accent: string;
  success: string;
  successBg: string;
  danger: string;
  dangerBg: string;
  warning: string;
  warningBg: string;
  info: string;
  infoBg: string;
  focus: string;
  codeBg: string;
  codeText: string;
  lineNumber: string;
  highlight: string;
  /** text on a danger-coloured button */
  dangerText: string;
  diffAddedBg: string;
  diffRemovedBg: string;
  /** the hero's two soft glows */
  glowPrimary: string;
  glowAccent: string;
};

const light: Palette = {
  bg: '#f7f8fb',
  surface: '#ffffff',
  surfaceAlt: '#f0f2f7',
  border: '#d9dde7',
  text: '#161b26',
  textMuted: '#505a6e',
  primary: '#2f54eb',
  primaryHover: '#2342c4',
  primaryText: '#ffffff',
  accent: '#7c3aed',
  success: '#0f7a3d',
  successBg: '#e5f6ec',
  danger: '#b42318',
  dangerBg: '#fdecea',
  warning: '#8a5300',
  warningBg: '#fff4e0',
  info: '#1d4ed8',
  infoBg: '#e8efff',
  focus: '#2f54eb',
  codeBg: '#f4f6fa',
  codeText: '#161b26',
  lineNumber: '#656d7f',
  highlight: '#fde68a',
  dangerText: '#ffffff',
  diffAddedBg: '#abf2bc',
  diffRemovedBg: '#ffc0ba',
  glowPrimary: 'rgba(47,84,235,.10)',
  glowAccent: 'rgba(124,58,237,.08)',
};

const dark: Palette = {
  bg: '#0e1117',
  surface: '#161b24',
  surfaceAlt: '#1e2430',
  border: '#2d3544',
  text: '#e8ebf2',
  textMuted: '#a3acbd',
  primary: '#6d8cff',
  primaryHover: '#8aa3ff',
  primaryText: '#0b0f18',
  accent: '#a78bfa',
  success: '#4ade80',
  successBg: '#10281a',
  danger: '#ff8a80',
  dangerBg: '#3a1512',
  warning: '#fbbf24',
  warningBg: '#33260a',
  info: '#93b4ff',
  infoBg: '#152042',
  focus: '#8aa3ff',
  codeBg: '#11151d',
  codeText: '#e8ebf2',
  lineNumber: '#8690a3',
  highlight: '#7c5e10',
  dangerText: '#1a0806',
  diffAddedBg: '#1d5a33',
  diffRemovedBg: '#6e2620',
  glowPrimary: 'rgba(109,140,255,.18)',
  glowAccent: 'rgba(167,139,250,.14)',
};

export type ThemeName = 'light' | 'dark';
export type Shadows = {
  sm: string;
  md: string;
};

/** The real colour values of each theme (docs, canvases and sandboxed frames read these). */
export const palettes: Record<ThemeName, Palette> = { light, dark };
export const shadows: Record<ThemeName, Shadows> = {
  light: { sm: '0 1px 2px rgba(16,24,40,.06), 0 1px 3px rgba(16,24,40,.08)', md: '0 8px 24px rgba(16,24,40,.12)' },
  dark: { sm: '0 1px 2px rgba(0,0,0,.4)', md: '0 8px 24px rgba(0,0,0,.5)' },
};

export interface AppTheme {
  color: Palette;
  space: typeof space;
  radius: typeof radius;
  font: typeof font;
  breakpoints: typeof breakpoints;
  shadow: Shadows;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const colorVar = (key: string) => `--color-${kebab(key)}`;
const shadowVar = (key: string) => `--shadow-${kebab(key)}`;

/** A copy of `source` with each value replaced by `toValue(key)`. */
function mapValues<T extends Record<string, string>>(source: T, toValue: (key: string) => string): T {
  const out = { ...source };
  for (const key of Object.keys(out)) Reflect.set(out, key, toValue(key));
  return out;
}

/**
 * The one theme styled components see: every colour and shadow is a CSS custom property whose value
 * the `<html>` class (or a `data-theme` ancestor) selects. Styles are therefore the same for both
 * modes, so prerendered pages need no re-render when the stored mode is applied before first paint.
 */
export const theme: AppTheme = {
  space,
  radius,
  font,
  breakpoints,
  color: mapValues(light, (key) => `var(${colorVar(key)})`),
  shadow: mapValues(shadows.light, (key) => `var(${shadowVar(key)})`),
};

function declarations(name: ThemeName): string {
  const colors = Object.entries(palettes[name]).map(([key, value]) => `${colorVar(key)}:${value};`);
  const shade = Object.entries(shadows[name]).map(([key, value]) => `${shadowVar(key)}:${value};`);
  return `color-scheme:${name};${colors.join('')}${shade.join('')}`;
}

/** The custom properties of both themes: on `<html class="light|dark">` and on any `[data-theme]` subtree. */
export function themeVariablesCss(): string {
  return (['light', 'dark'] as const)
    .map((name) => `html.${name},[data-theme='${name}']{${declarations(name)}}`)
    .join('\n');
}
