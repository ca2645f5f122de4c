/** Large text views: when text is too large for a textarea, its row index, and the on-screen window of a virtualised list. */
import { indexRows, type RowIndex } from '../../src/lib/rows';

/**
 * A textarea holding many lines costs the browser about 20 µs of layout per line (a 5 MB
 * pretty-printed document freezes the tab for seconds), so text beyond these limits is shown in a
 * virtualised read-only view instead.
 */
export const LARGE_TEXT_CHARS = 200_000;
export const LARGE_TEXT_LINES = 4_000;

/** True when `text` is too large for a responsive textarea (see LARGE_TEXT_*). */
export function isLargeText(text: string): boolean {
  if (text.length > LARGE_TEXT_CHARS) return true;
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    if (++lines > LARGE_TEXT_LINES) return true;
  }
  return false;
}

export type { RowIndex };

/**
 * Indexes the rows of a large text. Run in the worker: on a 9 MB formatted document this is a
 * few hundred milliseconds of work the main thread must not do.
 */
export function indexTextRows(text: string, wrapAt = 120): RowIndex {
  return indexRows(text, wrapAt);
}

/** Browsers cap an element's height (Chromium near 33 M px, Firefox near 17 M); beyond this the scroll is scaled. */
export const MAX_SCROLL_PX = 8_000_000;
const OVERSCAN_ROWS = 8;

/**
 * Which rows of a fixed-row-height list are on screen for a scroll position, and where each row
 * sits. Lists taller than MAX_SCROLL_PX map the scroll range proportionally onto the rows.
 */
export function scrollWindow(total: number, scrollTop: number, viewport: number, rowHeight: number) {
  const full = total * rowHeight;
  const content = Math.min(full, MAX_SCROLL_PX);
  const scaled = full > content;
  const perView = viewport / rowHeight;
  const maxScroll = Math.max(1, content - viewport);
  const firstExact = scaled ? (Math.min(scrollTop, maxScroll) / maxScroll) * Math.max(0, total - perView) : scrollTop / rowHeight;
  const first = Math.max(0, Math.floor(firstExact) - OVERSCAN_ROWS);
  const last = Math.min(total, Math.ceil(firstExact + perView) + OVERSCAN_ROWS);
  const top = (i: number) => (scaled ? scrollTop + (i - firstExact) * rowHeight : i * rowHeight);
  return { content, first, last, top };
}
