/**
 * Base32, base32hex and Base16 as RFC 4648 defines them: 5 or 4 bits a character, written in upper
 * case with `=` padding to a whole group. Reading takes either case, and a text whose padding was
 * dropped (as many programs write Base32) reads the same, with a note saying so.
 */
import { CodecError, compact, named } from './codecError';

export interface Rfc4648 {
  name: string;
  chars: string;
  bits: 4 | 5;
}

export const BASE32: Rfc4648 = { name: 'Base32', chars: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', bits: 5 };
export const BASE32HEX: Rfc4648 = { name: 'base32hex', chars: '0123456789ABCDEFGHIJKLMNOPQRSTUV', bits: 5 };
export const BASE16: Rfc4648 = { name: 'Base16', chars: '0123456789ABCDEF', bits: 4 };

/** Characters in a whole group: 8 for Base32 (40 bits), 2 for Base16 (8 bits). */
const groupOf = (code: Rfc4648) => (code.bits === 5 ? 8 : 2);

export function encodeRfc4648(bytes: Uint8Array, code: Rfc4648): string {
  const { bits } = code;
  const mask = (1 << bits) - 1;
  const table = Uint8Array.from(code.chars, (c) => c.charCodeAt(0));
  const length = Math.ceil((bytes.length * 8) / bits);
  const group = groupOf(code);
  // the characters are written as bytes and read as text once: 5 MB never builds a string piece by piece
  const out = new Uint8Array(Math.ceil(length / group) * group).fill(0x3d /* = */);
  let n = 0;
  let buffer = 0;
  let held = 0;
  for (let i = 0; i < bytes.length; i++) {
    buffer = ((buffer << 8) | bytes[i]) & 0xffff;
    held += 8;
    while (held >= bits) {
      held -= bits;
      out[n++] = table[(buffer >> held) & mask];
    }
  }
  if (held > 0) out[n] = table[(buffer << (bits - held)) & mask];
  return new TextDecoder('latin1').decode(out);
}

export interface Decoded {
  bytes: Uint8Array;
  notes: string[];
}

/** The lengths a text without padding may have, after its whole groups: 1, 3 and 6 Base32 characters leave bits over. */
const BASE32_TAILS = new Set([0, 2, 4, 5, 7]);

export function decodeRfc4648(input: string, code: Rfc4648): Decoded {
  const { text, at } = compact(input);
  const { bits } = code;
  const group = groupOf(code);
  let end = text.length;
  while (end > 0 && text[end - 1] === '=') end--;
  const padded = end < text.length;
  const values = new Uint8Array(128).fill(255);
  for (let i = 0; i < code.chars.length; i++) {
    values[code.chars.charCodeAt(i)] = i;
    values[code.chars.toLowerCase().charCodeAt(i)] = i;
  }
  const out = new Uint8Array(Math.floor((end * bits) / 8));
  let n = 0;
  let buffer = 0;
  let held = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? values[c] : 255;
    if (v === 255) {
      const char = String.fromCodePoint(text.codePointAt(i) ?? c);
      const why = char === '=' ? `: padding belongs only at the end` : ` in ${code.name}`;
      throw new CodecError(`Invalid character ${named(char)}${why}`, at(i));
    }
    buffer = ((buffer << bits) | v) & 0xffff;
    held += bits;
    if (held >= 8) {
      held -= 8;
      out[n++] = (buffer >> held) & 0xff;
    }
  }
  const tail = end % group;
  if (bits === 5 ? !BASE32_TAILS.has(tail) : tail !== 0)
    throw new CodecError(
      bits === 5
        ? `${code.name} cannot end after ${end} characters: the last group is 1, 3 or 6 characters long, which no bytes encode to`
        : `Base16 needs an even number of digits; this has ${end}`,
      at(Math.max(0, end - 1)),
    );
  const notes: string[] = [];
  if (bits === 5 && !padded && tail !== 0) notes.push('Padding was missing: read as if the = signs were there.');
  return { bytes: out.slice(0, n), notes };
}
