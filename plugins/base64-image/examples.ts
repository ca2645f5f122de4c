import { defineExamples } from '@/lib/examples';
import { decodeBase64Image, formatDimensions, formatLine, formatSizeKB } from './logic';

/**
 * A 1×1 PNG (grey with alpha, 68 bytes), a 1×1 GIF89a (43 bytes), and a JPEG header (SOF0, 10 wide by
 * 20 high) with its end marker (47 bytes). Sizes and dimensions from python3:
 * `b = base64.b64decode(s)`, `len(b)`, `struct.unpack('>II', b[16:24])` for the PNG's IHDR and
 * `struct.unpack('<HH', b[6:10])` for the GIF's screen; the estimate is `len(s) * 3 / 4 / 1024` KB.
 */
export const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const GIF_1x1 = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
/** A JPEG labelled as PNG: the format is taken from the bytes. */
export const JPEG_AS_PNG = 'data:image/png;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wAEAAD/wAARCAAUAAoDASIAAhEBAxEB/9k=';

/** What the information panel shows for a Base64 string or data URL, or the error under the input. */
export default defineExamples<
  string,
  { format: string; size: string; bytes: number; dimensions: string; fileName: string } | { error: string }
>({
  examples: [
    {
      name: 'A 1×1 PNG',
      input: PNG_1x1,
      output: { format: 'PNG', size: '0.07 KB', bytes: 68, dimensions: '1 × 1', fileName: 'image.png' },
    },
    {
      name: 'A 1×1 GIF as a data URL',
      input: `data:image/gif;base64,${GIF_1x1}`,
      output: { format: 'GIF', size: '0.04 KB', bytes: 43, dimensions: '1 × 1', fileName: 'image.gif' },
    },
    {
      name: 'A JPEG labelled as PNG',
      input: JPEG_AS_PNG,
      output: {
        format: 'JPEG (labelled image/png)',
        size: '0.05 KB',
        bytes: 47,
        dimensions: '10 × 20',
        fileName: 'image.jpg',
      },
    },
    {
      name: 'Text, not an image',
      description: "python3: base64.b64encode(b'hello world')",
      input: 'aGVsbG8gd29ybGQ=',
      output: { error: 'Invalid image data. Please check your Base64 string.' },
    },
  ],
  run: (input) => {
    const r = decodeBase64Image(input);
    if (!r.ok) return { error: 'error' in r ? r.error : '' };
    return {
      format: formatLine(r),
      size: formatSizeKB(r.sizeKB),
      bytes: r.byteLength,
      dimensions: formatDimensions(r.dimensions),
      fileName: r.fileName,
    };
  },
});
