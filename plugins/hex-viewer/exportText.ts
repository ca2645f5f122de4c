/** The selection (or the whole file) exported as text: `xxd -s -l`'s rows, `xxd -i`'s C array, or Base64. Pure. */
import { encodeBytes } from '@/lib/base64';
import { safeFileName } from '@/lib/bytes';
import type { ByteRange } from './selection';
import { xxdDump, xxdInclude } from './xxd';

export type ExportFormat = 'xxd' | 'c' | 'base64';

export const EXPORT_FORMATS: readonly { value: ExportFormat; label: string }[] = [
  { value: 'xxd', label: 'xxd' },
  { value: 'c', label: 'C array (xxd -i)' },
  { value: 'base64', label: 'Base64' },
];

/** The most bytes exported as text on the page: a larger export is the whole dump's download. */
export const EXPORT_MAX_BYTES = 256 * 1024;

export const EXPORT_MESSAGES = {
  tooLarge: 'Select at most 256 KB to export here; Download the whole dump gives the xxd text of the whole file.',
} as const;

/**
 * The export of bytes[start, end): xxd rows start at the selection with the file's offsets (as
 * `xxd -s start -l length file`), the C array is named after the file (as `xxd -i file`).
 */
export function exportText(bytes: Uint8Array, range: ByteRange, format: ExportFormat, fileName: string): string {
  const selected = bytes.subarray(range.start, range.end);
  if (format === 'xxd') return xxdDump(bytes, range.start, range.end);
  if (format === 'c') return xxdInclude(selected, fileName);
  return encodeBytes(selected);
}

/** The export's file name: `photo.png.xxd.txt`, `photo.png.h`, `photo.png.b64.txt`. */
export function exportName(fileName: string, format: ExportFormat): string {
  const base = safeFileName(fileName);
  return format === 'c' ? `${base}.h` : format === 'xxd' ? `${base}.xxd.txt` : `${base}.b64.txt`;
}
