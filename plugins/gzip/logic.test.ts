import { deflateRawSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, MESSAGES, OUTPUT_CAP, type ConvertRequest, type Result } from './logic';

const request = (input: string, more: Partial<ConvertRequest> = {}): ConvertRequest => ({
  mode: 'decompress',
  input,
  format: 'gzip',
  detect: true,
  level: 6,
  plain: 'text',
  write: 'base64',
  ...more,
});

function ok(result: Result) {
  if (!result.ok) throw new Error(`expected output, got: ${result.error.message}`);
  return result;
}

function failed(result: Result) {
  if (result.ok) throw new Error(`expected an error, got: ${result.output.slice(0, 80)}`);
  return result.error;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const gunzipOrInflate = (format: 'gzip' | 'zlib', bytes: Buffer) =>
  format === 'gzip' ? gunzipSync(bytes) : inflateSync(bytes);

describe('decompressing', () => {
  it('reads gzip in Base64 and says what it read', () => {
    // printf 'Hello, World!' | gzip -c -n | base64
    const result = ok(convert(request('H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA')));
    expect(result.output).toBe('Hello, World!');
    expect(result.details).toMatchObject({
      format: 'gzip',
      detected: true,
      wrapping: 'base64',
      checksum: 'CRC-32',
      compressedBytes: 33,
      uncompressedBytes: 13,
    });
    expect(result.details.members).toEqual([
      {
        name: null,
        comment: null,
        modified: null,
        os: 'Unix',
        level: null,
        compressedBytes: 33,
        bytes: 13,
        crc: '0xec4ac3d0',
      },
    ]);
  });

  it('reads every member of a multi-member gzip, as gzip -d does', () => {
    // (printf a | gzip; printf b | gzip) | xxd -p -c0
    const hex = '1f8b08000000000000034b040043beb7e8010000001f8b08000000000000034b0200f9efbe7101000000';
    const result = ok(convert(request(hex)));
    expect(result.output).toBe('ab');
    expect(result.details.wrapping).toBe('hex');
    expect(result.details.members.map((m) => [m.compressedBytes, m.bytes])).toEqual([
      [21, 1],
      [21, 1],
    ]);
  });

  it('shows the header: file name, modification time, system and level', () => {
    // printf 'hello\n' > hello.txt; touch -d '2024-01-02 03:04:05 UTC' hello.txt; gzip -c -9 hello.txt | base64
    const result = ok(convert(request('H4sICCV9k2UCA2hlbGxvLnR4dADLSM3JyecCACAwOjYGAAAA')));
    expect(result.details.members[0]).toMatchObject({
      name: 'hello.txt',
      modified: '2024-01-02T03:04:05.000Z',
      os: 'Unix',
      level: 'maximum',
    });
  });

  it('names the member and the byte of a wrong CRC-32', () => {
    // the second member's CRC with its first byte flipped (python3: m[34] ^= 0xff); gzip.decompress says "CRC check failed"
    const error = failed(convert(request('H4sIAAAAAAAAA0sEAEO+t+gBAAAAH4sIAAAAAAAAA0sCAAbvvnEBAAAA')));
    expect(error.message).toBe(
      'CRC-32 mismatch in member 2 at byte 34: the trailer says 0x71beef06, the data gives 0x71beeff9',
    );
    // byte 34 is written in the 46th Base64 character
    expect(error).toMatchObject({ title: 'Not valid gzip data', offset: 45, line: 1, column: 46 });
  });

  it('says where the data is cut short', () => {
    // the first 20 bytes of the one above: python3's gzip says "Compressed file ended before the end-of-stream marker was reached"
    const error = failed(convert(request('H4sIAAAAAAAAA/NIzcnJ11EIzy8=')));
    expect(error.message).toBe('The data ends at byte 20 in the middle of member 1: it is cut short');
  });

  it('says a trailer is missing when the deflate data ends with the input', () => {
    const whole = Buffer.from('H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA', 'base64');
    const error = failed(convert(request(b64(whole.subarray(0, 28)))));
    expect(error.message).toBe('Member 1 is cut short: the data ends at byte 28, inside its trailer (CRC-32 and size)');
  });

  it('names the byte where deflate data stops making sense', () => {
    // node's zlib (a real zlib) writes the data; one byte in its middle is then broken
    const text = Array.from({ length: 400 }, (_, i) => `line ${i * 7919} of the text`).join('\n');
    const data = new Uint8Array(gzipSync(text));
    data[200] ^= 0xff;
    const error = failed(convert(request(b64(data))));
    expect(error.message).toMatch(/^Corrupt deflate data at byte (\d+) \(member 1\): /);
    const byte = Number(/at byte (\d+)/.exec(error.message)?.[1]);
    // an inflater notices a broken byte a few bytes after it, never before it
    expect(byte).toBeGreaterThanOrEqual(200);
    expect(byte).toBeLessThan(240);
  });

  it('stops a bomb at the cap with a clear message', () => {
    const bomb = gzipSync(Buffer.alloc(OUTPUT_CAP + 1024 * 1024), { level: 9 });
    const error = failed(convert(request(b64(bomb))));
    expect(error.title).toBe(MESSAGES.capTitle);
    expect(error.message).toMatch(/^Decompressing stopped at 64 MB of output, after [\d,]+ of [\d,]+ compressed bytes/);
  });

  it('reads zlib and checks its Adler-32', () => {
    // python3 -c "import zlib,base64; print(base64.b64encode(zlib.compress(b'Hello, World!')).decode())"
    const result = ok(convert(request('eJzzSM3JyddRCM8vyklRBAAfngRq')));
    expect(result.output).toBe('Hello, World!');
    expect(result.details).toMatchObject({
      format: 'zlib',
      checksum: 'Adler-32',
      zlib: { window: 32768, level: 'default' },
    });
    const broken = Buffer.from('eJzzSM3JyddRCM8vyklRBAAfngRq', 'base64');
    broken[broken.length - 1] ^= 1;
    expect(failed(convert(request(b64(broken)))).message).toBe(
      'Adler-32 mismatch at byte 17: the trailer says 0x1f9e046b, the data gives 0x1f9e046a',
    );
  });

  it('reads raw deflate when the data has no header', () => {
    // python3: c = zlib.compressobj(9, zlib.DEFLATED, -15); (c.compress(b'Hello, World!') + c.flush()).hex()
    const result = ok(convert(request('f348cdc9c9d75108cf2fca49510400')));
    expect(result.output).toBe('Hello, World!');
    expect(result.details).toMatchObject({ format: 'deflate', checksum: null, wrapping: 'hex' });
  });

  it('reads the chosen format when detection is off, and offers detection when the data is another', () => {
    const error = failed(convert(request('eJzzSM3JyddRCM8vyklRBAAfngRq', { detect: false, format: 'gzip' })));
    expect(error.message).toBe('Not gzip data at byte 0: it starts with 78 9c, not 1f 8b');
    expect(error.fix).toEqual({ label: 'Detect the format', options: { detect: true } });
  });

  it('says when the bytes are not UTF-8 text and offers them as Base64', () => {
    // base64.b64encode(gzip.compress(bytes([255, 254, 0, 1]), mtime=0))
    const error = failed(convert(request('H4sIAAAAAAACA/v/j4ERAKG3HDcEAAAA')));
    expect(error.message).toBe(
      'The 4 decompressed bytes are not UTF-8 text: byte 0 (0xff) is not valid UTF-8. Show them as Base64 or hex.',
    );
    expect(error.fix).toEqual({ label: 'Show as Base64', options: { plain: 'base64' } });
    expect(ok(convert(request('H4sIAAAAAAACA/v/j4ERAKG3HDcEAAAA', { plain: 'base64' }))).output).toBe('//4AAQ==');
  });

  it('ignores bytes after the last member that are not gzip, as gzip -d does, and says so', () => {
    const data = Buffer.concat([
      Buffer.from('H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA', 'base64'),
      Buffer.alloc(5),
    ]);
    const result = ok(convert(request(b64(data))));
    expect(result.output).toBe('Hello, World!');
    expect(result.details.notes).toEqual([MESSAGES.ignored(33, 5)]);
  });

  it('says what bytes that are no compressed data look like instead', () => {
    // python3 -c "import base64; print(base64.b64encode(bytes.fromhex('89504e470d0a1a0a0000000d49484452')).decode())"
    const error = failed(convert(request('iVBORw0KGgoAAAANSUhEUg==')));
    expect(error.title).toBe('Not gzip, zlib or deflate data');
    expect(error.message).toBe(
      'The data ends at byte 16 in the middle of the deflate stream: it is cut short. The bytes look like a PNG image.',
    );
  });

  it('says a second member is cut short when only its start follows the first', () => {
    const hello = Buffer.from('H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA', 'base64');
    const short = failed(convert(request(b64(Buffer.concat([hello, hello.subarray(0, 5)])))));
    expect(short.message).toBe("Member 2's header is cut short: the data stops at byte 38");
    const headerOnly = failed(convert(request(b64(Buffer.concat([hello, hello.subarray(0, 12)])))));
    expect(headerOnly.message).toBe('The data ends at byte 45 in the middle of member 2: it is cut short');
  });

  it('names a character that is neither Base64 nor hex', () => {
    const error = failed(convert(request('H4sI\nAAA*AAAA')));
    expect(error).toMatchObject({
      title: 'Not Base64 or hex',
      message: "'*' (U+002A) is neither Base64 nor hex",
      line: 2,
      column: 4,
    });
  });

  it('refuses a blank input with its message', () => {
    expect(failed(convert(request('  '))).message).toBe(MESSAGES.blankDecompress);
    expect(failed(convert(request('', { mode: 'compress' }))).message).toBe(MESSAGES.blankCompress);
  });
});

describe('compressing', () => {
  it('writes what gzip -n writes at level 6', () => {
    // printf 'Hello, World!' | gzip -c -n | base64
    const result = ok(convert(request('Hello, World!', { mode: 'compress' })));
    expect(result.output).toBe('H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA');
    expect(result.details).toMatchObject({ compressedBytes: 33, uncompressedBytes: 13, level: 6 });
  });

  it('compresses bytes given as Base64 or hex, and names a character that is neither', () => {
    // printf '\xff\xfe\x00\x01' | gzip -c -n | base64
    const expected = 'H4sIAAAAAAAAA/v/j4ERAKG3HDcEAAAA';
    expect(ok(convert(request('//4AAQ', { mode: 'compress', plain: 'base64' }))).output).toBe(expected);
    expect(ok(convert(request('ff fe 00 01', { mode: 'compress', plain: 'hex' }))).output).toBe(expected);
    expect(failed(convert(request('ff fe\n0g 01', { mode: 'compress', plain: 'hex' })))).toMatchObject({
      title: 'Not hex',
      message: "'g' (U+0067) is not hex",
      line: 2,
      column: 2,
    });
    expect(failed(convert(request('fffe000', { mode: 'compress', plain: 'hex' }))).message).toBe(
      'Hex needs two digits for each byte: this has an odd number',
    );
  });

  it('writes data that zlib itself reads back, in every format and level', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }),
        fc.constantFrom('gzip' as const, 'zlib' as const, 'deflate' as const),
        fc.integer({ min: 0, max: 9 }),
        (text, format, level) => {
          const { output } = ok(convert(request(text, { mode: 'compress', format, level: level as 0 })));
          const bytes = Buffer.from(output, 'base64');
          const back = format === 'gzip' ? gunzipSync(bytes) : format === 'zlib' ? inflateSync(bytes) : null;
          expect((back ?? Buffer.from(ok(convert(request(output, { format, detect: false }))).output)).toString()).toBe(
            text,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('round-trips: what it compresses, it decompresses, in Base64 and hex', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 500 }),
        fc.constantFrom('gzip' as const, 'zlib' as const, 'deflate' as const),
        fc.constantFrom('base64' as const, 'hex' as const),
        (text, format, write) => {
          const compressed = ok(convert(request(text, { mode: 'compress', format, write })));
          const back = ok(convert(request(compressed.output, { format, detect: format !== 'deflate' })));
          expect(back.output).toBe(text);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('round-trips bytes: what it compresses from Base64, it decompresses to the same bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 2000 }),
        fc.constantFrom('gzip' as const, 'zlib' as const),
        (bytes, format) => {
          const compressed = ok(convert(request(b64(bytes), { mode: 'compress', format, plain: 'base64' })));
          // node's zlib reads it back to the same bytes, and so does the tool
          expect(gunzipOrInflate(format, Buffer.from(compressed.output, 'base64'))).toEqual(Buffer.from(bytes));
          expect(ok(convert(request(compressed.output, { plain: 'base64' }))).output).toBe(b64(bytes));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads raw deflate from node zlib', () => {
    const raw = deflateRawSync('some text, some text, some text');
    expect(ok(convert(request(b64(raw)))).output).toBe('some text, some text, some text');
  });
});
