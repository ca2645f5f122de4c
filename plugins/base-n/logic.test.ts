import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALPHABETS } from './alphabets';
import { convert, MESSAGES, type ConvertRequest } from './logic';

const request = (over: Partial<ConvertRequest>): ConvertRequest => ({
  mode: 'decode',
  input: '',
  alphabet: 'base32',
  auto: true,
  text: 'utf8',
  hrp: 'text',
  ...over,
});

describe('Base32 / Base58 / Base85 conversion', () => {
  it('says what is missing when the input is blank', async () => {
    expect(await convert(request({ mode: 'encode', input: ' ' }))).toEqual({
      ok: false,
      error: { message: MESSAGES.blankEncode },
    });
    expect(await convert(request({ input: '\n' }))).toEqual({ ok: false, error: { message: MESSAGES.blankDecode } });
  });

  it('names an invalid character with its line and column, and the offset Go to error selects', async () => {
    const result = await convert(request({ input: 'MZXW6YTB\nOI!=====', auto: false }));
    expect(result).toEqual({
      ok: false,
      error: {
        title: 'Not valid Base32',
        message: "Invalid character '!' (U+0021) in Base32 (line 2, column 3)",
        offset: 11,
        line: 2,
        column: 3,
      },
    });
  });

  it('with detection, a text no alphabet reads as text gives the chosen alphabet’s error and a button for one that reads it', async () => {
    const result = await convert(request({ input: 'MZXW6YTB!I=====' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toBe("Invalid character '!' (U+0021) in Base32 (line 1, column 9)");
    expect(result.error.fix).toEqual({ label: 'Read as Z85', options: { alphabet: 'z85', auto: false } });
  });

  it('detects the alphabet: a checksum or delimiters prove it, else the chosen one, else one that gives text', async () => {
    // BIP 350 vector: Bech32m wins whatever alphabet is chosen
    const bech = await convert(
      request({ input: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', alphabet: 'base58' }),
    );
    expect(bech.ok && bech.details).toMatchObject({ alphabet: 'bech32m', detected: true, binary: true });
    // bitcoin core vector: Base58 of 'simply a long string' while Base32 is chosen
    const b58 = await convert(request({ input: '2cFupjhnEsSn59qHXstmK2ffpLv2' }));
    expect(b58.ok && [b58.output, b58.details.alphabet]).toEqual(['simply a long string', 'base58']);
    // 'HelloWorld' is Z85 (the spec's bytes), and Base32 and Ascii85 too: the chosen one is tried first
    const z85 = await convert(request({ input: 'HelloWorld', alphabet: 'z85' }));
    expect(z85.ok && [z85.output, z85.details.alphabet]).toEqual(['864fd26fb559f75b', 'z85']);
    // the others that read it are offered, one click each
    expect(z85.ok && z85.details.others).toEqual(['base32', 'ascii85']);
  });

  it('shows bytes that are not text as hexadecimal, with a note', async () => {
    const result = await convert(request({ input: 'HelloWorld', alphabet: 'z85', auto: false }));
    expect(result).toMatchObject({ ok: true, output: '864fd26fb559f75b', details: { binary: true, bytes: 8 } });
    expect(result.ok && result.details.notes).toContain(MESSAGES.binary(8, 'utf8'));
  });

  it('says when Base32 padding was missing', async () => {
    // RFC 4648: BASE32("foob") = "MZXW6YQ="
    const result = await convert(request({ input: 'MZXW6YQ', auto: false }));
    expect(result).toMatchObject({ ok: true, output: 'foob' });
    expect(result.ok && result.details.notes).toEqual(['Padding was missing: read as if the = signs were there.']);
  });

  it('says Base58Check’s checksum does not match', async () => {
    const result = await convert(
      request({ input: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', alphabet: 'base58check', auto: false }),
    );
    expect(!result.ok && result.error.message).toMatch(/^Base58Check checksum does not match/);
  });

  it('says Z85 input must be a whole number of groups when encoding', async () => {
    const result = await convert(request({ mode: 'encode', input: 'Hello', alphabet: 'z85' }));
    expect(!result.ok && result.error.message).toMatch(
      /^Z85 encodes whole groups of 4 bytes, and this text is 5 bytes/,
    );
  });

  it('round-trips any text in every alphabet, in UTF-8 and UTF-16LE', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
        fc.constantFrom(...ALPHABETS),
        fc.constantFrom('utf8' as const, 'utf16le' as const),
        async (text, alphabet, encoding) => {
          // Z85 takes whole groups of 4 bytes: pad the text to fit
          const bytes = encoding === 'utf8' ? new TextEncoder().encode(text).length : text.length * 2;
          const input =
            alphabet === 'z85' ? text + ' '.repeat(((4 - (bytes % 4)) % 4) / (encoding === 'utf8' ? 1 : 2)) : text;
          if (alphabet === 'z85' && encoding === 'utf16le' && bytes % 4 !== 0) return;
          const encoded = await convert(request({ mode: 'encode', input, alphabet, text: encoding }));
          expect(encoded.ok).toBe(true);
          if (!encoded.ok) return;
          const decoded = await convert(request({ input: encoded.output, alphabet, text: encoding, auto: false }));
          expect(decoded).toMatchObject({ ok: true, output: input });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('encodes 5 MB to Base32 and reads it back', async () => {
    const text = 'é'.repeat(2_621_440);
    const encoded = await convert(request({ mode: 'encode', input: text }));
    // 5 MiB is 5,242,880 bytes: 8,388,608 Base32 characters, a whole number of groups
    expect(encoded.ok && encoded.output.length).toBe(8_388_608);
    if (encoded.ok)
      expect(await convert(request({ input: encoded.output, auto: false }))).toMatchObject({ output: text });
  });
});
