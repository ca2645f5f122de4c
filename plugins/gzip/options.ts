import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    mode: { type: 'string', title: 'Mode', enum: ['decompress', 'compress'] },
    format: {
      type: 'string',
      title: 'Format',
      oneOf: [
        { const: 'gzip', title: 'gzip' },
        { const: 'zlib', title: 'zlib' },
        { const: 'deflate', title: 'Raw deflate' },
      ],
    },
    // decompressing: the format is read from the data's header, and the chosen one is used only when this is off
    detect: { type: 'boolean', title: 'Detect the format' },
    level: {
      type: 'integer',
      title: 'Level',
      oneOf: [
        { const: 0, title: '0 (store)' },
        { const: 1, title: '1 (fastest)' },
        { const: 2, title: '2' },
        { const: 3, title: '3' },
        { const: 4, title: '4' },
        { const: 5, title: '5' },
        { const: 6, title: '6 (default)' },
        { const: 7, title: '7' },
        { const: 8, title: '8' },
        { const: 9, title: '9 (smallest)' },
      ],
    },
    // the uncompressed side: text (UTF-8), or bytes written as Base64 or hex; the output when decompressing, the input when compressing
    plain: {
      type: 'string',
      title: 'Uncompressed data as',
      oneOf: [
        { const: 'text', title: 'Text (UTF-8)' },
        { const: 'base64', title: 'Base64' },
        { const: 'hex', title: 'Hex' },
      ],
    },
    write: {
      type: 'string',
      title: 'Compressed data as',
      oneOf: [
        { const: 'base64', title: 'Base64' },
        { const: 'hex', title: 'Hex' },
      ],
    },
  },
  additionalProperties: false,
} as const;

const uiSchema = {
  mode: { 'ui:widget': 'hidden' },
  format: { 'ui:widget': 'radio' },
};

const defaults = {
  mode: 'decompress',
  format: 'gzip',
  detect: true,
  level: 6,
  plain: 'text',
  write: 'base64',
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and draws their controls. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });
