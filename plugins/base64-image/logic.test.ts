import fc from 'fast-check';
import { encodeBytes } from '@/lib/base64';
import { sniffImage } from '@/lib/sniff';
import { examples, exampleFacts, GIF_1x1, PNG_1x1 } from './examples';
import {
  FORMATS,
  IMAGE_FORMATS,
  MESSAGES,
  decodeBase64Image,
  downloadFileName,
  estimateSizeKB,
  formatDimensions,
  formatLine,
  transferablesOf,
  formatSizeKB,
  imageAlt,
  isTruncated,
  previewZoom,
  readImageDimensions,
  toDataUrl,
  type DecodedImage,
  type ImageFormat,
} from './logic';

const bytes = (...parts: (number[] | string | Uint8Array)[]): Uint8Array => {
  const out: number[] = [];
  for (const p of parts) {
    if (typeof p === 'string') for (const c of p) out.push(c.charCodeAt(0));
    else out.push(...p);
  }
  return new Uint8Array(out);
};
const le16 = (n: number) => [n & 255, (n >> 8) & 255];
const le32 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255];
const be16 = (n: number) => [(n >> 8) & 255, n & 255];
const be32 = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];

function png(width: number, height: number): Uint8Array {
  return bytes(
    [0x89],
    'PNG\r\n',
    [0x1a, 0x0a],
    be32(13),
    'IHDR',
    be32(width),
    be32(height),
    [8, 6, 0, 0, 0],
    [0, 0, 0, 0],
    be32(0),
    'IEND',
    [0xae, 0x42, 0x60, 0x82],
  );
}
function jpeg(width: number, height: number): Uint8Array {
  return bytes(
    [0xff, 0xd8],
    [0xff, 0xe0],
    be16(16),
    'JFIF',
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xdb],
    be16(4),
    [0, 0],
    [0xff, 0xc0],
    be16(17),
    [8],
    be16(height),
    be16(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );
}
function gif(width: number, height: number): Uint8Array {
  return bytes('GIF89a', le16(width), le16(height), [0, 0, 0], [0x3b]);
}
function bmp(width: number, height: number): Uint8Array {
  const row = (width * 3 + 3) & ~3;
  const size = 54 + row * height;
  const out = new Uint8Array(size);
  out.set(bytes('BM', le32(size), le32(0), le32(54), le32(40), le32(width), le32(-height), le16(1), le16(24)));
  return out;
}
function webpVp8x(width: number, height: number): Uint8Array {
  const body = bytes('WEBP', 'VP8X', le32(10), [0, 0, 0, 0], le32(width - 1).slice(0, 3), le32(height - 1).slice(0, 3));
  return bytes('RIFF', le32(body.length), body);
}
function webpVp8l(width: number, height: number): Uint8Array {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  const body = bytes('WEBP', 'VP8L', le32(5), [0x2f], le32(bits), [0]);
  return bytes('RIFF', le32(body.length), body);
}
function webpVp8(width: number, height: number): Uint8Array {
  const body = bytes('WEBP', 'VP8 ', le32(10), [0, 0, 0], [0x9d, 0x01, 0x2a], le16(width), le16(height));
  return bytes('RIFF', le32(body.length), body);
}
function ico(sizes: number[]): Uint8Array {
  const entries = sizes.flatMap((s) => [s & 255, s & 255, 0, 0, ...le16(1), ...le16(32), ...le32(0), ...le32(0)]);
  return bytes([0, 0, 1, 0], le16(sizes.length), entries);
}
const text = (s: string) => new TextEncoder().encode(s);
const b64 = (b: Uint8Array) => encodeBytes(b);

function ok(input: string): DecodedImage {
  const r = decodeBase64Image(input);
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r;
}

describe('sniffImage, asked for the formats this tool shows', () => {
  const cases: [ImageFormat, Uint8Array][] = [
    ['png', png(3, 4)],
    ['jpeg', jpeg(3, 4)],
    ['gif', gif(3, 4)],
    ['webp', webpVp8x(3, 4)],
    ['bmp', bmp(3, 4)],
    ['ico', ico([16, 32])],
    ['svg', text('<svg xmlns="http://www.w3.org/2000/svg" width="3" height="4"></svg>')],
  ];
  it.each(cases)('detects %s', (format, data) => {
    expect(sniffImage(data, IMAGE_FORMATS)).toBe(format);
  });

  it('detects SVG after whitespace, BOM, XML declaration, comments and DOCTYPE', () => {
    const svg =
      '\uFEFF\n  <?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg viewBox="0 0 10 20"></svg>';
    expect(sniffImage(text(svg), IMAGE_FORMATS)).toBe('svg');
  });

  it('refuses text, HTML and an HTML page that merely contains an svg', () => {
    expect(sniffImage(text('hello world'), IMAGE_FORMATS)).toBeUndefined();
    expect(sniffImage(text('<html><body><svg></svg></body></html>'), IMAGE_FORMATS)).toBeUndefined();
    expect(sniffImage(text('<svgfoo>'), IMAGE_FORMATS)).toBeUndefined();
    expect(sniffImage(new Uint8Array(), IMAGE_FORMATS)).toBeUndefined();
    expect(sniffImage(text('%PDF-1.7'), IMAGE_FORMATS)).toBeUndefined();
  });

  it('does not take BM followed by junk as a BMP', () => {
    expect(sniffImage(text('BM this is just text'), IMAGE_FORMATS)).toBeUndefined();
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (data) => {
        const f = sniffImage(data, IMAGE_FORMATS);
        if (f) readImageDimensions(data, f);
        return f === undefined || f in FORMATS;
      }),
    );
  });
});

describe('readImageDimensions', () => {
  const dims = fc.record({ w: fc.integer({ min: 1, max: 16383 }), h: fc.integer({ min: 1, max: 16383 }) });
  it.each([
    ['png', png],
    ['jpeg', jpeg],
    ['gif', (w: number, h: number) => gif(w, h)],
    ['bmp', (w: number, h: number) => bmp(Math.min(w, 50), Math.min(h, 50))],
    ['webp', webpVp8x],
    ['webp', webpVp8l],
    ['webp', webpVp8],
  ] as [ImageFormat, (w: number, h: number) => Uint8Array][])('reads %s headers (property)', (format, make) => {
    fc.assert(
      fc.property(dims, ({ w, h }) => {
        const data = make(w, h);
        const expected =
          format === 'bmp' ? { width: Math.min(w, 50), height: Math.min(h, 50) } : { width: w, height: h };
        expect(sniffImage(data, IMAGE_FORMATS)).toBe(format);
        expect(readImageDimensions(data, format)).toEqual(expected);
      }),
      { numRuns: 30 },
    );
  });

  it('reads a real 1×1 PNG and GIF', () => {
    expect(ok(PNG_1x1).dimensions).toEqual({ width: 1, height: 1 });
    expect(ok(GIF_1x1).dimensions).toEqual({ width: 1, height: 1 });
  });

  it('reads the largest ICO entry (0 means 256)', () => {
    expect(readImageDimensions(ico([16, 0, 32]), 'ico')).toEqual({ width: 256, height: 256 });
  });

  it('reads SVG width/height, px units and viewBox', () => {
    expect(readImageDimensions(text('<svg width="120px" height="80"></svg>'), 'svg')).toEqual({
      width: 120,
      height: 80,
    });
    expect(readImageDimensions(text('<svg viewBox="0 0 300 150"></svg>'), 'svg')).toEqual({ width: 300, height: 150 });
    expect(readImageDimensions(text('<svg width="600" viewBox="0 0 300 150"></svg>'), 'svg')).toEqual({
      width: 600,
      height: 300,
    });
    expect(readImageDimensions(text('<svg width="50%"></svg>'), 'svg')).toBeUndefined();
  });

  it('gives undefined for a JPEG without a frame header', () => {
    expect(readImageDimensions(bytes([0xff, 0xd8, 0xff, 0xd9]), 'jpeg')).toBeUndefined();
  });
});

describe('decodeBase64Image', () => {
  it('accepts raw Base64', () => {
    const r = ok(PNG_1x1);
    expect(r.format).toBe('png');
    expect(r.mime).toBe('image/png');
    expect(r.fileName).toBe('image.png');
    expect(r.mislabelled).toBe(false);
  });

  it('accepts a data URL and reports the declared type', () => {
    const r = ok(`data:image/gif;base64,${GIF_1x1}`);
    expect(r.format).toBe('gif');
    expect(r.declaredType).toBe('image/gif');
    expect(r.mislabelled).toBe(false);
  });

  it('sniffs the real format: a JPEG labelled image/png is a JPEG and downloads as .jpg', () => {
    const r = ok(`data:image/png;base64,${b64(jpeg(10, 20))}`);
    expect(r.format).toBe('jpeg');
    expect(r.label).toBe('JPEG');
    expect(r.mime).toBe('image/jpeg');
    expect(r.fileName).toBe('image.jpg');
    expect(r.mislabelled).toBe(true);
    expect(r.dimensions).toEqual({ width: 10, height: 20 });
  });

  it('treats image/jpg as a correct label for JPEG', () => {
    expect(ok(`data:image/jpg;base64,${b64(jpeg(1, 1))}`).mislabelled).toBe(false);
  });

  it('accepts whitespace and line breaks inside the Base64', () => {
    const wrapped = PNG_1x1.replace(/(.{10})/g, '$1\n  ');
    expect(ok(wrapped).format).toBe('png');
  });

  it.each(['not base64 at all!', 'abcde', '%%%%', 'data:image/png;base64,@@@@'])('rejects invalid Base64 %j', (s) => {
    expect(decodeBase64Image(s)).toMatchObject({ ok: false, error: MESSAGES.invalidBase64, reason: 'base64' });
  });

  it('rejects valid Base64 that is not an image', () => {
    expect(decodeBase64Image(b64(text('hello world')))).toMatchObject({
      ok: false,
      error: MESSAGES.invalidImage,
      reason: 'not-image',
    });
  });

  it('refuses non-image declared types even if the bytes are an image', () => {
    for (const t of ['text/html', 'application/pdf', 'text/plain', 'application/octet-stream']) {
      expect(decodeBase64Image(`data:${t};base64,${PNG_1x1}`)).toMatchObject({
        ok: false,
        error: MESSAGES.invalidImage,
        reason: 'non-image-type',
      });
    }
    expect(decodeBase64Image(`data:text/html;base64,${b64(text('<script>alert(1)</script>'))}`)).toMatchObject({
      ok: false,
      error: MESSAGES.invalidImage,
    });
  });

  it('rejects truncated images', () => {
    const full = Uint8Array.from(atob(PNG_1x1), (c) => c.charCodeAt(0));
    const cut = full.subarray(0, full.length - 20);
    expect(decodeBase64Image(b64(cut))).toMatchObject({ ok: false, error: MESSAGES.invalidImage, reason: 'truncated' });
    const j = jpeg(5, 5);
    expect(decodeBase64Image(b64(j.subarray(0, j.length - 2)))).toMatchObject({ ok: false, reason: 'truncated' });
    const g = Uint8Array.from(atob(GIF_1x1), (c) => c.charCodeAt(0));
    expect(decodeBase64Image(b64(g.subarray(0, g.length - 1)))).toMatchObject({ ok: false, reason: 'truncated' });
    const w = webpVp8x(4, 4);
    expect(decodeBase64Image(b64(w.subarray(0, w.length - 4)))).toMatchObject({ ok: false, reason: 'truncated' });
    const bm = bmp(4, 4);
    expect(decodeBase64Image(b64(bm.subarray(0, bm.length - 8)))).toMatchObject({ ok: false, reason: 'truncated' });
    expect(decodeBase64Image(b64(text('<svg width="1" height="1"><rect')))).toMatchObject({
      ok: false,
      reason: 'truncated',
    });
  });

  it('accepts complete images of every format', () => {
    for (const data of [png(2, 2), jpeg(2, 2), gif(2, 2), bmp(2, 2), webpVp8x(2, 2), ico([16]), text('<svg/>')]) {
      const r = decodeBase64Image(b64(data));
      expect(r.ok).toBe(true);
      expect(isTruncated(data, sniffImage(data, IMAGE_FORMATS)!)).toBe(false);
    }
  });

  it('gives an empty result without a message for blank input', () => {
    expect(decodeBase64Image('')).toEqual({ ok: false, empty: true });
    expect(decodeBase64Image('  \n ')).toEqual({ ok: false, empty: true });
  });

  it('size estimate is three quarters of the Base64 length in KB', () => {
    const r = ok(PNG_1x1);
    expect(r.sizeKB).toBeCloseTo((PNG_1x1.length * 0.75) / 1024, 10);
    expect(estimateSizeKB(4096)).toBe(3);
    expect(formatSizeKB(3)).toBe('3.00 KB');
    expect(formatSizeKB(estimateSizeKB(100))).toBe('0.07 KB');
  });

  it('round trip: any PNG-like bytes encoded then decoded give the same bytes, format and estimate', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), (tail, prefixed) => {
        const data = bytes(png(7, 9).subarray(0, 33), tail, png(1, 1).subarray(33));
        const s = b64(data);
        const r = ok(prefixed ? `data:image/png;base64,${s}` : s);
        expect(Array.from(r.bytes)).toEqual(Array.from(data));
        expect(r.byteLength).toBe(data.length);
        expect(r.sizeKB).toBeCloseTo((s.length * 3) / 4 / 1024, 10);
        expect(r.dimensions).toEqual({ width: 7, height: 9 });
      }),
      { numRuns: 60 },
    );
  });

  it('handles 5 MB of Base64 quickly', () => {
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(png(1000, 1000).subarray(0, 33));
    big.set(png(1, 1).subarray(33), big.length - 12);
    const s = b64(big);
    const t = performance.now();
    const r = ok(`data:image/png;base64,${s}`);
    expect(performance.now() - t).toBeLessThan(1000);
    expect(r.dimensions).toEqual({ width: 1000, height: 1000 });
  });
});

describe('helpers', () => {
  it('toDataUrl uses the sniffed MIME type', () => {
    const r = ok(`data:image/png;base64,${b64(jpeg(1, 1))}`);
    expect(toDataUrl(r)).toBe(`data:image/jpeg;base64,${r.base64}`);
  });
  it('downloadFileName uses the format extension', () => {
    expect(downloadFileName('jpeg')).toBe('image.jpg');
    expect(downloadFileName('svg')).toBe('image.svg');
    expect(downloadFileName('webp', 'photo')).toBe('photo.webp');
  });
  it('formatDimensions', () => {
    expect(formatDimensions({ width: 640, height: 480 })).toBe('640 × 480');
    expect(formatDimensions(undefined)).toBe('Unknown');
  });
});

describe('display and worker helpers', () => {
  it('formatLine names the real format and the wrong label', () => {
    expect(formatLine(ok(`data:image/png;base64,${b64(jpeg(1, 1))}`))).toBe('JPEG (labelled image/png)');
    expect(formatLine(ok(PNG_1x1))).toBe('PNG');
  });

  it('transfers the decoded bytes buffer only on success', () => {
    const r = decodeBase64Image(PNG_1x1);
    const t = transferablesOf(r);
    expect(t).toHaveLength(1);
    expect((t[0] as ArrayBuffer).byteLength).toBeGreaterThanOrEqual(67);
    expect(transferablesOf(decodeBase64Image('@@'))).toEqual([]);
  });

  it('an SVG with scripts and external references is still only an image (shown via <img>, never as a document)', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><image href="https://example.com/x.png"/></svg>';
    const r = ok(`data:image/svg+xml;base64,${b64(text(svg))}`);
    expect(r.format).toBe('svg');
    expect(r.mime).toBe('image/svg+xml');
    expect(r.dimensions).toEqual({ width: 10, height: 10 });
  });

  it('refuses every non-image declared type, whatever the bytes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('text', 'application', 'audio', 'video', 'font', 'x-foo'),
        fc.stringMatching(/^[a-z0-9.+-]{1,12}$/),
        (top, sub) => {
          expect(decodeBase64Image(`data:${top}/${sub};base64,${PNG_1x1}`)).toMatchObject({
            ok: false,
            error: MESSAGES.invalidImage,
          });
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('the examples', () => {
  // the facts python3 gives for each example (examples.ts): what the information panel shows, or the error
  it.each(examples.map((example, i) => ({ input: example.input, facts: exampleFacts[i] })))(
    '$input shows its facts',
    ({ input, facts }) => {
      const r = decodeBase64Image(input);
      if (!r.ok) {
        expect({ error: 'error' in r ? r.error : '' }).toEqual(facts);
        return;
      }
      expect({
        format: formatLine(r),
        size: formatSizeKB(r.sizeKB),
        bytes: r.byteLength,
        dimensions: formatDimensions(r.dimensions),
        fileName: r.fileName,
      }).toEqual(facts);
    },
  );
});

describe('the preview', () => {
  it('enlarges tiny images by a whole factor towards 128 px, and leaves others alone', () => {
    expect(previewZoom({ width: 1, height: 1 })).toBe(128);
    expect(previewZoom({ width: 10, height: 20 })).toBe(6);
    expect(previewZoom({ width: 100, height: 50 })).toBe(1);
    expect(previewZoom({ width: 1200, height: 1100 })).toBe(1);
    expect(previewZoom({ width: 0, height: 5 })).toBe(1);
    expect(previewZoom(undefined)).toBe(1);
  });

  it('names the format and the size in its text alternative', () => {
    expect(imageAlt('PNG', { width: 260, height: 200 })).toBe('Decoded PNG image, 260 × 200 pixels');
    expect(imageAlt('SVG', undefined)).toBe('Decoded SVG image');
  });
});
