import { describe, expect, it } from 'vitest';
import { sniffBytes, withArticle } from './sniff';

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
    ['BMP image', bytes('BM', [0x3a, 0, 0, 0])],
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
