/**
 * Password and passphrase policies: which outputs are possible, how many there are (exactly, as a
 * BigInt), and drawing one uniformly at random from them. The entropy shown is log2 of that count,
 * which is the true entropy because every possible output is equally likely.
 */
import { groupDigits } from '@/lib/count';
import { power } from '@/lib/powers';
import { SecureRandom } from './random';

export const LENGTH_MIN = 4;
export const LENGTH_MAX = 256;
export const COUNT_MIN = 1;
export const COUNT_MAX = 1000;
export const WORDS_MIN = 3;
export const WORDS_MAX = 20;

export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
/** The 32 printable ASCII punctuation characters. */
export const DEFAULT_SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
/** The characters "Exclude look-alikes" removes, exactly: i I l 1 0 O. */
export const LOOK_ALIKES = 'iIl10O';

export const PASSWORD_FILE = 'passwords.txt';
export const PASSPHRASE_FILE = 'passphrases.txt';

export const CLASS_IDS = ['upper', 'lower', 'digits', 'symbols', 'custom'] as const;
export type ClassId = (typeof CLASS_IDS)[number];
export const CLASS_LABELS: Record<ClassId, string> = {
  upper: 'upper-case letters',
  lower: 'lower-case letters',
  digits: 'digits',
  symbols: 'symbols',
  custom: 'custom characters',
};

export interface PasswordPolicy {
  length: number;
  upper: boolean;
  lower: boolean;
  digits: boolean;
  symbols: boolean;
  /** The symbols to use when `symbols` is on. */
  symbolSet: string;
  /** Extra characters, a class of their own when not empty. */
  custom: string;
  /** Every chosen class appears at least once. */
  eachClass: boolean;
  excludeLookAlikes: boolean;
}

export interface CharClass {
  id: ClassId;
  chars: string[];
}

export type PasswordPlan =
  | { ok: true; length: number; eachClass: boolean; classes: CharClass[]; alphabet: string[] }
  | { ok: false; message: string };

const CONTROL = /\p{Cc}/u;

/** The distinct code points of a text in first-seen order, control characters (line breaks, tabs…) left out. */
export function distinctCodePoints(text: string): string[] {
  const seen = new Set<string>();
  for (const ch of text) if (!CONTROL.test(ch)) seen.add(ch);
  return [...seen];
}

export const MESSAGES = {
  noClass: 'Choose at least one kind of character.',
  emptySymbols: 'The symbol set is empty: type the symbols to use, or turn Symbols off.',
  allCustomExcluded: 'Every custom character is a look-alike that is excluded (i I l 1 0 O).',
  tooShort: (length: number, classes: number) =>
    `A password of ${length} characters cannot hold one of each of the ${classes} chosen kinds of character.`,
  copied: 'Copied!',
} as const;

/** The classes and alphabet a policy draws from, or why it cannot make a password. */
export function planPassword(policy: PasswordPolicy): PasswordPlan {
  const excluded = new Set(policy.excludeLookAlikes ? LOOK_ALIKES : '');
  const keep = (chars: string[]) => chars.filter((c) => !excluded.has(c));
  const classes: CharClass[] = [];
  if (policy.upper) classes.push({ id: 'upper', chars: keep([...UPPER]) });
  if (policy.lower) classes.push({ id: 'lower', chars: keep([...LOWER]) });
  if (policy.digits) classes.push({ id: 'digits', chars: keep([...DIGITS]) });
  if (policy.symbols) {
    const symbols = keep(distinctCodePoints(policy.symbolSet));
    if (symbols.length === 0) return { ok: false, message: MESSAGES.emptySymbols };
    classes.push({ id: 'symbols', chars: symbols });
  }
  const custom = distinctCodePoints(policy.custom);
  if (custom.length > 0) {
    const kept = keep(custom);
    if (kept.length === 0) return { ok: false, message: MESSAGES.allCustomExcluded };
    classes.push({ id: 'custom', chars: kept });
  }
  if (classes.length === 0) return { ok: false, message: MESSAGES.noClass };
  if (policy.eachClass && policy.length < classes.length)
    return { ok: false, message: MESSAGES.tooShort(policy.length, classes.length) };
  const alphabet = distinctCodePoints(classes.map((c) => c.chars.join('')).join(''));
  return { ok: true, length: policy.length, eachClass: policy.eachClass, classes, alphabet };
}

type Plan = Extract<PasswordPlan, { ok: true }>;

/**
 * How many different passwords the plan can produce. Without "one of each" it is |alphabet|^length.
 * With it, inclusion–exclusion over the chosen classes: the sum over every subset S of the classes of
 * (−1)^|S| · |alphabet without the characters of S|^length (the classes may share characters).
 */
export function countPasswords(plan: Plan): bigint {
  const n = BigInt(plan.length);
  if (!plan.eachClass) return BigInt(plan.alphabet.length) ** n;
  const k = plan.classes.length;
  let total = 0n;
  for (let mask = 0; mask < 1 << k; mask++) {
    const removed = new Set<string>();
    let size = 0;
    for (let i = 0; i < k; i++) if (mask & (1 << i)) for (const c of plan.classes[i].chars) removed.add(c);
    for (const c of plan.alphabet) if (!removed.has(c)) size++;
    const term = BigInt(size) ** n;
    total += popcount(mask) % 2 === 0 ? term : -term;
  }
  return total;
}

function popcount(x: number): number {
  let bits = 0;
  for (let v = x; v; v &= v - 1) bits++;
  return bits;
}

/** Whether a password holds at least one character of every class. */
export function coversClasses(chars: readonly string[], classes: readonly CharClass[]): boolean {
  return classes.every((cls) => {
    const members = new Set(cls.chars);
    return chars.some((c) => members.has(c));
  });
}

/**
 * One password drawn uniformly from every password the plan allows: each character is drawn
 * independently from the alphabet, and with "one of each" a draw that misses a class is discarded
 * whole and drawn again, so the passwords that remain are all equally likely (placing one of each
 * class first and shuffling would not be).
 */
export function generatePassword(plan: Plan, random: SecureRandom = new SecureRandom()): string {
  for (;;) {
    const chars = Array.from({ length: plan.length }, () => random.pick(plan.alphabet));
    if (!plan.eachClass || coversClasses(chars, plan.classes)) return chars.join('');
  }
}

/** log2 of a positive BigInt, to double precision. */
export function log2Big(value: bigint): number {
  if (value <= 0n) throw new RangeError('log2 of a non-positive number');
  const bits = value.toString(2).length;
  if (bits <= 53) return Math.log2(Number(value));
  const shift = BigInt(bits - 53);
  return Math.log2(Number(value >> shift)) + (bits - 53);
}

/** Bits with one decimal ("77.5 bits"); a count of one is 0 bits. */
export function formatBits(bits: number): string {
  const shown = Math.floor(bits * 10 + 1e-9) / 10;
  return `${shown.toFixed(1)} ${shown === 1 ? 'bit' : 'bits'}`;
}

/** A count in words people read: exact up to a million, then "about 1.2 × 10³⁵". */
export function formatCount(count: bigint): string {
  if (count < 1_000_000n) return groupDigits(count);
  const digits = count.toString();
  const mantissa = Number(`${digits[0]}.${digits.slice(1, 3)}`);
  return `about ${mantissa} × ${power(10, digits.length - 1)}`;
}

// ---------------------------------------------------------------- passphrases

export const SEPARATORS = ['-', ' ', '.', '_', ','] as const;
export type Separator = (typeof SEPARATORS)[number];
export const SEPARATOR_LABELS: Record<Separator, string> = {
  '-': 'Hyphen (-)',
  ' ': 'Space',
  '.': 'Period (.)',
  _: 'Underscore (_)',
  ',': 'Comma (,)',
};

export const CAPITALIZATIONS = ['lower', 'title', 'upper', 'random'] as const;
export type Capitalization = (typeof CAPITALIZATIONS)[number];
export const CAPITALIZATION_LABELS: Record<Capitalization, string> = {
  lower: 'lower case',
  title: 'Title Case',
  upper: 'UPPER CASE',
  random: 'Random (each word lower or Title)',
};

export interface PassphrasePolicy {
  words: number;
  separator: Separator;
  capitalization: Capitalization;
  /** A random digit (0–9) after one randomly chosen word. */
  digit: boolean;
}

/**
 * The words a passphrase with this separator draws from: the list without the words that contain the
 * separator (with a hyphen, drop-down, felt-tip, t-shirt and yo-yo), so every passphrase splits back
 * into its words in exactly one way and no two choices of words give the same text.
 */
export function usableWords(list: readonly string[], separator: Separator): string[] {
  return list.filter((w) => !w.includes(separator));
}

function capitalize(word: string, style: 'lower' | 'title' | 'upper'): string {
  if (style === 'upper') return word.toUpperCase();
  if (style === 'title') return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

export function generatePassphrase(
  policy: PassphrasePolicy,
  words: readonly string[],
  random: SecureRandom = new SecureRandom(),
): string {
  const chosen = Array.from({ length: policy.words }, () => {
    const word = random.pick(words);
    const style =
      policy.capitalization === 'random' ? (random.below(2) === 0 ? 'lower' : 'title') : policy.capitalization;
    return capitalize(word, style);
  });
  if (policy.digit) chosen[random.below(policy.words)] += String(random.below(10));
  return chosen.join(policy.separator);
}

/**
 * How many different passphrases the policy can produce from `listSize` words: listSize^words, times
 * 2^words when each word is lower case or Title Case at random (every word starts with a letter, so the
 * two differ), times 10 · words for a digit after one of the words. The words never contain the
 * separator, so each passphrase reads back to exactly one choice.
 */
export function countPassphrases(policy: PassphrasePolicy, listSize: number): bigint {
  const w = BigInt(policy.words);
  let count = BigInt(listSize) ** w;
  if (policy.capitalization === 'random') count *= 2n ** w;
  if (policy.digit) count *= 10n * w;
  return count;
}
