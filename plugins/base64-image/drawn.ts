import { useSyncExternalStore } from 'react';
import type { DecodedImage, Dimensions } from './logic';

/**
 * What the browser made of a decoded image once the preview drew it: its natural size (for a header
 * that gives none), or that it could not draw it (a header that looks right over pixels that are not).
 * The preview writes it; the information facts and the format warning read it, so all three agree.
 * Kept per decoded image, which a new run replaces, so it is forgotten with the image.
 */
export interface Drawn {
  natural?: Dimensions;
  broken?: boolean;
}

const drawn = new WeakMap<DecodedImage, Drawn>();
const listeners = new Set<() => void>();

export function setDrawn(image: DecodedImage, value: Drawn): void {
  drawn.set(image, value);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the browser made of `image`, or undefined before it drew it (and for no image). */
export function useDrawn(image: DecodedImage | null): Drawn | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (image ? drawn.get(image) : undefined),
    () => undefined,
  );
}
