import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    target: {
      type: 'string',
      title: 'Output',
      oneOf: [
        { const: 'typescript', title: 'TypeScript' },
        { const: 'zod', title: 'Zod' },
        { const: 'schema', title: 'JSON Schema' },
      ],
    },
    rootName: { type: 'string', title: 'Root name', maxLength: 64 },
    declaration: {
      type: 'string',
      title: 'Objects as',
      oneOf: [
        { const: 'interface', title: 'interface' },
        { const: 'type', title: 'type' },
      ],
    },
    missing: {
      type: 'string',
      title: 'Fields missing from some samples',
      oneOf: [
        { const: 'optional', title: 'Optional (key?: T)' },
        { const: 'nullish', title: 'Optional or null (key?: T | null)' },
      ],
    },
    readonly: { type: 'boolean', title: 'Readonly' },
    arraySamples: { type: 'boolean', title: 'Top-level array is a list of samples' },
  },
  additionalProperties: false,
} as const;

const uiSchema = { rootName: { 'ui:widget': 'text' } };

const defaults = {
  target: 'typescript',
  rootName: 'Root',
  declaration: 'interface',
  missing: 'optional',
  readonly: false,
  arraySamples: false,
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and that the frame draws, with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });
