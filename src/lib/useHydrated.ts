import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (and at build), true afterwards and on pages the
 * browser renders itself. What only the browser knows (the time, the local zone, a random id) is shown
 * once this is true, so the hydrating render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
