import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    mode: { type: 'string', title: 'Mode', enum: ['format', 'minify', 'validate'] },
    indent: { type: 'integer', title: 'Indent', enum: [2, 4, 8] },
    sortKeys: { type: 'boolean', title: 'Sort keys' },
  },
  required: ['mode', 'indent', 'sortKeys'],
  additionalProperties: false,
} as const;

const defaults = { mode: 'format', indent: 2, sortKeys: false } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them and checks a link's query and stored settings (the tool draws its own controls), with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
