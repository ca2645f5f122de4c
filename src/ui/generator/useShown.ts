import { useEffect, useMemo, useState } from 'react';

/**
 * What an output shows: its text as made, or what `show` makes of it (another format), which may
 * take a moment (a format whose writer loads on demand): until then nothing is shown, never the
 * output of another format.
 */
export function useShown<V>(
  output: string,
  view: V,
  show: ((output: string, view: V) => string | Promise<string>) | undefined,
): string {
  const asked = useMemo(() => (show ? show(output, view) : output), [show, output, view]);
  const [written, setWritten] = useState<{ asked: Promise<string>; text: string } | null>(null);
  useEffect(() => {
    if (typeof asked === 'string') return;
    let live = true;
    void asked.then((text) => live && setWritten({ asked, text }));
    return () => {
      live = false;
    };
  }, [asked]);
  if (typeof asked === 'string') return asked;
  return written?.asked === asked ? written.text : '';
}
