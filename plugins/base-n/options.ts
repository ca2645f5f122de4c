import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

export const optionsSchema = {
  type: 'object',
  properties: {
    mode: { type: 'string', title: 'Direction', enum: ['encode', 'decode'] },
    alphabet: {
      type: 'string',
      title: 'Alphabet',
      oneOf: [
        { const: 'base32', title: 'Base32 (RFC 4648)' },
        { const: 'base32hex', title: 'base32hex (RFC 4648)' },
        { const: 'base16', title: 'Base16 (hex)' },
        { const: 'base58', title: 'Base58 (Bitcoin)' },
        { const: 'base58check', title: 'Base58Check' },
        { const: 'ascii85', title: 'Ascii85 (Adobe)' },
        { const: 'z85', title: 'Z85 (ZeroMQ)' },
        { const: 'bech32', title: 'Bech32 (BIP 173)' },
        { const: 'bech32m', title: 'Bech32m (BIP 350)' },
      ],
    },
    // decoding: the alphabet the text is written in is found, and the chosen one is tried first
    auto: { type: 'boolean', title: 'Detect the alphabet' },
    text: {
      type: 'string',
      title: 'Text as',
      oneOf: [
        { const: 'utf8', title: 'UTF-8' },
        { const: 'utf16le', title: 'UTF-16LE' },
      ],
    },
    hrp: { type: 'string', title: 'Bech32 prefix (HRP)', maxLength: 83 },
  },
  additionalProperties: false,
} as const;

const uiSchema = { mode: { 'ui:widget': 'hidden' }, hrp: { 'ui:widget': 'text' } };

const defaults = {
  mode: 'encode',
  alphabet: 'base32',
  auto: true,
  text: 'utf8',
  hrp: 'text',
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

export type Alphabet = Options['alphabet'];

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings, and draws their controls. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema, defaults });
