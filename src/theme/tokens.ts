/** Design tokens shared by the light and dark themes. */
export const space = { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' } as const;
export const radius = { sm: '6px', md: '10px', lg: '14px', pill: '999px' } as const;
export const font = {
  sans: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, 'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    hero: 'clamp(2rem, 5vw, 3.25rem)',
  },
} as const;
export const breakpoints = { mobile: 768 } as const;
/** Smallest touch target on phones (WCAG 2.5.5, Apple and Material guidance): every control is at least this tall. */
export const TOUCH_TARGET = '44px';

export const media = {
  mobile: `@media (max-width: ${breakpoints.mobile - 1}px)`,
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
} as const;
