/**
 * Bech32 and Bech32m: a human-readable part (HRP), the separator '1', then data in 5-bit
 * characters ending in a six-character checksum over both. The two differ only in the constant
 * the checksum ends on, so reading one tells which it is. Mixed case is refused, and the HRP is
 * 1 to 83 characters from '!' to '~'.
 */
import { groupDigits } from '@/lib/count';
import { CodecError, named } from './codecError';

export type Bech32Variant = 'bech32' | 'bech32m';

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const CONSTANTS: Record<Bech32Variant, number> = { bech32: 1, bech32m: 0x2bc830a3 };
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
/** The length BIP 173 sets for a whole string; longer ones (Lightning invoices) are read with a note. */
export const BECH32_LIMIT = 90;

export const BECH32_MESSAGES = {
  mixedCase: 'Bech32 is all lower case or all upper case, never mixed',
  noSeparator: "No '1' separates the human-readable part from the data",
  emptyHrp: "The human-readable part before the last '1' is empty",
  longHrp: 'The human-readable part is longer than 83 characters',
  shortData: 'The data part is shorter than its 6-character checksum',
  badChecksum:
    'The checksum does not match, neither as Bech32 nor as Bech32m: a character may be mistyped, missing or swapped',
  badHrp: (char: string) => `The human-readable part may hold only '!' to '~'; ${char} is not one of them`,
  notBytes: 'The data part is not whole bytes: its last character carries bits that must be zero',
  long: (length: number) =>
    `Longer than the ${BECH32_LIMIT} characters BIP 173 allows for an address (${groupDigits(length)}); read all the same, as Lightning invoices are.`,
} as const;

function polymod(values: ArrayLike<number>, from = 1): number {
  let chk = from;
  for (let i = 0; i < values.length; i++) {
    const top = chk >>> 25;
    chk = (((chk & 0x1ffffff) << 5) ^ values[i]) >>> 0;
    for (let b = 0; b < 5; b++) if ((top >>> b) & 1) chk = (chk ^ GENERATOR[b]) >>> 0;
  }
  return chk;
}

function hrpExpand(hrp: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < hrp.length; i++) out.push(hrp.charCodeAt(i) >> 5);
  out.push(0);
  for (let i = 0; i < hrp.length; i++) out.push(hrp.charCodeAt(i) & 31);
  return out;
}

/** Regroups bits: 8 → 5 pads the end with zeros; 5 → 8 refuses leftover bits that are not zero padding. */
export function regroup(data: ArrayLike<number>, from: number, to: number, pad: boolean): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (let i = 0; i < data.length; i++) {
    acc = ((acc << from) | data[i]) & 0xffffff;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & max);
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max);
  } else if (bits >= from || ((acc << (to - bits)) & max) !== 0) return null;
  return out;
}

export function checkHrp(hrp: string): void {
  if (hrp.length === 0) throw new CodecError(BECH32_MESSAGES.emptyHrp, 0);
  if (hrp.length > 83) throw new CodecError(BECH32_MESSAGES.longHrp, 83);
  for (let i = 0; i < hrp.length; i++) {
    const c = hrp.charCodeAt(i);
    if (c < 33 || c > 126) throw new CodecError(BECH32_MESSAGES.badHrp(named(hrp[i])), i);
  }
}

/** The string for an HRP and bytes (the HRP is written in lower case). */
export function encodeBech32(hrp: string, bytes: Uint8Array, variant: Bech32Variant): string {
  const lower = hrp.toLowerCase();
  checkHrp(lower);
  const words = regroup(bytes, 8, 5, true) ?? [];
  const chk = polymod([...hrpExpand(lower), ...words, 0, 0, 0, 0, 0, 0]) ^ CONSTANTS[variant];
  let out = `${lower}1`;
  for (const w of words) out += CHARSET[w];
  for (let p = 0; p < 6; p++) out += CHARSET[(chk >>> (5 * (5 - p))) & 31];
  return out;
}

export interface Bech32Decoded {
  hrp: string;
  variant: Bech32Variant;
  /** the data's 5-bit values, without the checksum */
  words: number[];
}

/** Reads a Bech32 or Bech32m string (surrounding white space allowed) and says which of the two it is. */
export function decodeBech32(input: string): Bech32Decoded {
  const lead = input.length - input.trimStart().length;
  const text = input.trim();
  const hasLower = text !== text.toUpperCase();
  const hasUpper = text !== text.toLowerCase();
  if (hasLower && hasUpper) {
    const firstUpper = [...text].findIndex((c) => c !== c.toLowerCase());
    throw new CodecError(BECH32_MESSAGES.mixedCase, lead + Math.max(0, firstUpper));
  }
  const s = text.toLowerCase();
  const sep = s.lastIndexOf('1');
  if (sep === -1) throw new CodecError(BECH32_MESSAGES.noSeparator, lead);
  if (sep === 0) throw new CodecError(BECH32_MESSAGES.emptyHrp, lead);
  const hrp = s.slice(0, sep);
  try {
    checkHrp(hrp);
  } catch (e) {
    if (e instanceof CodecError) throw new CodecError(e.message, lead + e.offset);
    throw e;
  }
  const values: number[] = [];
  for (let i = sep + 1; i < s.length; i++) {
    const v = CHARSET.indexOf(s[i]);
    if (v === -1) {
      const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
      throw new CodecError(
        `Invalid character ${named(char)} in the data part: Bech32 leaves out 1, b, i and o`,
        lead + i,
      );
    }
    values.push(v);
  }
  if (values.length < 6) throw new CodecError(BECH32_MESSAGES.shortData, lead + s.length - 1);
  const sum = polymod(values, polymod(hrpExpand(hrp)));
  const variant: Bech32Variant | null =
    sum === CONSTANTS.bech32 ? 'bech32' : sum === CONSTANTS.bech32m ? 'bech32m' : null;
  if (!variant) throw new CodecError(BECH32_MESSAGES.badChecksum, lead + s.length - 1);
  return { hrp, variant, words: values.slice(0, -6) };
}
