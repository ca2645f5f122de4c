import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    direction: {
      type: 'string',
      title: 'Direction',
      oneOf: [
        { const: 'csv-json', title: 'CSV → JSON' },
        { const: 'json-csv', title: 'JSON → CSV' },
      ],
    },
    delimiter: {
      type: 'string',
      title: 'Delimiter',
      oneOf: [
        { const: 'auto', title: 'Detect (comma when writing)' },
        { const: 'comma', title: 'Comma ,' },
        { const: 'semicolon', title: 'Semicolon ;' },
        { const: 'tab', title: 'Tab' },
        { const: 'pipe', title: 'Pipe |' },
      ],
    },
    header: { type: 'boolean', title: 'Header row' },
    inferTypes: { type: 'boolean', title: 'Infer types' },
    nested: { type: 'boolean', title: 'Dot paths as nested objects' },
    lineEnding: {
      type: 'string',
      title: 'Line ending',
      oneOf: [
        { const: 'crlf', title: 'CRLF (RFC 4180)' },
        { const: 'lf', title: 'LF' },
      ],
    },
    guard: { type: 'boolean', title: 'Formula guard (= + - @)' },
    excel: { type: 'boolean', title: 'Excel download (BOM + CRLF)' },
  },
  additionalProperties: false,
} as const;

const uiSchema = { 'ui:placement': 'top' };

const defaults = {
  direction: 'csv-json',
  delimiter: 'auto',
  header: true,
  inferTypes: true,
  nested: true,
  lineEnding: 'crlf',
  guard: false,
  excel: false,
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and draws their controls. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });
