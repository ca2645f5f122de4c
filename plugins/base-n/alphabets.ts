/**
 * Each alphabet the tool writes and reads, as one table: its name, and bytes to text and back. The
 * order is the order auto-detection prefers when several read a text and none is certain.
 */
import { decodeBase58, decodeBase58Check, encodeBase58, encodeBase58Check } from './base58';
import { decodeAscii85, decodeZ85, encodeAscii85, encodeZ85 } from './base85';
import { BECH32_LIMIT, BECH32_MESSAGES, decodeBech32, encodeBech32, regroup } from './bech32';
import { CodecError } from './codecError';
import type { Alphabet } from './options';
import { BASE16, BASE32, BASE32HEX, decodeRfc4648, encodeRfc4648 } from './rfc4648';

export interface Read {
  bytes: Uint8Array;
  notes: string[];
  /** the checksum proved the alphabet (Base58Check, Bech32): auto-detection trusts it over any other */
  checked: boolean;
  /** a Bech32 string's human-readable part and which checksum it has */
  bech32?: { hrp: string; variant: 'bech32' | 'bech32m' };
}

export interface Codec {
  name: string;
  encode: (bytes: Uint8Array, hrp: string) => string | Promise<string>;
  decode: (input: string) => Read | Promise<Read>;
}

const plain = (bytes: Uint8Array, notes: string[] = []): Read => ({ bytes, notes, checked: false });

const SEGWIT_HRPS = new Set(['bc', 'tb', 'bcrt']);

/** A Bech32 string's bytes: the data read as bytes, or a segwit address's witness program after its version. */
function bech32Read(input: string, chosen: 'bech32' | 'bech32m'): Read {
  const { hrp, variant, words } = decodeBech32(input);
  const notes: string[] = [];
  if (variant !== chosen)
    notes.push(
      variant === 'bech32m'
        ? 'This is Bech32m, not Bech32: its checksum is the one BIP 350 defines.'
        : 'This is Bech32, not Bech32m: its checksum is the one BIP 173 defines.',
    );
  const length = input.trim().length;
  if (length > BECH32_LIMIT) notes.push(BECH32_MESSAGES.long(length));
  const bech32 = { hrp, variant };
  const bytes = regroup(words, 5, 8, false);
  const program = words.length > 0 && words[0] <= 16 ? regroup(words.slice(1), 5, 8, false) : null;
  if (program && (SEGWIT_HRPS.has(hrp) || !bytes)) {
    notes.push(
      `A segregated witness address: witness version ${words[0]}, a program of ${program.length} bytes (shown without the version).`,
    );
    return { bytes: Uint8Array.from(program), notes, checked: true, bech32 };
  }
  if (!bytes) throw new CodecError(BECH32_MESSAGES.notBytes, input.length - input.trimStart().length + length - 7);
  return { bytes: Uint8Array.from(bytes), notes, checked: true, bech32 };
}

export const CODECS: Record<Alphabet, Codec> = {
  bech32: {
    name: 'Bech32',
    encode: (bytes, hrp) => encodeBech32(hrp, bytes, 'bech32'),
    decode: (input) => bech32Read(input, 'bech32'),
  },
  bech32m: {
    name: 'Bech32m',
    encode: (bytes, hrp) => encodeBech32(hrp, bytes, 'bech32m'),
    decode: (input) => bech32Read(input, 'bech32m'),
  },
  base58check: {
    name: 'Base58Check',
    encode: encodeBase58Check,
    decode: async (input) => {
      const bytes = await decodeBase58Check(input);
      const notes =
        bytes.length > 0 ? [`Checksum verified. Version byte: 0x${bytes[0].toString(16).padStart(2, '0')}.`] : [];
      return { bytes, notes, checked: true };
    },
  },
  ascii85: {
    name: 'Ascii85',
    encode: encodeAscii85,
    // Adobe's delimiters say what the text is as surely as a checksum would
    decode: (input) => ({ ...decodeAscii85(input), checked: input.trim().startsWith('<~') }),
  },
  base16: {
    name: 'Base16',
    encode: (bytes) => encodeRfc4648(bytes, BASE16),
    decode: (input) => ({ ...decodeRfc4648(input, BASE16), checked: false }),
  },
  base32: {
    name: 'Base32',
    encode: (bytes) => encodeRfc4648(bytes, BASE32),
    decode: (input) => ({ ...decodeRfc4648(input, BASE32), checked: false }),
  },
  base32hex: {
    name: 'base32hex',
    encode: (bytes) => encodeRfc4648(bytes, BASE32HEX),
    decode: (input) => ({ ...decodeRfc4648(input, BASE32HEX), checked: false }),
  },
  base58: { name: 'Base58', encode: encodeBase58, decode: (input) => plain(decodeBase58(input)) },
  z85: { name: 'Z85', encode: encodeZ85, decode: (input) => plain(decodeZ85(input)) },
};

/** Every alphabet, in the order auto-detection prefers. */
export const ALPHABETS: readonly Alphabet[] = [
  'bech32',
  'bech32m',
  'base58check',
  'base16',
  'base32',
  'base32hex',
  'base58',
  'z85',
  // without its delimiters almost any word reads as Ascii85, so it is tried last
  'ascii85',
];
