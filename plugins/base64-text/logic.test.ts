import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankMessage, convert, detectMode, looksLikeBase64, MESSAGES } from './logic';

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

describe('looksLikeBase64: which inputs the tool decodes without being asked', () => {
  // each Base64 below is python3's base64.b64encode / urlsafe_b64encode of the text beside it
  it('decodes padded Base64 of text, standard and URL-safe, with or without line breaks', () => {
    expect(looksLikeBase64('SGVsbG8gV29ybGQ=')).toBe(true); // 'Hello World'
    expect(looksLikeBase64('VGhlIHF1aWNrIGJyb3duIGZveA==')).toBe(true); // 'The quick brown fox'
    expect(looksLikeBase64('VGhlIHF1aWNr\nIGJyb3duIGZveA==\n')).toBe(true);
    expect(looksLikeBase64('w7_Dvz4-Pw==')).toBe(true); // urlsafe: 'ÿÿ>>?'
    expect(looksLikeBase64('dGVzdA==')).toBe(true); // 'test': the padding says it is encoded
    expect(looksLikeBase64('eyJhIjoxfQ==')).toBe(true); // '{"a":1}'
  });

  it('decodes unpadded Base64 of 8 or more characters that mixes cases with digits, + or /', () => {
    expect(looksLikeBase64('aGVsbG8gd29ybGQ')).toBe(true); // 'hello world', padding dropped
    expect(looksLikeBase64('c2VjcmV0')).toBe(true); // 'secret'
    expect(looksLikeBase64('44GT44KT44Gr44Gh44Gv')).toBe(true); // 'こんにちは'
    expect(looksLikeBase64('w7_Dvz4-Pw')).toBe(true); // urlsafe 'ÿÿ>>?', padding dropped
  });

  it('leaves words, names, numbers and short strings to encode, though some are valid Base64', () => {
    for (const word of ['test', 'abcd', 'hi', 'Password', 'JavaScript', 'HelloWorld', 'Installs', 'RSA_SHA1'])
      expect(looksLikeBase64(word), word).toBe(false);
    expect(looksLikeBase64('12345678')).toBe(false);
    expect(looksLikeBase64('deadbeef')).toBe(false);
    expect(looksLikeBase64('YWJj')).toBe(false); // 'abc': too short to tell from a word
    expect(looksLikeBase64('hello there')).toBe(false);
  });

  it('leaves Base64 whose bytes are not text, and malformed Base64, to encode', () => {
    expect(looksLikeBase64('//79/A==')).toBe(false); // bytes ff fe fd fc: not UTF-8
    expect(looksLikeBase64('AAFiaW5hcnk=')).toBe(false); // b'\\x00\\x01binary': control characters
    expect(looksLikeBase64('SGVsbG8gV29ybGQ')).toBe(true);
    expect(looksLikeBase64('SGVsbG8gV29ybGQ==')).toBe(false); // too much padding for its length
    expect(looksLikeBase64('SGVs=bG8=')).toBe(false); // padding inside
    expect(looksLikeBase64('w7/Dvz4-Pw==')).toBe(false); // both alphabets
    expect(looksLikeBase64('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln')).toBe(false); // a JWT: dots
    expect(looksLikeBase64('')).toBe(false);
    expect(looksLikeBase64('====')).toBe(false);
  });

  it('gives the mode the input calls for: decode for Base64, none for anything else', () => {
    expect(detectMode('SGVsbG8gV29ybGQ=')).toBe('decode');
    expect(detectMode('Hello World')).toBeNull();
  });

  it('takes what it decodes to be the same text convert decodes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        const encoded = convert('encode', text);
        if (!encoded.ok || !looksLikeBase64(encoded.output)) return;
        expect(convert('decode', encoded.output)).toEqual({ ok: true, output: text });
      }),
    );
  });
});
