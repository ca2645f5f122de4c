import { readBlob } from './bytes';

/** An encoding a byte order mark names, with the mark's length in bytes. */
const MARKS = [
  { encoding: 'utf-8', bytes: [0xef, 0xbb, 0xbf] },
  { encoding: 'utf-16le', bytes: [0xff, 0xfe] },
  { encoding: 'utf-16be', bytes: [0xfe, 0xff] },
] as const;

export interface ReadTextOptions {
  /** Keep the byte order mark as a leading U+FEFF, for a tool that tells the visitor it was there. */
  keepBom?: boolean;
}

/**
 * Decodes the bytes of a text file: a byte order mark selects UTF-8, UTF-16 LE or UTF-16 BE and is
 * removed; without one the bytes are UTF-8. Invalid sequences become U+FFFD rather than an error, so
 * a stray byte never hides the rest of the file.
 */
export function decodeText(bytes: Uint8Array, { keepBom = false }: ReadTextOptions = {}): string {
  const mark = MARKS.find((m) => m.bytes.every((b, i) => bytes[i] === b));
  const text = new TextDecoder(mark?.encoding ?? 'utf-8', { ignoreBOM: true }).decode(
    bytes.subarray(mark?.bytes.length ?? 0),
  );
  return mark && keepBom ? `\uFEFF${text}` : text;
}

/** Reads a file as text, with the encoding its byte order mark names (see `decodeText`). */
export async function readTextFile(file: Blob, options?: ReadTextOptions): Promise<string> {
  return decodeText(new Uint8Array(await readBlob(file)), options);
}
