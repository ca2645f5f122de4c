import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

/**
 * The flags are the tool's one setting: remembered and carried by a link like any setting. Only
 * the flags the tool toggles, each once and in their display order (g, i, m, s, u, y), so a link
 * cannot set a flag the screen cannot show or turn off.
 */
export const optionsSchema = {
  type: 'object',
  properties: {
    flags: { type: 'string', pattern: '^g?i?m?s?u?y?$' },
  },
  required: ['flags'],
  additionalProperties: false,
} as const;

const defaults = { flags: 'g' } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that checks a link's query and stored settings, with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
