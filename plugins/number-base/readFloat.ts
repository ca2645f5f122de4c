import { groupDigits } from '@/lib/count';
import { digitValue, MAX_DIGITS } from './digits';
import {
  infinityBits,
  LAYOUTS,
  overflowed,
  quietNanBits,
  roundDecimal,
  roundToFloat,
  underflowed,
  viewOf,
  type FloatFormat,
  type Rounded,
} from './ieee';
import { characterName, errorAt, type InputError } from './position';

export const FLOAT_MESSAGES = {
  blank: 'Enter a number (0.1, -2.5e-3, Infinity, NaN) or its bits (0x3fb999999999999a, 0b…)',
  notPart: (character: string, where: string) => `${character} is not part of a decimal number, ${where}`,
  notHexPart: (character: string, where: string) => `${character} is not part of a hexadecimal float, ${where}`,
  notBit: (character: string, base: number, where: string) =>
    `${character} is not a base-${base} digit of the bits, ${where}`,
  noDigits: (where: string) => `No digits, ${where}`,
  noExponentDigits: (where: string) => `No digits in the exponent, ${where}`,
  signedBits: (where: string) =>
    `Bits take no sign, ${where}: the sign is their first bit (for a value, write a decimal or a hex float such as -0x1p+0)`,
  tooWide: (width: number, format: FloatFormat, where: string) =>
    `These bits are wider than ${width} bits, ${where}: a ${format} is ${width} bits (${width / 4} hex digits)`,
  tooLong: (count: number) =>
    `The number has ${groupDigits(count)} digits: this tool converts numbers of up to ${groupDigits(MAX_DIGITS)} digits`,
  rounded: (format: FloatFormat) =>
    `Not exact in ${format}: stored as the nearest ${format}, whose exact value is shown below`,
  overflow: (format: FloatFormat, largest: string) =>
    `Too large for ${format} (the largest is ${largest}): rounded to Infinity`,
  underflow: (format: FloatFormat, smallest: string) =>
    `Too small for ${format} (the smallest above zero is ${smallest}): rounded to zero`,
  otherWidth: (digits: number, format: FloatFormat, other: FloatFormat) =>
    `${digits} hex digits, read as ${format} bits with zeros in front: to read them as a ${other}, choose ${other}`,
} as const;

/** What a text stood for: a value rounded to the format, or the format's bits as written. */
export type FloatRead =
  | { ok: true; from: 'value'; bits: bigint; notes: string[] }
  | { ok: true; from: 'bits'; bits: bigint; notes: string[] }
  | { ok: false; error: InputError };

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
const isDigit = (code: number) => code >= 48 && code <= 57;
const SPECIAL = /^(?:inf|infinity|nan)$/i;

/**
 * True when the text is a float's bits rather than its value: 0x and hex digits (no point, no p
 * exponent, which make it a hex float) or 0b and binary digits.
 */
export function isBitsText(text: string): boolean {
  return /^\s*[+\-\u2212]?0(?:[xX][0-9a-fA-F_ \t]*|[bB][01_ \t]*)\s*$/.test(text) && !/[.pP]/.test(text);
}

/** The notes a rounding earns: inexact, or past either end of the format (named by their shortest decimals). */
function roundingNotes(format: FloatFormat, rounded: Rounded): string[] {
  const layout = LAYOUTS[format];
  if (rounded.overflow)
    return [FLOAT_MESSAGES.overflow(format, viewOf(format, infinityBits(layout, false) - 1n, false).shortest)];
  if (rounded.underflow) return [FLOAT_MESSAGES.underflow(format, viewOf(format, 1n, false).shortest)];
  return rounded.inexact ? [FLOAT_MESSAGES.rounded(format)] : [];
}

/**
 * Reads a float: a decimal (0.1, -2.5e-3, 1_000.5), Infinity or inf, NaN, a C hex float
 * (0x1.8p3), or the format's bits (0x3fb999999999999a, 0b… with `_` or spaces between digits).
 */
export function readFloat(text: string, format: FloatFormat): FloatRead {
  const layout = LAYOUTS[format];
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (start === end) return { ok: false, error: errorAt(text, 0, () => FLOAT_MESSAGES.blank) };
  const fail = (offset: number, describe: (where: string) => string): FloatRead => ({
    ok: false,
    error: errorAt(text, offset, describe),
  });

  let i = start;
  const sign = text[i];
  const negative = sign === '-' || sign === '\u2212';
  if (negative || sign === '+') i++;

  const word = text.slice(i, end);
  if (SPECIAL.test(word)) {
    const bits = /^n/i.test(word) ? quietNanBits(layout, negative) : infinityBits(layout, negative);
    return { ok: true, from: 'value', bits, notes: [] };
  }

  if (text[i] === '0' && /[xXbB]/.test(text[i + 1] ?? '')) {
    const hex = /[xX]/.test(text[i + 1]);
    if (hex && /[.pP]/.test(text.slice(i, end))) return readHexFloat(text, i + 2, end, negative, format, fail);
    if (i > start) return fail(start, FLOAT_MESSAGES.signedBits);
    return readBits(text, i + 2, end, hex ? 16 : 2, format, fail);
  }
  return readDecimal(text, i, end, negative, format, fail);
}

type Fail = (offset: number, describe: (where: string) => string) => FloatRead;

/** The format's bits, written in hex or binary; fewer digits than the width have zeros in front. */
function readBits(text: string, from: number, end: number, base: 16 | 2, format: FloatFormat, fail: Fail): FloatRead {
  const layout = LAYOUTS[format];
  let firstDigit = -1;
  for (let k = from; k < end; k++) {
    const code = text.charCodeAt(k);
    if (code === 0x5f || code === 0x20 || code === 0x09) continue;
    const value = digitValue(code);
    if (value < 0 || value >= base)
      return fail(k, (where) => FLOAT_MESSAGES.notBit(characterName(text, k), base, where));
    if (firstDigit < 0) firstDigit = k;
  }
  if (firstDigit < 0) return fail(end, FLOAT_MESSAGES.noDigits);
  const digits = text.slice(firstDigit, end).replace(/[_ \t]/g, '');
  const significant = digits.replace(/^0+/, '');
  const perDigit = base === 16 ? 4 : 1;
  if (
    significant.length * perDigit > layout.width + perDigit ||
    BigInt((base === 16 ? '0x' : '0b') + (significant || '0')) >> BigInt(layout.width) !== 0n
  )
    return fail(firstDigit, (where) => FLOAT_MESSAGES.tooWide(layout.width, format, where));
  const bits = BigInt((base === 16 ? '0x' : '0b') + (significant || '0'));
  const notes: string[] = [];
  const other: FloatFormat = format === 'float64' ? 'float32' : 'float64';
  if (base === 16 && digits.length === LAYOUTS[other].width / 4 && digits.length < layout.width / 4)
    notes.push(FLOAT_MESSAGES.otherWidth(digits.length, format, other));
  return { ok: true, from: 'bits', bits, notes };
}

/** Reads the digits of a run, skipping `_` between them; returns where the run ends. */
function digitRun(text: string, from: number, end: number, isDigitOf: (code: number) => boolean): [string, number] {
  let k = from;
  while (k < end) {
    const code = text.charCodeAt(k);
    if (!isDigitOf(code) && (code !== 0x5f || k === from)) break;
    k++;
  }
  return [text.slice(from, k).replace(/_/g, ''), k];
}

/** An exponent's digits as a number, held at a million: past that every float is Infinity or zero. */
function exponentOf(sign: string, digits: string): number {
  const size = digits.length > 7 ? 1_000_000 : Number(digits);
  return sign === '-' ? -size : size;
}

/** A decimal: digits, a point and more digits, an exponent after e; rounded once, exactly, to the format. */
function readDecimal(
  text: string,
  from: number,
  end: number,
  negative: boolean,
  format: FloatFormat,
  fail: Fail,
): FloatRead {
  const notPart = (k: number) => fail(k, (where) => FLOAT_MESSAGES.notPart(characterName(text, k), where));
  const [whole, afterWhole] = digitRun(text, from, end, isDigit);
  let k = afterWhole;
  let fraction = '';
  if (text[k] === '.') [fraction, k] = digitRun(text, k + 1, end, isDigit);
  if (!whole && !fraction) return k < end ? notPart(k) : fail(k, FLOAT_MESSAGES.noDigits);
  let exponent = 0;
  if (k < end && /[eE]/.test(text[k])) {
    let e = k + 1;
    const sign = /[+-]/.test(text[e] ?? '') ? text[e++] : '';
    const [digits, after] = digitRun(text, e, end, isDigit);
    if (!digits) return after < end ? notPart(after) : fail(after, FLOAT_MESSAGES.noExponentDigits);
    exponent = exponentOf(sign, digits);
    k = after;
  }
  if (k < end) return notPart(k);
  const count = whole.length + fraction.length;
  if (count > MAX_DIGITS) return fail(from, () => FLOAT_MESSAGES.tooLong(count));
  const rounded = roundDecimal(LAYOUTS[format], negative, whole + fraction, exponent - fraction.length);
  return { ok: true, from: 'value', bits: rounded.bits, notes: roundingNotes(format, rounded) };
}

/** A C hex float: 0x, hex digits with an optional point, and p with a power of two (0x1.8p3 is 12). */
function readHexFloat(
  text: string,
  from: number,
  end: number,
  negative: boolean,
  format: FloatFormat,
  fail: Fail,
): FloatRead {
  const notPart = (k: number) => fail(k, (where) => FLOAT_MESSAGES.notHexPart(characterName(text, k), where));
  const isHex = (code: number) => digitValue(code) >= 0 && digitValue(code) < 16;
  const [whole, afterWhole] = digitRun(text, from, end, isHex);
  let k = afterWhole;
  let fraction = '';
  if (text[k] === '.') [fraction, k] = digitRun(text, k + 1, end, isHex);
  if (!whole && !fraction) return k < end ? notPart(k) : fail(k, FLOAT_MESSAGES.noDigits);
  let power = 0;
  if (k < end && /[pP]/.test(text[k])) {
    let e = k + 1;
    const sign = /[+-]/.test(text[e] ?? '') ? text[e++] : '';
    const [digits, after] = digitRun(text, e, end, isDigit);
    if (!digits) return after < end ? notPart(after) : fail(after, FLOAT_MESSAGES.noExponentDigits);
    power = exponentOf(sign, digits);
    k = after;
  }
  if (k < end) return notPart(k);
  const count = whole.length + fraction.length;
  if (count > MAX_DIGITS) return fail(from, () => FLOAT_MESSAGES.tooLong(count));
  const layout = LAYOUTS[format];
  const m = BigInt(`0x${whole || '0'}${fraction}`);
  const exponent = power - 4 * fraction.length;
  // as for decimals: far past either end of the format the answer needs no arithmetic
  const top = m.toString(2).length + exponent;
  const rounded =
    m !== 0n && top > layout.bias + 2
      ? overflowed(layout, negative)
      : m !== 0n && top < -layout.bias - layout.fractionBits - 2
        ? underflowed(layout, negative)
        : exponent >= 0
          ? roundToFloat(layout, negative, m << BigInt(exponent), 1n)
          : roundToFloat(layout, negative, m, 1n << BigInt(-exponent));
  return { ok: true, from: 'value', bits: rounded.bits, notes: roundingNotes(format, rounded) };
}
