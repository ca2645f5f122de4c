/**
 * Finding bytes: a needle from hex or text (UTF-8), searched forward from an offset and wrapping
 * round to the start. The scan is cut into spans so the page can answer between them. Pure.
 */
import { parseHex } from './parseHex';

export type SearchMode = 'hex' | 'text';

export const SEARCH_MESSAGES = {
  emptyText: 'Type the text to find.',
  notFound: (what: string) => `${what} is not in the file.`,
} as const;

export type Needle = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

const encoder = new TextEncoder();

/** The bytes a search looks for: hex as pasted (any form parseHex reads), or text as UTF-8. */
export function needleOf(query: string, mode: SearchMode): Needle {
  if (mode === 'hex') return parseHex(query);
  if (query === '') return { ok: false, message: SEARCH_MESSAGES.emptyText };
  return { ok: true, bytes: encoder.encode(query) };
}

/**
 * The first offset in [from, to) where `needle` starts (it may run past `to`, not past the bytes), or
 * -1. Uses the native indexOf for the needle's first byte, so most of the scan runs in the engine.
 */
export function findIn(bytes: Uint8Array, needle: Uint8Array, from: number, to: number): number {
  if (needle.length === 0) return -1;
  const last = Math.min(to, bytes.length - needle.length + 1);
  const first = needle[0];
  // a view that ends at `last`, so indexOf never scans past the span
  const span = bytes.subarray(0, Math.max(0, last));
  for (let at = span.indexOf(first, from); at !== -1; at = span.indexOf(first, at + 1)) {
    let i = 1;
    while (i < needle.length && bytes[at + i] === needle[i]) i++;
    if (i === needle.length) return at;
  }
  return -1;
}

/** Bytes scanned between two pauses: about 10 ms of scanning on a slow machine. */
export const SEARCH_SPAN = 8 * 1024 * 1024;

/**
 * The next match at or after `from`, wrapping to the start, or -1; `pause` is awaited between spans
 * (the page's next task) and a run that `cancelled()` stops early with -1.
 */
export async function findNext(
  bytes: Uint8Array,
  needle: Uint8Array,
  from: number,
  pause: () => Promise<void>,
  cancelled: () => boolean = () => false,
): Promise<number> {
  const start = Math.min(Math.max(0, from), bytes.length);
  const ranges: readonly [number, number][] = [
    [start, bytes.length],
    [0, start],
  ];
  for (const [begin, end] of ranges)
    for (let at = begin; at < end; at += SEARCH_SPAN) {
      const found = findIn(bytes, needle, at, Math.min(end, at + SEARCH_SPAN));
      if (found !== -1) return found;
      await pause();
      if (cancelled()) return -1;
    }
  return -1;
}
