import { describe, expect, it } from 'vitest';
import { sniffBytes, sniffImage, withArticle } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(new TextEncoder().encode(p)) : p)));

describe('sniffBytes', () => {
  it.each([
    ['PDF document', bytes('%PDF-1.7\n%âãÏÓ')],
    ['PNG image', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['JPEG image', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
    ['GIF image', bytes('GIF89a', [1, 0, 1, 0])],
    ['WebP image', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['gzip archive', bytes([0x1f, 0x8b, 0x08, 0])],
  ])('%s from its signature', (label, data) => {
    expect(sniffBytes(data)?.label).toBe(label);
  });

  it('ZIP archives, including the Office formats built on ZIP', () => {
    expect(sniffBytes(bytes([0x50, 0x4b, 0x03, 0x04, 20, 0]))?.mime).toBe('application/zip');
    expect(sniffBytes(bytes([0x50, 0x4b, 0x03, 0x04]))?.label).toMatch(/^ZIP archive/);
  });

  it('MP4 by the ftyp box at offset 4', () => {
    expect(sniffBytes(bytes([0, 0, 0, 0x18], 'ftypmp42'))?.label).toBe('MP4 video');
  });

  it('text, told apart as JSON, XML, HTML, SVG or plain text', () => {
    expect(sniffBytes(bytes('Hello, world'))?.label).toBe('plain text');
    expect(sniffBytes(bytes('  {"a": 1}'))?.label).toBe('JSON (text)');
    expect(sniffBytes(bytes('<?xml version="1.0"?><note/>'))?.label).toBe('XML (text)');
    expect(sniffBytes(bytes('<!DOCTYPE html><html></html>'))?.label).toBe('HTML document (text)');
    expect(sniffBytes(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))?.label).toBe('SVG image (text)');
    expect(sniffBytes(bytes('héllo wörld'))?.mime).toBe('text/plain');
  });

  it('text whose window ends inside a multi-byte character is still text', () => {
    const long = bytes('a'.repeat(511), 'é', 'tail');
    expect(sniffBytes(long)?.label).toBe('plain text');
  });

  it('names a type with the article it is spoken with', () => {
    expect(withArticle('PNG image')).toBe('a PNG image');
    expect(withArticle('HTML document (text)')).toBe('an HTML document (text)');
    expect(withArticle('MP4 video')).toBe('an MP4 video');
    expect(withArticle('plain text')).toBe('plain text');
  });

  it('unknown binary data and empty input give null', () => {
    expect(sniffBytes(new Uint8Array())).toBeNull();
    expect(sniffBytes(bytes([0x00, 0x01, 0x02, 0xfe, 0xfd]))).toBeNull();
    expect(sniffBytes(bytes([0xc3, 0x28, 0x41]))).toBeNull();
  });
});

/**
 * Real headers, written by Python's struct and zlib from the formats' layouts (a 1 × 1 PNG with its
 * CRCs, BMPs with a BITMAPINFOHEADER and a BITMAPCOREHEADER, both TIFF byte orders, an icon
 * directory, a GIF87a screen descriptor), so the table is checked against bytes it did not make.
 */
const hex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => parseInt(b, 16));
const HEADERS = {
  png: hex(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f00050001ff89993d1d0000000049454e44ae426082',
  ),
  bmpInfo: hex(
    '424d3a0000000000000036000000280000000100000001000000010018000000000004000000130b0000130b000000000000000000000000ff00',
  ),
  bmpCore: hex('424d1e000000000000001a0000000c00000001000100010018000000ff00'),
  bmpV5: hex('424d8a000000000000008a0000007c00000001000000'),
  tiffLittle: hex('49492a0008000000000000000000'),
  tiffBig: hex('4d4d002a00000008000000000000'),
  ico: hex('00000100010010100000010020002800000016000000'),
  gif87: hex('47494638376101000100000000'),
};

describe('the agreed image rules', () => {
  it.each([
    ['PNG image', HEADERS.png],
    ['BMP image', HEADERS.bmpInfo],
    ['BMP image', HEADERS.bmpCore],
    ['BMP image', HEADERS.bmpV5],
    ['TIFF image', HEADERS.tiffLittle],
    ['TIFF image', HEADERS.tiffBig],
    ['ICO icon', HEADERS.ico],
    ['GIF image', HEADERS.gif87],
  ])('%s from a real header', (label, data) => {
    expect(sniffBytes(data)?.label).toBe(label);
  });

  it("takes 'BM' as a BMP only with a DIB header size the format defines", () => {
    expect(sniffBytes(bytes('BM this is just text'))?.label).toBe('plain text');
    const odd = HEADERS.bmpInfo.slice();
    odd[14] = 41;
    expect(sniffBytes(odd)?.label).not.toBe('BMP image');
    expect(sniffBytes(HEADERS.bmpInfo.subarray(0, 17))?.label).not.toBe('BMP image');
  });

  it('takes an icon directory only when it names an image', () => {
    const empty = HEADERS.ico.slice(0, 6);
    empty[4] = 0;
    expect(sniffBytes(empty)?.label).not.toBe('ICO icon');
  });

  it('does not take a GIF without its version', () => {
    expect(sniffBytes(bytes('GIF8 notes'))?.label).toBe('plain text');
  });

  describe('SVG by its prolog', () => {
    const svg = (s: string) => sniffBytes(bytes(s))?.mime;
    it.each([
      ['the root alone', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
      ['white space first', '\n\t  <svg>'],
      ['a byte order mark', '\uFEFF<svg viewBox="0 0 1 1"></svg>'],
      ['an XML declaration', '<?xml version="1.0" encoding="UTF-8"?>\n<svg/>'],
      ['comments', '<!-- one --><!-- two\n lines -->\n<svg>'],
      [
        'a doctype',
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg>',
      ],
      ['a doctype with an internal subset', '<!DOCTYPE svg [\n  <!ENTITY a "b">\n]>\n<svg>'],
      [
        'everything together',
        '\uFEFF \n<?xml version="1.0"?>\n<!-- by hand -->\n<?xml-stylesheet href="a.css"?>\n<!DOCTYPE svg>\n<svg width="3">',
      ],
      ['a long comment past the first 512 bytes', `<!-- ${'x'.repeat(4000)} -->\n<svg>`],
    ])('with %s', (_name, text) => {
      expect(svg(text)).toBe('image/svg+xml');
    });

    it.each([
      ['an HTML page containing an svg', '<html><body><svg></svg></body></html>'],
      ['an element that only starts with svg', '<svgfoo>'],
      ['text before the root', 'note: <svg>'],
      ['an XML document with svg inside', '<?xml version="1.0"?><doc><svg/></doc>'],
    ])('not %s', (_name, text) => {
      expect(svg(text)).not.toBe('image/svg+xml');
    });
  });
});

/**
 * ISO base media files, their 'ftyp' box written by Python's struct from the format's layout (size,
 * 'ftyp', major brand, minor version, compatible brands) followed by an empty box; what each is, is
 * what `file --mime-type` (file 5.44) says of it: image/avif, image/avif, image/heif, image/heic,
 * video/mp4.
 */
const ISO_MEDIA = {
  avif: hex('0000001c6674797061766966000000006d6966316d6961664d413142000000086d657461'),
  avis: hex('00000028667479706176697300000000617669666d73663169736f386d6966316d6961664d413142000000086d657461'),
  mif1: hex('00000018667479706d69663100000000617669666d696166000000086d657461'),
  heic: hex('000000186674797068656963000000006d69663168656963000000086d657461'),
  mp4: hex('000000206674797069736f6d0000000069736f6d69736f32617663316d7034310000000866726565'),
};

describe('ISO base media files by their major brand', () => {
  it.each([
    ['AVIF image', ISO_MEDIA.avif],
    ['AVIF image', ISO_MEDIA.avis],
    ['HEIF image', ISO_MEDIA.mif1],
    ['HEIF image', ISO_MEDIA.heic],
    ['MP4 video', ISO_MEDIA.mp4],
  ])('%s', (label, data) => {
    expect(sniffBytes(data)?.label).toBe(label);
  });
});

describe('sniffImage', () => {
  const all = ['png', 'jpeg', 'gif', 'webp', 'bmp', 'ico', 'tiff', 'avif', 'heif', 'svg'] as const;

  it.each([
    ['png', HEADERS.png],
    ['bmp', HEADERS.bmpInfo],
    ['tiff', HEADERS.tiffBig],
    ['ico', HEADERS.ico],
    ['gif', HEADERS.gif87],
    ['avif', ISO_MEDIA.avif],
    ['heif', ISO_MEDIA.heic],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('names a %s image', (kind, data) => {
    expect(sniffImage(data, all)).toBe(kind);
  });

  it('answers only with the formats asked about', () => {
    expect(sniffImage(ISO_MEDIA.avif, ['png', 'jpeg'])).toBeUndefined();
    expect(sniffImage(HEADERS.png, ['png', 'jpeg'])).toBe('png');
  });

  it('names no image for other files and text', () => {
    expect(sniffImage(ISO_MEDIA.mp4, all)).toBeUndefined();
    expect(sniffImage(bytes('%PDF-1.7'), all)).toBeUndefined();
    expect(sniffImage(bytes('<html><body><svg></svg></body></html>'), all)).toBeUndefined();
    expect(sniffImage(new Uint8Array(), all)).toBeUndefined();
  });
});
