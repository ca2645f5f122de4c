import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODECS } from './alphabets';
import { BASE58_MESSAGES, decodeBase58, decodeBase58Check, encodeBase58 } from './base58';
import { BASE85_MESSAGES, decodeAscii85, decodeZ85, encodeAscii85, encodeZ85 } from './base85';
import { BECH32_MESSAGES, decodeBech32 } from './bech32';
import { CodecError } from './codecError';
import type { Alphabet } from './options';
import { BASE16, BASE32, BASE32HEX, decodeRfc4648, encodeRfc4648 } from './rfc4648';
import { fromHex, toHex } from './text';

const ascii = (s: string) => new TextEncoder().encode(s);

/** The error a decoder throws, as message and offset. */
function failure(read: () => unknown): { message: string; offset: number } {
  try {
    read();
  } catch (e) {
    if (e instanceof CodecError) return { message: e.message, offset: e.offset };
    throw e;
  }
  throw new Error('no error');
}
async function failureOf(read: () => Promise<unknown>): Promise<{ message: string; offset: number }> {
  try {
    await read();
  } catch (e) {
    if (e instanceof CodecError) return { message: e.message, offset: e.offset };
    throw e;
  }
  throw new Error('no error');
}

describe('RFC 4648 Base32, base32hex and Base16', () => {
  // RFC 4648's test vectors, as python3's base64.b32encode / b32hexencode / b16encode print them
  const VECTORS: [string, string, string, string][] = [
    ['', '', '', ''],
    ['f', 'MY======', 'CO======', '66'],
    ['fo', 'MZXQ====', 'CPNG====', '666F'],
    ['foo', 'MZXW6===', 'CPNMU===', '666F6F'],
    ['foob', 'MZXW6YQ=', 'CPNMUOG=', '666F6F62'],
    ['fooba', 'MZXW6YTB', 'CPNMUOJ1', '666F6F6261'],
    ['foobar', 'MZXW6YTBOI======', 'CPNMUOJ1E8======', '666F6F626172'],
  ];
  it.each(VECTORS)('%j', (text, b32, b32hex, b16) => {
    expect(encodeRfc4648(ascii(text), BASE32)).toBe(b32);
    expect(encodeRfc4648(ascii(text), BASE32HEX)).toBe(b32hex);
    expect(encodeRfc4648(ascii(text), BASE16)).toBe(b16);
    expect(toHex(decodeRfc4648(b32, BASE32).bytes)).toBe(toHex(ascii(text)));
    expect(toHex(decodeRfc4648(b32hex, BASE32HEX).bytes)).toBe(toHex(ascii(text)));
    expect(toHex(decodeRfc4648(b16, BASE16).bytes)).toBe(toHex(ascii(text)));
  });

  it('reads lower case, wrapped lines and missing padding, and says the padding was missing', () => {
    const wrapped = decodeRfc4648('mzxw6ytb\noi======', BASE32);
    expect([toHex(wrapped.bytes), wrapped.notes]).toEqual([toHex(ascii('foobar')), []]);
    const unpadded = decodeRfc4648('MZXW6YTBOI', BASE32);
    expect(toHex(unpadded.bytes)).toBe(toHex(ascii('foobar')));
    expect(unpadded.notes).toEqual(['Padding was missing: read as if the = signs were there.']);
  });

  it('names an invalid character and where it is in the input as pasted', () => {
    expect(failure(() => decodeRfc4648('MZXW\n6Y1B', BASE32))).toEqual({
      message: "Invalid character '1' (U+0031) in Base32",
      offset: 7,
    });
    expect(failure(() => decodeRfc4648('MZ=XW6YQ', BASE32)).message).toBe(
      "Invalid character '=' (U+003D): padding belongs only at the end",
    );
    expect(failure(() => decodeRfc4648('MZXW6YTBO', BASE32)).message).toMatch(/cannot end after 9 characters/);
    expect(failure(() => decodeRfc4648('666', BASE16)).message).toBe(
      'Base16 needs an even number of digits; this has 3',
    );
  });
});

describe('Base58 and Base58Check', () => {
  // bitcoin core src/test/data/base58_encode_decode.json
  const CORE: [string, string][] = [
    ['', ''],
    ['61', '2g'],
    ['626262', 'a3gV'],
    ['636363', 'aPEr'],
    ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
    ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
    ['516b6fcd0f', 'ABnLTmg'],
    ['bf4f89001e670274dd', '3SEo3LWLoPntC'],
    ['572e4794', '3EFU7m'],
    ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'],
    ['10c8511e', 'Rt5zm'],
    ['00000000000000000000', '1111111111'],
    [
      '000111d38e5fc9071ffcd20b4a763cc9ae4f252bb4e48fd66a835e252ada93ff480d6dd43dc62a641155a5',
      '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
    ],
    ['271f359e', 'zzzzy'],
    ['271f359f', 'zzzzz'],
    ['271f35a0', '211111'],
    ['271f35a1', '211112'],
  ];
  it.each(CORE)('%s ↔ %s', (hex, text) => {
    expect(encodeBase58(fromHex(hex))).toBe(text);
    expect(toHex(decodeBase58(text))).toBe(hex);
  });

  it('names the characters Base58 leaves out', () => {
    expect(failure(() => decodeBase58('3EFU0m'))).toEqual({
      message: "Invalid character '0' (U+0030): zero is not a Base58 digit",
      offset: 4,
    });
    expect(failure(() => decodeBase58('abl')).message).toMatch(/lower-case l is not a Base58 digit/);
  });

  it('verifies the checksum: the genesis address reads, a changed character says the checksum does not match', async () => {
    // python3: hashlib double SHA-256 of 00 62e907b1…88f18 gives checksum c29b7d93; Base58 of it all is the genesis address
    expect(toHex(await decodeBase58Check('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'))).toBe(
      '0062e907b15cbf27d5425399ebf6f0fb50ebb88f18',
    );
    const wrong = await failureOf(() => decodeBase58Check('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'));
    expect(wrong.message).toMatch(
      /^Base58Check checksum does not match: the text ends in [0-9a-f]{8}, but the data before it gives [0-9a-f]{8}\./,
    );
    expect((await failureOf(() => decodeBase58Check('2g'))).message).toBe(BASE58_MESSAGES.shortCheck);
  });
});

describe('Ascii85 and Z85', () => {
  it('writes Adobe Ascii85 as python3 base64.a85encode(adobe=True) does', () => {
    expect(encodeAscii85(ascii('Hello, World!'))).toBe('<~87cURD_*#4DfTZ)+T~>');
    // a85encode(b'\0\0\0\0abc', adobe=True): four zero bytes are 'z'
    expect(encodeAscii85(new Uint8Array([0, 0, 0, 0, 97, 98, 99]))).toBe('<~z@:E^~>');
    expect(decodeAscii85('<~z@:E^~>').bytes).toEqual(new Uint8Array([0, 0, 0, 0, 97, 98, 99]));
    expect(new TextDecoder().decode(decodeAscii85('<~87cURD_*$l\\<c<CMu~>').bytes)).toBe('Hello, 世界');
  });

  it('reads Ascii85 without delimiters with a note, and refuses z inside a group and a lone last character', () => {
    expect(decodeAscii85('87cURD_*#4DfTZ)+T').notes).toEqual(["Read without Adobe's <~ ~> delimiters."]);
    expect(failure(() => decodeAscii85('<~87z~>'))).toEqual({ message: BASE85_MESSAGES.zInside, offset: 4 });
    expect(failure(() => decodeAscii85('<~87cURD~>')).message).toBe(BASE85_MESSAGES.lonely);
    expect(failure(() => decodeAscii85('<~87c{R~>')).message).toMatch(/Invalid character '\{' \(U\+007B\) in Ascii85/);
  });

  it('writes and reads Z85 as the ZeroMQ spec does, and says when lengths are not whole groups', () => {
    // ZeroMQ 32/Z85: 86 4F D2 6F B5 59 F7 5B is HelloWorld (python3's b85encode gives hELLOwORLD: another alphabet)
    expect(encodeZ85(fromHex('864fd26fb559f75b'))).toBe('HelloWorld');
    expect(toHex(decodeZ85('HelloWorld'))).toBe('864fd26fb559f75b');
    expect(failure(() => encodeZ85(ascii('Hello'))).message).toBe(BASE85_MESSAGES.z85Bytes(5));
    expect(failure(() => decodeZ85('HelloWorl')).message).toBe(BASE85_MESSAGES.z85Length(9));
    expect(failure(() => decodeZ85('Hello~orld'))).toEqual({
      message: "Invalid character '~' (U+007E): not one of Z85's 85 characters",
      offset: 5,
    });
  });
});

describe('Bech32 and Bech32m', () => {
  // BIP 173's valid Bech32 strings and BIP 350's valid Bech32m strings
  const BECH32 = [
    'A12UEL5L',
    'a12uel5l',
    'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
    'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
    '11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j',
    'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w',
    '?1ezyfcl',
  ];
  const BECH32M = [
    'A1LQFN3A',
    'a1lqfn3a',
    'an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6',
    'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx',
    '11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8',
    'split1checkupstagehandshakeupstreamerranterredcaperredlc445v',
    '?1v759aa',
  ];
  it.each(BECH32)('%s is Bech32', (s) => expect(decodeBech32(s).variant).toBe('bech32'));
  it.each(BECH32M)('%s is Bech32m', (s) => expect(decodeBech32(s).variant).toBe('bech32m'));

  it("refuses BIP 350's invalid strings, each with its reason", () => {
    expect(failure(() => decodeBech32('qyrz8wqd2c9m')).message).toBe(BECH32_MESSAGES.noSeparator);
    expect(failure(() => decodeBech32('1qyrz8wqd2c9m')).message).toBe(BECH32_MESSAGES.emptyHrp);
    expect(failure(() => decodeBech32('y1b0jsk6g'))).toEqual({
      message: "Invalid character 'b' (U+0062) in the data part: Bech32 leaves out 1, b, i and o",
      offset: 2,
    });
    expect(failure(() => decodeBech32('in1muywd')).message).toBe(BECH32_MESSAGES.shortData);
    expect(failure(() => decodeBech32('mm1crxm3i')).offset).toBe(8);
    expect(failure(() => decodeBech32('M1VUXWEZ')).message).toBe(BECH32_MESSAGES.badChecksum);
    expect(failure(() => decodeBech32('\u007f1g6xzxy')).message).toMatch(/may hold only '!' to '~'/);
    expect(failure(() => decodeBech32('tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq')).message).toBe(
      BECH32_MESSAGES.mixedCase,
    );
  });

  it('tells a segwit address written with the wrong checksum kind (BIP 350)', async () => {
    // "Invalid checksum (Bech32 instead of Bech32m)": it reads, as Bech32, and the tool says which it is
    const read = await CODECS.bech32m.decode('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd');
    expect(read.bech32?.variant).toBe('bech32');
    expect(read.notes[0]).toBe('This is Bech32, not Bech32m: its checksum is the one BIP 173 defines.');
  });
});

describe('every alphabet gives back the bytes it was given', () => {
  const cases: [Alphabet, fc.Arbitrary<Uint8Array>][] = [
    ['base32', fc.uint8Array({ maxLength: 200 })],
    ['base32hex', fc.uint8Array({ maxLength: 200 })],
    ['base16', fc.uint8Array({ maxLength: 200 })],
    ['base58', fc.uint8Array({ maxLength: 200 })],
    ['base58check', fc.uint8Array({ maxLength: 200 })],
    ['ascii85', fc.uint8Array({ maxLength: 200 })],
    // Z85 takes whole groups of 4 bytes
    ['z85', fc.uint8Array({ maxLength: 200 }).map((b) => b.slice(0, b.length - (b.length % 4)))],
    // Bech32 data of whole bytes; a segwit-like prefix is avoided so the bytes read back as data
    ['bech32', fc.uint8Array({ minLength: 1, maxLength: 50 })],
    ['bech32m', fc.uint8Array({ minLength: 1, maxLength: 50 })],
  ];
  it.each(cases)('%s', async (alphabet, bytes) => {
    await fc.assert(
      fc.asyncProperty(bytes, async (input) => {
        const codec = CODECS[alphabet];
        const text = await codec.encode(input, 'x');
        const read = await codec.decode(text);
        expect(toHex(read.bytes)).toBe(toHex(input));
      }),
    );
  });
});
