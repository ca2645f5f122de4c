import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** loads the module; once it has, the component renders at once instead of suspending */
  preload: () => Promise<unknown>;
};

/**
 * A module that a preloadable component loads: its component, and what else its first screen shows
 * that loads lazily (a screen's `export const firstScreen = () => OptionsForm.preload()`). A part
 * still loading when the page hydrates is drawn afresh after its fallback, which moves the page.
 */
export interface FirstScreenModule<P extends object> {
  default: ComponentType<P>;
  firstScreen?: () => Promise<unknown>;
}

/**
 * React.lazy with a preload: the browser loads the current page's modules before it hydrates the
 * prerendered HTML, so the first render finds them loaded and hydrates the whole page in one pass
 * (React.lazy alone suspends once even for a module that is already there).
 */
export function preloadable<P extends object>(load: () => Promise<FirstScreenModule<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<unknown> | null = null;
  const preload = () =>
    (pending ??= load().then(async (module) => {
      await module.firstScreen?.();
      loaded = module.default;
    }));
  const Lazy = lazy(async () => {
    const module = await load();
    loaded = module.default;
    return module;
  });
  function Preloadable(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
}
