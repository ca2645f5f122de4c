/** Row indexing shared by the virtualised views and the workers that prepare them (no DOM, no React). */
import { grown } from './grown';

/**
 * A textarea holding many lines costs the browser about 20 µs of layout per line (a 5 MB
 * pretty-printed document freezes the tab for seconds), so text beyond these limits is shown in
 * the virtualised read-only view instead.
 */
export const LARGE_TEXT_CHARS = 200_000;
export const LARGE_TEXT_LINES = 4_000;

/** True when `text` is too large for a responsive textarea, by characters or by lines (counting stops early). */
export function isLargeText(text: string): boolean {
  if (text.length > LARGE_TEXT_CHARS) return true;
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) if (++lines > LARGE_TEXT_LINES) return true;
  return false;
}

/** Visual rows of a text: logical lines, optionally cut into fixed-width segments. */
export interface RowIndex {
  starts: Uint32Array;
  ends: Uint32Array;
  /** 1-based logical line number of the row, or 0 for a wrapped continuation */
  lines: Uint32Array;
  count: number;
  lineCount: number;
}

/** Splits text into rows without creating a string per line (cheap for 5–10 MB). */
export function indexRows(text: string, wrapAt = 0): RowIndex {
  let starts = new Uint32Array(1024);
  let ends = new Uint32Array(1024);
  let lines = new Uint32Array(1024);
  let count = 0;
  let lineNo = 0;
  const push = (s: number, e: number, l: number) => {
    if (count === starts.length) {
      starts = grown(starts);
      ends = grown(ends);
      lines = grown(lines);
    }
    starts[count] = s;
    ends[count] = e;
    lines[count] = l;
    count++;
  };
  let pos = 0;
  for (;;) {
    let nl = text.indexOf('\n', pos);
    const last = nl === -1;
    if (last) nl = text.length;
    lineNo++;
    const end = nl > pos && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    if (wrapAt > 0 && end - pos > wrapAt) {
      for (let s = pos; s < end; s += wrapAt) push(s, Math.min(end, s + wrapAt), s === pos ? lineNo : 0);
    } else push(pos, end, lineNo);
    if (last) break;
    pos = nl + 1;
  }
  return { starts, ends, lines, count, lineCount: lineNo };
}

/**
 * Walks the spans that cover text[start, end) in a run of spans given by their end offsets
 * (ascending), calling `emit(i, from, to)` for each non-empty piece cut at the range edges.
 * Returns the offset reached (less than `end` when the spans stop short of it). This lets a
 * virtualised view colour one row without slicing the whole text.
 */
export function forEachSpanInRange(
  ends: ArrayLike<number>,
  start: number,
  end: number,
  emit: (index: number, from: number, to: number) => void,
): number {
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ends[mid] <= start) lo = mid + 1;
    else hi = mid;
  }
  let pos = start;
  for (let i = lo; i < ends.length && pos < end; i++) {
    const stop = Math.min(end, ends[i]);
    if (stop > pos) emit(i, pos, stop);
    pos = stop;
  }
  return pos;
}

/** Browsers cap an element's height (Chromium near 33 M px, Firefox near 17 M); beyond this the scroll is scaled. */
export const MAX_SCROLL_PX = 8_000_000;
const OVERSCAN_ROWS = 8;

/** The rows of a fixed-row-height list that are on screen for a scroll position, and where each sits. */
export interface ScrollWindow {
  /** height of the scrolled content */
  content: number;
  first: number;
  /** one past the last row to render */
  last: number;
  top: (row: number) => number;
}

/**
 * Which rows of a fixed-row-height list are on screen for a scroll position. Lists taller than
 * MAX_SCROLL_PX map the scroll range proportionally onto the rows, so any number of rows stays
 * reachable.
 */
export function scrollWindow(total: number, scrollTop: number, viewport: number, rowHeight: number): ScrollWindow {
  const full = total * rowHeight;
  const content = Math.min(full, MAX_SCROLL_PX);
  const scaled = full > content;
  const perView = viewport / rowHeight;
  const maxScroll = Math.max(1, content - viewport);
  const firstExact = scaled
    ? (Math.min(scrollTop, maxScroll) / maxScroll) * Math.max(0, total - perView)
    : scrollTop / rowHeight;
  const first = Math.max(0, Math.floor(firstExact) - OVERSCAN_ROWS);
  const last = Math.min(total, Math.ceil(firstExact + perView) + OVERSCAN_ROWS);
  const top = (i: number) => (scaled ? scrollTop + (i - firstExact) * rowHeight : i * rowHeight);
  return { content, first, last, top };
}

/** Lines of a text (LF-separated; an empty text is one line), counted without splitting it. */
export function lineCount(text: string): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}
