import type { TransformExample } from '@/ui/transform';
import type { Options } from './options';

/**
 * A 1×1 PNG (grey with alpha, 68 bytes), a 1×1 GIF89a (43 bytes), and a JPEG header (SOF0, 10 wide by
 * 20 high) with its end marker (47 bytes). Sizes and dimensions from python3:
 * `b = base64.b64decode(s)`, `len(b)`, `struct.unpack('>II', b[16:24])` for the PNG's IHDR and
 * `struct.unpack('<HH', b[6:10])` for the GIF's screen; the estimate is `len(s) * 3 / 4 / 1024` KB.
 */
export const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const GIF_1x1 = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
const JPEG_10x20 = '/9j/4AAQSkZJRgABAQAAAQABAAD/2wAEAAD/wAARCAAUAAoDASIAAhEBAxEB/9k=';
/** A JPEG labelled as PNG: the format is taken from the bytes. */
export const JPEG_AS_PNG = `data:image/png;base64,${JPEG_10x20}`;
/** python3: base64.b64encode(b'hello world'): Base64, but not an image. */
export const NOT_AN_IMAGE = 'aGVsbG8gd29ybGQ=';

/**
 * The Example button loads the first. Each output is the correctly typed data URL Copy URL copies: the
 * same Base64, behind the MIME type of the format its bytes are (python3 `base64.b64decode(s)[:4]`
 * gives b'\x89PNG', b'GIF8' and b'\xff\xd8\xff\xe0': PNG, GIF and JPEG).
 */
export const examples: readonly TransformExample<Options, 'decode'>[] = [
  { input: PNG_1x1, output: `data:image/png;base64,${PNG_1x1}` },
  { input: `data:image/gif;base64,${GIF_1x1}`, output: `data:image/gif;base64,${GIF_1x1}` },
  { input: JPEG_AS_PNG, output: `data:image/jpeg;base64,${JPEG_10x20}` },
  // an error has no output: logic.test.ts checks its message
  { input: NOT_AN_IMAGE },
];

/** What the information panel shows for each example above that decodes, or the error under the input. */
export const exampleFacts = [
  { format: 'PNG', size: '0.07 KB', bytes: 68, dimensions: '1 × 1', fileName: 'image.png' },
  { format: 'GIF', size: '0.04 KB', bytes: 43, dimensions: '1 × 1', fileName: 'image.gif' },
  { format: 'JPEG (labelled image/png)', size: '0.05 KB', bytes: 47, dimensions: '10 × 20', fileName: 'image.jpg' },
  { error: 'Invalid image data. Please check your Base64 string.' },
] as const;
