/**
 * What a run of bytes is, from its first bytes (magic numbers), so a tool can say "this is a PNG
 * image, not a PDF" instead of only "invalid". This is the site's one table of signatures: the image
 * tools ask it which image a file is (sniffImage). Cheap: reads the first 512 bytes, and up to 64 KB
 * for an SVG's prolog. Each signature is the one its format's own specification gives.
 */

/** The image formats the sniffer tells apart, by the id the image tools use. */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'ico' | 'tiff' | 'avif' | 'heif' | 'svg';

export interface SniffedType {
  /** Short name shown to people: 'PNG image', 'ZIP archive', 'plain text'. */
  label: string;
  /** Its media type. */
  mime: string;
  /** which image it is, when it is one */
  image?: ImageKind;
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
const text4 = (b: Uint8Array, o: number) => String.fromCharCode(b[o], b[o + 1], b[o + 2], b[o + 3]);

/**
 * The sizes of the DIB headers a BMP can carry (BITMAPCOREHEADER 12, OS/2 16 and 64,
 * BITMAPINFOHEADER 40, its V2/V3 extensions 52 and 56, V4 108, V5 124). 'BM' alone starts plenty of
 * text, so a BMP is 'BM' followed at byte 14 by one of these.
 */
const BMP_DIB_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);
const isBmp = (b: Uint8Array) => b.length >= 18 && BMP_DIB_SIZES.has(u32le(b, 14));

/** An icon directory names at least one image (bytes 4–5, little-endian count). */
const isIco = (b: Uint8Array) => b.length >= 6 && (b[4] | (b[5] << 8)) > 0;

/**
 * An ISO base media file (MP4, AVIF, HEIF) opens with its 'ftyp' box: size, 'ftyp', then the major
 * brand at byte 8, which names what the file is, as the file command reads it.
 */
const ftyp =
  (...brands: string[]) =>
  (b: Uint8Array) =>
    b.length >= 12 && brands.includes(text4(b, 8));

/** Checked in order; the longer, more specific signature comes first where two share a prefix. */
const SIGNATURES: readonly Signature[] = [
  // PDF (ISO 32000): the header line '%PDF-' and the version
  { label: 'PDF document', mime: 'application/pdf', bytes: ascii('%PDF-') },
  // PNG: the eight-byte PNG signature
  { label: 'PNG image', mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], image: 'png' },
  // JPEG (ITU-T T.81): the SOI marker FF D8, then the next marker's FF
  { label: 'JPEG image', mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff], image: 'jpeg' },
  // GIF: the header's signature and version, 87a or 89a
  { label: 'GIF image', mime: 'image/gif', bytes: ascii('GIF87a'), image: 'gif' },
  { label: 'GIF image', mime: 'image/gif', bytes: ascii('GIF89a'), image: 'gif' },
  // WebP and WAV: a RIFF container (size in bytes 4–7) of form type 'WEBP' or 'WAVE'
  {
    label: 'WebP image',
    mime: 'image/webp',
    bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')],
    image: 'webp',
  },
  { label: 'WAV audio', mime: 'audio/wav', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WAVE')] },
  // BMP: the BITMAPFILEHEADER's 'BM', checked further by its DIB header's size
  { label: 'BMP image', mime: 'image/bmp', bytes: ascii('BM'), holds: isBmp, image: 'bmp' },
  // ICO: the ICONDIR's reserved 0 and type 1 (icon), checked further by its image count
  { label: 'ICO icon', mime: 'image/x-icon', bytes: [0x00, 0x00, 0x01, 0x00], holds: isIco, image: 'ico' },
  // TIFF 6.0: little-endian 'II' and big-endian 'MM', each followed by 42 in its own byte order
  { label: 'TIFF image', mime: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00], image: 'tiff' },
  { label: 'TIFF image', mime: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a], image: 'tiff' },
  // AVIF (AV1 Image File Format): major brand 'avif' for an image, 'avis' for an image sequence
  {
    label: 'AVIF image',
    mime: 'image/avif',
    bytes: ascii('ftyp'),
    offset: 4,
    holds: ftyp('avif', 'avis'),
    image: 'avif',
  },
  // HEIF (ISO/IEC 23008-12): major brand 'mif1'/'msf1', or 'heic'/'heix' for HEVC-coded images
  {
    label: 'HEIF image',
    mime: 'image/heif',
    bytes: ascii('ftyp'),
    offset: 4,
    holds: ftyp('mif1', 'msf1', 'heic', 'heix'),
    image: 'heif',
  },
  // ZIP (PKWARE's APPNOTE): a local file header 'PK\3\4', or an empty archive's end record 'PK\5\6'
  {
    label: 'ZIP archive (or a DOCX, XLSX, JAR… built on ZIP)',
    mime: 'application/zip',
    bytes: [0x50, 0x4b, 0x03, 0x04],
  },
  { label: 'ZIP archive (empty)', mime: 'application/zip', bytes: [0x50, 0x4b, 0x05, 0x06] },
  // gzip (RFC 1952): ID1 ID2
  { label: 'gzip archive', mime: 'application/gzip', bytes: [0x1f, 0x8b] },
  // 7z: its six-byte signature header
  { label: '7-Zip archive', mime: 'application/x-7z-compressed', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  // RAR: the marker block 'Rar!'
  { label: 'RAR archive', mime: 'application/vnd.rar', bytes: ascii('Rar!') },
  // bzip2: 'BZ', then 'h' for Huffman coding
  { label: 'bzip2 archive', mime: 'application/x-bzip2', bytes: ascii('BZh') },
  // MP3 with an ID3v2 tag in front
  { label: 'MP3 audio', mime: 'audio/mpeg', bytes: ascii('ID3') },
  // Ogg (RFC 3533): the page capture pattern
  { label: 'Ogg media', mime: 'audio/ogg', bytes: ascii('OggS') },
  // FLAC: the stream marker
  { label: 'FLAC audio', mime: 'audio/flac', bytes: ascii('fLaC') },
  // MP4 (ISO/IEC 14496-12): any other file opening with an 'ftyp' box
  { label: 'MP4 video', mime: 'video/mp4', bytes: ascii('ftyp'), offset: 4 },
  // WebAssembly: the binary format's magic '\0asm'
  { label: 'WebAssembly module', mime: 'application/wasm', bytes: [0x00, 0x61, 0x73, 0x6d] },
  // ELF: 0x7F 'ELF'
  { label: 'ELF executable', mime: 'application/x-elf', bytes: [0x7f, 0x45, 0x4c, 0x46] },
  // PE: the MS-DOS stub's 'MZ'
  { label: 'Windows executable', mime: 'application/vnd.microsoft.portable-executable', bytes: ascii('MZ') },
  // SQLite: the database header string
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

const SVG: SniffedType = { label: 'SVG image (text)', mime: 'image/svg+xml', image: 'svg' };

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
  if (sig)
    return sig.image ? { label: sig.label, mime: sig.mime, image: sig.image } : { label: sig.label, mime: sig.mime };
  if (isSvg(bytes)) return SVG;
  const text = textHead(bytes);
  return text === null ? null : textKind(text);
}

/** Which of `among` (a tool's image formats) the bytes are, or undefined when they are none of them. */
export function sniffImage<K extends ImageKind>(bytes: Uint8Array, among: readonly K[]): K | undefined {
  const image = sniffBytes(bytes)?.image;
  return among.find((kind) => kind === image);
}
