import fc from 'fast-check';
import { sniffImage } from '@/lib/sniff';
import {
  ACCEPTED_TYPES,
  INPUT_KINDS,
  MAX_FILE_SIZE,
  MESSAGES,
  OUTPUT_FORMATS,
  OUTPUT_FORMAT_LIST,
  TOO_MANY_PIXELS,
  blobTypeMatches,
  checkDimensions,
  checkImageContent,
  conversionProgress,
  checkOutputType,
  clampQuality,
  compositeOnBackground,
  encodeBmp,
  encodeGif,
  encodePixels,
  encoderQuality,
  fileMimeType,
  formatEstimatedSize,
  hasFormatSignature,
  isOutputFormat,
  outputFileName,
  showsQuality,
  sizeChange,
  unsupportedOutputMessage,
  validateImageFile,
  type OutputFormat,
} from './logic';

/** Minimal 24-bit BMP reader for tests: returns top-down RGB. */
function readBmp(b: Uint8Array) {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const width = v.getInt32(18, true);
  const height = v.getInt32(22, true);
  const offset = v.getUint32(10, true);
  const row = (width * 3 + 3) & ~3;
  const rgb: number[] = [];
  for (let y = 0; y < height; y++) {
    const r0 = offset + (height - 1 - y) * row;
    for (let x = 0; x < width; x++) rgb.push(b[r0 + x * 3 + 2], b[r0 + x * 3 + 1], b[r0 + x * 3]);
  }
  return { width, height, rgb, row };
}

/** Minimal single-frame GIF decoder for tests: returns RGBA (transparent → alpha 0). */
function readGif(b: Uint8Array) {
  let p = 6;
  const width = b[p] | (b[p + 1] << 8);
  const height = b[p + 2] | (b[p + 3] << 8);
  const flags = b[p + 4];
  p += 7;
  let gct: number[][] = [];
  if (flags & 0x80) {
    const n = 1 << ((flags & 7) + 1);
    for (let i = 0; i < n; i++) gct.push([b[p + i * 3], b[p + i * 3 + 1], b[p + i * 3 + 2]]);
    p += n * 3;
  }
  let tIndex = -1;
  let indices: number[] = [];
  while (p < b.length) {
    const block = b[p++];
    if (block === 0x3b) break;
    if (block === 0x21) {
      const label = b[p++];
      if (label === 0xf9 && b[p + 1] & 1) tIndex = b[p + 4];
      while (b[p] !== 0) p += b[p] + 1;
      p++;
    } else if (block === 0x2c) {
      const lflags = b[p + 8];
      p += 9;
      if (lflags & 0x80) {
        const n = 1 << ((lflags & 7) + 1);
        gct = [];
        for (let i = 0; i < n; i++) gct.push([b[p + i * 3], b[p + i * 3 + 1], b[p + i * 3 + 2]]);
        p += n * 3;
      }
      const minCode = b[p++];
      const data: number[] = [];
      while (b[p] !== 0) {
        for (let i = 1; i <= b[p]; i++) data.push(b[p + i]);
        p += b[p] + 1;
      }
      p++;
      indices = lzw(data, minCode, width * height);
    } else throw new Error('bad block');
  }
  const rgba: number[] = [];
  for (const i of indices) rgba.push(...gct[i], i === tIndex ? 0 : 255);
  return { width, height, rgba };
}
function lzw(data: number[], minCode: number, count: number): number[] {
  const clear = 1 << minCode;
  const eoi = clear + 1;
  let size = minCode + 1;
  let dict: number[][] = [];
  const reset = () => {
    dict = [];
    for (let i = 0; i < clear; i++) dict.push([i]);
    dict.push([], []);
    size = minCode + 1;
  };
  reset();
  const out: number[] = [];
  let bit = 0;
  let prev: number[] | null = null;
  while (out.length < count) {
    let code = 0;
    for (let i = 0; i < size; i++, bit++) code |= ((data[bit >> 3] >> (bit & 7)) & 1) << i;
    if (code === clear) {
      reset();
      prev = null;
      continue;
    }
    if (code === eoi) break;
    let entry: number[];
    if (code < dict.length) entry = dict[code];
    else entry = [...prev!, prev![0]];
    out.push(...entry);
    if (prev) dict.push([...prev, entry[0]]);
    prev = entry;
    if (dict.length === 1 << size && size < 12) size++;
  }
  return out;
}

const pixelsArb = fc
  .record({ w: fc.integer({ min: 1, max: 13 }), h: fc.integer({ min: 1, max: 9 }) })
  .chain(({ w, h }) =>
    fc.record({
      w: fc.constant(w),
      h: fc.constant(h),
      px: fc.uint8Array({ minLength: w * h * 4, maxLength: w * h * 4 }),
    }),
  );

describe('validateImageFile', () => {
  it('no file', () => {
    expect(validateImageFile(null)).toBe(MESSAGES.noFile);
    expect(validateImageFile(undefined)).toBe(MESSAGES.noFile);
  });
  it.each(ACCEPTED_TYPES)('accepts %s', (type) => {
    expect(validateImageFile({ name: 'a', type, size: 100 })).toBeNull();
  });
  it.each(['text/plain', 'application/pdf', 'image/x-icon', 'image/heic', 'video/mp4', 'text/html'])(
    'rejects %s',
    (type) => {
      expect(validateImageFile({ name: 'a.png', type, size: 100 })).toBe(MESSAGES.invalidType);
    },
  );
  it('infers the type from the extension when the browser gives none', () => {
    expect(fileMimeType({ name: 'scan.TIF', type: '' })).toBe('image/tiff');
    expect(validateImageFile({ name: 'photo.JPG', type: '', size: 1 })).toBeNull();
    expect(validateImageFile({ name: 'notes.txt', type: '', size: 1 })).toBe(MESSAGES.invalidType);
    expect(validateImageFile({ name: 'noext', type: '', size: 1 })).toBe(MESSAGES.invalidType);
  });
  it('25 MB limit: exactly 25 MB passes, one byte more fails and says the file’s size', () => {
    expect(validateImageFile({ name: 'a.png', type: 'image/png', size: 25 * 1024 * 1024 })).toBeNull();
    expect(validateImageFile({ name: 'a.png', type: 'image/png', size: MAX_FILE_SIZE + 1 })).toBe(
      'File size exceeds 25MB limit: this file is 25.0 MB.',
    );
    expect(validateImageFile({ name: 'a.png', type: 'image/png', size: 31.5 * 1024 * 1024 })).toBe(
      'File size exceeds 25MB limit: this file is 31.5 MB.',
    );
  });
  it('type is checked before size', () => {
    expect(validateImageFile({ name: 'a.txt', type: 'text/plain', size: MAX_FILE_SIZE * 5 })).toBe(
      MESSAGES.invalidType,
    );
  });
});

describe('content sniffing (corrupt or renamed files)', () => {
  const te = new TextEncoder();
  it('recognises image signatures', () => {
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), INPUT_KINDS)).toBe('png');
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), INPUT_KINDS)).toBe('jpeg');
    expect(sniffImage(te.encode('GIF89a......'), INPUT_KINDS)).toBe('gif');
    expect(sniffImage(te.encode('RIFF\0\0\0\0WEBPVP8 '), INPUT_KINDS)).toBe('webp');
    expect(sniffImage(te.encode('II*\0'), INPUT_KINDS)).toBe('tiff');
    expect(sniffImage(Uint8Array.from([0x4d, 0x4d, 0, 0x2a]), INPUT_KINDS)).toBe('tiff');
    expect(sniffImage(te.encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), INPUT_KINDS)).toBe(
      'svg',
    );
    expect(sniffImage(encodeBmp(new Uint8Array(4), 1, 1), INPUT_KINDS)).toBe('bmp');
  });
  it('a text file renamed to .png is refused with a clear message', () => {
    expect(checkImageContent(te.encode('just some notes'))).toBe(MESSAGES.notAnImage);
    expect(checkImageContent(te.encode('%PDF-1.7'))).toBe(MESSAGES.notAnImage);
    expect(checkImageContent(new Uint8Array())).toBe(MESSAGES.notAnImage);
    expect(checkImageContent(Uint8Array.from([0xff, 0xd8, 0xff]))).toBeNull();
  });
});

describe('quality', () => {
  it('slider only for jpeg and webp', () => {
    expect(OUTPUT_FORMAT_LIST.filter(showsQuality)).toEqual(['jpeg', 'webp']);
    expect(encoderQuality('jpeg', 85)).toBe(0.85);
    expect(encoderQuality('webp', 10)).toBe(0.1);
    expect(encoderQuality('png', 85)).toBeUndefined();
    expect(encoderQuality('bmp', 85)).toBeUndefined();
    expect(encoderQuality('gif', 85)).toBeUndefined();
  });
  it('clamps to 10..100 in steps of 5, default 85', () => {
    expect(clampQuality(0)).toBe(10);
    expect(clampQuality(101)).toBe(100);
    expect(clampQuality(87)).toBe(85);
    expect(clampQuality(88)).toBe(90);
    expect(clampQuality(Number.NaN)).toBe(85);
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (q) => {
        const c = clampQuality(q);
        return c >= 10 && c <= 100 && c % 5 === 0 && clampQuality(c) === c;
      }),
    );
  });
});

describe('white background', () => {
  it('jpeg and bmp are drawn on white, the others keep transparency', () => {
    expect(OUTPUT_FORMAT_LIST.filter((f) => OUTPUT_FORMATS[f].whiteBackground)).toEqual(['jpeg', 'bmp']);
  });
  it('compositeOnBackground: transparent becomes white, opaque unchanged, half blends', () => {
    const out = compositeOnBackground(Uint8Array.from([0, 0, 0, 0, 10, 20, 30, 255, 0, 0, 0, 128]));
    expect(Array.from(out)).toEqual([255, 255, 255, 255, 10, 20, 30, 255, 127, 127, 127, 255]);
  });
});

describe('encodeBmp', () => {
  it('writes a BM header, 24 bpp, bottom-up BGR rows padded to 4 bytes', () => {
    // 2×2: red, green / blue, transparent
    const px = Uint8Array.from([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0]);
    const bmp = encodeBmp(px, 2, 2);
    const v = new DataView(bmp.buffer);
    expect(String.fromCharCode(bmp[0], bmp[1])).toBe('BM');
    expect(v.getUint32(2, true)).toBe(bmp.length);
    expect(bmp.length).toBe(54 + 8 * 2); // row 6 bytes padded to 8
    expect(v.getUint32(10, true)).toBe(54);
    expect(v.getUint32(14, true)).toBe(40);
    expect(v.getInt32(18, true)).toBe(2);
    expect(v.getInt32(22, true)).toBe(2);
    expect(v.getUint16(28, true)).toBe(24);
    expect(v.getUint32(30, true)).toBe(0);
    expect(v.getUint32(34, true)).toBe(16);
    // first stored row is the bottom row: blue then white (transparent on white), then 2 padding bytes
    expect(Array.from(bmp.subarray(54, 62))).toEqual([255, 0, 0, 255, 255, 255, 0, 0]);
    expect(Array.from(bmp.subarray(62, 70))).toEqual([0, 0, 255, 0, 255, 0, 0, 0]);
  });

  it('round trip (property): decoded RGB equals the pixels composited on white', () => {
    fc.assert(
      fc.property(pixelsArb, ({ w, h, px }) => {
        const bmp = encodeBmp(px, w, h);
        const r = readBmp(bmp);
        expect(r.row % 4).toBe(0);
        expect(bmp.length).toBe(54 + r.row * h);
        expect({ w: r.width, h: r.height }).toEqual({ w, h });
        const white = compositeOnBackground(px);
        const expected: number[] = [];
        for (let i = 0; i < white.length; i += 4) expected.push(white[i], white[i + 1], white[i + 2]);
        expect(r.rgb).toEqual(expected);
        expect(hasFormatSignature(bmp, 'bmp')).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('honours a custom background', () => {
    const bmp = encodeBmp(new Uint8Array(4), 1, 1, { background: { r: 1, g: 2, b: 3 } });
    expect(Array.from(bmp.subarray(54, 57))).toEqual([3, 2, 1]);
  });

  it('rejects inconsistent dimensions', () => {
    expect(() => encodeBmp(new Uint8Array(8), 1, 1)).toThrow(RangeError);
    expect(() => encodeBmp(new Uint8Array(0), 0, 0)).toThrow(RangeError);
  });

  it('encodes a 1000×1000 image quickly with progress ending at 1', () => {
    const px = new Uint8ClampedArray(1000 * 1000 * 4).fill(200);
    const progress: number[] = [];
    const t = performance.now();
    const bmp = encodeBmp(px, 1000, 1000, { onProgress: (f) => progress.push(f) });
    expect(performance.now() - t).toBeLessThan(1000);
    expect(bmp.length).toBe(54 + 3000 * 1000);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.at(-1)).toBe(1);
  });
});

describe('encodeGif', () => {
  it('writes a real GIF (GIF8 header, trailer), not PNG', () => {
    const gif = encodeGif(new Uint8Array(4 * 4 * 4).fill(255), 4, 4);
    expect(new TextDecoder('latin1').decode(gif.subarray(0, 6))).toBe('GIF89a');
    expect(hasFormatSignature(gif, 'gif')).toBe(true);
    expect(hasFormatSignature(gif, 'png')).toBe(false);
    expect(gif.at(-1)).toBe(0x3b);
  });

  it('round trip (property): few-colour images decode to the same colours within rgb565 precision; transparency kept', () => {
    const colour = fc.tuple(
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
      fc.constantFrom(0, 255),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(colour, { minLength: 1, maxLength: 6 }),
        fc.infiniteStream(fc.nat()),
        (w, h, colours, picks) => {
          const px = new Uint8Array(w * h * 4);
          const it = picks[Symbol.iterator]();
          for (let i = 0; i < w * h; i++) px.set(colours[it.next().value % colours.length], i * 4);
          const g = readGif(encodeGif(px, w, h));
          expect({ w: g.width, h: g.height }).toEqual({ w, h });
          for (let i = 0; i < w * h; i++) {
            const a = px[i * 4 + 3];
            expect(g.rgba[i * 4 + 3]).toBe(a === 0 ? 0 : 255);
            if (a !== 0)
              for (let c = 0; c < 3; c++) expect(Math.abs(g.rgba[i * 4 + c] - px[i * 4 + c])).toBeLessThanOrEqual(8);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('quantises many colours to a palette of at most 256', () => {
    const w = 64;
    const h = 64;
    const px = new Uint8Array(w * h * 4);
    for (let i = 0; i < w * h; i++) px.set([i & 255, (i >> 4) & 255, (i * 7) & 255, 255], i * 4);
    const gif = encodeGif(px, w, h);
    const flags = gif[10];
    expect(flags & 0x80).toBe(0x80);
    expect(1 << ((flags & 7) + 1)).toBeLessThanOrEqual(256);
    const g = readGif(gif);
    expect(g.rgba.length).toBe(w * h * 4);
  });

  it('fully transparent image', () => {
    const g = readGif(encodeGif(new Uint8Array(3 * 2 * 4), 3, 2));
    expect(g.rgba.filter((_, i) => i % 4 === 3).every((a) => a === 0)).toBe(true);
  });
});

describe('encodePixels (worker entry)', () => {
  it('returns an exact ArrayBuffer for bmp and gif, from an ArrayBuffer of pixels', () => {
    const px = new Uint8ClampedArray(2 * 2 * 4).fill(128);
    const progress: number[] = [];
    const bmp = encodePixels({ format: 'bmp', pixels: px.buffer, width: 2, height: 2 }, (f) => progress.push(f));
    expect(bmp).toBeInstanceOf(ArrayBuffer);
    expect(bmp.byteLength).toBe(54 + 8 * 2);
    expect(progress.at(-1)).toBe(1);
    const gif = new Uint8Array(encodePixels({ format: 'gif', pixels: px, width: 2, height: 2 }));
    expect(hasFormatSignature(gif, 'gif')).toBe(true);
    expect(gif.at(-1)).toBe(0x3b);
  });
});

describe('file names, sizes and output type', () => {
  it('keeps the base name and swaps the extension', () => {
    expect(outputFileName('photo.png', 'jpeg')).toBe('photo.jpg');
    expect(outputFileName('my.holiday.photo.JPG', 'png')).toBe('my.holiday.photo.png');
    expect(outputFileName('scan.tiff', 'bmp')).toBe('scan.bmp');
    expect(outputFileName('logo.svg', 'gif')).toBe('logo.gif');
    expect(outputFileName('noext', 'webp')).toBe('noext.webp');
    expect(outputFileName('.png', 'png')).toBe('image.png');
    expect(outputFileName('', 'png')).toBe('image.png');
    expect(outputFileName('C:\\Users\\me\\pic.png', 'jpeg')).toBe('pic.jpg');
    expect(outputFileName('a<b>.png', 'png')).toBe('a_b_.png');
  });
  it('property: the name always ends with the format extension and has no path separators', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...OUTPUT_FORMAT_LIST), (name, f: OutputFormat) => {
        const out = outputFileName(name, f);
        return (
          out.endsWith(`.${OUTPUT_FORMATS[f].extension}`) &&
          !/[\\/]/.test(out) &&
          out.length > OUTPUT_FORMATS[f].extension.length + 1
        );
      }),
    );
  });
  it('formats the estimated size', () => {
    expect(formatEstimatedSize(512)).toBe('512 B');
    expect(formatEstimatedSize(1536)).toBe('1.5 KB');
    expect(formatEstimatedSize(2 * 1024 * 1024)).toBe('2.0 MB');
    expect(sizeChange(1000, 580)).toBe('-42%');
    expect(sizeChange(1000, 1080)).toBe('+8%');
    expect(sizeChange(0, 10)).toBe('');
  });
  it('checks that the produced Blob type is the requested one', () => {
    expect(blobTypeMatches('image/webp', 'webp')).toBe(true);
    expect(blobTypeMatches('image/png', 'webp')).toBe(false);
    expect(checkOutputType('image/jpeg', 'jpeg')).toBeNull();
    expect(checkOutputType('image/png', 'jpeg')).toBe(unsupportedOutputMessage('jpeg'));
    expect(unsupportedOutputMessage('webp')).toContain('WebP');
  });
  it('isOutputFormat', () => {
    expect(OUTPUT_FORMAT_LIST.every(isOutputFormat)).toBe(true);
    expect(isOutputFormat('tiff')).toBe(false);
    expect(isOutputFormat('toString')).toBe(false);
  });
});

describe('dimensions and progress', () => {
  it('refuses empty and over-50-megapixel images with a clear message', () => {
    expect(checkDimensions(1000, 1000)).toBeNull();
    expect(checkDimensions(10000, 5000)).toBeNull();
    expect(checkDimensions(10000, 5001)).toBe(TOO_MANY_PIXELS);
    expect(checkDimensions(0, 10)).toBe(MESSAGES.convertFailed);
  });
  it('progress climbs from decode to done and stays in 0..100', () => {
    expect(conversionProgress('decoded')).toBe(15);
    expect(conversionProgress('encoding', 0)).toBe(15);
    expect(conversionProgress('encoding', 0.5)).toBe(55);
    expect(conversionProgress('encoding', 7)).toBe(95);
    expect(conversionProgress('done')).toBe(100);
  });
});
