import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'jwt',
  name: 'JWT Decoder & Verifier',
  description:
    'Decode a JSON Web Token with its claims explained, check its signature with a secret, PEM key, certificate, JWK or JWK Set, and sign new tokens.',
  group: 'encoding',
  path: '/encode/jwt',
  aliases: ['/tools/jwt-decoder'],
  order: 6,
  icon: 'key-round',
  useCases: ['api'],
  accepts: [{ kinds: ['jwt'] }],
  produces: ['json'],
  secrets: [
    { field: 'input', label: 'token' },
    { field: 'key', label: 'verification key' },
    { field: 'signSecret', label: 'signing secret' },
    { field: 'signKey', label: 'private key' },
  ],
  keywords: [
    'jwt',
    'json web token',
    'jws',
    'jwe',
    'bearer',
    'decode',
    'verify',
    'signature',
    'jwk',
    'jwks',
    'hs256',
    'rs256',
    'es256',
    'eddsa',
    'sign',
    'jwt generator',
    'encode',
  ],
  features: [
    'Header, payload and signature',
    'Registered claims named, dates in local time and UTC',
    'Decodes a token whose signature was cut off',
    'HMAC, RSA, EC and EdDSA signatures',
    'PEM, certificate, JWK and JWK Set keys',
    'Refuses alg: none and algorithm confusion',
    'Sign: HS, RS, PS, ES and EdDSA, with a key pair made in the page',
  ],
  seo: {
    title: 'JWT Decoder & Verifier',
    description:
      'Decode, verify and sign JSON Web Tokens privately: the token and keys never leave your browser. HS256, RS256, ES256, EdDSA, JWKS.',
    keywords: ['jwt decoder', 'jwt verify', 'decode jwt', 'jwt signature', 'jwks', 'jwt generator', 'sign jwt'],
  },
  options: optionsSpec,
});
