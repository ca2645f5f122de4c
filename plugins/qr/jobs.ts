import { defineJobs } from '@/lib/defineJobs';
import { checkColours } from './colours';
import { encodeSymbol, pixelsPerModule, rasterise, readPixels, toPng, toSvg, type Ecc, type Read } from './qr';
import { MAX_READ_SIDE } from './readSize';

export interface GenerateRequest {
  payload: string;
  ecc: Ecc;
  /** 0: the smallest version that holds the payload */
  version: number;
  margin: number;
  fg: string;
  bg: string;
  /** the PNG's width in pixels, about */
  size: number;
}

/** How the generated code reads back: as it is, only inverted, with other text, or not at all. */
export type SelfCheck = 'same' | 'inverted' | 'different' | 'unreadable';

export type Generated =
  | {
      ok: true;
      svg: string;
      png: Uint8Array<ArrayBuffer>;
      pngSide: number;
      version: number;
      ecc: Ecc;
      modules: number;
      usedBits: number;
      capacityBits: number;
      check: SelfCheck;
      /** what the reader read, when it read something else */
      readBack?: string;
    }
  | { ok: false; message: string };

/** Pixels per module of the image the self-check reads: enough for the reader's sampling grid. */
const CHECK_SCALE = 4;

export async function generate(request: GenerateRequest): Promise<Generated> {
  const encoded = encodeSymbol(request.payload, request.ecc, request.version);
  if (!encoded.ok) return encoded;
  const { symbol } = encoded;
  const { margin, fg, bg } = request;
  const scale = pixelsPerModule(symbol, margin, request.size);
  const png = await toPng(symbol, margin, scale, fg, bg);
  // the self-check reads the code as drawn, with its colours and quiet zone
  const image = rasterise(symbol, margin, CHECK_SCALE, fg, bg);
  const read = readPixels(image.data, image.width, image.height);
  const colours = checkColours(fg, bg);
  const check: SelfCheck = !read
    ? 'unreadable'
    : read.text !== request.payload
      ? 'different'
      : read.inverted || colours.inverted
        ? 'inverted'
        : 'same';
  return {
    ok: true,
    svg: toSvg(symbol, margin, fg, bg),
    png,
    pngSide: (symbol.size + 2 * margin) * scale,
    version: symbol.version,
    ecc: symbol.ecc,
    modules: symbol.size,
    usedBits: symbol.usedBits,
    capacityBits: symbol.capacityBits,
    check,
    ...(read && read.text !== request.payload ? { readBack: read.text } : {}),
  };
}

/** An image to read: a decoded bitmap (drawn in the worker), or its pixels. */
export type ReadRequest = { bitmap: ImageBitmap } | { data: Uint8ClampedArray; width: number; height: number };

function pixelsOf(request: ReadRequest) {
  if (!('bitmap' in request)) return request;
  const { bitmap } = request;
  const scale = Math.min(1, MAX_READ_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('Canvas 2D is not available');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return context.getImageData(0, 0, width, height);
}

export function read(request: ReadRequest): Read | null {
  const { data, width, height } = pixelsOf(request);
  return readPixels(data, width, height);
}

export const qrJobs = defineJobs({ generate, read }, { generate: (result) => (result.ok ? [result.png.buffer] : []) });
