import { useEffect, useState } from 'react';
import type { TransformSlotProps } from '@/ui/transform';
import type { DecodedToken } from './decode';
import type { Options } from './options';

/** What the frame gives each of the tool's slots. */
export type SlotProps = TransformSlotProps<Options, 'decode', DecodedToken>;

/** The decoded token behind the screen's outcome, while it matches the input shown. */
export function decodedOf({ outcome, stale }: SlotProps): DecodedToken | null {
  return outcome?.ok && !stale ? outcome.details : null;
}

/** The time now in seconds, moving on every few seconds so relative dates stay true. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() / 1000), 5000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
