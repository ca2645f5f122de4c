import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    mode: { type: 'string', title: 'Compare by', enum: ['line', 'word', 'char'] },
    ignoreWhitespace: { type: 'boolean', title: 'Ignore whitespace' },
    ignoreCase: { type: 'boolean', title: 'Ignore case' },
    view: { type: 'string', title: 'View', enum: ['split', 'unified'] },
  },
  additionalProperties: false,
} as const;

const defaults = { mode: 'line', ignoreWhitespace: false, ignoreCase: false, view: 'split' } satisfies OptionsInput<
  typeof optionsSchema
>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them and checks a link's query and stored settings (the tool draws its own controls), with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
