import { inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { checkColours, contrastRatio } from './colours';
import { generate, read } from './jobs';
import { crc32 } from './png';
import { encodeSymbol, rasterise, readPixels, toSvg, type QrSymbol } from './qr';

const symbolOf = (text: string, ecc: 'L' | 'M' | 'Q' | 'H' = 'M', version = 0): QrSymbol => {
  const encoded = encodeSymbol(text, ecc, version);
  if (!encoded.ok) throw new Error(encoded.message);
  return encoded.symbol;
};

/** The symbol drawn as RGBA pixels here in the test (black on white, 4 pixels a module, quiet zone 4), as a camera frame would hold it. */
function drawForTest(symbol: QrSymbol, invert = false) {
  const scale = 4;
  const side = (symbol.size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - 4;
      const col = Math.floor(x / scale) - 4;
      const inside = row >= 0 && col >= 0 && row < symbol.size && col < symbol.size;
      const dark = inside && symbol.modules[row * symbol.size + col] === 1;
      const value = dark !== invert ? 0 : 255;
      data.set([value, value, value, 255], (y * side + x) * 4);
    }
  return { data, width: side, height: side };
}

describe('encoding', () => {
  it('has the data capacity of ISO/IEC 18004 Table 7', () => {
    // data codewords: 1-L 19, 1-H 9, 40-L 2956, 40-H 1276 (8 bits each)
    expect(symbolOf('1', 'L').capacityBits).toBe(19 * 8);
    expect(symbolOf('1', 'H').capacityBits).toBe(9 * 8);
    expect(symbolOf('1', 'L', 40).capacityBits).toBe(2956 * 8);
    expect(symbolOf('1', 'H', 40).capacityBits).toBe(1276 * 8);
  });

  it('has 17 + 4 × version modules a side, and counts the bits the content takes', () => {
    const symbol = symbolOf('HELLO WORLD', 'Q');
    expect(symbol.version).toBe(1);
    expect(symbol.size).toBe(21);
    // alphanumeric: 4 mode bits + 9 count bits + 11 × 5 pairs + 6 for the last character
    expect(symbol.usedBits).toBe(4 + 9 + 5 * 11 + 6);
    expect(symbolOf('x', 'M', 7).size).toBe(45);
  });

  it('holds 2,953 bytes at 40-L and says why 2,954 do not fit', () => {
    // ISO/IEC 18004 Table 7: version 40-L holds 2,953 bytes in byte mode; 5-M holds 84 bytes, 6-M 106
    expect(symbolOf('a'.repeat(2953), 'L').version).toBe(40);
    expect(encodeSymbol('a'.repeat(2954), 'L', 0)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/too long for a QR code at level L, even at version 40/),
    });
    expect(encodeSymbol('a'.repeat(100), 'M', 2)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Version 2 cannot hold this content at level M: it needs version 6 or higher/),
    });
  });

  it('reads back any text within capacity (qrcode → pixels → jsQR)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }),
        fc.constantFrom('L', 'M', 'Q', 'H'),
        (text, ecc) => {
          const symbol = symbolOf(text, ecc);
          const found = readPixels(drawForTest(symbol).data, drawForTest(symbol).width, drawForTest(symbol).height);
          return found !== null && found.text === text && !found.inverted && found.version === symbol.version;
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads an inverted (light on dark) code and says so', () => {
    const symbol = symbolOf('https://example.com');
    const image = drawForTest(symbol, true);
    expect(readPixels(image.data, image.width, image.height)).toMatchObject({
      text: 'https://example.com',
      inverted: true,
    });
  });

  it('finds nothing in an image without a code', () => {
    const blank = new Uint8ClampedArray(100 * 100 * 4).fill(255);
    expect(readPixels(blank, 100, 100)).toBeNull();
    expect(read({ data: blank, width: 100, height: 100 })).toBeNull();
  });
});

describe('drawing', () => {
  it('draws SVG with only the checked colours and the module paths', () => {
    const svg = toSvg(symbolOf('A', 'L', 1), 4, '#112233', '#ffeedd');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"')).toBe(true);
    expect(svg).toContain('<rect width="29" height="29" fill="#ffeedd"/>');
    expect(svg).toContain('<path fill="#112233" d="M4 4h7v1h-7z');
    expect(() => toSvg(symbolOf('A'), 4, 'red"/><script>', '#ffffff')).toThrow();
  });

  it('uses the CRC-32 of the PNG specification', () => {
    // the CRC-32 check value (ISO 3309 / ITU-T V.42): "123456789" → CBF43926
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    // every PNG's IEND chunk ends with the CRC AE 42 60 82
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });

  it('generates a PNG whose pixels are the symbol, and checks that it scans', async () => {
    const result = await generate({
      payload: 'Hello, QR',
      ecc: 'M',
      version: 0,
      margin: 2,
      fg: '#000000',
      bg: '#ffffff',
      size: 100,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.check).toBe('same');
    const symbol = symbolOf('Hello, QR', 'M');
    const scale = Math.round(100 / (symbol.size + 4));
    expect(result.pngSide).toBe((symbol.size + 4) * scale);
    const png = result.png;
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer);
    expect(view.getUint32(16)).toBe(result.pngSide);
    // IHDR: bit depth 1, colour type 3; PLTE: background then foreground
    expect([png[24], png[25]]).toEqual([1, 3]);
    const plte = 8 + 25;
    expect([...png.subarray(plte + 8, plte + 14)]).toEqual([255, 255, 255, 0, 0, 0]);
    const idatAt = plte + 18;
    const idatLength = view.getUint32(idatAt);
    const raw = inflateSync(png.subarray(idatAt + 8, idatAt + 8 + idatLength));
    const stride = Math.ceil(result.pngSide / 8) + 1;
    const bit = (x: number, y: number) => (raw[y * stride + 1 + (x >> 3)] >> (7 - (x & 7))) & 1;
    for (let row = 0; row < symbol.size; row++)
      for (let col = 0; col < symbol.size; col++)
        expect(bit((col + 2) * scale, (row + 2) * scale)).toBe(symbol.modules[row * symbol.size + col]);
    expect(bit(0, 0)).toBe(0);
  });

  it('warns when the code reads only inverted, and when nothing can be read', async () => {
    const base = { payload: 'abc', ecc: 'M', version: 0, margin: 4, size: 64 } as const;
    expect(await generate({ ...base, fg: '#ffffff', bg: '#000000' })).toMatchObject({ check: 'inverted' });
    expect(await generate({ ...base, fg: '#ffffff', bg: '#ffffff' })).toMatchObject({ check: 'unreadable' });
    const image = rasterise(symbolOf('abc'), 4, 4, '#000000', '#ffffff');
    expect(readPixels(image.data, image.width, image.height)?.text).toBe('abc');
  });
});

describe('colours', () => {
  it('computes the WCAG contrast ratio', () => {
    // WCAG 2.x: black on white is 21:1; #777777 on white is 4.48:1 (the well-known just-failing grey)
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([0x77, 0x77, 0x77], [255, 255, 255])).toBeCloseTo(4.478, 3);
  });

  it('warns below 3:1 and when the modules are lighter than the background', () => {
    expect(checkColours('#000000', '#ffffff')).toMatchObject({ lowContrast: false, inverted: false });
    expect(checkColours('#aaaaaa', '#ffffff')).toMatchObject({ lowContrast: true, inverted: false });
    expect(checkColours('#ffffff', '#1e3a8a')).toMatchObject({ lowContrast: false, inverted: true });
  });
});
