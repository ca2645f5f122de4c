import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

/** `count` is limited per mode with if/then, so an out-of-range count from the URL is rejected (and then dropped). */
export const optionsSchema = {
  type: 'object',
  properties: {
    mode: { type: 'string', title: 'Mode', enum: ['paragraphs', 'words'], default: 'paragraphs' },
    count: { type: 'integer', title: 'Count', minimum: 1, maximum: 1000, default: 3 },
    start: { type: 'boolean', title: 'Start with standard text', default: true },
  },
  additionalProperties: false,
  if: { properties: { mode: { const: 'words' } }, required: ['mode'] },
  then: { properties: { count: { maximum: 1000 } } },
  else: { properties: { count: { maximum: 50 } } },
} as const;

// no count default: an absent count means the mode's own default (3 paragraphs, 50 words)
const defaults = { mode: 'paragraphs', start: true } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them and checks a link's query and stored settings, with the defaults (generator.ts declares the mode's and the count's controls). */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
