import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EC_PUBLIC_PEM, RFC_EC_JWK } from './examples';
import { readPrivateKey } from './privateKey';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

describe('reading a private key to sign with', () => {
  it('reads the type of a PKCS#8 key from the DER that openssl wrote', () => {
    expect(readPrivateKey(fixture('test-only-rsa-2048.pem'))).toMatchObject({ form: 'pkcs8', type: { kty: 'RSA' } });
    expect(readPrivateKey(fixture('test-only-ec-p256.pem'))).toMatchObject({
      form: 'pkcs8',
      type: { kty: 'EC', crv: 'P-256' },
    });
    expect(readPrivateKey(fixture('test-only-ed25519.pem'))).toMatchObject({
      form: 'pkcs8',
      type: { kty: 'OKP', crv: 'Ed25519' },
    });
  });

  it('reads a private JWK, and refuses a public one or a shared secret', () => {
    const privateJwk = RFC_EC_JWK.replace('}', ',"d":"jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI"}');
    expect(readPrivateKey(privateJwk)).toMatchObject({ form: 'jwk', type: { kty: 'EC', crv: 'P-256' } });
    expect(readPrivateKey(RFC_EC_JWK)).toEqual({
      form: 'error',
      message: 'This JWK is a public key: it has no "d", the private part that signing needs.',
    });
    expect(readPrivateKey('{"kty":"oct","k":"c2VjcmV0"}')).toMatchObject({
      form: 'error',
      message: expect.stringContaining('choose an HS algorithm'),
    });
    expect(readPrivateKey('{"keys":[]}')).toMatchObject({
      message: 'This is a JWK Set: paste the one private JWK to sign with.',
    });
  });

  it('names the PEMs it does not take, with the openssl command that turns them into PKCS#8', () => {
    expect(readPrivateKey(EC_PUBLIC_PEM)).toMatchObject({
      message: expect.stringContaining('This is a public key or certificate'),
    });
    const sec1 = '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEE\n-----END EC PRIVATE KEY-----';
    expect(readPrivateKey(sec1)).toMatchObject({
      message:
        'This is a SEC1 EC key ("BEGIN EC PRIVATE KEY"). Paste it as PKCS#8 ("BEGIN PRIVATE KEY"): `openssl pkey -in key.pem -out pkcs8.pem` writes it.',
    });
    expect(readPrivateKey('-----BEGIN RSA PRIVATE KEY-----\nMII\n-----END RSA PRIVATE KEY-----')).toMatchObject({
      message: expect.stringContaining('PKCS#1 RSA key'),
    });
    expect(readPrivateKey('-----BEGIN PRIVATE KEY-----\nMIIB!!\n-----END PRIVATE KEY-----')).toMatchObject({
      message: 'The private key PEM is cut short or its Base64 is damaged.',
    });
    expect(readPrivateKey('')).toMatchObject({ message: 'Paste a private key (PEM or JWK), or generate a key pair.' });
  });
});
