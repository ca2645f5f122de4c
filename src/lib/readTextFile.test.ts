import { decodeText, readTextFile } from './readTextFile';

// the expected bytes are written with Node's Buffer, not with the code under test
const TEXT = 'héllo, wörld — ✓ 𝄞\r\nline 2';
const BOM_UTF8 = Buffer.from([0xef, 0xbb, 0xbf]);
const BOM_LE = Buffer.from([0xff, 0xfe]);
const BOM_BE = Buffer.from([0xfe, 0xff]);
const utf16be = (s: string) => Buffer.from(s, 'utf16le').swap16();

const file = (...parts: Buffer[]) => new Blob(parts.map((p) => new Uint8Array(p)));

describe('readTextFile', () => {
  it('reads UTF-8 without a byte order mark', async () => {
    expect(await readTextFile(file(Buffer.from(TEXT, 'utf8')))).toBe(TEXT);
  });

  it('reads UTF-8 with a byte order mark and drops the mark', async () => {
    expect(await readTextFile(file(BOM_UTF8, Buffer.from(TEXT, 'utf8')))).toBe(TEXT);
  });

  it('reads UTF-16 LE by its byte order mark', async () => {
    expect(await readTextFile(file(BOM_LE, Buffer.from(TEXT, 'utf16le')))).toBe(TEXT);
  });

  it('reads UTF-16 BE by its byte order mark', async () => {
    expect(await readTextFile(file(BOM_BE, utf16be(TEXT)))).toBe(TEXT);
  });

  it('keeps the mark as U+FEFF when asked, whatever the encoding', async () => {
    expect(await readTextFile(file(BOM_UTF8, Buffer.from('{}', 'utf8')), { keepBom: true })).toBe('\uFEFF{}');
    expect(await readTextFile(file(BOM_LE, Buffer.from('[1]', 'utf16le')), { keepBom: true })).toBe('\uFEFF[1]');
    expect(await readTextFile(file(BOM_BE, utf16be('[]')), { keepBom: true })).toBe('\uFEFF[]');
    expect(await readTextFile(file(Buffer.from('x', 'utf8')), { keepBom: true })).toBe('x');
  });

  it('reads an empty file and a lone mark as empty text', async () => {
    expect(await readTextFile(file())).toBe('');
    expect(await readTextFile(file(BOM_UTF8))).toBe('');
    expect(await readTextFile(file(BOM_LE))).toBe('');
  });

  it('removes only the first mark: a second U+FEFF is content', () => {
    expect(decodeText(new Uint8Array(Buffer.concat([BOM_UTF8, BOM_UTF8, Buffer.from('a')])))).toBe('\uFEFFa');
  });

  it('turns invalid UTF-8 into U+FFFD instead of failing', () => {
    expect(decodeText(new Uint8Array([0x61, 0xff, 0x62]))).toBe('a\uFFFDb');
  });
});
