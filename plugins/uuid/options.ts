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

const defaults = { count: 5, hyphens: true, version: 'v4', bulkVersion: 'v4', check: 'v4' } satisfies OptionsInput<
  typeof optionsSchema
>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them and checks a link's query and stored settings, with the defaults (generator.ts declares their controls, each beside what it applies to). */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
