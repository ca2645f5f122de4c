import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

/**
 * The policy of what is generated (never a generated value): remembered and carried by a link like
 * any setting. The tool draws its own controls.
 */
export const optionsSchema = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: ['password', 'passphrase'] },
    length: { type: 'integer', minimum: 4, maximum: 256 },
    upper: { type: 'boolean', title: 'Upper-case letters (A–Z)' },
    lower: { type: 'boolean', title: 'Lower-case letters (a–z)' },
    digits: { type: 'boolean', title: 'Digits (0–9)' },
    symbols: { type: 'boolean', title: 'Symbols' },
    symbolSet: { type: 'string', maxLength: 256 },
    custom: { type: 'string', maxLength: 256 },
    eachClass: { type: 'boolean', title: 'At least one of each' },
    excludeLookAlikes: { type: 'boolean', title: 'Exclude look-alikes' },
    count: { type: 'integer', minimum: 1, maximum: 1000 },
    words: { type: 'integer', minimum: 3, maximum: 20 },
    separator: { type: 'string', enum: ['-', ' ', '.', '_', ','] },
    capitalization: { type: 'string', enum: ['lower', 'title', 'upper', 'random'] },
    digit: { type: 'boolean', title: 'Add a digit' },
  },
  required: [
    'mode',
    'length',
    'upper',
    'lower',
    'digits',
    'symbols',
    'symbolSet',
    'custom',
    'eachClass',
    'excludeLookAlikes',
    'count',
    'words',
    'separator',
    'capitalization',
    'digit',
  ],
  additionalProperties: false,
} as const;

const defaults = {
  mode: 'password',
  length: 20,
  upper: true,
  lower: true,
  digits: true,
  symbols: true,
  symbolSet: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
  custom: '',
  eachClass: true,
  excludeLookAlikes: false,
  count: 10,
  words: 6,
  separator: '-',
  capitalization: 'lower',
  digit: false,
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them and checks a link's query and stored settings, with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
