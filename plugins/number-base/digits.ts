/**
 * Whole numbers written in bases 2 to 36, read and written exactly with BigInt: digits 0-9 then a-z
 * in either case, as Python's int(text, base) and JavaScript's toString(base) have them.
 */

export const MIN_BASE = 2;
export const MAX_BASE = 36;

/**
 * The longest number converted. BigInt writes a number in every base in about 20 ms at this length in
 * Chromium, over half a second at 100,000 digits and eighteen seconds at a million (its toString is
 * quadratic outside the powers of two), so a longer paste is refused with this limit in the message.
 */
export const MAX_DIGITS = 10_000;

/** The bases each prefix marks, as C, JavaScript and Python write them. */
const PREFIXES: Readonly<Record<string, number>> = { x: 16, b: 2, o: 8 };
const PREFIX_OF: Readonly<Record<number, string>> = { 16: '0x', 2: '0b', 8: '0o' };

/** The value of a digit character in any base (0-35), or -1 for a character that is no digit. */
export function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  if (lower >= 97 && lower <= 122) return lower - 97 + 10;
  return -1;
}

/** The prefix that marks a base in source code ('0x'), or '' for the bases no prefix marks. */
export function prefixOf(base: number): string {
  return PREFIX_OF[base] ?? '';
}

/** What a base is called. */
export function baseName(base: number): string {
  switch (base) {
    case 2:
      return 'Binary';
    case 8:
      return 'Octal';
    case 10:
      return 'Decimal';
    case 16:
      return 'Hexadecimal';
    default:
      return `Base ${base}`;
  }
}

/** How many digits a group holds: thousands in decimal, four in every other base, as Python's format(n, '_x') groups. */
export function groupSize(base: number): number {
  return base === 10 ? 3 : 4;
}

export type Grouping = 'none' | 'space' | 'underscore';

export interface DigitStyle {
  upper: boolean;
  group: Grouping;
}

/** `digits` split into groups of `size` from the right, joined by `separator`. */
export function groupFromRight(digits: string, size: number, separator: string): string {
  if (!separator || digits.length <= size) return digits;
  const head = digits.length % size;
  const parts = head ? [digits.slice(0, head)] : [];
  for (let i = head; i < digits.length; i += size) parts.push(digits.slice(i, i + size));
  return parts.join(separator);
}

export const SEPARATORS: Readonly<Record<Grouping, string>> = { none: '', space: ' ', underscore: '_' };

/** The digits of |value| in `base`, in the style asked for (letters' case, groups), without sign or prefix. */
export function formatDigits(value: bigint, base: number, style: DigitStyle): string {
  const digits = (value < 0n ? -value : value).toString(base);
  return groupFromRight(style.upper ? digits.toUpperCase() : digits, groupSize(base), SEPARATORS[style.group]);
}

/** `value` in `base`, with a minus sign when negative: what Python's format(n, 'x') writes for base 16. */
export function formatInteger(value: bigint, base: number, style: DigitStyle): string {
  return (value < 0n ? '-' : '') + formatDigits(value, base, style);
}

/** Digits read `chunk` at a time as Numbers (exact below 2^53), then joined as BigInt. */
function chunkSize(base: number): number {
  let size = 1;
  while (base ** (size + 1) < 2 ** 53) size++;
  return size;
}

/**
 * The value of a string of valid digits in `base`. Bases BigInt reads natively (2, 8, 10, 16) go
 * through it; the others are read a Number-sized chunk at a time.
 */
export function digitsToBigInt(digits: string, base: number): bigint {
  if (digits === '') return 0n;
  if (base === 10) return BigInt(digits);
  const prefix = prefixOf(base);
  if (prefix) return BigInt(prefix + digits);
  const size = chunkSize(base);
  const full = BigInt(base) ** BigInt(size);
  const head = digits.length % size || size;
  let value = BigInt(parseInt(digits.slice(0, head), base));
  for (let i = head; i < digits.length; i += size)
    value = value * full + BigInt(parseInt(digits.slice(i, i + size), base));
  return value;
}

/** The number of bits |value| takes (0 for zero). */
export function bitLength(value: bigint): number {
  const magnitude = value < 0n ? -value : value;
  return magnitude === 0n ? 0 : magnitude.toString(2).length;
}

/** The base a prefix letter ('x', 'b', 'o', either case) marks, or undefined. */
export function prefixBase(letter: string): number | undefined {
  return PREFIXES[letter.toLowerCase()];
}
