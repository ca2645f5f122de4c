/**
 * The selected bytes and where the view scrolls to show them. Pure: the selection is an anchor (where
 * it began) and a focus (where it was extended to), both byte offsets, inclusive.
 */
import { MAX_SCROLL_PX } from '@/lib/rows';
import { BYTES_PER_ROW } from './xxd';

export interface Selection {
  anchor: number;
  focus: number;
}

export interface ByteRange {
  start: number;
  /** one past the last selected byte */
  end: number;
}

export const rangeOf = (selection: Selection): ByteRange => ({
  start: Math.min(selection.anchor, selection.focus),
  end: Math.max(selection.anchor, selection.focus) + 1,
});

export const isSelected = (range: ByteRange | null, offset: number): boolean =>
  range !== null && offset >= range.start && offset < range.end;

/** The selection a key moves to: arrows by a byte or a row, Home and End to the row's ends; Shift extends it. */
export function moved(selection: Selection, key: string, extend: boolean, size: number): Selection | null {
  const { focus } = selection;
  const rowStart = focus - (focus % BYTES_PER_ROW);
  const target: Record<string, number> = {
    ArrowLeft: focus - 1,
    ArrowRight: focus + 1,
    ArrowUp: focus - BYTES_PER_ROW,
    ArrowDown: focus + BYTES_PER_ROW,
    Home: rowStart,
    End: rowStart + BYTES_PER_ROW - 1,
    PageUp: focus - BYTES_PER_ROW * 16,
    PageDown: focus + BYTES_PER_ROW * 16,
  };
  if (!(key in target) || size === 0) return null;
  const next = Math.min(size - 1, Math.max(0, target[key]));
  return extend ? { anchor: selection.anchor, focus: next } : { anchor: next, focus: next };
}

/**
 * The scroll position that shows `row` near the top of a view `viewport` pixels high, with the
 * mapping the site's virtualised list uses (a list taller than MAX_SCROLL_PX is scaled onto it).
 */
export function scrollTopFor(row: number, total: number, viewport: number, rowHeight: number): number {
  const lead = Math.max(0, row - 2);
  const full = total * rowHeight;
  if (full <= MAX_SCROLL_PX) return lead * rowHeight;
  const maxScroll = Math.max(1, MAX_SCROLL_PX - viewport);
  const rows = Math.max(1, total - viewport / rowHeight);
  return Math.min(maxScroll, (lead / rows) * maxScroll);
}

/** True when `row` is within the rows a view scrolled to `scrollTop` shows. */
export function rowInView(row: number, total: number, scrollTop: number, viewport: number, rowHeight: number): boolean {
  const full = total * rowHeight;
  const perView = viewport / rowHeight;
  const first =
    full <= MAX_SCROLL_PX
      ? scrollTop / rowHeight
      : (scrollTop / Math.max(1, MAX_SCROLL_PX - viewport)) * Math.max(0, total - perView);
  return row >= Math.ceil(first) && row + 1 <= Math.floor(first + perView);
}
