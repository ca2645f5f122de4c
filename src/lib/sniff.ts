/**
 * What a run of bytes is, from its first bytes (magic numbers), so a tool can say "this is a PNG
 * image, not a PDF" instead of only "invalid". This is the site's one table of signatures: the image
 * tools ask it too. Cheap: reads the first 512 bytes, and up to 64 KB for an SVG's prolog.
 */

export interface SniffedType {
  /** Short name shown to people: 'PNG image', 'ZIP archive', 'plain text'. */
  label: string;
  /** Its media type. */
  mime: string;
}

interface Signature extends SniffedType {
  /** bytes at `offset`; null matches any byte */
  bytes: readonly (number | null)[];
  offset?: number;
  /** a further check where the magic number alone is too short to trust */
  holds?: (bytes: Uint8Array) => boolean;
}

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

const u32le = (b: Uint8Array, o: number) => (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)) >>> 0;

/**
 * The sizes of the DIB headers a BMP can carry (BITMAPCOREHEADER 12, OS/2 16 and 64,
 * BITMAPINFOHEADER 40, its V2/V3 extensions 52 and 56, V4 108, V5 124). 'BM' alone starts plenty of
 * text, so a BMP is 'BM' followed at byte 14 by one of these.
 */
const BMP_DIB_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);
const isBmp = (b: Uint8Array) => b.length >= 18 && BMP_DIB_SIZES.has(u32le(b, 14));

/** An icon directory names at least one image (bytes 4–5, little-endian count). */
const isIco = (b: Uint8Array) => b.length >= 6 && (b[4] | (b[5] << 8)) > 0;

/** Checked in order; the longer, more specific signature comes first where two share a prefix. */
const SIGNATURES: readonly Signature[] = [
  { label: 'PDF document', mime: 'application/pdf', bytes: ascii('%PDF-') },
  { label: 'PNG image', mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { label: 'JPEG image', mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { label: 'GIF image', mime: 'image/gif', bytes: ascii('GIF87a') },
  { label: 'GIF image', mime: 'image/gif', bytes: ascii('GIF89a') },
  { label: 'WebP image', mime: 'image/webp', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
  { label: 'WAV audio', mime: 'audio/wav', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WAVE')] },
  { label: 'BMP image', mime: 'image/bmp', bytes: ascii('BM'), holds: isBmp },
  { label: 'ICO icon', mime: 'image/x-icon', bytes: [0x00, 0x00, 0x01, 0x00], holds: isIco },
  // little-endian 'II' and big-endian 'MM', each followed by 42 in its own byte order
  { label: 'TIFF image', mime: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { label: 'TIFF image', mime: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  {
    label: 'ZIP archive (or a DOCX, XLSX, JAR… built on ZIP)',
    mime: 'application/zip',
    bytes: [0x50, 0x4b, 0x03, 0x04],
  },
  { label: 'ZIP archive (empty)', mime: 'application/zip', bytes: [0x50, 0x4b, 0x05, 0x06] },
  { label: 'gzip archive', mime: 'application/gzip', bytes: [0x1f, 0x8b] },
  { label: '7-Zip archive', mime: 'application/x-7z-compressed', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { label: 'RAR archive', mime: 'application/vnd.rar', bytes: ascii('Rar!') },
  { label: 'bzip2 archive', mime: 'application/x-bzip2', bytes: ascii('BZh') },
  { label: 'MP3 audio', mime: 'audio/mpeg', bytes: ascii('ID3') },
  { label: 'Ogg media', mime: 'audio/ogg', bytes: ascii('OggS') },
  { label: 'FLAC audio', mime: 'audio/flac', bytes: ascii('fLaC') },
  { label: 'MP4 video', mime: 'video/mp4', bytes: ascii('ftyp'), offset: 4 },
  { label: 'WebAssembly module', mime: 'application/wasm', bytes: [0x00, 0x61, 0x73, 0x6d] },
  { label: 'ELF executable', mime: 'application/x-elf', bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { label: 'Windows executable', mime: 'application/vnd.microsoft.portable-executable', bytes: ascii('MZ') },
  { label: 'SQLite database', mime: 'application/vnd.sqlite3', bytes: ascii('SQLite format 3\0') },
];

function matches(bytes: Uint8Array, sig: Signature): boolean {
  const offset = sig.offset ?? 0;
  if (bytes.length < offset + sig.bytes.length) return false;
  return sig.bytes.every((b, i) => b === null || bytes[offset + i] === b) && (sig.holds?.(bytes) ?? true);
}

/**
 * An SVG document: an optional byte order mark and white space, an optional XML declaration, then
 * any comments, processing instructions and a doctype (with its internal subset), then the <svg root.
 * An HTML page that merely contains an <svg> is not one.
 */
const SVG_PROLOG =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i;

/** Long comments and doctype subsets fit in this much of a real SVG's start. */
const SVG_PROLOG_BYTES = 65536;

const SVG: SniffedType = { label: 'SVG image (text)', mime: 'image/svg+xml' };

function isSvg(bytes: Uint8Array): boolean {
  return SVG_PROLOG.test(new TextDecoder('utf-8').decode(bytes.subarray(0, SVG_PROLOG_BYTES)));
}

const HEAD = 512;

/** The first characters of the bytes as UTF-8 text, or null when they are not text. */
function textHead(bytes: Uint8Array): string | null {
  const head = bytes.subarray(0, HEAD);
  let text: string;
  try {
    // a multi-byte character cut at the end of the window is not a reason to call it binary
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: head.length < bytes.length });
  } catch {
    return null;
  }
  // control characters other than tab, newline, carriage return and form feed mean binary data
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) ? null : text;
}

/** What text other than SVG it is: JSON, XML, HTML or plain text. */
function textKind(text: string): SniffedType {
  const t = text.trimStart();
  if (/^<!doctype html|^<html[\s>]/i.test(t)) return { label: 'HTML document (text)', mime: 'text/html' };
  if (/^<\?xml|^<[A-Za-z]/.test(t)) return { label: 'XML (text)', mime: 'application/xml' };
  if (/^[[{]/.test(t)) return { label: 'JSON (text)', mime: 'application/json' };
  return { label: 'plain text', mime: 'text/plain' };
}

/** The label with 'a' or 'an' as it is spoken ('an HTML document', 'a PNG image'); plain text takes none. */
export function withArticle(label: string): string {
  if (label === 'plain text') return label;
  return /^(?:HTML|MP[34]|SVG|XML|ELF|ICO|Ogg|SQLite|[AEIOU])/.test(label) ? `an ${label}` : `a ${label}`;
}

/**
 * The type of the bytes from their signature, else an SVG by its prolog, else text when they decode
 * as UTF-8 without control characters; null for empty input and for unknown binary data.
 */
export function sniffBytes(bytes: Uint8Array): SniffedType | null {
  if (bytes.length === 0) return null;
  const sig = SIGNATURES.find((s) => matches(bytes, s));
  if (sig) return { label: sig.label, mime: sig.mime };
  if (isSvg(bytes)) return SVG;
  const text = textHead(bytes);
  return text === null ? null : textKind(text);
}
