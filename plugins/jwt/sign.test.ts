import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compactVerify, importSPKI } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  SIGN_PAYLOAD,
  SIGN_SECRET,
  SIGN_SECRET_BASE64,
  SIGNED_EDDSA,
  SIGNED_HS256,
  SIGNED_HS512,
  SIGNED_RS256,
} from './examples';
import { SIGN_MESSAGES, signToken, generateSigningKey, type SignRequest, type SignResult } from './sign';
import { verifySignature } from './verify';

/** The throwaway test keys openssl made for these tests (fixtures/). */
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const RSA_KEY = fixture('test-only-rsa-2048.pem');
const RSA_PUBLIC = fixture('test-only-rsa-2048.pub.pem');
const EC_KEY = fixture('test-only-ec-p256.pem');
const EC_PUBLIC = fixture('test-only-ec-p256.pub.pem');
const ED_KEY = fixture('test-only-ed25519.pem');
const ED_PUBLIC = fixture('test-only-ed25519.pub.pem');

const header = (alg: string) => `{\n  "alg": "${alg}",\n  "typ": "JWT"\n}`;
const sign = (request: Partial<SignRequest> & Pick<SignRequest, 'alg'>) =>
  signToken({
    header: header(request.alg),
    payload: SIGN_PAYLOAD,
    secret: '',
    secretBase64: false,
    privateKey: '',
    ...request,
  });

function token(result: SignResult): string {
  if (!result.ok) throw new Error(`${result.title}: ${result.message}`);
  return result.token;
}

describe('signing', () => {
  it('signs HS256 with a UTF-8 secret as python3 does, the payload as written without its whitespace', async () => {
    expect(token(await sign({ alg: 'HS256', secret: SIGN_SECRET }))).toBe(SIGNED_HS256);
  });

  it('reads a Base64 secret when the switch says so, in either alphabet', async () => {
    expect(token(await sign({ alg: 'HS512', secret: SIGN_SECRET_BASE64, secretBase64: true }))).toBe(SIGNED_HS512);
    const urlAlphabet = SIGN_SECRET_BASE64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(token(await sign({ alg: 'HS512', secret: urlAlphabet, secretBase64: true }))).toBe(SIGNED_HS512);
    expect(await sign({ alg: 'HS512', secret: 'not base64!', secretBase64: true })).toMatchObject({
      ok: false,
      field: 'key',
      title: 'The secret is not Base64',
    });
  });

  it('gives the same RS256 and EdDSA bytes as openssl with the same keys (both are deterministic)', async () => {
    expect(token(await sign({ alg: 'RS256', privateKey: RSA_KEY }))).toBe(SIGNED_RS256);
    expect(token(await sign({ alg: 'EdDSA', privateKey: ED_KEY }))).toBe(SIGNED_EDDSA);
  });

  it('makes ES256, ES384, ES512, PS256 signatures that their public keys verify', async () => {
    const cases: [SignRequest['alg'], string, string][] = [
      ['ES256', EC_KEY, EC_PUBLIC],
      ['PS256', RSA_KEY, RSA_PUBLIC],
      ['PS512', RSA_KEY, RSA_PUBLIC],
      ['RS384', RSA_KEY, RSA_PUBLIC],
      ['EdDSA', ED_KEY, ED_PUBLIC],
    ];
    for (const [alg, privateKey, publicPem] of cases) {
      const signed = token(await sign({ alg, privateKey }));
      await expect(compactVerify(signed, await importSPKI(publicPem, alg))).resolves.toBeTruthy();
      expect(await verifySignature({ input: signed, key: publicPem, encoding: 'utf8' })).toMatchObject({
        state: 'valid',
      });
    }
  });

  it('gives the public key as PEM and JWK, which the verify view accepts', async () => {
    const result = await sign({ alg: 'ES256', privateKey: EC_KEY, header: '{"alg":"ES256","kid":"k1"}' });
    if (!result.ok || !result.publicKey) throw new Error('no public key');
    expect(result.publicKey.pem.trim()).toBe(EC_PUBLIC.trim());
    expect(JSON.parse(result.publicKey.jwk)).toMatchObject({ kty: 'EC', crv: 'P-256', kid: 'k1', alg: 'ES256' });
    expect(JSON.parse(result.publicKey.jwk)).not.toHaveProperty('d');
    const verdict = await verifySignature({ input: result.token, key: result.publicKey.jwk, encoding: 'utf8' });
    expect(verdict.text).toBe('Signature valid: ES256 with a JWK, a P-256 EC public key.');
  });

  it('signs with a key pair made in the page, whose public key verifies', async () => {
    for (const alg of ['ES384', 'EdDSA', 'PS384'] as const) {
      const privateKey = await generateSigningKey(alg);
      expect(privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
      const result = await sign({ alg, privateKey });
      if (!result.ok || !result.publicKey) throw new Error('not signed');
      await expect(compactVerify(result.token, await importSPKI(result.publicKey.pem, alg))).resolves.toBeTruthy();
    }
  });

  it('writes the chosen algorithm into the header: first when missing, in place when another one is named', async () => {
    const first = token(await sign({ alg: 'HS256', secret: SIGN_SECRET, header: '{"typ":"JWT"}' }));
    expect(Buffer.from(first.split('.')[0], 'base64url').toString()).toBe('{"alg":"HS256","typ":"JWT"}');
    const replaced = token(await sign({ alg: 'HS384', secret: SIGN_SECRET, header: '{"typ":"JWT","alg":"HS256"}' }));
    expect(Buffer.from(replaced.split('.')[0], 'base64url').toString()).toBe('{"typ":"JWT","alg":"HS384"}');
  });

  it('keeps every digit and escape of the payload as written', async () => {
    const signed = token(
      await sign({ alg: 'HS256', secret: SIGN_SECRET, payload: '{ "id": 12345678901234567890, "s": "a\\u00eb b" }' }),
    );
    expect(Buffer.from(signed.split('.')[1], 'base64url').toString()).toBe(
      '{"id":12345678901234567890,"s":"a\\u00eb b"}',
    );
  });

  it('never signs alg: none, in any case', async () => {
    for (const alg of ['none', 'None', 'NONE'])
      expect(await sign({ alg: 'HS256', secret: SIGN_SECRET, header: `{"alg":"${alg}"}` })).toEqual({
        ok: false,
        field: 'header',
        title: 'alg: none is refused',
        message: SIGN_MESSAGES.none,
      });
    expect(await sign({ alg: 'HS256', secret: SIGN_SECRET, header: '{"alg":"HS257"}' })).toMatchObject({
      field: 'header',
      title: 'This page does not sign with alg "HS257"',
    });
  });

  it('places a JSON error in its field by line and column', async () => {
    expect(await sign({ alg: 'HS256', secret: SIGN_SECRET, payload: '{\n  "sub": "42"\n  "iat": 1\n}' })).toEqual({
      ok: false,
      field: 'payload',
      title: 'The payload is not JSON',
      message: "Expected ',' or '}' after a member: found '\"'.",
      offset: 18,
      line: 3,
      column: 3,
    });
    expect(await sign({ alg: 'HS256', secret: SIGN_SECRET, header: '{"alg": HS256}' })).toMatchObject({
      field: 'header',
      line: 1,
      column: 9,
    });
    expect(await sign({ alg: 'HS256', secret: SIGN_SECRET, payload: '[1]' })).toMatchObject({
      field: 'payload',
      title: 'The payload must be a JSON object',
    });
  });

  it('says when a key does not fit the algorithm, and what would', async () => {
    expect(await sign({ alg: 'RS256', privateKey: EC_KEY })).toEqual({
      ok: false,
      field: 'key',
      title: 'This key cannot sign RS256',
      message:
        'The key is a P-256 EC private key, which signs ES256; RS256 needs an RSA private key. Choose ES256, or generate a key pair for RS256.',
    });
    expect(await sign({ alg: 'ES256', privateKey: EC_PUBLIC })).toMatchObject({
      field: 'key',
      message: expect.stringContaining('This is a public key or certificate'),
    });
    expect(await sign({ alg: 'ES256', privateKey: '' })).toMatchObject({
      field: 'key',
      message: 'Paste a private key (PEM or JWK), or generate a key pair.',
    });
    expect(await sign({ alg: 'HS256' })).toMatchObject({ field: 'key', message: SIGN_MESSAGES.noSecret });
  });

  it('notes a secret shorter than the hash, as RFC 7518 asks, and still signs', async () => {
    const result = await sign({ alg: 'HS256', secret: 'short' });
    expect(result).toMatchObject({
      ok: true,
      note: 'The secret is 5 bytes; RFC 7518 asks for at least 32 (the size of the hash) for HS256. Fine for a test, too short for real tokens.',
    });
  });
});
