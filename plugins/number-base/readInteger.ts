import { groupDigits } from '@/lib/count';
import { digitsToBigInt, digitValue, MAX_DIGITS, prefixBase } from './digits';
import { characterName, errorAt, type InputError } from './position';

/** The input base that reads a prefix (0x, 0b, 0o) and takes decimal without one. */
export const AUTO_BASE = 0;

export const INTEGER_MESSAGES = {
  blank: 'Enter a whole number: decimal, or hexadecimal, binary or octal with 0x, 0b or 0o',
  notDigit: (character: string, base: number, where: string) => `${character} is not a base-${base} digit, ${where}`,
  hexHint: ': write 0x before a hexadecimal number, or choose input base 16',
  fractionHint: ': for a fraction, use the Float tab',
  commaHint: ': separate groups of digits with _ or a space',
  noDigits: (after: string, where: string) => `No digits${after ? ` after ${after}` : ''}, ${where}`,
  prefixClash: (prefix: string, marks: number, base: number, where: string) =>
    `\`${prefix}\` marks a base-${marks} number, but the input base is ${base}, ${where}: choose Auto or base ${marks}`,
  tooLong: (count: number) =>
    `The number has ${groupDigits(count)} digits: this tool converts numbers of up to ${groupDigits(MAX_DIGITS)} digits`,
  leadingZero: 'Read as decimal: a leading 0 does not mark octal here (C reads 0755 as octal); write 0o755 for octal',
} as const;

export interface IntegerText {
  value: bigint;
  /** the base it was read in */
  base: number;
  /** a prefix (0x, 0b, 0o) said which base */
  prefixed: boolean;
  /** things the reader should know about how the text was read */
  notes: string[];
}

export type IntegerRead = ({ ok: true } & IntegerText) | { ok: false; error: InputError };

/** Between digits: `_` as Python, JavaScript and C++ write it, and spaces as grouped output shows them. */
const isSeparator = (code: number) => code === 0x5f || code === 0x20 || code === 0x09;
const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/**
 * A suffix source code puts after digits: JavaScript's BigInt `n` and C's `u`, `l`, `ll` in any
 * order and case. It is read as one only where its letters are no digits of the base.
 */
const SUFFIX = /(?:n|u(?:ll|l)?|(?:ll|l)u?)$/i;

/** The base a text is read in: the chosen one, or under Auto its prefix's (0x, 0b, 0o), else 10. */
export function inputBaseOf(text: string, base: number): number {
  if (base !== AUTO_BASE) return base;
  const prefix = /^\s*[+\-\u2212]?0([xXbBoO])/.exec(text);
  return (prefix && prefixBase(prefix[1])) ?? 10;
}

/**
 * Reads one whole number: an optional sign (+, - or the minus sign −), a prefix (0x, 0b, 0o)
 * where the base allows one, digits in either case with `_` or spaces between them, and a C or
 * JavaScript suffix. `base` is 2 to 36, or AUTO_BASE: the prefix's base, else 10. A character
 * that is no digit is named with its column.
 */
export function readInteger(text: string, base: number): IntegerRead {
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (start === end) return { ok: false, error: errorAt(text, 0, () => INTEGER_MESSAGES.blank) };

  let i = start;
  const sign = text[i];
  const negative = sign === '-' || sign === '\u2212';
  if (negative || sign === '+') i++;

  let chosen = base;
  let prefixed = false;
  if (text[i] === '0' && i + 1 < end) {
    const marks = prefixBase(text[i + 1]);
    if (marks !== undefined) {
      if (base === AUTO_BASE || base === marks) {
        chosen = marks;
        prefixed = true;
        i += 2;
      } else if (digitValue(text.charCodeAt(i + 1)) >= base) {
        // 0x in base 2: the x is no digit, and the prefix says what was meant
        const where = i + 1;
        return {
          ok: false,
          error: errorAt(text, where, (at) => INTEGER_MESSAGES.prefixClash(`0${text[where]}`, marks, base, at)),
        };
      }
    }
  }
  if (chosen === AUTO_BASE) chosen = 10;

  const suffix = SUFFIX.exec(text.slice(Math.max(i, end - 3), end))?.[0] ?? '';
  if (suffix && end - suffix.length > i) {
    const last = text.charCodeAt(end - suffix.length - 1);
    const lettersAreNoDigits = [...suffix].every((c) => digitValue(c.charCodeAt(0)) >= chosen);
    const afterDigit = digitValue(last) >= 0 && digitValue(last) < chosen;
    if (lettersAreNoDigits && afterDigit) end -= suffix.length;
  }

  let digits = 0;
  for (let k = i; k < end; k++) {
    const code = text.charCodeAt(k);
    if (isSeparator(code)) continue;
    const value = digitValue(code);
    if (value < 0 || value >= chosen)
      return { ok: false, error: notDigit(text, k, chosen, base === AUTO_BASE && !prefixed) };
    digits++;
  }
  if (digits === 0) {
    const after = prefixed ? `\`${text.slice(i - 2, i)}\`` : i > start ? 'the sign' : '';
    return { ok: false, error: errorAt(text, end, (where) => INTEGER_MESSAGES.noDigits(after, where)) };
  }
  if (digits > MAX_DIGITS) return { ok: false, error: errorAt(text, start, () => INTEGER_MESSAGES.tooLong(digits)) };

  const body = text.slice(i, end).replace(/[_ \t]/g, '');
  const magnitude = digitsToBigInt(body, chosen);
  const notes: string[] = [];
  if (base === AUTO_BASE && !prefixed && /^0[0-7]+$/.test(body)) notes.push(INTEGER_MESSAGES.leadingZero);
  return { ok: true, value: negative ? -magnitude : magnitude, base: chosen, prefixed, notes };
}

/** The error for the character at `offset`, with a hint where the character says what was meant. */
function notDigit(text: string, offset: number, base: number, decimalByDefault: boolean): InputError {
  const character = text[offset];
  const value = digitValue(text.charCodeAt(offset));
  const hint =
    character === '.'
      ? INTEGER_MESSAGES.fractionHint
      : character === ','
        ? INTEGER_MESSAGES.commaHint
        : decimalByDefault && value >= 10 && value < 16
          ? INTEGER_MESSAGES.hexHint
          : '';
  return errorAt(text, offset, (where) => INTEGER_MESSAGES.notDigit(characterName(text, offset), base, where) + hint);
}
