/**
 * Base64 to Image: pure logic (no DOM, worker-safe).
 * Parses a data URL or raw Base64, decodes it, sniffs the real image format from magic bytes,
 * reads dimensions from the header and estimates the size as three quarters of the Base64 length.
 */
import { dataUrlMediaType, decodeToBytes, normaliseBase64 } from '@/lib/base64';
import { sniffImage } from '@/lib/sniff';

export const MESSAGES = {
  invalidBase64: 'Invalid Base64 string. Please check your input and try again.',
  invalidImage: 'Invalid image data. Please check your Base64 string.',
} as const;

export const IMAGE_FORMATS = ['png', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'ico'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface FormatInfo {
  /** Display name, e.g. 'JPEG'. */
  label: string;
  /** MIME type used for the Blob and the data URL. */
  mime: string;
  /** Download extension without the dot. */
  extension: string;
}

export const FORMATS: Readonly<Record<ImageFormat, FormatInfo>> = {
  png: { label: 'PNG', mime: 'image/png', extension: 'png' },
  jpeg: { label: 'JPEG', mime: 'image/jpeg', extension: 'jpg' },
  gif: { label: 'GIF', mime: 'image/gif', extension: 'gif' },
  webp: { label: 'WebP', mime: 'image/webp', extension: 'webp' },
  bmp: { label: 'BMP', mime: 'image/bmp', extension: 'bmp' },
  svg: { label: 'SVG', mime: 'image/svg+xml', extension: 'svg' },
  ico: { label: 'ICO', mime: 'image/x-icon', extension: 'ico' },
};

export interface Dimensions {
  width: number;
  height: number;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  let s = '';
  for (let i = start; i < start + length && i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
  return s;
}

function u16le(b: Uint8Array, o: number): number {
  return b[o] | (b[o + 1] << 8);
}
function u16be(b: Uint8Array, o: number): number {
  return (b[o] << 8) | b[o + 1];
}
function u24le(b: Uint8Array, o: number): number {
  return b[o] | (b[o + 1] << 8) | (b[o + 2] << 16);
}
function u32le(b: Uint8Array, o: number): number {
  return (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)) >>> 0;
}
function i32le(b: Uint8Array, o: number): number {
  return b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24);
}
function u32be(b: Uint8Array, o: number): number {
  return ((b[o] << 24) | (b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]) >>> 0;
}

function svgLength(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const m = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(value);
  return m ? Number(m[1]) : undefined;
}

function svgDimensions(bytes: Uint8Array): Dimensions | undefined {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 65536));
  const tag = /<svg\b([^>]*)>/i.exec(head);
  if (!tag) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag[1]);
  const w = attr('width');
  const h = attr('height');
  let width = svgLength(w ? (w[1] ?? w[2]) : undefined);
  let height = svgLength(h ? (h[1] ?? h[2]) : undefined);
  if (width === undefined || height === undefined) {
    const vb = attr('viewBox');
    const nums = vb
      ? (vb[1] ?? vb[2])
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : [];
    if (nums.length === 4 && nums.every(Number.isFinite) && nums[2] > 0 && nums[3] > 0) {
      if (width === undefined && height === undefined) {
        width = nums[2];
        height = nums[3];
      } else if (width === undefined) width = (height! * nums[2]) / nums[3];
      else height = (width * nums[3]) / nums[2];
    }
  }
  if (width === undefined || height === undefined || width <= 0 || height <= 0) return undefined;
  return { width: Math.round(width), height: Math.round(height) };
}

function jpegDimensions(b: Uint8Array): Dimensions | undefined {
  let o = 2;
  while (o + 9 < b.length) {
    if (b[o] !== 0xff) return undefined;
    const marker = b[o + 1];
    if (marker === 0xff) {
      o++;
      continue;
    }
    // standalone markers without a length
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      o += 2;
      continue;
    }
    const len = u16be(b, o + 2);
    if (len < 2) return undefined;
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) {
      const height = u16be(b, o + 5);
      const width = u16be(b, o + 7);
      return width > 0 && height > 0 ? { width, height } : undefined;
    }
    o += 2 + len;
  }
  return undefined;
}

function webpDimensions(b: Uint8Array): Dimensions | undefined {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') {
    if (b.length < 30) return undefined;
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b.length < 25 || b[20] !== 0x2f) return undefined;
    const bits = u32le(b, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return undefined;
}

/** Reads width and height from the image header; undefined when the header is too short or unknown. */
export function readImageDimensions(bytes: Uint8Array, format: ImageFormat): Dimensions | undefined {
  const b = bytes;
  switch (format) {
    case 'png':
      if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return undefined;
      return { width: u32be(b, 16), height: u32be(b, 20) };
    case 'gif':
      if (b.length < 10) return undefined;
      return { width: u16le(b, 6), height: u16le(b, 8) };
    case 'bmp': {
      if (b.length < 26) return undefined;
      if (u32le(b, 14) === 12) return { width: u16le(b, 18), height: u16le(b, 20) };
      return { width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) };
    }
    case 'jpeg':
      return jpegDimensions(b);
    case 'webp':
      return webpDimensions(b);
    case 'ico': {
      const count = u16le(b, 4);
      let best: Dimensions | undefined;
      for (let i = 0; i < count && 6 + i * 16 + 2 <= b.length; i++) {
        const w = b[6 + i * 16] || 256;
        const h = b[7 + i * 16] || 256;
        if (!best || w * h > best.width * best.height) best = { width: w, height: h };
      }
      return best;
    }
    case 'svg':
      return svgDimensions(b);
  }
}

function endsWithin(b: Uint8Array, needle: number[], window: number): boolean {
  const start = Math.max(0, b.length - window - needle.length);
  outer: for (let i = b.length - needle.length; i >= start; i--) {
    for (let j = 0; j < needle.length; j++) if (b[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * True when the image data looks truncated: a PNG without IEND, a JPEG without its end marker,
 * a GIF without its trailer, a WebP or BMP shorter than its header declares.
 * A little trailing garbage (up to 1 KB) after the end marker is tolerated.
 */
export function isTruncated(bytes: Uint8Array, format: ImageFormat): boolean {
  const b = bytes;
  switch (format) {
    case 'png':
      return b.length < 45 || !endsWithin(b, [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], 1024);
    case 'jpeg':
      return b.length < 4 || !endsWithin(b, [0xff, 0xd9], 1024);
    case 'gif':
      return b.length < 14 || !endsWithin(b, [0x3b], 1024);
    case 'webp':
      return u32le(b, 4) + 8 > b.length + 1; // +1: odd-sized chunk padding is sometimes omitted
    case 'bmp': {
      const declared = u32le(b, 2);
      const dataOffset = u32le(b, 10);
      return dataOffset > b.length || (declared > 0 && declared > b.length);
    }
    case 'ico':
      return false;
    case 'svg':
      return !/<\/svg\s*>\s*$|\/>\s*$/i.test(new TextDecoder('utf-8').decode(b.subarray(Math.max(0, b.length - 1024))));
  }
}

/** The size shown: three quarters of the Base64 length, in KB (1 KB = 1024 bytes); `byteLength` is the exact size. */
export function estimateSizeKB(base64Length: number): number {
  return (base64Length * 3) / 4 / 1024;
}

/** Formats the size estimate, e.g. '12.34 KB'. */
export function formatSizeKB(kb: number): string {
  return `${kb.toFixed(2)} KB`;
}

/** Download file name for a format: image.png, image.jpg, … */
export function downloadFileName(format: ImageFormat, base = 'image'): string {
  return `${base}.${FORMATS[format].extension}`;
}

export interface DecodedImage {
  ok: true;
  /** The decoded bytes (transferable from a worker via bytes.buffer). */
  bytes: Uint8Array;
  /** The format sniffed from the bytes (wins over the declared type). */
  format: ImageFormat;
  mime: string;
  label: string;
  extension: string;
  fileName: string;
  /** Media type written in the data URL prefix, if any. */
  declaredType?: string;
  /** True when the declared media type disagrees with the sniffed format. */
  mislabelled: boolean;
  /** Normalised Base64 payload (no prefix, no whitespace, padded). */
  base64: string;
  /** Estimated size shown: three quarters of the Base64 length in KB. */
  sizeKB: number;
  /** Exact decoded size in bytes. */
  byteLength: number;
  dimensions?: Dimensions;
}

export interface DecodeFailure {
  ok: false;
  error: (typeof MESSAGES)[keyof typeof MESSAGES];
  /** Why, for logs and tests: not shown verbatim to users. */
  reason: 'base64' | 'not-image' | 'non-image-type' | 'truncated';
}

export type DecodeResult = DecodedImage | DecodeFailure | { ok: false; empty: true };

function sameFormat(declared: string, format: ImageFormat): boolean {
  const d = declared === 'image/jpg' || declared === 'image/pjpeg' ? 'image/jpeg' : declared;
  if (format === 'ico') return d === 'image/x-icon' || d === 'image/vnd.microsoft.icon' || d === 'image/ico';
  if (format === 'bmp') return d === 'image/bmp' || d === 'image/x-ms-bmp' || d === 'image/x-bmp';
  return d === FORMATS[format].mime;
}

/**
 * Parses user input (data URL or raw Base64) into an image description.
 * Empty input (only whitespace) gives `{ ok: false, empty: true }` with no message.
 */
export function decodeBase64Image(input: string): DecodeResult {
  if (input.trim() === '') return { ok: false, empty: true };
  const declaredType = dataUrlMediaType(input);
  if (declaredType !== undefined && !declaredType.startsWith('image/')) {
    return { ok: false, error: MESSAGES.invalidImage, reason: 'non-image-type' };
  }
  let base64: string;
  let bytes: Uint8Array;
  try {
    base64 = normaliseBase64(input);
    bytes = decodeToBytes(base64);
  } catch {
    return { ok: false, error: MESSAGES.invalidBase64, reason: 'base64' };
  }
  const format = sniffImage(bytes, IMAGE_FORMATS);
  if (!format) return { ok: false, error: MESSAGES.invalidImage, reason: 'not-image' };
  if (isTruncated(bytes, format)) return { ok: false, error: MESSAGES.invalidImage, reason: 'truncated' };
  const info = FORMATS[format];
  return {
    ok: true,
    bytes,
    format,
    mime: info.mime,
    label: info.label,
    extension: info.extension,
    fileName: downloadFileName(format),
    declaredType,
    mislabelled: declaredType !== undefined && !sameFormat(declaredType, format),
    base64,
    sizeKB: estimateSizeKB(base64.length),
    byteLength: bytes.length,
    dimensions: readImageDimensions(bytes, format),
  };
}

/** A correctly typed data URL for Copy URL (uses the sniffed MIME type, not the declared one). */
export function toDataUrl(image: Pick<DecodedImage, 'mime' | 'base64'>): string {
  return `data:${image.mime};base64,${image.base64}`;
}

/** Formats dimensions as '640 × 480'. */
export function formatDimensions(d: Dimensions | undefined): string {
  return d ? `${d.width} × ${d.height}` : 'Unknown';
}

/** Delay between the last keystroke and decoding: 300 ms, the pause every live tool waits so typing is not interrupted. */
export const DECODE_DELAY_MS = 300;

/** Human-readable format line: 'JPEG' or 'JPEG (labelled image/png)' when the prefix lies. */
export function formatLine(image: Pick<DecodedImage, 'label' | 'mislabelled' | 'declaredType'>): string {
  return image.mislabelled && image.declaredType ? `${image.label} (labelled ${image.declaredType})` : image.label;
}

/** The objects a worker can hand back without copying: the decoded bytes' buffer. */
export function transferablesOf(result: DecodeResult): Transferable[] {
  return result.ok ? [result.bytes.buffer as ArrayBuffer] : [];
}

/** The side, in CSS pixels, a tiny image is enlarged towards so it can be seen at all. */
const PREVIEW_MIN_SIDE = 128;

/**
 * How many times the preview enlarges an image: tiny images (icons, 1 × 1 pixels) by the whole
 * factor that brings their longer side nearest 128 px without passing it; 1 for larger or unknown.
 */
export function previewZoom(dimensions: Dimensions | undefined): number {
  if (!dimensions || dimensions.width <= 0 || dimensions.height <= 0) return 1;
  return Math.max(1, Math.floor(PREVIEW_MIN_SIDE / Math.max(dimensions.width, dimensions.height)));
}

/** The preview's text alternative: 'Decoded PNG image, 1 × 1 pixels'. */
export function imageAlt(label: string, dimensions: Dimensions | undefined): string {
  return `Decoded ${label} image${dimensions ? `, ${formatDimensions(dimensions)} pixels` : ''}`;
}
