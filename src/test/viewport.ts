import type { ComponentProps } from 'react';
import type { StyleSheetManager } from 'styled-components';

type StylisPlugin = NonNullable<ComponentProps<typeof StyleSheetManager>['stylisPlugins']>[number];

const FEATURE = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/;

/**
 * Whether a media query list holds in a window `width` px wide. Width features are evaluated;
 * any other feature or media type (hover, reduced motion, print) is taken as not matching.
 */
export function mediaMatches(query: string, width: number): boolean {
  return query.split(',').some((one) => {
    const parts = one
      .trim()
      .replace(/^(only\s+)?(screen|all)\s+and\s+/i, '')
      .split(/\s+and\s+/i);
    return parts.every((part) => {
      const m = FEATURE.exec(part.trim());
      if (!m) return false;
      const limit = Number(m[2]);
      return m[1] === 'min' ? width >= limit : width <= limit;
    });
  });
}

/**
 * jsdom applies no `@media` rule unless it names the `screen` type, so a phone-only control stays
 * hidden whatever the window's width. This styled-components plugin resolves each media query at
 * `width` when the CSS is generated: a query that holds becomes `@media screen`, one that does not
 * becomes `@media print`. Each width gets its own plugin name, hence its own class names.
 */
export function mediaAtWidth(width: number): StylisPlugin {
  const plugin: StylisPlugin = (element) => {
    if (element.type !== '@media') return;
    const query = element.value.replace(/^@media\s*/i, '');
    element.value = `@media ${mediaMatches(query, width) ? 'screen' : 'print'}`;
  };
  Object.defineProperty(plugin, 'name', { value: `media-at-${width}px` });
  return plugin;
}

/** Gives the window the size of a viewport: `innerWidth`/`innerHeight`, which matchMedia reads. */
export function setWindowSize({ width, height }: { width: number; height: number }): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}
