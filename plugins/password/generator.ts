import { defineGenerator, type GeneratorControl } from '@/ui/generator';
import { EachEntropy, Entropy } from './Entropy';
import {
  CAPITALIZATION_LABELS,
  CAPITALIZATIONS,
  COUNT_MAX,
  COUNT_MIN,
  LENGTH_MAX,
  LENGTH_MIN,
  PASSPHRASE_FILE,
  PASSWORD_FILE,
  SEPARATOR_LABELS,
  SEPARATORS,
  WORDS_MAX,
  WORDS_MIN,
} from './logic';
import { optionsSpec, type Options } from './options';
import { modeOf, recipeFor, TOOL_MESSAGES } from './recipe';
import { StrengthCheck } from './StrengthCheck';
import { WordListNote } from './WordListNote';

const MODE: GeneratorControl<Options> = {
  key: 'mode',
  kind: 'choice',
  widget: 'radio',
  label: 'Generate',
  choices: [
    { value: 'password', label: 'Password' },
    { value: 'passphrase', label: 'Passphrase' },
  ],
};

const PASSWORD_CONTROLS = (symbols: boolean): GeneratorControl<Options>[] => [
  MODE,
  { key: 'length', kind: 'number', label: 'Length', min: LENGTH_MIN, max: LENGTH_MAX },
  {
    key: 'symbolSet',
    kind: 'text',
    label: 'Symbol set',
    maxLength: 256,
    disabled: !symbols,
    hint: 'Each character counts once',
  },
  {
    key: 'custom',
    kind: 'text',
    label: 'Custom characters',
    maxLength: 256,
    placeholder: 'e.g. äöüß',
    hint: 'Added as a kind of their own; each counts once',
  },
  { key: 'upper', kind: 'switch', label: 'Upper-case (A–Z)' },
  { key: 'lower', kind: 'switch', label: 'Lower-case (a–z)' },
  { key: 'digits', kind: 'switch', label: 'Digits (0–9)' },
  { key: 'symbols', kind: 'switch', label: 'Symbols' },
  { key: 'eachClass', kind: 'switch', label: 'At least one of each kind' },
  { key: 'excludeLookAlikes', kind: 'switch', label: 'Exclude look-alikes (i I l 1 0 O)' },
];

const PASSPHRASE_CONTROLS: GeneratorControl<Options>[] = [
  MODE,
  { key: 'words', kind: 'number', label: 'Words', min: WORDS_MIN, max: WORDS_MAX },
  {
    key: 'separator',
    kind: 'choice',
    widget: 'select',
    label: 'Separator',
    choices: SEPARATORS.map((s) => ({ value: s, label: SEPARATOR_LABELS[s] })),
  },
  {
    key: 'capitalization',
    kind: 'choice',
    widget: 'select',
    label: 'Capitalisation',
    choices: CAPITALIZATIONS.map((c) => ({ value: c, label: CAPITALIZATION_LABELS[c] })),
  },
  { key: 'digit', kind: 'switch', label: 'Add a digit after one word' },
];

/**
 * Passwords and passphrases: the policy is a setting (kept and linked), what it generates is a
 * secret and lives in the page's memory only; the password to check is a secret field.
 */
export default defineGenerator({
  options: optionsSpec,
  settings: {
    controls: ({ options }) =>
      modeOf(options) === 'password' ? PASSWORD_CONTROLS(options.symbols) : PASSPHRASE_CONTROLS,
    slot: WordListNote,
  },
  one: {
    title: ({ options }) => `Your ${modeOf(options)}`,
    recipe: ({ options }) => recipeFor(options),
    view: 'value',
    label: ({ options }) => `Generated ${modeOf(options)}`,
    testId: 'single-result',
    regenerate: { label: 'Generate', placement: 'title' },
    footer: Entropy,
    note: TOOL_MESSAGES.noSecretsKept,
  },
  bulk: {
    title: 'Bulk',
    count: 'count',
    controls: [{ key: 'count', kind: 'number', label: 'How many', min: COUNT_MIN, max: COUNT_MAX }],
    recipe: ({ options }) => recipeFor(options),
    button: (count, { options }) => `Generate ${count} ${modeOf(options)}${count === 1 ? '' : 's'}`,
    label: ({ options }) => `Generated ${modeOf(options)}s`,
    placeholder: 'Generated values appear here, one per line.',
    download: { fileName: ({ options }) => (modeOf(options) === 'password' ? PASSWORD_FILE : PASSPHRASE_FILE) },
    footer: EachEntropy,
  },
  slots: { after: StrengthCheck },
});
