import { decodeToBytes } from '@/lib/base64';
import { defineExamples } from '@/lib/examples';
import { sniffImage } from '@/lib/sniff';
import {
  INPUT_KINDS,
  QUALITY,
  checkImageContent,
  encoderQuality,
  outputFileName,
  validateImageFile,
  type OutputFormat,
} from './logic';

/**
 * A picked file (its name, type, size and first bytes, in Base64) and an output format, and what the
 * tool decides before it draws a pixel: the message refusing the file, or the kind read from the
 * bytes, the output's name and media type (IANA's registry: image/jpeg, image/webp, image/bmp, …).
 * The first bytes are python3's `base64.b64encode` of each format's signature: b'\x89PNG\r\n\x1a\n',
 * bytes([0xff, 0xd8, 0xff, 0xe0]) (JPEG with JFIF), b'GIF89a', and b'hello' for a renamed text file.
 */
export default defineExamples<
  { name: string; type: string; size: number; head: string; format: OutputFormat },
  { kind: string; outputName: string; quality: number | undefined } | { error: string }
>({
  examples: [
    {
      name: 'A PNG to JPEG',
      input: { name: 'photo.png', type: 'image/png', size: 68, head: 'iVBORw0KGgo=', format: 'jpeg' },
      output: { kind: 'png', outputName: 'photo.jpg', quality: 0.85 },
    },
    {
      name: 'A JPEG to WebP, the name keeping its first dots',
      input: { name: 'holiday.2024.jpeg', type: 'image/jpeg', size: 1000, head: '/9j/4A==', format: 'webp' },
      output: { kind: 'jpeg', outputName: 'holiday.2024.webp', quality: 0.85 },
    },
    {
      name: 'A GIF without a type to BMP',
      description: 'the type is taken from the extension when the browser gives none',
      input: { name: 'anim.gif', type: '', size: 43, head: 'R0lGODlh', format: 'bmp' },
      output: { kind: 'gif', outputName: 'anim.bmp', quality: undefined },
    },
    {
      name: 'A text file renamed .png',
      input: { name: 'notes.png', type: 'image/png', size: 5, head: 'aGVsbG8=', format: 'png' },
      output: {
        error:
          'This file is not a valid image: its contents do not match an image format. It may be corrupt or renamed.',
      },
    },
    {
      name: 'A PDF',
      input: { name: 'report.pdf', type: 'application/pdf', size: 1000, head: 'JVBERi0=', format: 'png' },
      output: { error: 'Please select a valid image file (JPEG, PNG, WebP, GIF, BMP, TIFF, SVG)' },
    },
    {
      name: 'Over 25 MB',
      description: '30 MiB',
      input: { name: 'big.png', type: 'image/png', size: 30 * 1024 * 1024, head: 'iVBORw0KGgo=', format: 'png' },
      output: { error: 'File size exceeds 25MB limit: this file is 30.0 MB.' },
    },
  ],
  run: ({ name, type, size, head, format }) => {
    const invalid = validateImageFile({ name, type, size });
    if (invalid) return { error: invalid };
    const bytes = decodeToBytes(head);
    const notImage = checkImageContent(bytes);
    if (notImage) return { error: notImage };
    return {
      kind: sniffImage(bytes, INPUT_KINDS) ?? '',
      outputName: outputFileName(name, format),
      quality: encoderQuality(format, QUALITY.default),
    };
  },
});
