import { useEffect, useState } from 'react';
import { readBlob } from '@/lib/bytes';
import { sniffBytes } from '@/lib/sniff';

/** The sniffer reads at most this much of a file: enough for every signature and an SVG's prolog. */
const SNIFF_BYTES = 64 * 1024;

/** What the site's sniffer reads the file's first bytes as, once they are read; null until then or when it cannot tell. */
export function useSniffed(file: File | null): string | null {
  const [sniffed, setSniffed] = useState<{ file: File; label: string | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    let live = true;
    readBlob(file.slice(0, SNIFF_BYTES)).then(
      (head) => live && setSniffed({ file, label: sniffBytes(new Uint8Array(head))?.label ?? null }),
      () => live && setSniffed({ file, label: null }),
    );
    return () => {
      live = false;
    };
  }, [file]);
  return sniffed && sniffed.file === file ? sniffed.label : null;
}
