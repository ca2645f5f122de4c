import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBytes } from '@/lib/base64';
import { decodeBase64Image } from '../../plugins/base64-image/logic';
import { gradient, writePng, type Rgba } from './png';

/** The PNG's chunks, each with whether its CRC matches (checked by Node's zlib). */
function chunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: { type: string; data: Uint8Array; crcOk: boolean }[] = [];
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const typed = png.subarray(at + 4, at + 8 + length);
    out.push({
      type: new TextDecoder('ascii').decode(typed.subarray(0, 4)),
      data: typed.subarray(4),
      crcOk: crc32(typed) >>> 0 === view.getUint32(at + 8 + length),
    });
    at += 12 + length;
  }
  return out;
}

describe('writePng', () => {
  it('writes the signature, IHDR, IDAT and IEND, every CRC right', () => {
    const png = writePng(3, 2, gradient(3, 2));
    expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const found = chunks(png);
    expect(found.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(found.every((c) => c.crcOk)).toBe(true);
  });

  it('stores the chosen pixels, row by row behind a filter byte, in a zlib stream Node inflates (Adler-32 checked)', () => {
    const pixel = (x: number, y: number): Rgba => [x, y, x + y, 255];
    const idat = chunks(writePng(4, 3, pixel)).find((c) => c.type === 'IDAT');
    const rows = inflateSync(idat?.data ?? new Uint8Array());
    expect(rows.length).toBe(3 * (1 + 4 * 4));
    expect(Array.from(rows.subarray(17, 34))).toEqual([0, 0, 1, 1, 255, 1, 1, 2, 255, 2, 1, 3, 255, 3, 1, 4, 255]);
  });

  it('splits data over several stored blocks past 65,535 bytes', () => {
    const png = writePng(300, 100, gradient(300, 100));
    const idat = chunks(png).find((c) => c.type === 'IDAT');
    expect(inflateSync(idat?.data ?? new Uint8Array()).length).toBe(100 * (1 + 300 * 4));
  });

  it('takes a compressor for the rows instead of stored blocks', () => {
    const png = writePng(300, 100, () => [1, 2, 3, 255], deflateSync);
    expect(png.length).toBeLessThan(5000);
    const idat = chunks(png).find((c) => c.type === 'IDAT');
    expect(inflateSync(idat?.data ?? new Uint8Array()).subarray(0, 5)).toEqual(Buffer.from([0, 1, 2, 3, 255]));
  });

  it('is read by the Base64 to Image tool with its dimensions', () => {
    const result = decodeBase64Image(encodeBytes(writePng(260, 200, gradient(260, 200))));
    expect(result.ok && result.dimensions).toEqual({ width: 260, height: 200 });
  });
});
