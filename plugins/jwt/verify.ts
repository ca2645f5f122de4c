/**
 * Checks a token's signature with the `jose` library (WebCrypto only, no eval), after keys.ts has
 * decided the key and the one algorithm it may be checked with. Only the signature is checked
 * here; the dates, issuer and audience are separate verdicts (claims.ts), so a well-signed token
 * that has expired reads "signature valid, expired".
 */
import { compactVerify, errors, importJWK, importSPKI, importX509 } from 'jose';
import { decodeToken } from './decode';
import { chooseKey, publicJwk, readKey, type KeyInput, type SecretEncoding } from './keys';

export interface VerifyRequest {
  /** the token as pasted (Bearer and whitespace allowed) */
  input: string;
  key: string;
  encoding: SecretEncoding;
  /** the key chosen among several of a JWK Set that match equally */
  pick?: number;
}

export type SignatureVerdict =
  | { state: 'valid' | 'invalid'; text: string }
  | { state: 'unsecured' | 'unsigned' | 'refused' | 'key-error' | 'no-key' | 'no-token'; text: string }
  | { state: 'ambiguous'; text: string; candidates: { index: number; label: string }[] };

export const VERIFY_MESSAGES = {
  noToken: 'Paste a token to check its signature.',
  noKey:
    'Paste the key to check the signature with: a shared secret, a PEM public key or certificate, a JWK or a JWK Set.',
  encrypted:
    'This is an encrypted token (JWE): it has no signature to check, and decrypting it needs the recipient’s private key, which does not belong in a web page.',
  invalid: 'Invalid signature: the token was not signed with this key, or it was changed after signing.',
  unsigned: (alg: string | undefined) =>
    `No signature: this token cannot be verified. It ends after its payload, so the signature${alg ? ` its header promises (${alg})` : ''} was cut off or never added.`,
} as const;

export async function verifySignature({ input, key, encoding, pick }: VerifyRequest): Promise<SignatureVerdict> {
  const decoded = decodeToken(input);
  if (!decoded.ok) return { state: 'no-token', text: VERIFY_MESSAGES.noToken };
  if (decoded.form === 'jwe') return { state: 'refused', text: VERIFY_MESSAGES.encrypted };
  if (decoded.signature === 'missing') return { state: 'unsigned', text: VERIFY_MESSAGES.unsigned(decoded.facts.alg) };
  const unsecured = decoded.facts.alg?.toLowerCase() === 'none';
  if (key.trim() === '' && !unsecured) return { state: 'no-key', text: VERIFY_MESSAGES.noKey };
  const choice = chooseKey(decoded.facts, readKey(key, encoding), pick);
  if (choice.state !== 'chosen') return choice;
  const { alg } = choice;
  let material: CryptoKey | Uint8Array;
  try {
    material = await importKey(choice.key, alg);
  } catch (e) {
    return { state: 'key-error', text: `The key cannot be used for ${alg}: ${messageOf(e)}` };
  }
  try {
    await compactVerify(decoded.token, material, { algorithms: [alg] });
    return { state: 'valid', text: `Signature valid: ${choice.described}.` };
  } catch (e) {
    if (e instanceof errors.JWSSignatureVerificationFailed) return { state: 'invalid', text: VERIFY_MESSAGES.invalid };
    return { state: 'key-error', text: `The signature could not be checked: ${messageOf(e)}` };
  }
}

/** The key as WebCrypto holds it for `alg` (an HMAC secret stays bytes). */
async function importKey(
  key: Exclude<KeyInput, { form: 'jwks' } | { form: 'error' }>,
  alg: string,
): Promise<CryptoKey | Uint8Array> {
  // copied into this realm's Uint8Array, which the library checks for
  if (key.form === 'secret') return new Uint8Array(key.bytes);
  if (key.form === 'jwk') return importJWK(publicJwk(key.jwk), alg);
  return key.form === 'spki' ? importSPKI(key.pem, alg) : importX509(key.pem, alg);
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
