/** Page-side reading and decoding of a picked image: SVG needs the DOM, so this cannot run in the worker. */
import DOMPurify from 'dompurify';
import { readBlob } from '@/lib/bytes';
import { readTextFile } from '@/lib/readTextFile';
import { withObjectUrl } from '@/lib/useObjectUrl';
import type { InputKind } from './logic';

export interface Picked {
  file: File;
  kind: InputKind;
}

/** The first bytes of a file, for content sniffing. */
export async function readHead(file: Blob, bytes = 65536): Promise<Uint8Array> {
  return new Uint8Array(await readBlob(file.slice(0, bytes)));
}

/** The SVG with only drawing content kept (DOMPurify's SVG profile), as a standalone SVG document. */
function cleanSvg(text: string): string {
  const clean = DOMPurify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true } });
  if (!/^<svg[\s>]/i.test(clean.trim())) throw new Error('Not an SVG image');
  return /\sxmlns=["']http:\/\/www\.w3\.org\/2000\/svg["']/.test(clean)
    ? clean
    : clean.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
}

/** Decodes to an ImageBitmap. SVG goes through <img> (scripts never run there) and is rasterised at its own size. */
export async function decodeImage(picked: Picked): Promise<ImageBitmap> {
  if (picked.kind !== 'svg') {
    try {
      return await createImageBitmap(picked.file);
    } catch {
      // some formats only decode through <img>; try that before giving up
    }
  }
  // scripts, foreignObject and handlers are removed first: foreignObject taints the canvas and nothing
  // in an SVG should run or load while we rasterise it
  const source =
    picked.kind === 'svg'
      ? new Blob([cleanSvg(await readTextFile(picked.file))], { type: 'image/svg+xml' })
      : picked.file;
  const img = await withObjectUrl(source, async (url) => {
    const loaded = new Image();
    loaded.src = url;
    await loaded.decode();
    return loaded;
  });
  const width = img.naturalWidth || 300;
  const height = img.naturalHeight || 150;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(img, 0, 0, width, height);
  return createImageBitmap(canvas);
}
