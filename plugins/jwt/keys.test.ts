import { describe, expect, it } from 'vitest';
import { EC_PUBLIC_PEM, RFC_EC_JWK, RFC_RSA_JWK, RSA_CERT, RSA_PUBLIC_PEM } from './examples';
import { chooseKey, readKey, type KeyInput } from './keys';

/*
 * An Ed25519 public key made by openssl (`openssl genpkey -algorithm ed25519`, then
 * `openssl pkey -pubout`).
 */
const ED25519_PEM = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAGdpKxHNGmzpcM1wKnQRoDVVRraajAwnUwP4/2dCBeig=
-----END PUBLIC KEY-----`;

const typeOf = (key: KeyInput) => (key.form === 'spki' || key.form === 'x509' ? key.type : key.form);

describe('reading the key box', () => {
  it('reads the key type from an SPKI PEM and from a certificate', () => {
    expect(typeOf(readKey(RSA_PUBLIC_PEM, 'utf8'))).toEqual({ kty: 'RSA' });
    expect(typeOf(readKey(EC_PUBLIC_PEM, 'utf8'))).toEqual({ kty: 'EC', crv: 'P-256' });
    expect(typeOf(readKey(ED25519_PEM, 'utf8'))).toEqual({ kty: 'OKP', crv: 'Ed25519' });
    expect(readKey(`\n${RSA_CERT}\n`, 'utf8')).toMatchObject({ form: 'x509', type: { kty: 'RSA' } });
  });

  it('tells a JWK from a JWK Set, and a secret from both', () => {
    expect(readKey(RFC_RSA_JWK, 'utf8').form).toBe('jwk');
    expect(readKey(`{"keys":[${RFC_EC_JWK}]}`, 'utf8').form).toBe('jwks');
    expect(readKey('  my secret ', 'utf8')).toMatchObject({ form: 'secret', encoding: 'utf8' });
    // a UTF-8 secret is taken as typed, spaces and all
    const secret = readKey('  my secret ', 'utf8');
    expect(secret.form === 'secret' && secret.bytes.length).toBe(12);
  });

  it('refuses private keys, PKCS#1 public keys, damaged PEM and unknown JSON with the reason', () => {
    expect(readKey('-----BEGIN EC PRIVATE KEY-----\nAA==\n-----END EC PRIVATE KEY-----', 'utf8')).toMatchObject({
      form: 'error',
      message: expect.stringMatching(/^This is a private key/),
    });
    expect(readKey('-----BEGIN RSA PUBLIC KEY-----\nAA==\n-----END RSA PUBLIC KEY-----', 'utf8')).toMatchObject({
      message: expect.stringContaining('PKCS#1'),
    });
    expect(readKey(RSA_PUBLIC_PEM.slice(0, 80), 'utf8')).toMatchObject({
      message: 'The public key PEM is cut short or its Base64 is damaged.',
    });
    expect(readKey('{"keys":[]}', 'utf8')).toMatchObject({ message: 'The JWK Set has no keys (each needs a kty).' });
  });
});

describe('choosing the algorithm from the key', () => {
  const rsa = readKey(RSA_PUBLIC_PEM, 'utf8');
  it('allows only what the key type verifies', () => {
    expect(chooseKey({ alg: 'RS256' }, rsa)).toMatchObject({ state: 'chosen', alg: 'RS256' });
    expect(chooseKey({ alg: 'PS512' }, rsa)).toMatchObject({ state: 'chosen', alg: 'PS512' });
    expect(chooseKey({ alg: 'ES256' }, rsa)).toMatchObject({
      state: 'refused',
      text: 'Refused: the token says ES256, but an RSA public key verifies RS256, RS384, RS512, PS256, PS384, PS512 only.',
    });
    expect(chooseKey({ alg: 'ES384' }, readKey(EC_PUBLIC_PEM, 'utf8'))).toMatchObject({ state: 'refused' });
    expect(chooseKey({ alg: 'EdDSA' }, readKey(ED25519_PEM, 'utf8'))).toMatchObject({ state: 'chosen' });
  });

  it('refuses HS* with any public key as algorithm confusion', () => {
    for (const alg of ['HS256', 'HS384', 'HS512'])
      expect(chooseKey({ alg }, rsa)).toMatchObject({
        state: 'refused',
        text: expect.stringContaining('algorithm confusion'),
      });
  });

  it('holds a JWK to its own alg and use', () => {
    const jwk = readKey(RFC_RSA_JWK.replace('{', '{"alg":"PS256",'), 'utf8');
    expect(chooseKey({ alg: 'RS256' }, jwk)).toMatchObject({
      state: 'refused',
      text: 'Refused: the JWK is for PS256 only, and the token says RS256.',
    });
    const enc = readKey(RFC_RSA_JWK.replace('{', '{"use":"enc",'), 'utf8');
    expect(chooseKey({ alg: 'RS256' }, enc)).toMatchObject({ state: 'refused' });
  });

  it('never chooses a key for alg none, in any case of the word', () => {
    expect(chooseKey({ alg: 'none' }, rsa).state).toBe('unsecured');
    expect(chooseKey({ alg: 'None' }, readKey('secret', 'utf8')).state).toBe('unsecured');
    expect(chooseKey({}, rsa)).toMatchObject({ state: 'refused' });
  });
});
