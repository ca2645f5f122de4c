import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

/**
 * How the signature check reads the key box and judges the claims. They are drawn with the
 * verification key (slots.tsx), not beside Decode: the skew is a number of seconds, which the
 * frame's option row does not draw. Neither the token nor the key is an option: they are secrets.
 */
export const optionsSchema = {
  type: 'object',
  properties: {
    secretEncoding: {
      type: 'string',
      title: 'Read a secret as',
      oneOf: [
        { const: 'utf8', title: 'UTF-8 text' },
        { const: 'base64', title: 'Base64' },
        { const: 'base64url', title: 'base64url' },
      ],
    },
    clockSkew: { type: 'integer', title: 'Clock skew (seconds)', minimum: 0, maximum: 86400 },
    issuer: { type: 'string', title: 'Expected issuer (iss)', maxLength: 2000 },
    audience: { type: 'string', title: 'Expected audience (aud)', maxLength: 2000 },
  },
  additionalProperties: false,
} as const;

const defaults = { secretEncoding: 'utf8', clockSkew: 0, issuer: '', audience: '' } satisfies OptionsInput<
  typeof optionsSchema
>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
