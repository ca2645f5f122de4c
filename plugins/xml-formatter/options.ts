import { defineOptions, type OptionsInput, type OptionValues } from '../../src/registry/types';

/** The indents the tool offers, in spaces. */
export const INDENTS = [2, 4, 8] as const;

export const optionsSchema = {
  type: 'object',
  properties: {
    theme: { type: 'string', title: 'Colour theme', enum: ['site', 'vs-dark', 'vs-light', 'monokai'] },
    indent: { type: 'integer', title: 'Indent', enum: INDENTS },
  },
  additionalProperties: false,
} as const;

const defaults = { theme: 'site', indent: 2 } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and that OptionsForm draws where the tool uses it, with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
