import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    target: {
      type: 'string',
      title: 'Encoding style',
      default: 'component',
      oneOf: [
        { const: 'component', title: 'URL component (encodeURIComponent)' },
        { const: 'url', title: 'Whole URL (reserved characters kept)' },
        { const: 'form', title: 'Form data (spaces as +)' },
      ],
    },
  },
  required: ['target'],
  additionalProperties: false,
} as const;

/** The encoding styles are read before the input, beside the mode: placed above it. */
const uiSchema = { 'ui:placement': 'top', target: { 'ui:widget': 'radio' } };

const defaults = { target: 'component' } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and that OptionsForm draws where the tool uses it, with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });
