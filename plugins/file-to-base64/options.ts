import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    output: {
      type: 'string',
      title: 'Output format',
      oneOf: [
        { const: 'base64', title: 'Base64 only' },
        { const: 'dataUrl', title: 'Full data URL' },
      ],
    },
  },
  required: ['output'],
  additionalProperties: false,
} as const;

const uiSchema = { output: { 'ui:widget': 'radio' } };

const defaults = { output: 'base64' } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and that OptionsForm draws, with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });
