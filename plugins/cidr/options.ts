import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    mode: {
      type: 'string',
      title: 'Calculation',
      enum: ['inspect', 'split', 'merge', 'exclude', 'overlaps'],
    },
    splitBy: { type: 'string', title: 'Split into (/prefix or number of subnets)', maxLength: 40 },
  },
  additionalProperties: false,
} as const;

const uiSchema = { 'ui:placement': 'top', splitBy: { 'ui:widget': 'text' } };

const defaults = { mode: 'inspect', splitBy: '4' } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and draws their controls. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });
