/**
 * Two ways to write four bytes as five base-85 digits. Ascii85 (Adobe's, as PostScript and PDF
 * use it, and python3's base64.a85encode(adobe=True)) uses '!' to 'u', writes a group of four zero
 * bytes as 'z', shortens the last group, and wraps the whole in '<~' '~>'. Z85 (ZeroMQ's) uses
 * characters safe in source code and takes only whole groups: 4 bytes in, 5 characters out.
 */
import { groupDigits } from '@/lib/count';
import { CodecError, compact, named } from './codecError';

const Z85_CHARS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#';
const POWERS = [85 ** 4, 85 ** 3, 85 ** 2, 85, 1];

export const BASE85_MESSAGES = {
  z85Bytes: (bytes: number) =>
    `Z85 encodes whole groups of 4 bytes, and this text is ${groupDigits(bytes)} bytes: ${4 - (bytes % 4)} more (or ${bytes % 4} fewer) would make it whole`,
  z85Length: (chars: number) =>
    `Z85 text comes in whole groups of 5 characters, and this is ${groupDigits(chars)}: its length must be a multiple of 5`,
  overflow: (name: string) => `This group of 5 ${name} characters is more than 4 bytes can hold`,
  lonely: 'The last group of Ascii85 has 1 character: it needs at least 2',
  zInside: "'z' stands for a whole group of four zero bytes, so it cannot be inside a group",
} as const;

/** Joins output in pieces, so 5 MB of groups never builds one long chain of concatenations. */
function pieces() {
  const parts: string[] = [];
  let out = '';
  return {
    add(text: string) {
      out += text;
      if (out.length >= 65536) {
        parts.push(out);
        out = '';
      }
    },
    done: () => parts.join('') + out,
  };
}

function group(value: number, chars: (digit: number) => string, count = 5): string {
  let s = '';
  for (let k = 0; k < count; k++) s += chars(Math.floor(value / POWERS[k]) % 85);
  return s;
}

const asciiDigit = (d: number) => String.fromCharCode(33 + d);

export function encodeAscii85(bytes: Uint8Array): string {
  const out = pieces();
  out.add('<~');
  const whole = bytes.length - (bytes.length % 4);
  for (let i = 0; i < whole; i += 4) {
    const value = ((bytes[i] << 24) | (bytes[i + 1] << 16) | (bytes[i + 2] << 8) | bytes[i + 3]) >>> 0;
    out.add(value === 0 ? 'z' : group(value, asciiDigit));
  }
  const rest = bytes.length - whole;
  if (rest > 0) {
    let value = 0;
    for (let k = 0; k < 4; k++) value = value * 256 + (whole + k < bytes.length ? bytes[whole + k] : 0);
    out.add(group(value, asciiDigit, rest + 1));
  }
  out.add('~>');
  return out.done();
}

export interface Base85Decoded {
  bytes: Uint8Array;
  notes: string[];
}

export function decodeAscii85(input: string): Base85Decoded {
  const { text: all, at } = compact(input);
  const notes: string[] = [];
  let start = 0;
  let end = all.length;
  if (all.startsWith('<~')) start = 2;
  if (all.endsWith('~>') && end - 2 >= start) end -= 2;
  if (start === 0 && end === all.length) notes.push("Read without Adobe's <~ ~> delimiters.");
  // at most 4 bytes a character, when every character is a z
  const out = new Uint8Array((end - start) * 4);
  let n = 0;
  let value = 0;
  let count = 0;
  let groupStart = start;
  for (let i = start; i < end; i++) {
    const c = all.charCodeAt(i);
    if (c === 0x7a /* z */) {
      if (count !== 0) throw new CodecError(BASE85_MESSAGES.zInside, at(i));
      n += 4;
      continue;
    }
    if (c < 33 || c > 117) {
      const char = String.fromCodePoint(all.codePointAt(i) ?? c);
      throw new CodecError(`Invalid character ${named(char)} in Ascii85: its characters are ! to u, and z`, at(i));
    }
    if (count === 0) groupStart = i;
    value = value * 85 + (c - 33);
    if (++count === 5) {
      if (value > 0xffffffff) throw new CodecError(BASE85_MESSAGES.overflow('Ascii85'), at(groupStart));
      out[n++] = value >>> 24;
      out[n++] = (value >>> 16) & 0xff;
      out[n++] = (value >>> 8) & 0xff;
      out[n++] = value & 0xff;
      value = 0;
      count = 0;
    }
  }
  if (count === 1) throw new CodecError(BASE85_MESSAGES.lonely, at(groupStart));
  if (count > 1) {
    // the short group is read as if padded with 'u', the largest digit, then cut to count - 1 bytes
    for (let k = count; k < 5; k++) value = value * 85 + 84;
    if (value > 0xffffffff) throw new CodecError(BASE85_MESSAGES.overflow('Ascii85'), at(groupStart));
    const last = [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
    for (let k = 0; k < count - 1; k++) out[n++] = last[k];
  }
  return { bytes: out.slice(0, n), notes };
}

const z85Digit = (d: number) => Z85_CHARS[d];

export function encodeZ85(bytes: Uint8Array): string {
  if (bytes.length % 4 !== 0) throw new CodecError(BASE85_MESSAGES.z85Bytes(bytes.length), 0);
  const out = pieces();
  for (let i = 0; i < bytes.length; i += 4) {
    const value = ((bytes[i] << 24) | (bytes[i + 1] << 16) | (bytes[i + 2] << 8) | bytes[i + 3]) >>> 0;
    out.add(group(value, z85Digit));
  }
  return out.done();
}

const Z85_VALUES = new Int16Array(128).fill(-1);
for (let i = 0; i < Z85_CHARS.length; i++) Z85_VALUES[Z85_CHARS.charCodeAt(i)] = i;

export function decodeZ85(input: string): Uint8Array {
  const { text, at } = compact(input);
  const out = new Uint8Array(Math.floor(text.length / 5) * 4);
  let n = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? Z85_VALUES[c] : -1;
    if (v < 0) {
      const char = String.fromCodePoint(text.codePointAt(i) ?? c);
      throw new CodecError(`Invalid character ${named(char)}: not one of Z85's 85 characters`, at(i));
    }
    value = value * 85 + v;
    if (i % 5 === 4) {
      if (value > 0xffffffff) throw new CodecError(BASE85_MESSAGES.overflow('Z85'), at(i - 4));
      out[n++] = value >>> 24;
      out[n++] = (value >>> 16) & 0xff;
      out[n++] = (value >>> 8) & 0xff;
      out[n++] = value & 0xff;
      value = 0;
    }
  }
  if (text.length % 5 !== 0) throw new CodecError(BASE85_MESSAGES.z85Length(text.length), at(text.length - 1));
  return out;
}
