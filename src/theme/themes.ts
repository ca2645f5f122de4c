import { font, radius, space, breakpoints } from './tokens';

export interface Palette {
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
}

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
};

export interface AppTheme {
  name: 'light' | 'dark';
  color: Palette;
  space: typeof space;
  radius: typeof radius;
  font: typeof font;
  breakpoints: typeof breakpoints;
  shadow: { sm: string; md: string };
}

const base = { space, radius, font, breakpoints };

export const lightTheme: AppTheme = {
  ...base,
  name: 'light',
  color: light,
  shadow: { sm: '0 1px 2px rgba(16,24,40,.06), 0 1px 3px rgba(16,24,40,.08)', md: '0 8px 24px rgba(16,24,40,.12)' },
};
export const darkTheme: AppTheme = {
  ...base,
  name: 'dark',
  color: dark,
  shadow: { sm: '0 1px 2px rgba(0,0,0,.4)', md: '0 8px 24px rgba(0,0,0,.5)' },
};
