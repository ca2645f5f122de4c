import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    algorithm: { type: 'string', title: 'Algorithm', enum: ['MD5', 'SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'] },
    format: {
      type: 'string',
      title: 'Output format',
      oneOf: [
        { const: 'hex', title: 'Hex (lowercase)' },
        { const: 'HEX', title: 'Hex (uppercase)' },
        { const: 'base64', title: 'Base64' },
      ],
    },
    live: { type: 'boolean', title: 'Live update' },
    compareAll: { type: 'boolean', title: 'Compare All' },
  },
  required: ['algorithm', 'format', 'live', 'compareAll'],
  additionalProperties: false,
} as const;

const defaults = { algorithm: 'SHA-256', format: 'hex', live: true, compareAll: false } satisfies OptionsInput<
  typeof optionsSchema
>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them and checks a link's query and stored settings (the tool draws its own controls), with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
