import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    language: {
      type: 'string',
      title: 'Query language',
      oneOf: [
        { const: 'jsonpath', title: 'JSONPath' },
        { const: 'jq', title: 'jq' },
      ],
    },
    show: {
      type: 'string',
      title: 'Show',
      oneOf: [
        { const: 'values', title: 'Values' },
        { const: 'paths', title: 'Paths' },
        { const: 'both', title: 'Values and paths' },
      ],
    },
    compact: { type: 'boolean', title: 'Compact output (-c)' },
    rawStrings: { type: 'boolean', title: 'Raw strings (-r)' },
  },
  additionalProperties: false,
} as const;

const defaults = { language: 'jsonpath', show: 'values', compact: false, rawStrings: false } satisfies OptionsInput<
  typeof optionsSchema
>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and draws their controls. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
