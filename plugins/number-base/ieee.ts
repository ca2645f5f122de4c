/**
 * IEEE 754 binary floating point, float32 and float64, done exactly on BigInt: a value is rounded
 * to the nearest float (ties to even) from its exact ratio, and a float's bits are read back into
 * sign, exponent and fraction, with its shortest and its exact decimal forms.
 */

export type FloatFormat = 'float32' | 'float64';

export interface Layout {
  width: 32 | 64;
  exponentBits: number;
  fractionBits: number;
  bias: number;
}

export const LAYOUTS: Readonly<Record<FloatFormat, Layout>> = {
  float32: { width: 32, exponentBits: 8, fractionBits: 23, bias: 127 },
  float64: { width: 64, exponentBits: 11, fractionBits: 52, bias: 1023 },
};

/** A float's bits rounded from a value, and what the rounding did. */
export interface Rounded {
  bits: bigint;
  /** the value lies between two floats: the nearer one was taken */
  inexact: boolean;
  /** past the largest float: Infinity */
  overflow: boolean;
  /** a value other than zero that rounded to zero */
  underflow: boolean;
}

/** The exponent e with 2^e <= num/den < 2^(e+1), for positive num and den. */
function floorLog2(num: bigint, den: bigint): number {
  let e = num.toString(2).length - den.toString(2).length;
  if (e >= 0 ? num < den << BigInt(e) : num << BigInt(-e) < den) e--;
  return e;
}

/** The sign bit, exponent field and fraction field put together. */
function compose(layout: Layout, negative: boolean, exponent: bigint, fraction: bigint): bigint {
  const sign = negative ? 1n << BigInt(layout.width - 1) : 0n;
  return sign | (exponent << BigInt(layout.fractionBits)) | fraction;
}

/** Infinity of the format, with its sign. */
export function infinityBits(layout: Layout, negative: boolean): bigint {
  return compose(layout, negative, (1n << BigInt(layout.exponentBits)) - 1n, 0n);
}

/** The quiet NaN a language gives for NaN: the exponent all ones and the top fraction bit set (Python's struct.pack of float('nan')). */
export function quietNanBits(layout: Layout, negative: boolean): bigint {
  return compose(layout, negative, (1n << BigInt(layout.exponentBits)) - 1n, 1n << BigInt(layout.fractionBits - 1));
}

/** A value past the largest float: Infinity. */
export function overflowed(layout: Layout, negative: boolean): Rounded {
  return { bits: infinityBits(layout, negative), inexact: true, overflow: true, underflow: false };
}

/** A value other than zero below half the smallest float: zero, with its sign. */
export function underflowed(layout: Layout, negative: boolean): Rounded {
  return { bits: compose(layout, negative, 0n, 0n), inexact: true, overflow: false, underflow: true };
}

/**
 * The float nearest to ±num/den (num >= 0, den > 0), ties to the even fraction, as IEEE 754's
 * default rounding and C's strtof and strtod give it: one rounding of the exact ratio, never a
 * rounding to float64 first (which would round 1.0000000596046447753906250001 to float32 1.0).
 */
export function roundToFloat(layout: Layout, negative: boolean, num: bigint, den: bigint): Rounded {
  if (num === 0n) return { bits: compose(layout, negative, 0n, 0n), inexact: false, overflow: false, underflow: false };
  const precision = layout.fractionBits + 1;
  const minExponent = 1 - layout.bias;
  let exponent = Math.max(floorLog2(num, den), minExponent);
  // the significand scaled to `precision` bits at this exponent: q + r/d
  const shift = precision - 1 - exponent;
  const scaledNum = shift >= 0 ? num << BigInt(shift) : num;
  const scaledDen = shift >= 0 ? den : den << BigInt(-shift);
  let q = scaledNum / scaledDen;
  const r = scaledNum % scaledDen;
  if (2n * r > scaledDen || (2n * r === scaledDen && (q & 1n) === 1n)) q++;
  if (q === 1n << BigInt(precision)) {
    q >>= 1n;
    exponent++;
  }
  const inexact = r !== 0n;
  if (exponent > layout.bias) return overflowed(layout, negative);
  const hidden = 1n << BigInt(layout.fractionBits);
  // below the smallest normal the exponent field is 0 and the significand has no hidden 1
  const bits =
    q < hidden
      ? compose(layout, negative, 0n, q)
      : compose(layout, negative, BigInt(exponent + layout.bias), q - hidden);
  return { bits, inexact, overflow: false, underflow: q === 0n };
}

/** Past these powers of ten a decimal is Infinity or zero in both formats, without the arithmetic. */
const TEN_ABOVE_ANY_FLOAT = 310;
const TEN_BELOW_ANY_FLOAT = -400;

/**
 * The float nearest to ±digits × 10^exponent (`digits` decimal digits, leading zeros allowed):
 * a value past 10^310 is Infinity and one below 10^-400 is zero at once, so an exponent of a
 * million costs nothing.
 */
export function roundDecimal(layout: Layout, negative: boolean, digits: string, exponent: number): Rounded {
  const significant = digits.replace(/^0+/, '');
  if (significant === '') return roundToFloat(layout, negative, 0n, 1n);
  // the value lies in [10^(magnitude - 1), 10^magnitude)
  const magnitude = significant.length + exponent;
  if (magnitude - 1 > TEN_ABOVE_ANY_FLOAT) return overflowed(layout, negative);
  if (magnitude < TEN_BELOW_ANY_FLOAT) return underflowed(layout, negative);
  const m = BigInt(significant);
  return exponent >= 0
    ? roundToFloat(layout, negative, m * 10n ** BigInt(exponent), 1n)
    : roundToFloat(layout, negative, m, 10n ** BigInt(-exponent));
}

export type FloatKind = 'zero' | 'subnormal' | 'normal' | 'infinity' | 'nan';

/** A float's bits taken apart, and the value they hold in the forms people and languages write. */
export interface FloatView {
  format: FloatFormat;
  kind: FloatKind;
  /** the bits, every hex digit of the width */
  hex: string;
  /** the bits in binary, field by field */
  signBit: string;
  exponentField: string;
  fractionField: string;
  /** the exponent field as a number, and the power of two it stands for (null for zero, Infinity, NaN) */
  biasedExponent: number;
  exponent: number | null;
  /** the fraction field in hexadecimal */
  fractionHex: string;
  /** a NaN's quiet bit (the fraction's top bit) and the rest of its fraction, its payload */
  nan: { quiet: boolean; payload: string } | null;
  /** the shortest decimal that reads back as these bits, as JavaScript writes numbers */
  shortest: string;
  /** every digit of the value, as Python's str(decimal.Decimal(x)) writes it (null for Infinity and NaN) */
  exact: string | null;
  /** the value in C's hexadecimal float notation, as printf("%a") writes it (null for Infinity and NaN) */
  hexFloat: string | null;
}

const five = (k: number) => 5n ** BigInt(k);

/**
 * m × 2^e exactly, as Python's str(Decimal(x)) writes a float: the digits of m × 5^k (k fraction
 * digits, m made odd first as as_integer_ratio does), positional unless the value is below 10^-6.
 */
export function exactDecimal(m: bigint, e: number): string {
  if (m === 0n) return '0';
  if (e >= 0) return (m << BigInt(e)).toString();
  let k = -e;
  while (k > 0 && (m & 1n) === 0n) {
    m >>= 1n;
    k--;
  }
  const coefficient = (m * five(k)).toString();
  if (k === 0) return coefficient;
  const adjusted = coefficient.length - 1 - k;
  if (adjusted >= -6) {
    const point = coefficient.length - k;
    return point > 0
      ? `${coefficient.slice(0, point)}.${coefficient.slice(point)}`
      : `0.${'0'.repeat(-point)}${coefficient}`;
  }
  const rest = coefficient.slice(1);
  return `${coefficient[0]}${rest ? `.${rest}` : ''}E${adjusted}`;
}

/** The float's value as a JavaScript number (exact: every float32 and float64 is a float64). */
export function numberOf(layout: Layout, bits: bigint): number {
  const view = new DataView(new ArrayBuffer(8));
  if (layout.width === 64) {
    view.setBigUint64(0, bits);
    return view.getFloat64(0);
  }
  view.setUint32(0, Number(bits));
  return view.getFloat32(0);
}

/** How JavaScript writes a number, but with the sign of negative zero kept. */
export function numberText(x: number): string {
  return Object.is(x, -0) ? '-0' : String(x);
}

/** A decimal as toPrecision and String write it ('1.5e-7', '0.1', '-3') read as the float nearest to it. */
function readBack(layout: Layout, text: string): bigint {
  const [, sign = '', whole = '', fraction = '', exponent = '0'] =
    /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text) ?? [];
  return roundDecimal(layout, sign === '-', whole + fraction, Number(exponent) - fraction.length).bits;
}

/**
 * The shortest decimal that reads back as the same float: JavaScript's own for float64; for
 * float32 the fewest significant digits (1 to 9) whose nearest float32 is these bits.
 */
function shortestOf(layout: Layout, bits: bigint, x: number): string {
  if (layout.width === 64 || !Number.isFinite(x) || x === 0) return numberText(x);
  for (let digits = 1; digits < 9; digits++) {
    const text = numberText(Number(x.toPrecision(digits)));
    if (readBack(layout, text) === bits) return text;
  }
  return numberText(Number(x.toPrecision(9)));
}

/** The fraction field as hex digits, padded to whole digits from the top as %a writes it (23 bits: shifted left once). */
function fractionDigits(layout: Layout, fraction: bigint): string {
  const digits = Math.ceil(layout.fractionBits / 4);
  const shifted = fraction << BigInt(digits * 4 - layout.fractionBits);
  return shifted.toString(16).padStart(digits, '0').replace(/0+$/, '');
}

/** A float's bits taken apart; `upper` writes the hex digits of the bits in upper case. */
export function viewOf(format: FloatFormat, bits: bigint, upper: boolean): FloatView {
  const layout = LAYOUTS[format];
  const { width, exponentBits, fractionBits, bias } = layout;
  const negative = (bits >> BigInt(width - 1)) & 1n ? true : false;
  const biased = Number((bits >> BigInt(fractionBits)) & ((1n << BigInt(exponentBits)) - 1n));
  const fraction = bits & ((1n << BigInt(fractionBits)) - 1n);
  const top = (1 << exponentBits) - 1;
  const kind: FloatKind =
    biased === top
      ? fraction === 0n
        ? 'infinity'
        : 'nan'
      : biased === 0
        ? fraction === 0n
          ? 'zero'
          : 'subnormal'
        : 'normal';
  const cased = (text: string) => (upper ? text.toUpperCase() : text);
  const binary = bits.toString(2).padStart(width, '0');
  const x = numberOf(layout, bits);
  const sign = negative ? '-' : '';
  const finite = kind !== 'infinity' && kind !== 'nan';
  const significand = kind === 'normal' ? (1n << BigInt(fractionBits)) + fraction : fraction;
  const power = (kind === 'normal' ? biased : 1) - bias - fractionBits;
  // C's %a writes lower case whatever the bits' case
  const hexFraction = fractionDigits(layout, fraction);
  const hexFloat =
    kind === 'zero'
      ? `${sign}0x0p+0`
      : kind === 'normal'
        ? `${sign}0x1${hexFraction ? `.${hexFraction}` : ''}p${biased - bias >= 0 ? '+' : ''}${biased - bias}`
        : `${sign}0x0.${hexFraction}p${1 - bias}`;
  const quietBit = 1n << BigInt(fractionBits - 1);
  return {
    format,
    kind,
    hex: cased(bits.toString(16).padStart(width / 4, '0')),
    signBit: binary.slice(0, 1),
    exponentField: binary.slice(1, 1 + exponentBits),
    fractionField: binary.slice(1 + exponentBits),
    biasedExponent: biased,
    exponent: kind === 'normal' ? biased - bias : kind === 'subnormal' ? 1 - bias : null,
    fractionHex: cased(fraction.toString(16)),
    nan:
      kind === 'nan'
        ? { quiet: (fraction & quietBit) !== 0n, payload: cased((fraction & (quietBit - 1n)).toString(16)) }
        : null,
    shortest: shortestOf(layout, bits, x),
    exact: finite ? `${sign}${exactDecimal(significand, power)}` : null,
    hexFloat: finite ? hexFloat : null,
  };
}
