import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    fg: { type: 'string', title: 'Text colour', maxLength: 200 },
    bg: { type: 'string', title: 'Background', maxLength: 200 },
    edit: { type: 'string', title: 'Colour to convert', enum: ['text', 'background'] },
  },
  required: ['fg', 'bg', 'edit'],
  additionalProperties: false,
} as const;

const defaults = { fg: '#2563eb', bg: '#ffffff', edit: 'text' } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the two colours as typed and the one the converter shows, kept in the link (the tool draws its own controls). */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
