import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    to: {
      type: 'string',
      title: 'Output format',
      oneOf: [
        { const: 'json', title: 'JSON' },
        { const: 'yaml', title: 'YAML' },
        { const: 'toml', title: 'TOML' },
      ],
    },
    from: {
      type: 'string',
      title: 'Input format',
      oneOf: [
        { const: 'auto', title: 'Detect' },
        { const: 'yaml', title: 'YAML' },
        { const: 'json', title: 'JSON' },
        { const: 'toml', title: 'TOML' },
      ],
    },
    yamlVersion: {
      type: 'string',
      title: 'Read YAML as',
      oneOf: [
        { const: '1.2', title: 'YAML 1.2' },
        { const: '1.1', title: 'YAML 1.1' },
      ],
    },
    indent: {
      type: 'integer',
      title: 'Indent',
      oneOf: [
        { const: 2, title: '2 spaces' },
        { const: 4, title: '4 spaces' },
      ],
    },
    dropNulls: { type: 'boolean', title: 'Drop nulls' },
    stream: {
      type: 'string',
      title: 'Several documents',
      oneOf: [
        { const: 'array', title: 'JSON array' },
        { const: 'lines', title: 'JSON Lines' },
      ],
    },
  },
  additionalProperties: false,
} as const;

const defaults = {
  to: 'json',
  from: 'auto',
  yamlVersion: '1.2',
  indent: 2,
  stream: 'array',
  dropNulls: false,
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
