import { useEffect, useState } from 'react';

/**
 * True once `busy` has stayed true for `delayMs`, false as soon as it ends: a busy indicator for work
 * that usually finishes at once, so fast work never flashes a spinner in place of its result.
 */
export function useShownWhenSlow(busy: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const id = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(id);
  }, [busy, delayMs]);
  return busy && shown;
}
