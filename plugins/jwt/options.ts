import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

/**
 * How the signature check reads the key box and judges the claims. They are drawn with the
 * verification key (slots.tsx), not beside Decode: the skew is a number of seconds, which the
 * frame's option row does not draw. The Sign tab's algorithm and how it reads its secret are
 * options too. Neither a token nor a key is an option: they are secrets.
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
    // every JWS algorithm of RFC 7518 and RFC 8037 but none
    signAlg: {
      type: 'string',
      title: 'Algorithm',
      oneOf: [
        { const: 'HS256', title: 'HS256 · HMAC with SHA-256' },
        { const: 'HS384', title: 'HS384 · HMAC with SHA-384' },
        { const: 'HS512', title: 'HS512 · HMAC with SHA-512' },
        { const: 'RS256', title: 'RS256 · RSA PKCS#1 v1.5 with SHA-256' },
        { const: 'RS384', title: 'RS384 · RSA PKCS#1 v1.5 with SHA-384' },
        { const: 'RS512', title: 'RS512 · RSA PKCS#1 v1.5 with SHA-512' },
        { const: 'PS256', title: 'PS256 · RSA-PSS with SHA-256' },
        { const: 'PS384', title: 'PS384 · RSA-PSS with SHA-384' },
        { const: 'PS512', title: 'PS512 · RSA-PSS with SHA-512' },
        { const: 'ES256', title: 'ES256 · ECDSA P-256 with SHA-256' },
        { const: 'ES384', title: 'ES384 · ECDSA P-384 with SHA-384' },
        { const: 'ES512', title: 'ES512 · ECDSA P-521 with SHA-512' },
        { const: 'EdDSA', title: 'EdDSA · Ed25519' },
      ],
    },
    signSecretBase64: { type: 'boolean', title: 'Secret is Base64' },
  },
  additionalProperties: false,
} as const;

const defaults = {
  secretEncoding: 'utf8',
  clockSkew: 0,
  issuer: '',
  audience: '',
  signAlg: 'HS256',
  signSecretBase64: false,
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** The algorithms the Sign tab signs with, in the picker's order. */
export const SIGN_ALGS = optionsSchema.properties.signAlg.oneOf.map((choice) => choice.const);
export type SignAlg = Options['signAlg'];

/** The tool's options: the JSON Schema that types them, checks a link's query and stored settings. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, defaults });
