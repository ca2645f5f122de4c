import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    // the last mode's button, kept in links and settings; no control of its own
    mode: { type: 'string', title: 'Mode', enum: ['decode', 'pem', 'der', 'jwk'] },
  },
  additionalProperties: false,
} as const;

const uiSchema = { mode: { 'ui:widget': 'hidden' } };

const defaults = { mode: 'decode' } satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and draws their controls. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });
