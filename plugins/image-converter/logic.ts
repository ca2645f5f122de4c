/**
 * Image Converter: pure logic (no DOM, worker-safe).
 * File validation, output format table, quality slider rules, real BMP and GIF encoders
 * from RGBA pixels, output file names and the output type check.
 */
import { GIFEncoder, applyPalette, quantize } from 'gifenc';
import { formatBytes, safeFileName } from '@/lib/bytes';
import { sniffBytes, sniffImage } from '@/lib/sniff';

export const MESSAGES = {
  invalidType: 'Please select a valid image file (JPEG, PNG, WebP, GIF, BMP, TIFF, SVG)',
  tooLarge: 'File size exceeds 25MB limit',
  noFile: 'Please select an image to convert',
  convertFailed: 'Failed to convert the image. Please try another file.',
  processingError: 'There was an error processing your image.',
  downloadFailed: 'Failed to download the converted image',
  /** A file whose bytes are not the image its name or type claims (corrupt or renamed). */
  notAnImage:
    'This file is not a valid image: its contents do not match an image format. It may be corrupt or renamed.',
  /** The browser decoded nothing (e.g. TIFF in most browsers, or a damaged file). */
  cannotDecode:
    'Your browser cannot read this image. It may be corrupt or in a format the browser does not display (such as TIFF).',
} as const;

/** The browser cannot encode this output format (canvas.toBlob returned another type). */
export function unsupportedOutputMessage(format: OutputFormat): string {
  return `Your browser cannot create ${OUTPUT_FORMATS[format].label} images. Please choose another output format.`;
}

/** Accepted input MIME types: the formats the wrong-type message names (image/jpg is a non-standard alias some systems send). */
export const ACCEPTED_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/bmp',
  'image/tiff',
  'image/svg+xml',
] as const;

/** For the file input's accept attribute. */
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_TYPES,
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.gif',
  '.bmp',
  '.tif',
  '.tiff',
  '.svg',
].join(',');

/**
 * 25 MB (binary): a phone or camera photo fits. Decoding is the browser's, off the page's thread
 * (createImageBitmap); drawing and encoding run in the worker on an OffscreenCanvas.
 */
export const MAX_FILE_SIZE = 25 * 1024 * 1024;

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
};

/** Normalised MIME type of a file: its own type, or one inferred from the extension when the browser gave none. */
export function fileMimeType(file: { name?: string; type?: string }): string {
  const t = (file.type ?? '').trim().toLowerCase();
  if (t) return t === 'image/x-ms-bmp' ? 'image/bmp' : t;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1].toLowerCase();
  return (ext && EXTENSION_TYPES[ext]) || '';
}

/** The size refusal, with the refused file's own size. */
export const tooLargeMessage = (size: number): string => `${MESSAGES.tooLarge}: this file is ${formatBytes(size)}.`;

/** Validates a picked file. Returns the message to show (no file, wrong type, over 25 MB), or null when the file is acceptable. */
export function validateImageFile(
  file: { name?: string; type?: string; size: number } | null | undefined,
): string | null {
  if (!file) return MESSAGES.noFile;
  if (!(ACCEPTED_TYPES as readonly string[]).includes(fileMimeType(file))) return MESSAGES.invalidType;
  if (file.size > MAX_FILE_SIZE) return tooLargeMessage(file.size);
  return null;
}

/** The images this tool converts, as the site's sniffer names them (sniffImage from src/lib/sniff). */
export const INPUT_KINDS = ['jpeg', 'png', 'webp', 'gif', 'bmp', 'tiff', 'svg', 'ico'] as const;
export type InputKind = (typeof INPUT_KINDS)[number];

/** Checks a file's first bytes: null when they are an image, else MESSAGES.notAnImage (renamed or corrupt file). */
export function checkImageContent(bytes: Uint8Array): string | null {
  return sniffImage(bytes, INPUT_KINDS) ? null : MESSAGES.notAnImage;
}

export type OutputFormat = 'png' | 'jpeg' | 'webp' | 'bmp' | 'gif';

export interface OutputFormatInfo {
  label: string;
  mime: string;
  extension: string;
  /** Quality slider shown and used (jpeg, webp only). */
  usesQuality: boolean;
  /** Drawn on a white background (jpeg, bmp). */
  whiteBackground: boolean;
  /** Encoded by our own code from RGBA pixels instead of canvas.toBlob. */
  pureEncoder: boolean;
  /** One line for the format guide. */
  guide: string;
}

export const OUTPUT_FORMATS: Readonly<Record<OutputFormat, OutputFormatInfo>> = {
  png: {
    label: 'PNG',
    mime: 'image/png',
    extension: 'png',
    usesQuality: false,
    whiteBackground: false,
    pureEncoder: false,
    guide: 'Lossless with transparency; best for graphics, screenshots and logos.',
  },
  jpeg: {
    label: 'JPEG',
    mime: 'image/jpeg',
    extension: 'jpg',
    usesQuality: true,
    whiteBackground: true,
    pureEncoder: false,
    guide: 'Lossy and small; best for photos. No transparency (drawn on white).',
  },
  webp: {
    label: 'WebP',
    mime: 'image/webp',
    extension: 'webp',
    usesQuality: true,
    whiteBackground: false,
    pureEncoder: false,
    guide: 'Modern format, smaller than JPEG and PNG, with transparency.',
  },
  bmp: {
    label: 'BMP',
    mime: 'image/bmp',
    extension: 'bmp',
    usesQuality: false,
    whiteBackground: true,
    pureEncoder: true,
    guide: 'Uncompressed 24-bit bitmap; large files, universally readable. No transparency (drawn on white).',
  },
  gif: {
    label: 'GIF',
    mime: 'image/gif',
    extension: 'gif',
    usesQuality: false,
    whiteBackground: false,
    pureEncoder: true,
    guide: 'Up to 256 colours with 1-bit transparency; best for simple graphics.',
  },
};

export const OUTPUT_FORMAT_LIST = Object.keys(OUTPUT_FORMATS) as OutputFormat[];

export function isOutputFormat(value: unknown): value is OutputFormat {
  return typeof value === 'string' && Object.hasOwn(OUTPUT_FORMATS, value);
}

export const QUALITY = { min: 10, max: 100, step: 5, default: 85 } as const;

/** True when the quality slider is shown for this format (jpeg and webp). */
export function showsQuality(format: OutputFormat): boolean {
  return OUTPUT_FORMATS[format].usesQuality;
}

/** Clamps and snaps a slider value to 10..100 in steps of 5; non-numbers give the default 85. */
export function clampQuality(value: number): number {
  if (!Number.isFinite(value)) return QUALITY.default;
  const snapped = Math.round(value / QUALITY.step) * QUALITY.step;
  return Math.min(QUALITY.max, Math.max(QUALITY.min, snapped));
}

/** The quality argument for canvas.toBlob: 0.1..1 for jpeg/webp, undefined otherwise. */
export function encoderQuality(format: OutputFormat, quality: number): number | undefined {
  return showsQuality(format) ? clampQuality(quality) / 100 : undefined;
}

/** Output file name: keeps the base name (last extension removed), adds the new extension. */
export function outputFileName(originalName: string, format: OutputFormat): string {
  const name = originalName.replace(/^.*[\\/]/, '');
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name.startsWith('.') ? '' : name;
  return `${safeFileName(base, 'image')}.${OUTPUT_FORMATS[format].extension}`;
}

/** Estimated size for the result panel, e.g. '12.3 KB'. */
export function formatEstimatedSize(bytes: number): string {
  return formatBytes(bytes);
}

/** Relative size change, e.g. '-42%' or '+8%' (for 'Estimated size: 12.3 KB (-42%)'). */
export function sizeChange(originalBytes: number, newBytes: number): string {
  if (originalBytes <= 0) return '';
  const pct = Math.round(((newBytes - originalBytes) / originalBytes) * 100);
  return `${pct > 0 ? '+' : ''}${pct}%`;
}

/** True when a produced Blob type matches the requested format (canvas.toBlob falls back to PNG silently). */
export function blobTypeMatches(blobType: string, format: OutputFormat): boolean {
  return blobType.toLowerCase() === OUTPUT_FORMATS[format].mime;
}

/** Null when the produced type is the requested one, else the message to show instead of saving mislabelled data. */
export function checkOutputType(blobType: string, format: OutputFormat): string | null {
  return blobTypeMatches(blobType, format) ? null : unsupportedOutputMessage(format);
}

/** True when the bytes carry the signature of the format, by the site's one signature table. */
export function hasFormatSignature(bytes: Uint8Array, format: OutputFormat): boolean {
  return sniffBytes(bytes)?.mime === OUTPUT_FORMATS[format].mime;
}

export type Progress = (fraction: number) => void;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

function checkPixels(rgba: ArrayLike<number>, width: number, height: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0)
    throw new RangeError('Image dimensions must be positive integers');
  if (rgba.length !== width * height * 4) throw new RangeError('Pixel data length does not match width × height × 4');
}

/** Composites RGBA pixels over an opaque background; returns a new array with alpha 255. */
export function compositeOnBackground(
  rgba: Uint8Array | Uint8ClampedArray,
  background: Rgb = WHITE,
): Uint8ClampedArray {
  const out = new Uint8ClampedArray(rgba.length);
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3];
    if (a === 255) {
      out[i] = rgba[i];
      out[i + 1] = rgba[i + 1];
      out[i + 2] = rgba[i + 2];
    } else {
      const k = 255 - a;
      out[i] = Math.floor((rgba[i] * a + background.r * k + 127) / 255);
      out[i + 1] = Math.floor((rgba[i + 1] * a + background.g * k + 127) / 255);
      out[i + 2] = Math.floor((rgba[i + 2] * a + background.b * k + 127) / 255);
    }
    out[i + 3] = 255;
  }
  return out;
}

/**
 * Encodes RGBA pixels (top-down, as from getImageData) as a 24-bit BMP: BITMAPINFOHEADER,
 * BGR, bottom-up rows padded to 4 bytes, composited on white (or `background`).
 * Worker-safe; `onProgress` is called every 64 rows with a fraction 0..1.
 */
export function encodeBmp(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  options: { background?: Rgb; onProgress?: Progress } = {},
): Uint8Array {
  checkPixels(rgba, width, height);
  const bg = options.background ?? WHITE;
  const rowSize = (width * 3 + 3) & ~3;
  const imageSize = rowSize * height;
  const fileSize = 54 + imageSize;
  if (fileSize > 0xffffffff) throw new RangeError('Image too large for BMP');
  const out = new Uint8Array(fileSize);
  const view = new DataView(out.buffer);
  out[0] = 0x42; // B
  out[1] = 0x4d; // M
  view.setUint32(2, fileSize, true);
  view.setUint32(10, 54, true); // pixel data offset
  view.setUint32(14, 40, true); // BITMAPINFOHEADER
  view.setInt32(18, width, true);
  view.setInt32(22, height, true); // positive: bottom-up
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, 24, true); // bits per pixel
  view.setUint32(30, 0, true); // BI_RGB
  view.setUint32(34, imageSize, true);
  view.setInt32(38, 2835, true); // 72 DPI
  view.setInt32(42, 2835, true);
  for (let y = 0; y < height; y++) {
    let src = (height - 1 - y) * width * 4;
    let dst = 54 + y * rowSize;
    for (let x = 0; x < width; x++, src += 4, dst += 3) {
      const a = rgba[src + 3];
      if (a === 255) {
        out[dst] = rgba[src + 2];
        out[dst + 1] = rgba[src + 1];
        out[dst + 2] = rgba[src];
      } else {
        const k = 255 - a;
        out[dst] = Math.floor((rgba[src + 2] * a + bg.b * k + 127) / 255);
        out[dst + 1] = Math.floor((rgba[src + 1] * a + bg.g * k + 127) / 255);
        out[dst + 2] = Math.floor((rgba[src] * a + bg.r * k + 127) / 255);
      }
    }
    if (options.onProgress && (y & 63) === 63) options.onProgress((y + 1) / height);
  }
  options.onProgress?.(1);
  return out;
}

/**
 * Encodes RGBA pixels as a single-frame GIF with gifenc: palette quantisation to at most
 * `maxColors` (default 256), 1-bit transparency kept when the image has transparent pixels
 * (alpha ≤ 127 becomes transparent). Worker-safe; `onProgress` reports 0.5 after quantising.
 */
export function encodeGif(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  options: { maxColors?: number; onProgress?: Progress } = {},
): Uint8Array {
  checkPixels(rgba, width, height);
  if (width > 0xffff || height > 0xffff) throw new RangeError('Image too large for GIF');
  const maxColors = Math.min(256, Math.max(2, Math.floor(options.maxColors ?? 256)));
  const pixelCount = width * height;
  let firstOpaque = -1;
  let transparent = false;
  for (let i = 3; i < rgba.length; i += 4) {
    if (rgba[i] <= 127) transparent = true;
    else if (firstOpaque < 0) firstOpaque = i - 3;
    if (transparent && firstOpaque >= 0) break;
  }
  let source: Uint8Array | Uint8ClampedArray = rgba;
  if (transparent && firstOpaque >= 0) {
    // transparent pixels must not pull the palette: give them an existing opaque colour
    source = new Uint8ClampedArray(rgba);
    for (let i = 0; i < source.length; i += 4) {
      if (source[i + 3] <= 127) {
        source[i] = rgba[firstOpaque];
        source[i + 1] = rgba[firstOpaque + 1];
        source[i + 2] = rgba[firstOpaque + 2];
      }
    }
  }
  const palette = quantize(source, transparent ? maxColors - 1 : maxColors, { format: 'rgb565' });
  options.onProgress?.(0.5);
  const index = applyPalette(source, palette, 'rgb565');
  let transparentIndex = -1;
  if (transparent) {
    transparentIndex = palette.length;
    palette.push([0, 0, 0]);
    for (let p = 0; p < pixelCount; p++) if (rgba[p * 4 + 3] <= 127) index[p] = transparentIndex;
  }
  const gif = GIFEncoder();
  gif.writeFrame(index, width, height, {
    palette,
    ...(transparentIndex >= 0 ? { transparent: true, transparentIndex } : {}),
  });
  gif.finish();
  options.onProgress?.(1);
  return gif.bytes();
}

export interface EncodeRequest {
  format: 'bmp' | 'gif';
  /** RGBA pixels, top-down (ImageData.data or its buffer). */
  pixels: Uint8Array | Uint8ClampedArray | ArrayBuffer;
  width: number;
  height: number;
}

/**
 * Worker entry: encodes plain pixel data to BMP or GIF and returns the file as an ArrayBuffer
 * (transferable). Progress fractions 0..1 go to `onProgress`.
 */
export function encodePixels(req: EncodeRequest, onProgress?: Progress): ArrayBuffer {
  const px = req.pixels instanceof ArrayBuffer ? new Uint8ClampedArray(req.pixels) : req.pixels;
  const bytes =
    req.format === 'bmp'
      ? encodeBmp(px, req.width, req.height, { onProgress })
      : encodeGif(px, req.width, req.height, { onProgress });
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes.buffer as ArrayBuffer)
    : (bytes.slice().buffer as ArrayBuffer);
}

/** Larger images would need hundreds of megabytes of pixel memory in the tab. */
export const MAX_PIXELS = 50_000_000;
export const TOO_MANY_PIXELS = 'This image is too large to convert in the browser (over 50 megapixels).';

/** Null when the decoded size can be converted, else the message to show. */
export function checkDimensions(width: number, height: number): string | null {
  if (!(width > 0 && height > 0)) return MESSAGES.convertFailed;
  return width * height > MAX_PIXELS ? TOO_MANY_PIXELS : null;
}

/** Progress (0–100) of a conversion: decoding takes the first 15, encoding the rest up to 95, saving the last 5. */
export function conversionProgress(stage: 'decoded' | 'encoding' | 'done', fraction = 0): number {
  if (stage === 'decoded') return 15;
  if (stage === 'done') return 100;
  return Math.round(15 + Math.max(0, Math.min(1, fraction)) * 80);
}
