import type { Recipe } from '@/ui/generator';
import {
  CAPITALIZATIONS,
  countPassphrases,
  countPasswords,
  generatePassphrase,
  generatePassword,
  log2Big,
  planPassword,
  SEPARATORS,
  usableWords,
  type PassphrasePolicy,
  type PasswordPolicy,
} from './logic';
import type { Options } from './options';
import { SecureRandom } from './random';
import { loadedWords, loadWords } from './words';

export type Mode = 'password' | 'passphrase';

export const TOOL_MESSAGES = {
  loadingWords: 'Loading the word list…',
  wordsFailed: 'The word list could not be loaded. Reload the page to try again.',
  noSecretsKept:
    'Generated values stay in this page only: they are never stored, never sent and never put in a link. Your settings are remembered.',
} as const;

/** What the values of a policy are: their noun, and how many there are, all equally likely. */
export interface Possible {
  mode: Mode;
  bits: number;
  count: bigint;
}

export const modeOf = (options: Options): Mode => (options.mode === 'passphrase' ? 'passphrase' : 'password');

export function passwordPolicy(o: Options): PasswordPolicy {
  return {
    length: o.length,
    upper: o.upper,
    lower: o.lower,
    digits: o.digits,
    symbols: o.symbols,
    symbolSet: o.symbolSet,
    custom: o.custom,
    eachClass: o.eachClass,
    excludeLookAlikes: o.excludeLookAlikes,
  };
}

export function passphrasePolicy(o: Options): PassphrasePolicy {
  const separator = SEPARATORS.find((s) => s === o.separator) ?? '-';
  const capitalization = CAPITALIZATIONS.find((c) => c === o.capitalization) ?? 'lower';
  return { words: o.words, separator, capitalization, digit: o.digit };
}

/**
 * How passwords or passphrases are drawn for the options (each from the browser's cryptographic
 * source: the seed is not used), and how many there are; a passphrase waits for the word list.
 */
export function recipeFor(options: Options): Recipe<Possible> {
  const mode = modeOf(options);
  if (mode === 'password') {
    const policy = passwordPolicy(options);
    const key = JSON.stringify(['password', policy]);
    const plan = planPassword(policy);
    if (!plan.ok) return { ok: false, key, error: { title: 'No password can be made', message: plan.message } };
    const count = countPasswords(plan);
    return {
      ok: true,
      key,
      make: () => generatePassword(plan, new SecureRandom()),
      details: { mode, count, bits: log2Big(count) },
    };
  }
  const policy = passphrasePolicy(options);
  const key = JSON.stringify(['passphrase', policy]);
  const list = loadedWords();
  if (!list)
    return {
      ok: 'waiting',
      key,
      until: loadWords(),
      note: TOOL_MESSAGES.loadingWords,
      failed: { title: 'Word list not loaded', message: TOOL_MESSAGES.wordsFailed },
    };
  const words = usableWords(list, policy.separator);
  const count = countPassphrases(policy, words.length);
  return {
    ok: true,
    key,
    make: () => generatePassphrase(policy, words, new SecureRandom()),
    details: { mode, count, bits: log2Big(count) },
  };
}
