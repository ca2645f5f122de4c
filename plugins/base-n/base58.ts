/**
 * Bitcoin's Base58: the bytes as one big number written with 58 digits that leave out 0, O, I and l,
 * and each leading zero byte as a '1'. Base58Check appends the first four bytes of the payload's
 * double SHA-256 and checks them when reading.
 */
import { groupDigits } from '@/lib/count';
import { CodecError, compact, named } from './codecError';

const CHARS = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Base58 is a whole-number conversion, quadratic in the length: it is for keys, hashes and addresses. */
export const BASE58_MAX_BYTES = 16 * 1024;
/** Digits are kept five at a time (58^5 < 2^30), so each step of the conversion handles five. */
const LIMB = 58 ** 5;

export const BASE58_MESSAGES = {
  tooLong: (bytes: number) =>
    `Base58 is for short values such as keys, hashes and addresses: up to ${groupDigits(BASE58_MAX_BYTES)} bytes, and this is ${groupDigits(bytes)}`,
  shortCheck: 'Base58Check needs at least 4 bytes: the checksum alone is 4',
  badChecksum: (stated: string, computed: string) =>
    `Base58Check checksum does not match: the text ends in ${stated}, but the data before it gives ${computed}. A character may be mistyped.`,
} as const;

export function encodeBase58(bytes: Uint8Array): string {
  if (bytes.length > BASE58_MAX_BYTES) throw new CodecError(BASE58_MESSAGES.tooLong(bytes.length), 0);
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  // little-endian limbs of the number in base 58^5
  const limbs: number[] = [];
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i];
    for (let j = 0; j < limbs.length; j++) {
      const v = limbs[j] * 256 + carry;
      carry = Math.floor(v / LIMB);
      limbs[j] = v - carry * LIMB;
    }
    while (carry > 0) {
      limbs.push(carry % LIMB);
      carry = Math.floor(carry / LIMB);
    }
  }
  let digits = '';
  for (let j = 0; j < limbs.length; j++) {
    let v = limbs[j];
    const last = j === limbs.length - 1;
    for (let k = 0; k < 5 && (!last || v > 0); k++) {
      digits = CHARS[v % 58] + digits;
      v = Math.floor(v / 58);
    }
  }
  return '1'.repeat(zeros) + digits;
}

const VALUES = new Map([...CHARS].map((c, i) => [c, i]));
const CONFUSED: Readonly<Record<string, string>> = {
  '0': 'zero is not a Base58 digit',
  O: 'capital O is not a Base58 digit',
  I: 'capital I is not a Base58 digit',
  l: 'lower-case l is not a Base58 digit',
};

export function decodeBase58(input: string): Uint8Array {
  const { text, at } = compact(input);
  // 58 digits carry log2(58) ≈ 5.86 bits each
  if (text.length > Math.ceil(BASE58_MAX_BYTES * 1.37) + 1)
    throw new CodecError(BASE58_MESSAGES.tooLong(Math.floor(text.length * 0.732)), 0);
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  // little-endian bytes of the number, 8 bits a limb
  const bytes: number[] = [];
  for (let i = zeros; i < text.length; i++) {
    const v = VALUES.get(text[i]);
    if (v === undefined) {
      const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
      const why = CONFUSED[char] ?? 'not a Base58 character';
      throw new CodecError(`Invalid character ${named(char)}: ${why}`, at(i));
    }
    let carry = v;
    for (let j = 0; j < bytes.length; j++) {
      const x = bytes[j] * 58 + carry;
      bytes[j] = x & 0xff;
      carry = x >> 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + bytes.length);
  for (let j = 0; j < bytes.length; j++) out[out.length - 1 - j] = bytes[j];
  return out;
}

async function checksumOf(payload: Uint8Array): Promise<Uint8Array> {
  const once = await crypto.subtle.digest('SHA-256', new Uint8Array(payload));
  const twice = await crypto.subtle.digest('SHA-256', once);
  return new Uint8Array(twice, 0, 4);
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export async function encodeBase58Check(payload: Uint8Array): Promise<string> {
  if (payload.length + 4 > BASE58_MAX_BYTES) throw new CodecError(BASE58_MESSAGES.tooLong(payload.length + 4), 0);
  const whole = new Uint8Array(payload.length + 4);
  whole.set(payload);
  whole.set(await checksumOf(payload), payload.length);
  return encodeBase58(whole);
}

/** The payload of a Base58Check text (its checksum verified and removed). */
export async function decodeBase58Check(input: string): Promise<Uint8Array> {
  const whole = decodeBase58(input);
  if (whole.length < 4) throw new CodecError(BASE58_MESSAGES.shortCheck, Math.max(0, input.trimEnd().length - 1));
  const payload = whole.slice(0, whole.length - 4);
  const stated = whole.subarray(whole.length - 4);
  const computed = await checksumOf(payload);
  if (hex(stated) !== hex(computed))
    throw new CodecError(
      BASE58_MESSAGES.badChecksum(hex(stated), hex(computed)),
      Math.max(0, input.trimEnd().length - 1),
    );
  return payload;
}
