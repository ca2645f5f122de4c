import { useEffect, useState } from 'react';

/** Characters handed over per frame: a few milliseconds of the editor's work, never a long task. */
export const GROWTH_STEP = 512 * 1024;

/** The end of a piece: the line break after `at` (within a step), or `at` itself on a very long line. */
function pieceEnd(text: string, at: number): number {
  if (at >= text.length) return text.length;
  const brk = text.indexOf('\n', at);
  return brk !== -1 && brk - at < GROWTH_STEP ? brk + 1 : at;
}

/**
 * `text`, given out in growing prefixes, one step per frame, when it is larger than a step: an
 * editor shown a 10 MB output builds its lines in one task of hundreds of milliseconds, but takes
 * the same text piece by piece without freezing, and the first screenful appears at once.
 */
export function useGrowingText(text: string): string {
  const [shown, setShown] = useState(() => text.slice(0, pieceEnd(text, GROWTH_STEP)));
  // a new text starts again from its first piece
  const current =
    shown.length <= text.length && text.startsWith(shown) ? shown : text.slice(0, pieceEnd(text, GROWTH_STEP));
  useEffect(() => {
    if (current.length >= text.length) return;
    const frame = requestAnimationFrame(() => setShown(text.slice(0, pieceEnd(text, current.length + GROWTH_STEP))));
    return () => cancelAnimationFrame(frame);
  }, [text, current]);
  return current;
}
