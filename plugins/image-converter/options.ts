import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    format: { type: 'string', title: 'Output format', enum: ['png', 'jpeg', 'webp', 'bmp', 'gif'] },
    quality: { type: 'integer', title: 'Quality', minimum: 10, maximum: 100, multipleOf: 5 },
  },
  required: ['format', 'quality'],
  additionalProperties: false,
} as const;

const defaults = { format: 'png', quality: 85 } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them and checks a link's query and stored settings (the tool draws its own controls), with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
