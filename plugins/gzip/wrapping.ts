/**
 * Compressed data pasted as text: Base64 (standard or URL-safe, padded or not, wrapped or not, a data
 * URL's prefix allowed) or hexadecimal (with or without spaces, 0x before each byte, commas or colons
 * between them). Which one a text is, the bytes it holds, and where in the text a given byte was written.
 */
import { Base64Error, decodeToBytes, stripDataUrlPrefix } from '@/lib/base64';

export type Wrapping = 'base64' | 'hex';

/** Why a text could not be read as bytes, and the character it stopped at. */
export class WrappingError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'WrappingError';
  }
}

export interface Unwrapped {
  bytes: Uint8Array;
  wrapping: Wrapping;
}

/** What hex may carry between its digits: white space, 0x before a byte, commas and colons. */
const HEX_SEPARATORS = /0x|[\s,:]/gi;
const HEX_DIGITS = /^[0-9a-f]*$/i;
const BASE64_CHAR = /[A-Za-z0-9+/=_-]/;

/** The bytes of hex text (separators allowed), or null when it is not hex. */
export function hexBytes(input: string): Uint8Array | null {
  const digits = input.replace(HEX_SEPARATORS, '');
  if (digits.length === 0 || digits.length % 2 !== 0 || !HEX_DIGITS.test(digits)) return null;
  const out = new Uint8Array(digits.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(digits.slice(2 * i, 2 * i + 2), 16);
  return out;
}

function base64Bytes(input: string): Uint8Array | null {
  try {
    return decodeToBytes(input);
  } catch (e) {
    if (e instanceof Base64Error) return null;
    throw e;
  }
}

function describeChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return code > 0x20 && code !== 0x7f ? `'${char}' (${hex})` : hex;
}

/** The first character that is neither Base64 nor white space, after a data URL's prefix. */
function firstStrayChar(input: string): number {
  const start = input.length - stripDataUrlPrefix(input).length;
  for (let i = start; i < input.length; i++) {
    const char = input[i];
    if (!BASE64_CHAR.test(char) && !/\s/.test(char)) return i;
  }
  return -1;
}

/**
 * The bytes a text holds. Text that is both hex and Base64 (both alphabets have 0-9 and a-f) is read
 * the way that gives compressed data's header, hex when neither or both do.
 */
export function unwrap(input: string, looksCompressed: (bytes: Uint8Array) => boolean): Unwrapped {
  const hex = hexBytes(input);
  const base64 = hex && looksCompressed(hex) ? null : base64Bytes(input);
  if (hex && (!base64 || !looksCompressed(base64))) return { bytes: hex, wrapping: 'hex' };
  if (base64) return { bytes: base64, wrapping: 'base64' };
  const stray = firstStrayChar(input);
  if (stray >= 0) throw new WrappingError(`${describeChar(input[stray])} is neither Base64 nor hex`, stray);
  throw new WrappingError('The text is not Base64 (its length or padding is wrong) and not hex', input.length);
}

/** Bytes written as the visitor says they are, to compress: Base64, or hex. */
export function readPlain(input: string, wrapping: Wrapping): Uint8Array {
  const bytes = wrapping === 'hex' ? hexBytes(input) : base64Bytes(input);
  if (bytes) return bytes;
  const name = wrapping === 'hex' ? 'hex' : 'Base64';
  const stray = wrapping === 'hex' ? firstNonHex(input) : firstStrayChar(input);
  if (stray >= 0) throw new WrappingError(`${describeChar(input[stray])} is not ${name}`, stray);
  throw new WrappingError(
    wrapping === 'hex'
      ? 'Hex needs two digits for each byte: this has an odd number'
      : 'The Base64 text has a wrong length or padding',
    input.length,
  );
}

/** The first character that is neither a hex digit nor a separator hex may carry. */
function firstNonHex(input: string): number {
  for (let i = 0; i < input.length; i++) {
    if (/[0-9a-f\s,:]/i.test(input[i])) continue;
    if ((input[i] === 'x' || input[i] === 'X') && input[i - 1] === '0') continue;
    return i;
  }
  return -1;
}

/** The character of the input where byte `byte` of its data is written, for an error's line and column. */
export function charOfByte(input: string, wrapping: Wrapping, byte: number): number {
  const target = wrapping === 'hex' ? byte * 2 : Math.floor((byte * 4) / 3);
  let seen = 0;
  let i = wrapping === 'base64' ? input.length - stripDataUrlPrefix(input).length : 0;
  for (; i < input.length; i++) {
    const char = input[i];
    if (wrapping === 'hex' && char === '0' && (input[i + 1] === 'x' || input[i + 1] === 'X')) {
      i++;
      continue;
    }
    const counts = wrapping === 'hex' ? /[0-9a-f]/i.test(char) : /[A-Za-z0-9+/_-]/.test(char);
    if (!counts) continue;
    if (seen === target) return i;
    seen++;
  }
  return input.length;
}
