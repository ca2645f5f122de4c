/** The page's side of reading: images turned into bitmaps for the worker, and what each failure tells the visitor. */
import { inertHtml } from '@/lib/trustedHtml';
import { withObjectUrl } from '@/lib/useObjectUrl';
import type { ReadRequest } from './jobs';
import { MAX_READ_SIDE } from './readSize';

export const READ_MESSAGES = {
  notFound: 'No QR code found in this image',
  notFoundHint: 'Try a sharper or closer picture with the whole code in view, including the light border around it.',
  unreadable: 'This file could not be opened as an image. Choose a PNG, JPEG, GIF, WebP, BMP or SVG image.',
  tooLarge: 'This image is larger than 25 MB.',
  notImage: 'This is not an image file. Choose a PNG, JPEG, GIF, WebP, BMP or SVG image.',
} as const;

export const CAMERA_MESSAGES = {
  unavailable:
    'This browser gives the page no camera (it needs a secure https:// page and a camera). Upload or paste a picture of the code instead.',
  policy:
    "This site's Permissions-Policy turns the camera off, so the browser will not open it here. Upload or paste a picture of the code instead.",
  refused:
    'Camera access was refused. Allow the camera for this site in your browser (the icon in the address bar), or upload a picture of the code instead.',
  missing: 'No camera was found on this device. Upload or paste a picture of the code instead.',
  busy: 'The camera could not be started: another app may be using it.',
  failed: 'The camera could not be started.',
} as const;

/** What a getUserMedia failure means for the visitor. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return CAMERA_MESSAGES.refused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return CAMERA_MESSAGES.missing;
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return CAMERA_MESSAGES.busy;
  return CAMERA_MESSAGES.failed;
}

export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
export const IMAGE_ACCEPT = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/svg+xml',
  'image/avif',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.bmp',
  '.svg',
  '.avif',
];

const isSvg = (file: Blob & { name?: string }) => file.type === 'image/svg+xml' || /\.svg$/i.test(file.name ?? '');

/**
 * The longest side an image drawn by the page is given: enough pixels for the reader's grid on the
 * largest code (version 40 has 185 modules with its border, so about 5 pixels each), and at most
 * what the worker reads.
 */
const MIN_DRAWN_SIDE = 1024;

/**
 * An SVG's text with its shapes drawn without anti-aliasing; null when the text is not an SVG
 * document (the browser's <img> then decides what it is). Drawn smoothly, a code made of one square
 * per module (qrencode's SVG) gets a light seam wherever two squares meet off the pixel grid, and
 * the reader takes those seams for light modules.
 */
export function crispSvg(text: string): string | null {
  // parsed inert: a DOMParser document runs no script and loads nothing
  const doc = new DOMParser().parseFromString(inertHtml(text), 'image/svg+xml');
  const root = doc.documentElement;
  if (root.localName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) return null;
  root.setAttribute('shape-rendering', 'crispEdges');
  return new XMLSerializer().serializeToString(doc);
}

/**
 * Draws an image through <img> (where an SVG's scripts never run and it loads nothing) onto a canvas
 * whose longest side is between MIN_DRAWN_SIDE and MAX_READ_SIDE pixels: a vector image is drawn
 * at that size directly, so a small SVG gets enough pixels per module and a huge one no more than
 * the reader takes. An image without a size of its own (an SVG with only a viewBox) is drawn square.
 */
async function drawThroughImage(file: Blob): Promise<ImageBitmap> {
  const image = await withObjectUrl(file, async (url) => {
    const loaded = new Image();
    loaded.src = url;
    await loaded.decode();
    return loaded;
  });
  const width = image.naturalWidth || 1;
  const height = image.naturalHeight || width;
  const longest = Math.max(width, height);
  const scale = Math.min(MAX_READ_SIDE, Math.max(MIN_DRAWN_SIDE, longest)) / longest;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return createImageBitmap(canvas);
}

/**
 * Decodes an image file for the worker. A worker cannot decode SVG, so an SVG is drawn on the page;
 * other formats are decoded by the browser directly, and one that createImageBitmap refuses is
 * still drawn through <img> when the browser can show it.
 */
export async function decodeImageFile(file: Blob & { name?: string }): Promise<ReadRequest> {
  if (isSvg(file)) {
    const crisp = crispSvg(await file.text());
    return { bitmap: await drawThroughImage(crisp === null ? file : new Blob([crisp], { type: 'image/svg+xml' })) };
  }
  try {
    return { bitmap: await createImageBitmap(file) };
  } catch {
    return { bitmap: await drawThroughImage(file) };
  }
}
