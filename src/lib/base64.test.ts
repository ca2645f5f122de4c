import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Base64Error,
  dataUrlMediaType,
  decodeText,
  decodeToBytes,
  encodeBytes,
  encodeText,
  isBase64,
  normaliseBase64,
  NotUtf8Error,
  stripDataUrlPrefix,
} from './base64';

const nodeB64 = (b: Uint8Array) => Buffer.from(b).toString('base64');

describe('Base64 codec', () => {
  it('round-trips arbitrary bytes and matches Node', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), (bytes) => {
        const enc = encodeBytes(bytes);
        expect(enc).toBe(nodeB64(bytes));
        expect(Array.from(decodeToBytes(enc))).toEqual(Array.from(bytes));
      }),
    );
  });
  it('round-trips arbitrary well-formed strings through UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 500 }), (s) => {
        expect(decodeText(encodeText(s))).toBe(s);
        expect(decodeText(encodeText(s, 'url'))).toBe(s);
      }),
    );
  });
  it('base64url has no + / or padding and decodes back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const enc = encodeBytes(bytes, 'url');
        expect(enc).not.toMatch(/[+/=]/);
        expect(Array.from(decodeToBytes(enc))).toEqual(Array.from(bytes));
      }),
    );
  });
  it('handles 5 MB without a RangeError', () => {
    const bytes = new Uint8Array(5 * 1024 * 1024).map((_, i) => (i * 31) & 255);
    const enc = encodeBytes(bytes);
    expect(enc.length).toBe(Math.ceil(bytes.length / 3) * 4);
    expect(decodeToBytes(enc).length).toBe(bytes.length);
  });
  it('accepts data URL prefixes, whitespace, line breaks and missing padding', () => {
    expect(decodeText('data:text/plain;charset=utf-8;base64,SGVs\r\n bG8=')).toBe('Hello');
    expect(decodeText('SGVsbG8')).toBe('Hello');
    expect(stripDataUrlPrefix('data:image/png;base64,AAAA')).toBe('AAAA');
    expect(dataUrlMediaType('data:image/PNG;base64,AAAA')).toBe('image/png');
    expect(dataUrlMediaType('AAAA')).toBeUndefined();
  });
  it('rejects what is not Base64', () => {
    for (const bad of ['abc$', 'A', 'AAAA=', 'AA==A', 'AAA===', '+-AA', '====']) {
      expect(isBase64(bad), bad).toBe(false);
      expect(() => decodeToBytes(bad)).toThrow(Base64Error);
    }
    expect(normaliseBase64('')).toBe('');
  });
  it('reports bytes that are not UTF-8 instead of inserting U+FFFD', () => {
    expect(() => decodeText('//79')).toThrow(NotUtf8Error);
  });
  it('refuses to encode a lone surrogate', () => {
    expect(() => encodeText('a\ud800b')).toThrow(Base64Error);
  });
});
