import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    listMarkers: { type: 'boolean', title: 'List markers (- and 1.)' },
    lineBreaks: { type: 'string', title: 'Line breaks', enum: ['paragraphs', 'br', 'escape'] },
  },
  required: ['listMarkers', 'lineBreaks'],
  additionalProperties: false,
} as const;

const defaults = { listMarkers: false, lineBreaks: 'paragraphs' } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and that OptionsForm draws where the tool uses it, with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
