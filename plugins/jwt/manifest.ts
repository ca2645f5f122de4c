import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'jwt',
  name: 'JWT Decoder & Verifier',
  description:
    'Decode a JSON Web Token’s header and payload, read its dates, and check its signature with a secret, PEM key, certificate, JWK or JWK Set.',
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
  ],
  features: [
    'Header, payload and signature',
    'Dates as ISO and relative time',
    'HMAC, RSA, EC and EdDSA signatures',
    'PEM, certificate, JWK and JWK Set keys',
    'Refuses alg: none and algorithm confusion',
  ],
  seo: {
    title: 'JWT Decoder & Verifier',
    description:
      'Decode and verify JSON Web Tokens privately: the token and key never leave your browser. HS256, RS256, ES256, JWKS.',
    keywords: ['jwt decoder', 'jwt verify', 'decode jwt', 'jwt signature', 'jwks'],
  },
  options: optionsSpec,
});
