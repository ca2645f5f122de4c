/** The compact forms the worker sends: line op codes and inline spans, and the segments of one inline row. */
import { forEachSpanInRange } from '@/lib/rows';
import type { DiffSegment } from './constants';

/** Op codes of a line edit script. */
export const OP_SAME = 0;
export const OP_REMOVED = 1;
export const OP_ADDED = 2;

/** Segment kinds of an inline (word / character) view. */
export const SEGMENT_KINDS: readonly DiffSegment['type'][] = ['unchanged', 'removed', 'added'];

export interface InlineSpans {
  /** Segments concatenated in order (removed text before the added text that replaces it). */
  text: string;
  /** SEGMENT_KINDS index of each segment. */
  kinds: Uint8Array;
  /** End offset of each segment in `text`. */
  ends: Uint32Array;
}

/** Segments as InlineSpans (cheap to transfer). */
export function toInlineSpans(segments: DiffSegment[]): InlineSpans {
  const kinds = new Uint8Array(segments.length);
  const ends = new Uint32Array(segments.length);
  let pos = 0;
  segments.forEach((seg, i) => {
    pos += seg.text.length;
    kinds[i] = SEGMENT_KINDS.indexOf(seg.type);
    ends[i] = pos;
  });
  return { text: segments.map((seg) => seg.text).join(''), kinds, ends };
}

/** The inline segments covering text[start, end) (one row of the inline view). */
export function segmentsInRange(spans: InlineSpans, start: number, end: number): DiffSegment[] {
  const { kinds, ends, text } = spans;
  const out: DiffSegment[] = [];
  forEachSpanInRange(ends, start, end, (i, from, to) =>
    out.push({ text: text.slice(from, to), type: SEGMENT_KINDS[kinds[i]] }),
  );
  return out;
}
