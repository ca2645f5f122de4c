/**
 * Draws a decoded image on a canvas and encodes it: canvas encoders for PNG, JPEG and WebP,
 * our own encoders (logic.ts) for BMP and GIF. Runs in the worker (OffscreenCanvas) or, where
 * a browser has no OffscreenCanvas, on the main thread with an HTML canvas.
 */
import { OUTPUT_FORMATS, encodePixels, encoderQuality, type OutputFormat, type Progress } from './logic';

export interface ConvertJob {
  bitmap: ImageBitmap;
  format: OutputFormat;
  quality: number;
}

export interface ConvertResult {
  buffer: ArrayBuffer;
  /** The type the encoder actually produced (canvas encoders fall back to PNG silently). */
  type: string;
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function toBlob(canvas: AnyCanvas, type: string, quality: number | undefined): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The browser produced no image'))), type, quality),
  );
}

export async function renderImage(
  job: ConvertJob,
  progress: Progress,
  makeCanvas: (w: number, h: number) => AnyCanvas,
): Promise<ConvertResult> {
  const { bitmap, format, quality } = job;
  const info = OUTPUT_FORMATS[format];
  const { width, height } = bitmap;
  const canvas = makeCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: info.pureEncoder }) as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!ctx) throw new Error('Canvas 2D is not available');
  if (info.whiteBackground) {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
  }
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  progress(0.1);
  if (info.pureEncoder) {
    const pixels = ctx.getImageData(0, 0, width, height).data;
    const buffer = encodePixels({ format: format as 'bmp' | 'gif', pixels, width, height }, (f) =>
      progress(0.1 + 0.9 * f),
    );
    return { buffer, type: info.mime };
  }
  const blob = await toBlob(canvas, info.mime, encoderQuality(format, quality));
  progress(1);
  return { buffer: await blob.arrayBuffer(), type: blob.type };
}
