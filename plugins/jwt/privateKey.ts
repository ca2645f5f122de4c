/**
 * Reads the private key a visitor signs with: a PKCS#8 PEM ("BEGIN PRIVATE KEY", what `openssl
 * genpkey` and WebCrypto write) or a private JWK. Any other key is named, with the command that
 * turns it into one this page takes, so the visitor knows what to paste instead.
 */
import { algorithmType, children, isJwk, jwkType, pemBody, tlv, type Jwk, type KeyType } from './keys';

export type PrivateKeyInput =
  | { form: 'pkcs8'; pem: string; type: KeyType }
  | { form: 'jwk'; jwk: Jwk; type: KeyType }
  | { form: 'error'; message: string };

/** Turns any private key PEM (PKCS#1, SEC1, passphrase-protected PKCS#8) into a plain PKCS#8 one. */
const TO_PKCS8 = '`openssl pkey -in key.pem -out pkcs8.pem`';

const PEM_PROBLEMS: [RegExp, string][] = [
  [
    /^-----BEGIN RSA PRIVATE KEY-----/,
    `This is a PKCS#1 RSA key ("BEGIN RSA PRIVATE KEY"). Paste it as PKCS#8 ("BEGIN PRIVATE KEY"): ${TO_PKCS8} writes it.`,
  ],
  [
    /^-----BEGIN EC PRIVATE KEY-----/,
    `This is a SEC1 EC key ("BEGIN EC PRIVATE KEY"). Paste it as PKCS#8 ("BEGIN PRIVATE KEY"): ${TO_PKCS8} writes it.`,
  ],
  [
    /^-----BEGIN ENCRYPTED PRIVATE KEY-----/,
    `This private key is protected by a passphrase, which this page does not ask for. ${TO_PKCS8} asks for it once and writes the key without it.`,
  ],
  [
    /^-----BEGIN (?:PUBLIC KEY|RSA PUBLIC KEY|CERTIFICATE)-----/,
    'This is a public key or certificate: it verifies signatures but cannot make them. Paste the private key it belongs to.',
  ],
];

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'];

/** The private key in the box, with its type; or why it cannot sign. */
export function readPrivateKey(text: string): PrivateKeyInput {
  const trimmed = text.trim();
  if (trimmed === '') return { form: 'error', message: 'Paste a private key (PEM or JWK), or generate a key pair.' };
  if (trimmed.startsWith('-----BEGIN')) {
    for (const [pattern, message] of PEM_PROBLEMS) if (pattern.test(trimmed)) return { form: 'error', message };
    if (!trimmed.startsWith('-----BEGIN PRIVATE KEY-----'))
      return {
        form: 'error',
        message: 'This PEM block is not a private key: paste one that starts with -----BEGIN PRIVATE KEY-----.',
      };
    const der = pemBody(trimmed, 'PRIVATE KEY');
    if (!der) return { form: 'error', message: 'The private key PEM is cut short or its Base64 is damaged.' };
    try {
      // PrivateKeyInfo (RFC 5208): version, the key's AlgorithmIdentifier, the key itself
      const [, algorithm] = children(der, tlv(der, 0));
      if (!algorithm) throw new Error('truncated');
      return { form: 'pkcs8', pem: trimmed, type: algorithmType(der, algorithm) };
    } catch {
      return { form: 'error', message: 'The private key is not well-formed DER inside its PEM.' };
    }
  }
  if (trimmed.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (e) {
      return {
        form: 'error',
        message: `The key looks like JSON but is not: ${e instanceof Error ? e.message : String(e)}`,
      };
    }
    if (!isJwk(value))
      return {
        form: 'error',
        message:
          value !== null && typeof value === 'object' && 'keys' in value
            ? 'This is a JWK Set: paste the one private JWK to sign with.'
            : 'This JSON is not a JWK: it has no "kty".',
      };
    if (value.kty === 'oct')
      return {
        form: 'error',
        message: 'This JWK is a shared secret (kty "oct"): choose an HS algorithm and type the secret in its box.',
      };
    if (!PRIVATE_MEMBERS.some((member) => member in value))
      return {
        form: 'error',
        message: 'This JWK is a public key: it has no "d", the private part that signing needs.',
      };
    return { form: 'jwk', jwk: value, type: jwkType(value) };
  }
  return {
    form: 'error',
    message: 'Paste a private key as PEM (-----BEGIN PRIVATE KEY-----) or as a JWK ({"kty": …, "d": …}).',
  };
}
