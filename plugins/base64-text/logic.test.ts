import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankMessage, convert, MESSAGES } from './logic';

describe('Base64 Text logic', () => {
  it('blank input gives the mode-specific message (whitespace counts as blank)', () => {
    expect(blankMessage('encode', '')).toBe(MESSAGES.emptyEncode);
    expect(blankMessage('decode', ' \n\t')).toBe(MESSAGES.emptyDecode);
    expect(blankMessage('encode', 'a')).toBeNull();
    expect(convert('encode', '')).toEqual({ ok: false, message: MESSAGES.emptyEncode });
    expect(convert('decode', '   ')).toEqual({ ok: false, message: MESSAGES.emptyDecode });
  });

  it('is Unicode-safe: UTF-8 then Base64', () => {
    expect(convert('encode', 'Hello, 世界 👋')).toEqual({ ok: true, output: 'SGVsbG8sIOS4lueVjCDwn5GL' });
    expect(convert('decode', 'SGVsbG8sIOS4lueVjCDwn5GL')).toEqual({ ok: true, output: 'Hello, 世界 👋' });
  });

  it('URL-safe option encodes base64url; decoding accepts both alphabets', () => {
    expect(convert('encode', '??>>', true)).toEqual({ ok: true, output: 'Pz8-Pg' });
    expect(convert('encode', '??>>', false)).toEqual({ ok: true, output: 'Pz8+Pg==' });
    expect(convert('decode', 'Pz8-Pg')).toEqual({ ok: true, output: '??>>' });
  });

  it('decoding strips a data URL prefix, whitespace and accepts missing padding', () => {
    expect(convert('decode', 'data:text/plain;base64,SGVs\n bG8')).toEqual({ ok: true, output: 'Hello' });
  });

  it('invalid Base64 and non-UTF-8 bytes give clear messages, never U+FFFD', () => {
    expect(convert('decode', 'abc$%^')).toEqual({ ok: false, message: MESSAGES.invalidBase64 });
    expect(convert('decode', 'A')).toEqual({ ok: false, message: MESSAGES.invalidBase64 });
    const r = convert('decode', '//79');
    expect(r).toEqual({ ok: false, message: MESSAGES.notUtf8 });
  });

  it('a lone surrogate cannot be encoded and says why', () => {
    const r = convert('encode', 'a\ud800');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message.startsWith('Encoding failed: ')).toBe(true);
  });

  it('round-trips any well-formed text in both alphabets', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }).filter((s) => s.trim() !== ''),
        fc.boolean(),
        (s, urlSafe) => {
          const enc = convert('encode', s, urlSafe);
          expect(enc.ok).toBe(true);
          if (enc.ok) expect(convert('decode', enc.output)).toEqual({ ok: true, output: s });
        },
      ),
    );
  });

  it('5 MB input converts (no RangeError)', () => {
    const text = 'é'.repeat(2_621_440);
    const enc = convert('encode', text);
    expect(enc.ok && enc.output.length).toBe(6_990_508);
    if (enc.ok) expect(convert('decode', enc.output)).toEqual({ ok: true, output: text });
  });
});
