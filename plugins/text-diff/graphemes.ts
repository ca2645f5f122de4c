/** Grapheme clusters of a text and the character diff over them, so an emoji or a combining sequence is never split. */
import { diffArrays, type ChangeObject } from 'diff';

let segmenter: Intl.Segmenter | undefined;

/** Window of Intl.Segmenter calls: iterating one long string is quadratic in V8, small windows are linear. */
const SEGMENT_WINDOW = 512;

/**
 * Boundaries of the grapheme clusters of a text (what a reader calls one character: an emoji, a
 * flag, a letter with its combining marks): cluster k is text[b[k], b[k + 1]). ASCII not followed
 * by a non-ASCII character is a cluster on its own (CR LF is one), so only the neighbourhood of
 * non-ASCII text goes through Intl.Segmenter.
 */
function clusterBounds(text: string): Uint32Array {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const n = text.length;
  let bounds = new Uint32Array(Math.min(n, 1 << 16) + 1);
  let count = 0;
  const push = (at: number) => {
    if (count === bounds.length) {
      const next = new Uint32Array(bounds.length * 2);
      next.set(bounds);
      bounds = next;
    }
    bounds[count++] = at;
  };
  let i = 0;
  while (i < n) {
    push(i);
    const c = text.charCodeAt(i);
    if (c < 0x80 && !(text.charCodeAt(i + 1) >= 0x80)) {
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      continue;
    }
    // a run of non-ASCII text with the character before it (a base letter takes combining marks)
    let end = i + 1;
    while (end < n && text.charCodeAt(end) >= 0x80) end++;
    for (;;) {
      const stop = Math.min(end, i + SEGMENT_WINDOW);
      const parts = Array.from(segmenter.segment(text.slice(i, stop)), (p) => p.segment.length);
      // the last cluster of a window may continue past it: segment it again with what follows
      const keep = stop < end && parts.length > 1 ? parts.length - 1 : parts.length;
      for (let k = 0; k < keep; k++) {
        i += parts[k];
        if (i < end) push(i);
      }
      if (i >= end) break;
    }
  }
  push(n);
  return bounds.subarray(0, count);
}

/** Grapheme clusters of a text (see clusterBounds). */
export function graphemes(text: string): string[] {
  const b = clusterBounds(text);
  const out: string[] = [];
  for (let k = 0; k + 1 < b.length; k++) out.push(text.slice(b[k], b[k + 1]));
  return out;
}

/** One id per cluster: ASCII clusters are their code (lower-cased when case is ignored), others come from a table. */
function clusterIds(text: string, bounds: Uint32Array, table: Map<string, number>, ignoreCase: boolean): number[] {
  const ids = new Array<number>(Math.max(0, bounds.length - 1));
  for (let k = 0; k + 1 < bounds.length; k++) {
    const from = bounds[k];
    const to = bounds[k + 1];
    let c = text.charCodeAt(from);
    if (to - from === 1 && c < 0x80) {
      if (ignoreCase && c >= 65 && c <= 90) c += 32;
      ids[k] = c;
      continue;
    }
    const key = ignoreCase ? text.slice(from, to).toLowerCase() : text.slice(from, to);
    let id = table.get(key);
    if (id === undefined) table.set(key, (id = 0x80 + table.size));
    ids[k] = id;
  }
  return ids;
}

/**
 * Character-level changes over grapheme clusters, so an emoji, a flag or a combining sequence is
 * never split; `count` is in clusters. Undefined past the time limit.
 */
export function diffGraphemes(
  original: string,
  modified: string,
  ignoreCase: boolean,
  timeout?: number,
): ChangeObject<string>[] | undefined {
  const ba = clusterBounds(original);
  const bb = clusterBounds(modified);
  const table = new Map<string, number>();
  const a = clusterIds(original, ba, table, ignoreCase);
  const b = clusterIds(modified, bb, table, ignoreCase);
  const changes = timeout === undefined ? diffArrays(a, b) : diffArrays(a, b, { timeout });
  if (!changes) return undefined;
  let i = 0;
  let j = 0;
  return changes.map((c) => {
    let value: string;
    if (c.removed) value = original.slice(ba[i], ba[(i += c.count)]);
    else if (c.added) value = modified.slice(bb[j], bb[(j += c.count)]);
    else {
      value = modified.slice(bb[j], bb[j + c.count]);
      i += c.count;
      j += c.count;
    }
    return { value, added: c.added, removed: c.removed, count: c.count };
  });
}

/**
 * The changed ranges of a character diff over grapheme clusters, as UTF-16 offsets: a flat list of
 * fromA, toA, fromB, toB per change. Undefined past the time limit.
 */
export function graphemeRanges(
  original: string,
  modified: string,
  ignoreCase: boolean,
  timeout: number,
): number[] | undefined {
  const ba = clusterBounds(original);
  const bb = clusterBounds(modified);
  const table = new Map<string, number>();
  const changes = diffArrays(clusterIds(original, ba, table, ignoreCase), clusterIds(modified, bb, table, ignoreCase), {
    timeout,
  });
  if (!changes) return undefined;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  for (const c of changes) {
    const ni = c.added ? i : i + c.count;
    const nj = c.removed ? j : j + c.count;
    if (c.added || c.removed) {
      const last = out.length - 4;
      // a removal followed by an insertion is one replacement
      if (last >= 0 && out[last + 1] === ba[i] && out[last + 3] === bb[j]) {
        out[last + 1] = ba[ni];
        out[last + 3] = bb[nj];
      } else out.push(ba[i], ba[ni], bb[j], bb[nj]);
    }
    i = ni;
    j = nj;
  }
  return out;
}
