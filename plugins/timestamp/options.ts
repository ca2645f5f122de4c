import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    format: {
      type: 'string',
      title: 'Format',
      enum: ['YYYY-MM-DD HH:mm:ss', 'MM/DD/YYYY HH:mm:ss', 'DD/MM/YYYY HH:mm:ss', 'ISO 8601', 'Custom'],
    },
    custom: { type: 'string', title: 'Custom format', maxLength: 200 },
    tz: { type: 'string', title: 'Time zone', minLength: 1, maxLength: 64 },
    /** the zones pinned beside Local and UTC, comma-separated IANA names */
    zones: { type: 'string', title: 'Pinned time zones', maxLength: 1000, pattern: '^[A-Za-z0-9_+\\-/,]*$' },
  },
  required: ['format', 'custom', 'tz', 'zones'],
  additionalProperties: false,
} as const;

const defaults = {
  format: 'YYYY-MM-DD HH:mm:ss',
  custom: 'YYYY-MM-DD HH:mm:ss',
  tz: 'local',
  zones: '',
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them and checks a link's query and stored settings (the tool draws its own controls), with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
