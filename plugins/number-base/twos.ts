import { groupDigits } from '@/lib/count';
import { groupFromRight, SEPARATORS, type DigitStyle } from './digits';

export const WIDTHS = [8, 16, 32, 64, 128] as const;
export type Width = (typeof WIDTHS)[number];

/** A whole number as `width` bits of two's complement, and those bits read back both ways. */
export interface TwosComplement {
  width: number;
  /** the bits as hexadecimal and binary, every digit of the width written */
  hex: string;
  binary: string;
  /** the bits read as an unsigned and as a signed integer, in decimal */
  unsigned: string;
  signed: string;
  /** the smallest and largest value the width holds, signed and unsigned */
  signedRange: string;
  unsignedRange: string;
  /** the value does not fit in the width, signed or unsigned: the bits are its low `width` bits */
  overflow: string | null;
  /** the value fits only unsigned: its bits read as signed are negative */
  readsNegative: string | null;
}

export const TWOS_MESSAGES = {
  overflow: (value: string, width: number, low: string) =>
    `${value} does not fit in ${width} bits (signed or unsigned): the bits shown are its low ${width} bits, ${low}`,
  readsNegative: (value: string, width: number, signed: string) =>
    `${value} fits only as unsigned: read as a signed ${width}-bit integer, the same bits are ${signed}`,
} as const;

/** A value as a message names it: its decimal digits, or how many there are when they would fill the line. */
function shortName(value: bigint): string {
  const digits = value.toString();
  return digits.length <= 40 ? digits : `The ${groupDigits(digits.replace('-', '').length)}-digit number`;
}

/**
 * `value` as `width` bits, as C keeps it in an int of that width: its low bits (Python's
 * n & ((1 << width) - 1)), read as unsigned and as signed (the top bit counting -2^(width-1)).
 */
export function twosComplement(value: bigint, width: number, style: DigitStyle): TwosComplement {
  const bits = BigInt.asUintN(width, value);
  const signed = BigInt.asIntN(width, value);
  const half = 1n << BigInt(width - 1);
  const hexDigits = bits.toString(16).padStart(width / 4, '0');
  // every digit of the width is written, so groups of four line up with nibbles from either end
  const grouped = (digits: string) => groupFromRight(digits, 4, SEPARATORS[style.group]);
  const fitsSigned = value >= -half && value < half;
  const fitsUnsigned = value >= 0n && value < 2n * half;
  const plain = shortName(value);
  return {
    width,
    hex: grouped(style.upper ? hexDigits.toUpperCase() : hexDigits),
    binary: grouped(bits.toString(2).padStart(width, '0')),
    unsigned: bits.toString(),
    signed: signed.toString(),
    signedRange: `${groupDigits(-half)} to ${groupDigits(half - 1n)}`,
    unsignedRange: `0 to ${groupDigits(2n * half - 1n)}`,
    overflow: fitsSigned || fitsUnsigned ? null : TWOS_MESSAGES.overflow(plain, width, `0x${hexDigits}`),
    readsNegative: !fitsSigned && fitsUnsigned ? TWOS_MESSAGES.readsNegative(plain, width, signed.toString()) : null,
  };
}
