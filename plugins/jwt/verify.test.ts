import { describe, expect, it } from 'vitest';
import {
  BYTES_SECRET_BASE64,
  BYTES_SECRET_BASE64URL,
  EC_PUBLIC_PEM,
  ES256_PEM_TOKEN,
  HS256_BYTES,
  HS256_EXPIRED,
  HS256_SECRET,
  HS256_ZOE,
  RFC_EC_JWK,
  RFC_ES256,
  RFC_HS256,
  RFC_HS256_JWK,
  RFC_JWE,
  RFC_RS256,
  RFC_RSA_JWK,
  RFC_UNSECURED,
  RS256_CERT_TOKEN,
  RSA_CERT,
  RSA_PUBLIC_PEM,
} from './examples';
import { VERIFY_MESSAGES, verifySignature, type VerifyRequest } from './verify';

const check = (input: string, key: string, more: Partial<VerifyRequest> = {}) =>
  verifySignature({ input, key, encoding: 'utf8', ...more });

/** The token with its payload replaced by another claims set: the signature no longer covers it. */
function tampered(token: string): string {
  const [h, , s] = token.split('.');
  return [h, Buffer.from('{"sub":"admin"}', 'utf8').toString('base64url'), s].join('.');
}

const jwks = (...keys: string[]) => `{"keys":[${keys.join(',')}]}`;
const withKid = (jwk: string, kid: string) => jwk.replace('{', `{"kid":"${kid}",`);

describe('signature verification with jose', () => {
  it('verifies the RFC 7515 appendix A examples with their keys (HS256 JWK, RS256 JWK, ES256 JWK)', async () => {
    expect((await check(RFC_HS256, RFC_HS256_JWK)).state).toBe('valid');
    expect((await check(RFC_RS256, RFC_RSA_JWK)).state).toBe('valid');
    expect((await check(RFC_ES256, RFC_EC_JWK)).state).toBe('valid');
  });

  it('verifies with a UTF-8 secret, a Base64 secret and a base64url secret, read as the switch says', async () => {
    expect(await check(HS256_ZOE, HS256_SECRET)).toEqual({
      state: 'valid',
      text: 'Signature valid: HS256 with a UTF-8 secret of 19 bytes.',
    });
    expect((await check(HS256_BYTES, BYTES_SECRET_BASE64, { encoding: 'base64' })).state).toBe('valid');
    expect((await check(HS256_BYTES, BYTES_SECRET_BASE64URL, { encoding: 'base64url' })).state).toBe('valid');
    // the same text read as UTF-8 is another key
    expect((await check(HS256_BYTES, BYTES_SECRET_BASE64)).state).toBe('invalid');
    // a base64url secret read as Base64 is refused for its alphabet, not silently misread
    expect(await check(HS256_BYTES, BYTES_SECRET_BASE64URL, { encoding: 'base64' })).toMatchObject({
      state: 'key-error',
      text: expect.stringContaining("'-' is not a Base64 character"),
    });
  });

  it('verifies with an SPKI PEM public key and with an X.509 certificate', async () => {
    expect((await check(ES256_PEM_TOKEN, EC_PUBLIC_PEM)).state).toBe('valid');
    expect((await check(RS256_CERT_TOKEN, RSA_PUBLIC_PEM)).state).toBe('valid');
    expect(await check(RS256_CERT_TOKEN, RSA_CERT)).toEqual({
      state: 'valid',
      text: "Signature valid: RS256 with the certificate's RSA public key.",
    });
  });

  it('says invalid for a changed token or the wrong key, never for an expired one', async () => {
    expect(await check(tampered(HS256_ZOE), HS256_SECRET)).toEqual({ state: 'invalid', text: VERIFY_MESSAGES.invalid });
    expect((await check(HS256_ZOE, 'another secret')).state).toBe('invalid');
    expect((await check(tampered(RFC_RS256), RFC_RSA_JWK)).state).toBe('invalid');
    // expired in 2023, correctly signed: the signature verdict is valid; the dates are judged apart
    expect((await check(HS256_EXPIRED, HS256_SECRET)).state).toBe('valid');
  });

  it('tolerates Bearer and surrounding whitespace', async () => {
    expect((await check(`  Bearer ${RFC_HS256}\n`, RFC_HS256_JWK)).state).toBe('valid');
  });

  it('refuses an HS256 token checked against a public key: algorithm confusion', async () => {
    for (const key of [RSA_PUBLIC_PEM, EC_PUBLIC_PEM, RSA_CERT, RFC_RSA_JWK]) {
      const verdict = await check(HS256_ZOE, key);
      expect(verdict.state).toBe('refused');
      expect(verdict.text).toContain('algorithm confusion');
    }
    // the classic attack: an HS256 token whose HMAC key is the PEM text of the public key
    expect((await check(HS256_ZOE, RSA_PUBLIC_PEM)).text).toContain('HS256');
  });

  it('refuses a public-key token checked with a shared secret, and a curve that does not fit', async () => {
    expect(await check(RFC_RS256, 'a secret')).toMatchObject({
      state: 'refused',
      text: expect.stringContaining('shared secret'),
    });
    expect(await check(RFC_ES256, RFC_RSA_JWK)).toMatchObject({ state: 'refused' });
  });

  it('never verifies alg none, with or without a key', async () => {
    for (const key of ['', HS256_SECRET, RFC_RSA_JWK]) {
      const verdict = await check(RFC_UNSECURED, key);
      expect(verdict.state).toBe('unsecured');
      expect(verdict.text).toContain('Unsecured (alg: none): not verifiable');
    }
  });

  it('asks for a key when none is given, and does not check a JWE', async () => {
    expect(await check(HS256_ZOE, '  ')).toEqual({ state: 'no-key', text: VERIFY_MESSAGES.noKey });
    expect(await check(RFC_JWE, HS256_SECRET)).toEqual({ state: 'refused', text: VERIFY_MESSAGES.encrypted });
  });

  it('picks a JWK Set key by kid, and names a missing or ambiguous kid', async () => {
    const set = jwks(
      withKid(RFC_RSA_JWK, 'rsa-a2'),
      withKid(RFC_EC_JWK, 'ec-a3'),
      withKid(
        `{"kty":"oct","k":"${'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow'}"}`,
        'k1',
      ),
    );
    // the RFC tokens carry no kid: the set is searched for the one key that verifies their algorithm
    expect((await check(RFC_ES256, set)).state).toBe('valid');
    expect((await check(RFC_RS256, set)).state).toBe('valid');
    // HS256_EXPIRED names kid k1, which the set holds with another secret
    expect((await check(HS256_EXPIRED, set)).state).toBe('invalid');
    expect(await check(HS256_EXPIRED, jwks(withKid(RFC_EC_JWK, 'k2'), withKid(RFC_RSA_JWK, 'k3')))).toEqual({
      state: 'key-error',
      text: 'No key with kid k1 in the key set (it has k2, k3).',
    });
    const twice = jwks(
      withKid(`{"kty":"oct","k":"c2VjcmV0"}`, 'k1'),
      withKid(`{"kty":"oct","k":"eW91ci0yNTYtYml0LXNlY3JldA"}`, 'k1'),
    );
    const ambiguous = await check(HS256_EXPIRED, twice);
    expect(ambiguous).toEqual({
      state: 'ambiguous',
      text: '2 keys match, pick one.',
      candidates: [
        { index: 0, label: 'key 1 · kid k1 · oct' },
        { index: 1, label: 'key 2 · kid k1 · oct' },
      ],
    });
    // the second key is "your-256-bit-secret" in base64url
    expect((await check(HS256_EXPIRED, twice, { pick: 1 })).state).toBe('valid');
    expect((await check(HS256_EXPIRED, twice, { pick: 0 })).state).toBe('invalid');
  });

  it('reports keys it cannot read', async () => {
    expect((await check(HS256_ZOE, '{"kty":')).text).toMatch(/^The key looks like JSON but is not/);
    expect((await check(HS256_ZOE, '{"a":1}')).text).toBe(
      'This JSON is neither a JWK (it has no "kty") nor a JWK Set (it has no "keys").',
    );
    expect((await check(RFC_RS256, '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----')).text).toMatch(
      /^This is a private key/,
    );
  });

  it('says plainly that a token without its signature cannot be verified, whatever the key', async () => {
    const [h, p] = HS256_ZOE.split('.');
    for (const cut of [`${h}.${p}`, `${h}.${p}.`])
      expect(await check(cut, HS256_SECRET)).toEqual({
        state: 'unsigned',
        text: 'No signature: this token cannot be verified. It ends after its payload, so the signature its header promises (HS256) was cut off or never added.',
      });
  });
});
