/** The page's side of reading: images turned into bitmaps for the worker, and what each failure tells the visitor. */
import { withObjectUrl } from '@/lib/useObjectUrl';
import type { ReadRequest } from './jobs';

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
 * Decodes an image file for the worker. SVG is drawn through <img> (where its scripts never run and
 * it loads nothing) onto a canvas at its own size, at least 512 pixels wide so its modules are
 * whole pixels; other formats are decoded by the browser directly.
 */
export async function decodeImageFile(file: Blob & { name?: string }): Promise<ReadRequest> {
  if (!isSvg(file)) return { bitmap: await createImageBitmap(file) };
  const image = await withObjectUrl(file, async (url) => {
    const loaded = new Image();
    loaded.src = url;
    await loaded.decode();
    return loaded;
  });
  const scale = Math.max(1, 512 / Math.max(image.naturalWidth || 300, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round((image.naturalWidth || 300) * scale);
  canvas.height = Math.round((image.naturalHeight || 300) * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return { bitmap: await createImageBitmap(canvas) };
}
