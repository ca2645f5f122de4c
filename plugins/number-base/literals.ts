import { formatDigits, type DigitStyle } from './digits';

export interface Literal {
  language: 'C' | 'JavaScript' | 'Python';
  /** the literal as source code, or null where the language has none for the value */
  code: string | null;
  /** why the literal has its suffix or is missing */
  note: string;
}

export const LITERAL_NOTES = {
  cInt: 'int',
  cUnsigned: 'unsigned int: U, as it is past INT_MAX',
  cLongLong: 'long long: LL, as it is past 32 bits',
  cUnsignedLongLong: 'unsigned long long: ULL, as it is past LLONG_MAX',
  cMin: 'LLONG_MIN, written as <stdint.h> writes INT64_MIN: 0x8000000000000000 alone would be unsigned',
  cTooWide: 'No C integer literal holds more than 64 bits',
  jsNumber: 'a Number: exact up to 2^53 − 1',
  jsBigInt: 'a BigInt (n): a Number would round it, being past 2^53 − 1',
  python: 'int: exact at any size',
} as const;

const INT_MAX = 0x7fffffffn;
const UINT_MAX = 0xffffffffn;
const LLONG_MAX = 0x7fffffffffffffffn;
const ULLONG_MAX = 0xffffffffffffffffn;
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** `value` as a hexadecimal literal of C, JavaScript and Python, each in the type that holds it exactly. */
export function literalsOf(value: bigint, style: DigitStyle): Literal[] {
  const sign = value < 0n ? '-' : '';
  const magnitude = value < 0n ? -value : value;
  // C has no digit separator before C23; JavaScript and Python take `_` between digits
  const plain = `0x${formatDigits(magnitude, 16, { upper: style.upper, group: 'none' })}`;
  const grouped = `0x${formatDigits(magnitude, 16, { upper: style.upper, group: style.group === 'none' ? 'none' : 'underscore' })}`;
  return [
    cLiteral(value, sign, plain, style.upper),
    magnitude <= SAFE
      ? { language: 'JavaScript', code: `${sign}${grouped}`, note: LITERAL_NOTES.jsNumber }
      : { language: 'JavaScript', code: `${sign}${grouped}n`, note: LITERAL_NOTES.jsBigInt },
    { language: 'Python', code: `${sign}${grouped}`, note: LITERAL_NOTES.python },
  ];
}

/**
 * The C literal in the first type of int, unsigned int, long long and unsigned long long that holds
 * it (the suffix makes the type the same on every platform); a negative literal negates a
 * signed one, since negating an unsigned literal wraps around.
 */
function cLiteral(value: bigint, sign: string, hex: string, upper: boolean): Literal {
  const of = (code: string | null, note: string): Literal => ({ language: 'C', code, note });
  if (value >= 0n) {
    if (value <= INT_MAX) return of(hex, LITERAL_NOTES.cInt);
    if (value <= UINT_MAX) return of(`${hex}U`, LITERAL_NOTES.cUnsigned);
    if (value <= LLONG_MAX) return of(`${hex}LL`, LITERAL_NOTES.cLongLong);
    if (value <= ULLONG_MAX) return of(`${hex}ULL`, LITERAL_NOTES.cUnsignedLongLong);
    return of(null, LITERAL_NOTES.cTooWide);
  }
  if (-value <= INT_MAX) return of(`${sign}${hex}`, LITERAL_NOTES.cInt);
  if (-value <= LLONG_MAX) return of(`${sign}${hex}LL`, LITERAL_NOTES.cLongLong);
  if (-value === LLONG_MAX + 1n) {
    const max = LLONG_MAX.toString(16);
    return of(`(-0x${upper ? max.toUpperCase() : max}LL - 1)`, LITERAL_NOTES.cMin);
  }
  return of(null, LITERAL_NOTES.cTooWide);
}
