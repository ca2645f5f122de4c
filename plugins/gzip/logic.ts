/** The tool's work: compressed data pasted as Base64 or hex read back, and text compressed into it. */
import { encodeBytes } from '@/lib/base64';
import { groupDigits } from '@/lib/count';
import { lineColumnOf } from '@/lib/lineColumn';
import { sniffBytes, withArticle } from '@/lib/sniff';
import { invalidUtf8At, toHex, utf8Text } from './bytesText';
import { checksumHex } from './checksums';
import { compress, type Format, type Level } from './compress';
import { CapError, DataError } from './dataError';
import { gunzip, inflateRaw, unzlib, type Inflated } from './inflate';
import type { Options } from './options';
import { charOfByte, readPlain, unwrap, WrappingError, type Wrapping } from './wrapping';
import { isZlib, type ZlibHeader } from './zlibHeader';

export type Mode = Options['mode'];
export type Plain = Options['plain'];
export type { Format, Level };

/** The most bytes a decompression gives before it stops: far past any text a page shows, far short of what exhausts a tab. */
export const OUTPUT_CAP = 64 * 1024 * 1024;
const CAP_LABEL = '64 MB';

export interface ConvertRequest {
  mode: Mode;
  input: string;
  format: Format;
  detect: boolean;
  level: Level;
  plain: Plain;
  write: Options['write'];
}

/** One gzip member as the summary lists it. */
export interface MemberFacts {
  name: string | null;
  comment: string | null;
  /** the modification time as an ISO date, or null when the member records none */
  modified: string | null;
  os: string;
  /** what the header's XFL says of the level */
  level: 'maximum' | 'fastest' | null;
  compressedBytes: number;
  bytes: number;
  crc: string;
}

export interface Details {
  mode: Mode;
  format: Format;
  /** decompressing: the format was read from the data rather than chosen */
  detected: boolean;
  /** how the input or output bytes are written as text */
  wrapping: Wrapping;
  members: MemberFacts[];
  zlib: ZlibHeader | null;
  /** the checksum verified: 'CRC-32', 'Adler-32', or null for raw deflate, which has none */
  checksum: 'CRC-32' | 'Adler-32' | null;
  compressedBytes: number;
  uncompressedBytes: number;
  /** how the output writes the bytes: text (decompressed only), Base64 or hex */
  shownAs: Plain;
  /** compressing: the level used */
  level: Level | null;
  notes: string[];
}

export interface InputError {
  title?: string;
  message: string;
  offset?: number;
  line?: number;
  column?: number;
  fix?: { label: string; options: Partial<Options> };
}

export type Result = { ok: true; output: string; details: Details } | { ok: false; error: InputError };

export const FORMAT_NAMES: Record<Format, string> = { gzip: 'gzip', zlib: 'zlib', deflate: 'raw deflate' };

export const MESSAGES = {
  blankDecompress: 'Please paste gzip, zlib or deflate data as Base64 or hex to decompress',
  blankCompress: 'Please enter some text to compress',
  failed: 'Could not finish',
  notWrapped: 'Not Base64 or hex',
  notBase64: 'Not Base64',
  notHex: 'Not hex',
  corrupt: (format: string) => `Not valid ${format} data`,
  notDetected: 'Not gzip, zlib or deflate data',
  capTitle: 'Stopped at the size limit',
  cap: (reached: number, total: number) =>
    `Decompressing stopped at ${CAP_LABEL} of output, after ${groupDigits(reached)} of ${groupDigits(total)} compressed bytes: this data expands further than a page can hold (a decompression bomb does). To get all of it, run gzip -d on your computer.`,
  notUtf8Title: 'Not UTF-8 text',
  notUtf8: (bytes: number, at: number, value: number) =>
    `The ${groupDigits(bytes)} decompressed bytes are not UTF-8 text: byte ${groupDigits(at)} (0x${value.toString(16).padStart(2, '0')}) is not valid UTF-8. Show them as Base64 or hex.`,
  showBase64: 'Show as Base64',
  detectFormat: 'Detect the format',
  ignored: (at: number, bytes: number) =>
    `${groupDigits(bytes)} ${bytes === 1 ? 'byte' : 'bytes'} after the last member, from byte ${groupDigits(at)}, are not gzip and were ignored, as gzip -d ignores them.`,
  detected: 'Looks like compressed data — decompressing.',
  compressInstead: 'Compress instead',
  lossyText: 'The text has a lone surrogate, which UTF-8 cannot hold: it was compressed as U+FFFD.',
} as const;

const isGzip = (bytes: Uint8Array) => sniffBytes(bytes)?.mime === 'application/gzip';
const looksCompressed = (bytes: Uint8Array) => isGzip(bytes) || isZlib(bytes);

/** What bytes that are none of the formats are instead, where the site's sniffer knows: ' The bytes look like a PNG image.' */
function whatTheyAre(bytes: Uint8Array): string {
  const type = sniffBytes(bytes);
  return type ? ` The bytes look like ${withArticle(type.label)}.` : '';
}

function formatOf(bytes: Uint8Array, request: ConvertRequest): { format: Format; detected: boolean } {
  if (!request.detect) return { format: request.format, detected: false };
  return { format: isGzip(bytes) ? 'gzip' : isZlib(bytes) ? 'zlib' : 'deflate', detected: true };
}

function inflate(bytes: Uint8Array, format: Format, progress: (fraction: number) => void): Inflated {
  const limits = { cap: OUTPUT_CAP, progress };
  if (format === 'gzip') return gunzip(bytes, limits);
  if (format === 'zlib') return unzlib(bytes, limits);
  return inflateRaw(bytes, limits);
}

function atChar(input: string, offset: number): Pick<InputError, 'offset' | 'line' | 'column'> {
  const at = Math.min(offset, Math.max(0, input.length - 1));
  return { offset: at, ...lineColumnOf(input, at) };
}

function membersOf(inflated: Inflated): MemberFacts[] {
  if (inflated.format !== 'gzip') return [];
  return inflated.members.map(({ header, start, end, size, crc }) => ({
    name: header.name,
    comment: header.comment,
    modified: header.mtime ? new Date(header.mtime * 1000).toISOString() : null,
    os: header.os,
    level: header.level,
    compressedBytes: end - start,
    bytes: size,
    crc: checksumHex(crc),
  }));
}

/** The decompressed bytes as the chosen output, or the error that says they are not text. */
function shown(bytes: Uint8Array, plain: Plain): { ok: true; output: string } | { ok: false; error: InputError } {
  if (plain === 'base64') return { ok: true, output: encodeBytes(bytes) };
  if (plain === 'hex') return { ok: true, output: toHex(bytes) };
  const text = utf8Text(bytes);
  if (text !== null) return { ok: true, output: text };
  const at = Math.max(0, invalidUtf8At(bytes));
  return {
    ok: false,
    error: {
      title: MESSAGES.notUtf8Title,
      message: MESSAGES.notUtf8(bytes.length, at, bytes[at] ?? 0),
      fix: { label: MESSAGES.showBase64, options: { plain: 'base64' } },
    },
  };
}

function decompress(request: ConvertRequest, progress: (fraction: number) => void): Result {
  const { input } = request;
  let unwrapped;
  try {
    unwrapped = unwrap(input, looksCompressed);
  } catch (e) {
    if (!(e instanceof WrappingError)) throw e;
    return { ok: false, error: { title: MESSAGES.notWrapped, message: e.message, ...atChar(input, e.offset) } };
  }
  const { bytes, wrapping } = unwrapped;
  const { format, detected } = formatOf(bytes, request);
  let inflated: Inflated;
  try {
    inflated = inflate(bytes, format, progress);
  } catch (e) {
    if (e instanceof CapError)
      return { ok: false, error: { title: MESSAGES.capTitle, message: MESSAGES.cap(e.byte, bytes.length) } };
    if (!(e instanceof DataError)) throw e;
    const guessed = detected && format === 'deflate';
    const title = guessed ? MESSAGES.notDetected : MESSAGES.corrupt(FORMAT_NAMES[format]);
    const message = guessed ? `${e.message}.${whatTheyAre(bytes)}` : e.message;
    const fix =
      !request.detect && looksCompressed(bytes) && formatOf(bytes, { ...request, detect: true }).format !== format
        ? { fix: { label: MESSAGES.detectFormat, options: { detect: true } } }
        : {};
    return {
      ok: false,
      error: { title, message, ...atChar(input, charOfByte(input, wrapping, e.byte)), ...fix },
    };
  }
  const output = shown(inflated.bytes, request.plain);
  if (!output.ok) return output;
  const notes =
    inflated.format === 'gzip' && inflated.ignored
      ? [MESSAGES.ignored(inflated.ignored.at, inflated.ignored.bytes)]
      : [];
  return {
    ok: true,
    output: output.output,
    details: {
      mode: 'decompress',
      format,
      detected,
      wrapping,
      members: membersOf(inflated),
      zlib: inflated.format === 'zlib' ? inflated.header : null,
      checksum: format === 'gzip' ? 'CRC-32' : format === 'zlib' ? 'Adler-32' : null,
      compressedBytes: bytes.length,
      uncompressedBytes: inflated.bytes.length,
      shownAs: request.plain,
      level: null,
      notes,
    },
  };
}

function compressData(request: ConvertRequest, progress: (fraction: number) => void): Result {
  const { input, format, level, plain, write } = request;
  let bytes: Uint8Array;
  try {
    bytes = plain === 'text' ? new TextEncoder().encode(input) : readPlain(input, plain);
  } catch (e) {
    if (!(e instanceof WrappingError)) throw e;
    const title = plain === 'hex' ? MESSAGES.notHex : MESSAGES.notBase64;
    return { ok: false, error: { title, message: e.message, ...atChar(input, e.offset) } };
  }
  const compressed = compress(bytes, format, level, progress);
  return {
    ok: true,
    output: write === 'hex' ? toHex(compressed) : encodeBytes(compressed),
    details: {
      mode: 'compress',
      format,
      detected: false,
      wrapping: write,
      members: [],
      zlib: null,
      checksum: null,
      compressedBytes: compressed.length,
      uncompressedBytes: bytes.length,
      shownAs: write,
      level,
      notes: plain !== 'text' || input.isWellFormed() ? [] : [MESSAGES.lossyText],
    },
  };
}

export function convert(request: ConvertRequest, progress: (fraction: number) => void = () => undefined): Result {
  if (request.mode === 'compress') {
    if (request.input === '') return { ok: false, error: { message: MESSAGES.blankCompress } };
    return compressData(request, progress);
  }
  if (!request.input.trim()) return { ok: false, error: { message: MESSAGES.blankDecompress } };
  return decompress(request, progress);
}
