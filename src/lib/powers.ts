/** Unicode superscript digits, indexed by the digit they raise. */
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** A whole number written in superscript digits (and a superscript minus), as an exponent is printed. */
export function superscript(exponent: number | bigint): string {
  return String(exponent).replace(/[0-9-]/g, (c) => (c === '-' ? '⁻' : SUPERSCRIPT_DIGITS[Number(c)]));
}

/** A power written as people print it: `power(10, 6)` is "10⁶", never "10^6" or "1e6". */
export function power(base: number | bigint, exponent: number | bigint): string {
  return `${base}${superscript(exponent)}`;
}

/**
 * A large number given by its base-10 logarithm, as "2.5 × 10¹²": a mantissa of `digits` significant figures and
 * a whole exponent. A logarithm below 3 is written as the plain whole number.
 */
export function scientific(log10: number, digits = 2): string {
  if (log10 < 3) return String(Math.round(10 ** log10));
  let exponent = Math.floor(log10);
  let mantissa = Number((10 ** (log10 - exponent)).toPrecision(digits));
  // Rounding 9.96 to two figures gives 10: carry it into the exponent.
  if (mantissa >= 10) {
    mantissa /= 10;
    exponent += 1;
  }
  return mantissa === 1 ? power(10, exponent) : `${mantissa} × ${power(10, exponent)}`;
}
