import { defineExamples } from '@/lib/examples';
import { convertFile, type OutputFormat } from './logic';

/**
 * Files (a name, a type and their bytes, given as text or as byte values) and the output text for the
 * chosen format. Base64 from python3's `base64.b64encode(data)`; a file without a well-formed type is
 * written as application/octet-stream in the data URL.
 */
export default defineExamples<
  { name: string; type: string; content: string | readonly number[]; format: OutputFormat },
  { output: string; bytes: number } | { error: string }
>({
  examples: [
    {
      name: 'A text file as a data URL',
      input: { name: 'hello.txt', type: 'text/plain', content: 'hello', format: 'dataUrl' },
      output: { output: 'data:text/plain;base64,aGVsbG8=', bytes: 5 },
    },
    {
      name: 'A file without a type as a data URL',
      input: { name: 'x', type: '', content: 'hi', format: 'dataUrl' },
      output: { output: 'data:application/octet-stream;base64,aGk=', bytes: 2 },
    },
    {
      name: 'Bytes that use every alphabet corner',
      description: 'bytes 0, 1, 2, 253, 254, 255: Base64 with / and no padding',
      input: {
        name: 'edge.bin',
        type: 'application/octet-stream',
        content: [0, 1, 2, 253, 254, 255],
        format: 'base64',
      },
      output: { output: 'AAEC/f7/', bytes: 6 },
    },
    {
      name: 'UTF-8 text',
      description: "'héllo ✓' encoded as UTF-8 (10 bytes)",
      input: { name: 'note.txt', type: 'text/plain', content: 'héllo ✓', format: 'base64' },
      output: { output: 'aMOpbGxvIOKckw==', bytes: 10 },
    },
    {
      name: 'An empty file',
      input: { name: 'empty.txt', type: 'text/plain', content: '', format: 'base64' },
      output: { output: '', bytes: 0 },
    },
  ],
  run: async ({ name, type, content, format }) => {
    const data = typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);
    const r = await convertFile(new File([data], name, { type }), { format });
    return r.ok ? { output: r.output, bytes: r.bytes } : { error: r.error };
  },
});
