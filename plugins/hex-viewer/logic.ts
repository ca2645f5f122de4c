/**
 * Hex Viewer: reading a file for the view (pure, no DOM: the worker runs it). The page gets the
 * file's bytes (moved, not copied) and the `xxd` dump of its first part as the output text; the
 * dump of a larger file is made on request, as a Blob, for Download.
 */
import { decodeToBytes, isBase64 } from '@/lib/base64';
import { readBlob, safeFileName } from '@/lib/bytes';
import { parseHex } from './parseHex';
import { BYTES_PER_ROW, xxdDump } from './xxd';

const MB = 1024 * 1024;

/** The largest file taken: its bytes stay in the page's memory while it is viewed. */
export const MAX_FILE_BYTES = 256 * MB;

/**
 * The output text (what Copy and Open in … take) is the dump of the first 1 MB: 65,536 rows, about
 * 4.4 million characters. A larger file's whole dump is saved by the "Download the whole dump" button.
 */
export const TEXT_DUMP_BYTES = 1 * MB;

export const MESSAGES = {
  tooLarge: 'The file is larger than 256 MB: open a smaller file, or a part of it',
  noFile: 'Choose a file, or paste hex, to view its bytes',
  readError: 'The file could not be read. Please try again.',
  failed: 'The file could not be read in time',
} as const;

/** What the Hex or Base64 field says when it has nothing, or nothing that is bytes. */
export const HEX_TEXT_MESSAGES = {
  empty: 'Type or paste hex or Base64 first',
  notBytes: 'This is neither hex nor Base64: use hex digits (48 65 6c, 0x48, an xxd dump) or Base64',
} as const;

/** A file read for the view: its bytes and the dump of its first TEXT_DUMP_BYTES. */
export type ReadResult = { ok: true; bytes: Uint8Array; dump: string } | { ok: false; message: string };

/** Reads the file's bytes and dumps the start of them; progress is the share of the work done. */
export async function readForView(file: Blob, progress: (fraction: number) => void = () => {}): Promise<ReadResult> {
  let buffer: ArrayBuffer;
  try {
    buffer = await readBlob(file);
  } catch {
    return { ok: false, message: MESSAGES.readError };
  }
  progress(0.8);
  const bytes = new Uint8Array(buffer);
  return { ok: true, bytes, dump: xxdDump(bytes, 0, Math.min(bytes.length, TEXT_DUMP_BYTES)) };
}

/** The whole file's `xxd` dump as a text Blob, made in slices so no single string holds it. */
export function wholeDump(bytes: Uint8Array, progress: (fraction: number) => void = () => {}): Blob {
  const parts: string[] = [];
  const slice = 65536 * BYTES_PER_ROW;
  for (let from = 0; from < bytes.length; from += slice) {
    parts.push(xxdDump(bytes, from, Math.min(bytes.length, from + slice)));
    progress(Math.min(1, (from + slice) / bytes.length));
  }
  return new Blob(parts, { type: 'text/plain;charset=utf-8' });
}

/** True when the output text holds only the first part of the file's dump. */
export const isCut = (size: number): boolean => size > TEXT_DUMP_BYTES;

/** The download names: `photo.png.xxd.txt`, `photo.png.h` for the C array, `photo.png.b64.txt`. */
export const dumpName = (fileName: string | undefined): string => `${safeFileName(fileName ?? '')}.xxd.txt`;

/** The name a pasted run of bytes is viewed under. */
export const PASTED_NAME = 'pasted.bin';

/**
 * Text pasted onto the tool (not into a field), read as a file: hex in any form parseHex takes,
 * else a data URL or Base64 of at least four characters. Anything else is not taken (null).
 */
export function bytesFromText(text: string): Uint8Array | null {
  const hex = parseHex(text);
  if (hex.ok) return hex.bytes;
  const compact = text.replace(/\s+/g, '');
  if (compact.length < 4 || !isBase64(compact)) return null;
  try {
    return decodeToBytes(compact);
  } catch {
    return null;
  }
}

/** `bytesFromText` as the file the frame takes. */
export function fileFromText(text: string): File | null {
  const bytes = bytesFromText(text);
  return bytes ? new File([bytes.slice()], PASTED_NAME, { type: 'application/octet-stream' }) : null;
}
