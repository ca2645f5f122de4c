import { Blob as NodeBlob } from 'node:buffer';
import fc from 'fast-check';
import {
  DEFAULT_OUTPUT_FORMAT,
  MAX_FILE_BYTES,
  OUTPUT_FORMATS,
  OUTPUT_FORMAT_LABELS,
  base64LengthFor,
  buildOutput,
  bytesToBase64,
  convertBytes,
  convertFile,
  dataUrlPrefix,
  downloadName,
  mimeTypeOf,
  validateFile,
} from './logic';
import { optionsSchema } from './options';

const nodeB64 = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('base64');

function randomBytes(n: number, seed = 7): Uint8Array {
  const out = new Uint8Array(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** A Blob that is big by `size` without holding the bytes (validation never reads it). */
const sized = (size: number, type = '') =>
  ({ size, type, name: 'big.bin', slice: () => new Blob([]) }) as unknown as File;

describe('validation', () => {
  it('asks for a file when there is none', async () => {
    expect(validateFile(null)).toBe('Please select a file first');
    expect(validateFile(undefined)).toBe('Please select a file first');
    expect(await convertFile(null)).toEqual({ ok: false, error: 'Please select a file first' });
  });
  it('accepts exactly 5,242,880 bytes and rejects 5,242,881', async () => {
    expect(validateFile({ size: 5_242_880 })).toBeNull();
    expect(validateFile({ size: 5_242_881 })).toBe('File is too large (max 5MB)');
    expect(validateFile({ size: 0 })).toBeNull();
    expect(validateFile({ size: Number.NaN })).toBe('File is too large (max 5MB)');
    expect(await convertFile(sized(5_242_881))).toEqual({ ok: false, error: 'File is too large (max 5MB)' });
    expect(convertBytes(new Uint8Array(5_242_881))).toEqual({ ok: false, error: 'File is too large (max 5MB)' });
  });
  it('the boundary holds for every size', () => {
    fc.assert(
      fc.property(fc.nat({ max: 20_000_000 }), (size) => (validateFile({ size }) === null) === size <= MAX_FILE_BYTES),
    );
  });
});

describe('conversion', () => {
  it('gives the same Base64 as Node Buffer for random bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 5000 }), (b) => bytesToBase64(b) === nodeB64(b)));
  });
  it('accepts ArrayBuffers and views at an offset', () => {
    const b = randomBytes(100);
    expect(bytesToBase64(b.buffer)).toBe(nodeB64(b));
    expect(bytesToBase64(b.subarray(7, 50))).toBe(nodeB64(b.subarray(7, 50)));
    expect(bytesToBase64(new DataView(b.buffer, 3, 10))).toBe(nodeB64(b.subarray(3, 13)));
  });
  it('reading in slices gives the same result for any slice size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), fc.integer({ min: 1, max: 1000 }), async (b, chunkSize) => {
        const r = await convertFile(new File([b], 'x.bin'), { chunkSize });
        expect(r).toEqual({ ok: true, output: nodeB64(b), base64Length: base64LengthFor(b.length), bytes: b.length });
      }),
      { numRuns: 40 },
    );
  });
  it('converts a 5 MB binary file (exactly at the limit) like Node, fast and without RangeError', async () => {
    const b = randomBytes(MAX_FILE_BYTES);
    const expected = nodeB64(b);
    let start = performance.now();
    expect(bytesToBase64(b)).toBe(expected);
    expect(performance.now() - start).toBeLessThan(1000);
    const progress: number[] = [];
    start = performance.now();
    // Node's Blob (like the browser's) is read with Blob.arrayBuffer
    const r = await convertFile(new NodeBlob([b]) as unknown as Blob, { onProgress: (d) => progress.push(d) });
    expect(performance.now() - start).toBeLessThan(2000);
    expect(r.ok && r.output === expected).toBe(true);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(MAX_FILE_BYTES);
    expect(progress.length).toBeGreaterThan(2);
    expect(convertBytes(b.buffer)).toEqual({
      ok: true,
      output: expected,
      base64Length: expected.length,
      bytes: MAX_FILE_BYTES,
    });
  });
  it('a 0-byte file gives empty output', async () => {
    expect(await convertFile(new File([], 'empty.txt', { type: 'text/plain' }))).toEqual({
      ok: true,
      output: '',
      base64Length: 0,
      bytes: 0,
    });
    expect(convertBytes(new Uint8Array(0))).toMatchObject({ ok: true, output: '' });
    expect(await convertFile(new File([], 'e.txt', { type: 'text/plain' }), { format: 'dataUrl' })).toMatchObject({
      output: 'data:text/plain;base64,',
    });
  });
  it('reports a failed read and a failed conversion, each with its own message', async () => {
    const unreadable = {
      size: 10,
      type: '',
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }),
    };
    expect(await convertFile(unreadable as unknown as Blob)).toEqual({
      ok: false,
      error: 'Error reading the file. Please try again.',
    });
    const broken = {
      size: 10,
      type: '',
      slice: () => ({
        arrayBuffer: async () => ({
          get length(): number {
            throw new RangeError('Invalid typed array length');
          },
        }),
      }),
    };
    expect(await convertFile(broken as unknown as Blob)).toEqual({
      ok: false,
      error: 'File is too large or cannot be processed',
    });
  });
  it('stops when aborted', async () => {
    const ctl = new AbortController();
    ctl.abort();
    await expect(convertFile(new File(['abc'], 'a'), { signal: ctl.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('output format', () => {
  it('is the part after the comma by default and the full data URL on request', async () => {
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    expect(await convertFile(file)).toMatchObject({ output: 'aGVsbG8=' });
    expect(await convertFile(file, { format: 'dataUrl' })).toMatchObject({ output: 'data:text/plain;base64,aGVsbG8=' });
  });
  it('uses application/octet-stream when the file has no usable type', async () => {
    expect(await convertFile(new File(['hi'], 'x'), { format: 'dataUrl' })).toMatchObject({
      output: 'data:application/octet-stream;base64,aGk=',
    });
    expect(mimeTypeOf('')).toBe('application/octet-stream');
    expect(mimeTypeOf(undefined)).toBe('application/octet-stream');
    expect(mimeTypeOf('text/html,<script>')).toBe('application/octet-stream');
    expect(mimeTypeOf('nonsense')).toBe('application/octet-stream');
  });
  it('keeps a well-formed type, lowercased, with its parameters', () => {
    expect(mimeTypeOf('image/PNG')).toBe('image/png');
    expect(mimeTypeOf('text/plain;charset=UTF-8')).toBe('text/plain;charset=UTF-8');
    expect(mimeTypeOf('image/svg+xml')).toBe('image/svg+xml');
    expect(dataUrlPrefix('application/pdf')).toBe('data:application/pdf;base64,');
  });
  it('the full data URL always strips back to the Base64 at the first comma', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.string({ maxLength: 30 }), (b, type) => {
        const b64 = bytesToBase64(b);
        const url = buildOutput(b64, 'dataUrl', type);
        return (
          url.startsWith('data:') && url.slice(url.indexOf(',') + 1) === b64 && buildOutput(b64, 'base64', type) === b64
        );
      }),
    );
  });
});

describe('download name and file card', () => {
  it('is {name}_base64.txt', () => {
    expect(downloadName('photo.png')).toBe('photo.png_base64.txt');
    expect(downloadName('report 2024.pdf')).toBe('report 2024.pdf_base64.txt');
  });
  it('sanitises the file name', () => {
    expect(downloadName('../../etc/passwd')).toBe('_.._etc_passwd_base64.txt');
    expect(downloadName('a/b\\c:d?*.txt')).toBe('a_b_c_d_.txt_base64.txt');
    expect(downloadName('<img src=x onerror=alert(1)>.png')).toBe('_img src=x onerror=alert(1)_.png_base64.txt');
    expect(downloadName('')).toBe('file_base64.txt');
    expect(downloadName(undefined)).toBe('file_base64.txt');
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const n = downloadName(name);
        // control characters are exactly what must not reach a file name
        // eslint-disable-next-line no-control-regex
        return n.endsWith('_base64.txt') && !/[\u0000-\u001f<>:"/\\|?*]/.test(n) && n.length <= 120 + 11;
      }),
    );
  });
  it('predicts the Base64 length', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 100 }), (b) => base64LengthFor(b.length) === nodeB64(b).length));
  });
});

describe('manifest options', () => {
  it('offer the logic output formats with their labels, Base64 only by default', async () => {
    const { default: manifest } = await import('./manifest');
    const output = optionsSchema.properties.output;
    expect(output.oneOf.map((o) => o.const)).toEqual([...OUTPUT_FORMATS]);
    expect(output.oneOf.map((o) => o.title)).toEqual(OUTPUT_FORMATS.map((f) => OUTPUT_FORMAT_LABELS[f]));
    expect(manifest.options.defaults).toEqual({ output: DEFAULT_OUTPUT_FORMAT });
  });
});
