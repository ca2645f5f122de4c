import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach } from 'vitest';
import { mediaMatches } from './viewport';

afterEach(() => cleanup());

// Property tests explore new random cases on every local run; FC_SEED pins them (CI sets it) so a
// run can be repeated exactly. A failure prints its seed: rerun with FC_SEED=<seed> to reproduce.
if (process.env.FC_SEED) fc.configureGlobal({ seed: Number(process.env.FC_SEED) });

// jsdom has no matchMedia: width queries are answered from the window's size, any other as false
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: mediaMatches(query, window.innerWidth),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// jsdom lays nothing out and its ranges have no geometry; the code editor measures text ranges
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = function getClientRects() {
    return document.createElement('span').getClientRects();
  };
  Range.prototype.getBoundingClientRect = function getBoundingClientRect() {
    return document.createElement('span').getBoundingClientRect();
  };
}
