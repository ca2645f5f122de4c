/** HTML ↔ Text constants: the failure message, download names, the debounce, and the conversion direction. */

export const MESSAGES = {
  formatFailed: 'Failed to format HTML',
} as const;

export const DOWNLOAD_NAMES = { text: 'converted.txt', html: 'converted.html' } as const;
/** Delay after the last change before converting automatically, so typing is not interrupted. */
export const DEBOUNCE_MS = 300;

export type Direction = 'html-to-text' | 'text-to-html';

/** Flips the direction (for Swap). */
export function flipDirection(d: Direction): Direction {
  return d === 'html-to-text' ? 'text-to-html' : 'html-to-text';
}
