import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBlob } from '@/lib/bytes';
import {
  ALL_BYTES_ROWS,
  HELLO_BASE64_5_20,
  HELLO_BYTES,
  HELLO_XXD,
  HELLO_XXD_5_20,
  HELLO_XXD_I,
  TINY_PNG,
  TINY_PNG_XXD,
} from './examples';
import { exportName, exportText } from './exportText';
import { bytesFromText, fileFromText, isCut, readForView, TEXT_DUMP_BYTES, wholeDump } from './logic';
import { parseHex, PARSE_MESSAGES } from './parseHex';
import { findIn, findNext, needleOf } from './search';
import { moved, rangeOf, rowInView, scrollTopFor } from './selection';
import { numberReadings, textReadings } from './values';
import { cName, xxdDump, xxdInclude, xxdRow } from './xxd';

const hello = new Uint8Array(HELLO_BYTES);
const valueOf = (readings: { name: string; value: string | null }[], name: string) =>
  readings.find((r) => r.name === name)?.value;

describe('xxd formats (vectors from xxd 2022-01-14)', () => {
  it('dumps like xxd, short last row padded', () => {
    expect(xxdDump(hello)).toBe(HELLO_XXD);
    expect(xxdDump(new Uint8Array(TINY_PNG))).toBe(TINY_PNG_XXD);
    expect(xxdDump(new Uint8Array())).toBe('');
  });
  it('prints 0x20–0x7e as themselves and every other byte as a dot', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (const [row, line] of Object.entries(ALL_BYTES_ROWS)) expect(xxdRow(all, Number(row) * 16)).toBe(line);
  });
  it('writes the same rows in one buffer as row by row', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat(0xffff), (bytes, base) => {
        const rows = [];
        for (let at = 0; at < bytes.length; at += 16)
          rows.push(xxdRow(bytes.subarray(at, at + 16), 0, base + at) + '\n');
        expect(xxdDump(bytes, 0, bytes.length, base)).toBe(rows.join(''));
      }),
    );
  });
  it('dumps a range with the file offsets, as xxd -s 5 -l 20', () => {
    expect(xxdDump(hello, 5, 25)).toBe(HELLO_XXD_5_20);
  });
  it('writes xxd -i with the name xxd gives the file', () => {
    expect(xxdInclude(hello, 'hello.txt')).toBe(HELLO_XXD_I);
    // xxd -i 1x.bin; xxd -i My-File.2.BIN; xxd -i e.bin (empty)
    expect(xxdInclude(new Uint8Array([0x61, 0x62]), '1x.bin')).toBe(
      'unsigned char __1x_bin[] = {\n  0x61, 0x62\n};\nunsigned int __1x_bin_len = 2;\n',
    );
    expect(cName('My-File.2.BIN')).toBe('My_File_2_BIN');
    expect(xxdInclude(new Uint8Array(), 'e.bin')).toBe('unsigned char e_bin[] = {\n};\nunsigned int e_bin_len = 0;\n');
  });
  it('exports a selection as xxd, a C array or Base64', () => {
    expect(exportText(hello, { start: 5, end: 25 }, 'xxd', 'hello.txt')).toBe(HELLO_XXD_5_20);
    expect(exportText(hello, { start: 5, end: 25 }, 'base64', 'hello.txt')).toBe(HELLO_BASE64_5_20);
    expect(exportText(hello, { start: 0, end: hello.length }, 'c', 'hello.txt')).toBe(HELLO_XXD_I);
    expect(exportName('a/b.png', 'c')).toBe('a_b.png.h');
  });
});

describe('pasted hex', () => {
  it('reads bare, spaced, 0x, comma, \\x and xxd forms', () => {
    const want = [0x48, 0x65, 0x6c];
    for (const text of ['48656c', '48 65 6C', '0x48, 0x65, 0x6c', '\\x48\\x65\\x6c', '  48\n65\t6c ', '4865 6c'])
      expect(parseHex(text)).toEqual({ ok: true, bytes: new Uint8Array(want) });
    expect(parseHex(HELLO_XXD)).toEqual({ ok: true, bytes: hello });
  });
  it('says what is wrong', () => {
    expect(parseHex('486')).toEqual({ ok: false, message: PARSE_MESSAGES.odd(3) });
    expect(parseHex('48 zz')).toEqual({ ok: false, message: PARSE_MESSAGES.notHex('zz') });
    expect(parseHex('  ')).toEqual({ ok: false, message: PARSE_MESSAGES.empty });
  });
  it('parse ∘ xxd format is the identity', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const parsed = parseHex(xxdDump(bytes));
        expect(bytes.length === 0 ? !parsed.ok : parsed.ok && parsed.bytes).toEqual(bytes.length === 0 ? true : bytes);
      }),
    );
  });
  it('parse ∘ spaced hex is the identity', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 100 }), (bytes) => {
        const text = Array.from(bytes, (b) => `0x${b.toString(16).padStart(2, '0')}`).join(', ');
        expect(parseHex(text)).toEqual({ ok: true, bytes });
      }),
    );
  });
  it('a paste on the page is hex first, then Base64, and nothing else', async () => {
    expect(bytesFromText('de ad be ef')).toEqual(new Uint8Array([0xde, 0xad, 0xbe, 0xef]));
    // python3 -c 'import base64; print(base64.b64decode("aGVsbG8="))' → b'hello'
    expect(Array.from(bytesFromText('aGVsbG8=') ?? [])).toEqual([104, 101, 108, 108, 111]);
    expect(bytesFromText('not hex!')).toBeNull();
    const file = fileFromText('89 50 4e 47');
    expect(file && new Uint8Array(await readBlob(file))).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });
});

describe('readings (vectors from python3 struct)', () => {
  it("reads 00 00 80 3f as f32 LE 1.0 (struct.unpack('<f', bytes.fromhex('0000803f')))", () => {
    const r = numberReadings(new Uint8Array([0, 0, 0x80, 0x3f]), 0);
    expect(valueOf(r, 'f32 LE')).toBe('1');
    expect(Number(valueOf(r, 'f32 BE'))).toBe(4.600602988224807e-41);
    expect(valueOf(r, 'u32 LE')).toBe('1065353216');
    expect(valueOf(r, 'u32 BE')).toBe('32831');
    expect(valueOf(r, 'f64 LE')).toBeNull();
  });
  it('reads fffefdfcfbfaf9f8 as every integer type both ways', () => {
    // python3: struct.unpack(f, bytes.fromhex('fffefdfcfbfaf9f8')[:struct.calcsize(f)])
    const r = numberReadings(new Uint8Array([0xff, 0xfe, 0xfd, 0xfc, 0xfb, 0xfa, 0xf9, 0xf8]), 0);
    const want: Record<string, string> = {
      u8: '255',
      i8: '-1',
      'i16 LE': '-257',
      'i16 BE': '-2',
      'u16 LE': '65279',
      'u16 BE': '65534',
      'i32 LE': '-50462977',
      'i32 BE': '-66052',
      'u32 LE': '4244504319',
      'u32 BE': '4294901244',
      'i64 LE': '-506097522914230529',
      'i64 BE': '-283686952306184',
      'u64 LE': '17940646550795321087',
      'u64 BE': '18446460386757245432',
      'f32 BE': 'NaN',
      'f64 BE': 'NaN',
    };
    for (const [name, value] of Object.entries(want)) expect(valueOf(r, name)).toBe(value);
    expect(Number(valueOf(r, 'f32 LE'))).toBe(-1.055058432344064e37);
    expect(Number(valueOf(r, 'f64 LE'))).toBe(-5.621885836375608e274);
  });
  it("reads 182d4454fb210940 as f64 LE π (struct.unpack('<d', …))", () => {
    const r = numberReadings(new Uint8Array([0x18, 0x2d, 0x44, 0x54, 0xfb, 0x21, 0x09, 0x40]), 0);
    expect(valueOf(r, 'f64 LE')).toBe('3.141592653589793');
    expect(Number(valueOf(r, 'f64 BE'))).toBe(3.207375630676366e-192);
  });
  it("decodes 68c3a9e29c93 as UTF-8 'hé✓' and as UTF-16 (bytes.decode)", () => {
    const bytes = new Uint8Array([0x68, 0xc3, 0xa9, 0xe2, 0x9c, 0x93]);
    const r = textReadings(bytes, 0, 6);
    expect(valueOf(r, 'UTF-8')).toBe('hé✓');
    expect(valueOf(r, 'UTF-16 LE')).toBe('써\ue2a9鎜');
    expect(valueOf(r, 'UTF-16 BE')).toBe('棃ꧢ鲓');
  });
});

describe('search', () => {
  it('finds hex and text, forward and wrapping', async () => {
    const hex = needleOf('6c 6c', 'hex');
    const text = needleOf('hex', 'text');
    if (!hex.ok || !text.ok) throw new Error('needles');
    expect(findIn(hello, hex.bytes, 0, hello.length)).toBe(2);
    expect(await findNext(hello, text.bytes, 0, async () => {})).toBe(24);
    expect(await findNext(hello, hex.bytes, 3, async () => {})).toBe(2);
    expect(await findNext(hello, new Uint8Array([0x7a]), 0, async () => {})).toBe(-1);
    expect(needleOf('', 'text').ok).toBe(false);
  });
  it('finds what it plants, across span ends', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 8 }), fc.nat(200), (needle, at) => {
        const bytes = new Uint8Array(220);
        bytes.set(needle, at);
        const found = findIn(bytes, needle, 0, at + 1);
        expect(found).toBeGreaterThanOrEqual(0);
        expect(found).toBeLessThanOrEqual(at);
      }),
    );
  });
});

describe('selection', () => {
  it('moves by bytes and rows, extends with Shift, stays in the file', () => {
    expect(moved({ anchor: 5, focus: 5 }, 'ArrowDown', false, 100)).toEqual({ anchor: 21, focus: 21 });
    expect(moved({ anchor: 5, focus: 5 }, 'ArrowRight', true, 100)).toEqual({ anchor: 5, focus: 6 });
    expect(moved({ anchor: 0, focus: 0 }, 'ArrowLeft', false, 100)).toEqual({ anchor: 0, focus: 0 });
    expect(moved({ anchor: 0, focus: 0 }, 'x', false, 100)).toBeNull();
    expect(rangeOf({ anchor: 9, focus: 3 })).toEqual({ start: 3, end: 10 });
  });
  it('scrolls a row into view, in short lists and in scaled ones', () => {
    for (const total of [1000, 6_553_600]) {
      const top = scrollTopFor(4000 % total, total, 400, 20);
      expect(rowInView(4000 % total, total, top, 400, 20)).toBe(true);
    }
  });
});

describe('reading a file', () => {
  it('gives the bytes and the dump of the first megabyte only', async () => {
    const read = await readForView(new File([new Uint8Array(TEXT_DUMP_BYTES + 16)], 'big.bin'));
    if (!read.ok) throw new Error(read.message);
    expect(read.bytes.length).toBe(TEXT_DUMP_BYTES + 16);
    expect(read.dump.split('\n').length - 1).toBe(TEXT_DUMP_BYTES / 16);
    expect(isCut(read.bytes.length)).toBe(true);
  });
  it('makes the whole dump as a Blob', async () => {
    expect(new TextDecoder().decode(await readBlob(wholeDump(hello)))).toBe(HELLO_XXD);
  });
});
