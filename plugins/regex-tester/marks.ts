import type { EditorMark } from '@/ui';
import type { RegexMatch } from './logic';

/** Matches drawn in the test string at most: beyond this the list and its notice say the rest. */
export const MARKED_MATCHES = 10_000;

/** Each match and, inside it, each capture group that took part, as marks for the test string's editor. */
export function matchMarks(matches: readonly RegexMatch[]): EditorMark[] {
  const marks: EditorMark[] = [];
  for (const m of matches.slice(0, MARKED_MATCHES)) {
    marks.push({ from: m.index, to: m.end, kind: 'match' });
    for (const span of m.groupSpans ?? [])
      if (span && span[1] > span[0]) marks.push({ from: span[0], to: span[1], kind: 'group' });
  }
  return marks;
}
