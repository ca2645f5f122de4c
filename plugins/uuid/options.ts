import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    count: {
      type: 'integer',
      title: 'Quantity',
      minimum: 1,
      maximum: 100,
      description: 'How many UUIDs to generate (1–100).',
    },
    hyphens: { type: 'boolean', title: 'Hyphens' },
    version: { type: 'string', title: 'Version', enum: ['v4', 'v7', 'v1'] },
    bulkVersion: { type: 'string', title: 'Bulk version', enum: ['v4', 'v7', 'v1'] },
    check: { type: 'string', title: 'Validation', enum: ['v4', 'any'] },
  },
  required: ['count', 'hyphens', 'version', 'bulkVersion', 'check'],
  additionalProperties: false,
} as const;

const uiSchema = {
  hyphens: { 'ui:widget': 'InvertedSwitch', 'ui:title': 'Remove hyphens', 'ui:options': { label: false } },
  // chosen next to the single UUID, the bulk button and in the validator, where they apply
  version: { 'ui:widget': 'hidden' },
  bulkVersion: { 'ui:widget': 'hidden' },
  check: { 'ui:widget': 'hidden' },
  'ui:order': ['hyphens', 'count', 'version', 'bulkVersion', 'check'],
};

const defaults = { count: 5, hyphens: true, version: 'v4', bulkVersion: 'v4', check: 'v4' } satisfies OptionsInput<
  typeof optionsSchema
>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and that OptionsForm draws, with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });
