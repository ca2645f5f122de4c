/**
 * File to Base64: pure logic (no DOM; safe to run inside a Web Worker).
 *
 * The file is read in slices whose length is a multiple of 3, each slice is Base64-encoded with
 * the shared chunked encoder (never String.fromCharCode with a spread of the bytes, so no RangeError at 5 MB) and
 * the pieces are joined: the result equals the part after the comma of FileReader's data URL.
 */
import { encodeBytes } from '@/lib/base64';
import { readBlob, safeFileName } from '@/lib/bytes';

/** Largest accepted file: exactly 5 MB (5,242,880 bytes) is accepted, one byte more is not. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** What a refused, missing or failed file says. */
export const MESSAGES = {
  tooLarge: 'File is too large (max 5MB)',
  noFile: 'Please select a file first',
  readError: 'Error reading the file. Please try again.',
  cannotProcess: 'File is too large or cannot be processed',
} as const;
export type FileToBase64Message = (typeof MESSAGES)[keyof typeof MESSAGES];

/** MIME type used in the data URL when the file has none (as FileReader.readAsDataURL does). */
export const DEFAULT_MIME_TYPE = 'application/octet-stream';

/** Output: raw Base64 (the part after the comma, default) or the full data URL. */
export const OUTPUT_FORMATS = ['base64', 'dataUrl'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
export const DEFAULT_OUTPUT_FORMAT: OutputFormat = 'base64';
export const isOutputFormat = (value: unknown): value is OutputFormat => OUTPUT_FORMATS.some((f) => f === value);
export const OUTPUT_FORMAT_LABELS: Record<OutputFormat, string> = {
  base64: 'Base64 only',
  dataUrl: 'Full data URL',
};

/** The download is named after the file: {name}_base64.txt. */
export const DOWNLOAD_SUFFIX = '_base64.txt';

/** Bytes read and encoded per step: a multiple of 3 so the pieces join without inner padding. */
export const DEFAULT_CHUNK_SIZE = 3 * 256 * 1024;

/** The parts of a File this tool looks at (a File or Blob fits). */
export interface FileLike {
  name?: string;
  size: number;
  type?: string;
}

/**
 * Checks a selection before converting: 'Please select a file first' when there is none,
 * 'File is too large (max 5MB)' above 5,242,880 bytes; null when it can be converted.
 */
export function validateFile(file: FileLike | null | undefined): FileToBase64Message | null {
  if (!file) return MESSAGES.noFile;
  if (!(file.size <= MAX_FILE_BYTES)) return MESSAGES.tooLarge;
  return null;
}

const TOKEN = '[a-z0-9!#$&^_.+-]+';
const MIME = new RegExp(`^${TOKEN}/${TOKEN}(?:\\s*;\\s*${TOKEN}=(?:${TOKEN}|"[^"\\\\,]*"))*$`, 'i');

/**
 * The MIME type written into the data URL: the file's own type when it is a well-formed
 * `type/subtype` (parameters allowed, type lowercased), else application/octet-stream.
 */
export function mimeTypeOf(type: string | undefined | null): string {
  const t = (type ?? '').trim();
  if (!MIME.test(t)) return DEFAULT_MIME_TYPE;
  const semi = t.indexOf(';');
  return semi < 0 ? t.toLowerCase() : t.slice(0, semi).toLowerCase() + t.slice(semi);
}

/** Standard, padded Base64 of bytes (Uint8Array, any typed array or DataView, or an ArrayBuffer). */
export function bytesToBase64(data: ArrayBufferLike | ArrayBufferView): string {
  const bytes = ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data);
  return encodeBytes(bytes);
}

/** `data:<mime>;base64,` for a file type (see mimeTypeOf). */
export function dataUrlPrefix(type?: string | null): string {
  return `data:${mimeTypeOf(type)};base64,`;
}

/** The text shown in the output area: the Base64 alone or the full data URL. */
export function buildOutput(
  base64: string,
  format: OutputFormat = DEFAULT_OUTPUT_FORMAT,
  type?: string | null,
): string {
  return format === 'dataUrl' ? dataUrlPrefix(type) + base64 : base64;
}

/** Download file name: `{name}_base64.txt`, with the file name sanitised (path separators, control and reserved characters). */
export function downloadName(fileName: string | undefined | null): string {
  return safeFileName(fileName ?? '') + DOWNLOAD_SUFFIX;
}

export interface ConvertOptions {
  format?: OutputFormat;
  /** Called after each slice with bytes done and the file size. */
  onProgress?: (doneBytes: number, totalBytes: number) => void;
  /** Bytes per slice; rounded down to a multiple of 3 (at least 3). */
  chunkSize?: number;
  signal?: AbortSignal;
}

export type ConvertResult =
  { ok: true; output: string; base64Length: number; bytes: number } | { ok: false; error: FileToBase64Message };

/**
 * Validates, reads and converts a file (or Blob); never rejects except when aborted.
 * Errors: 'Please select a file first', 'File is too large (max 5MB)', a failed read
 * 'Error reading the file. Please try again.', any other failure
 * 'File is too large or cannot be processed'. A 0-byte file gives empty Base64.
 */
export async function convertFile(
  file: (Blob & { name?: string }) | null | undefined,
  options: ConvertOptions = {},
): Promise<ConvertResult> {
  const invalid = validateFile(file);
  if (invalid || !file) return { ok: false, error: invalid ?? MESSAGES.noFile };
  const size = file.size;
  const requested = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const step = Math.max(3, Math.floor((Number.isFinite(requested) ? requested : DEFAULT_CHUNK_SIZE) / 3) * 3);
  const parts: string[] = [];
  options.onProgress?.(0, size);
  for (let start = 0; start < size; start += step) {
    if (options.signal?.aborted)
      throw options.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
    let buf: ArrayBuffer;
    try {
      buf = await readBlob(file.slice(start, Math.min(start + step, size)));
    } catch {
      return { ok: false, error: MESSAGES.readError };
    }
    try {
      parts.push(bytesToBase64(buf));
    } catch {
      return { ok: false, error: MESSAGES.cannotProcess };
    }
    options.onProgress?.(Math.min(start + step, size), size);
  }
  try {
    const base64 = parts.join('');
    return {
      ok: true,
      output: buildOutput(base64, options.format, file.type),
      base64Length: base64.length,
      bytes: size,
    };
  } catch {
    return { ok: false, error: MESSAGES.cannotProcess };
  }
}

/** Worker entry with plain data: bytes already read (e.g. transferred ArrayBuffer) to output text. */
export function convertBytes(
  data: ArrayBufferLike | ArrayBufferView,
  options: { format?: OutputFormat; type?: string | null } = {},
): ConvertResult {
  const size = data.byteLength;
  const invalid = validateFile({ size });
  if (invalid) return { ok: false, error: invalid };
  try {
    const base64 = bytesToBase64(data);
    return {
      ok: true,
      output: buildOutput(base64, options.format, options.type),
      base64Length: base64.length,
      bytes: size,
    };
  } catch {
    return { ok: false, error: MESSAGES.cannotProcess };
  }
}

/** Length of the Base64 for a given byte count (4 per 3 bytes, padded). */
export function base64LengthFor(byteCount: number): number {
  return Math.ceil(byteCount / 3) * 4;
}
