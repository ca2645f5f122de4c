/**
 * Signs a header and a payload the visitor wrote, with the `jose` library (WebCrypto only, no
 * eval): HMAC with a secret, RSA, RSA-PSS, ECDSA and Ed25519 with a private key, never `alg: none`.
 * The payload is signed as written, only its whitespace removed, so every digit and escape of it
 * reaches the token; the header's `alg` is the chosen algorithm. A problem names the field at fault
 * (with the line and column of a JSON error), so the screen shows it there.
 */
import {
  CompactSign,
  errors,
  exportJWK,
  exportPKCS8,
  exportSPKI,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type JWK,
} from 'jose';
import { lineColumnOf } from '@/lib/lineColumn';
import { isHmac, isSignAlg, type AsymmetricAlg, type HmacAlg } from './algorithms';
import { compact, jsonFault } from './json';
import { algorithmsFor, describeType, strictBase64 } from './keys';
import { SIGN_ALGS, type SignAlg } from './options';
import { readPrivateKey } from './privateKey';

export interface SignRequest {
  /** the header and payload JSON as written */
  header: string;
  payload: string;
  alg: SignAlg;
  /** the HMAC secret (HS*): UTF-8 text, or Base64 (either alphabet) when `secretBase64` */
  secret: string;
  secretBase64: boolean;
  /** the private key (RS*, PS*, ES*, EdDSA): a PKCS#8 PEM or a private JWK */
  privateKey: string;
}

export type SignField = 'header' | 'payload' | 'key';

export interface SignProblem {
  ok: false;
  field: SignField;
  title: string;
  message: string;
  /** where in the field's text a JSON error is */
  offset?: number;
  line?: number;
  column?: number;
}

/** The public half of the signing key, for verifying the token elsewhere. */
export interface PublicKeyText {
  pem: string;
  jwk: string;
}

export type SignResult =
  { ok: true; token: string; alg: SignAlg; publicKey: PublicKeyText | null; note?: string } | SignProblem;

export const SIGN_MESSAGES = {
  none: 'alg: none makes an unsecured token that anyone can write, so this page never makes one. Choose an algorithm that signs; the header’s alg follows it.',
  noSecret: 'Type the secret to sign with.',
} as const;

function problem(field: SignField, title: string, message: string, text?: string, offset?: number): SignProblem {
  return text === undefined || offset === undefined
    ? { ok: false, field, title, message }
    : { ok: false, field, title, message, offset, ...lineColumnOf(text, offset) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

type Read<T> = { ok: true; value: T } | SignProblem;

/** A header as signed: the visitor's members, with the chosen algorithm. */
type SignedHeader = Record<string, unknown> & { alg: SignAlg };

/** A JSON object field: its value, or the problem with where it is. */
function jsonObject(field: 'header' | 'payload', text: string): Read<Record<string, unknown>> {
  const fault = jsonFault(text);
  if (fault) return problem(field, `The ${field} is not JSON`, `${fault.message}.`, text, fault.offset);
  const value: unknown = JSON.parse(text);
  if (!isObject(value))
    return problem(
      field,
      `The ${field} must be a JSON object`,
      field === 'header'
        ? 'A JWT header is an object, such as {"alg": "HS256", "typ": "JWT"}.'
        : 'A JWT payload (its claims) is an object, such as {"sub": "42"}: put the value inside one.',
    );
  return { ok: true, value };
}

/**
 * The header to sign: the visitor's, its `alg` the chosen one (put first where the visitor wrote
 * none). A header that asks for `none`, or for an algorithm this page does not sign with, is refused.
 */
function signedHeader(text: string, alg: SignAlg): Read<SignedHeader> {
  const read = jsonObject('header', text);
  if (!read.ok) return read;
  const asked = read.value.alg;
  if (typeof asked === 'string' && asked.toLowerCase() === 'none')
    return problem('header', 'alg: none is refused', SIGN_MESSAGES.none);
  if (asked !== undefined && (typeof asked !== 'string' || !isSignAlg(asked)))
    return problem(
      'header',
      `This page does not sign with alg ${JSON.stringify(asked)}`,
      `Choose one of ${SIGN_ALGS.join(', ')}; the header’s alg follows the choice.`,
    );
  return { ok: true, value: asked === undefined ? { alg, ...read.value } : { ...read.value, alg } };
}

/** The HMAC key: the secret's UTF-8 bytes, or its Base64 read in whichever alphabet it is written. */
function secretBytes(secret: string, base64: boolean): Read<Uint8Array> {
  if (secret === '') return problem('key', 'No secret', SIGN_MESSAGES.noSecret);
  if (!base64) return { ok: true, value: new Uint8Array(new TextEncoder().encode(secret)) };
  const text = secret.trim();
  const read = strictBase64(text, /[-_]/.test(text) ? 'base64url' : 'base64');
  if (!read.ok)
    return problem(
      'key',
      'The secret is not Base64',
      `The secret is read as Base64, but ${read.why}. Turn off “Secret is Base64” if it is plain text.`,
    );
  if (read.bytes.length === 0) return problem('key', 'No secret', 'The secret is empty.');
  return { ok: true, value: new Uint8Array(read.bytes) };
}

/** RFC 7518 §3.2: an HMAC key as long as the hash's output or longer. */
const HMAC_MIN_BYTES: Record<HmacAlg, number> = { HS256: 32, HS384: 48, HS512: 64 };

/** What each algorithm signs with, for the message when a key does not fit it. */
const NEEDS: Record<AsymmetricAlg, string> = {
  RS256: 'an RSA private key',
  RS384: 'an RSA private key',
  RS512: 'an RSA private key',
  PS256: 'an RSA private key',
  PS384: 'an RSA private key',
  PS512: 'an RSA private key',
  ES256: 'a P-256 EC private key',
  ES384: 'a P-384 EC private key',
  ES512: 'a P-521 EC private key',
  EdDSA: 'an Ed25519 private key',
};

/** The private key as WebCrypto holds it for `alg`, or why it cannot sign with it. */
async function privateKeyFor(text: string, alg: AsymmetricAlg): Promise<Read<CryptoKey>> {
  const key = readPrivateKey(text);
  if (key.form === 'error') return problem('key', 'This key cannot sign', key.message);
  const signs = algorithmsFor(key.type).filter(isSignAlg);
  const described = describeType(key.type, 'private');
  if (!signs.includes(alg))
    return problem(
      'key',
      `This key cannot sign ${alg}`,
      signs.length > 0
        ? `The key is ${described}, which signs ${signs.join(', ')}; ${alg} needs ${NEEDS[alg]}. Choose ${signs[0]}, or generate a key pair for ${alg}.`
        : `The key is ${described}, which signs nothing this page knows; ${alg} needs ${NEEDS[alg]}.`,
    );
  if (key.form === 'jwk' && key.jwk.alg !== undefined && key.jwk.alg !== alg)
    return problem('key', `This key cannot sign ${alg}`, `The JWK says it is for ${String(key.jwk.alg)} only.`);
  try {
    const imported =
      key.form === 'pkcs8'
        ? await importPKCS8(key.pem, alg, { extractable: true })
        : await importJWK(key.jwk, alg, { extractable: true });
    if (imported instanceof Uint8Array) return problem('key', 'This key cannot sign', 'The JWK is not a private key.');
    return { ok: true, value: imported };
  } catch (e) {
    return problem('key', `The key cannot be used for ${alg}`, messageOf(e));
  }
}

/** The members of a public JWK, in the order RFC 7517's examples write them. */
const PUBLIC_MEMBERS = ['kty', 'crv', 'n', 'e', 'x', 'y'] as const;

/** The public half of a private key, as a PEM (SPKI) and a JWK that names the algorithm and kid. */
export async function publicKeyOf(privateKey: CryptoKey, alg: AsymmetricAlg, kid?: string): Promise<PublicKeyText> {
  const full = await exportJWK(privateKey);
  const jwk: JWK = {};
  for (const member of PUBLIC_MEMBERS) if (full[member] !== undefined) jwk[member] = full[member];
  if (kid !== undefined) jwk.kid = kid;
  jwk.use = 'sig';
  jwk.alg = alg;
  const publicKey = await importJWK(jwk, alg, { extractable: true });
  if (publicKey instanceof Uint8Array) throw new Error('not an asymmetric key');
  return { pem: await exportSPKI(publicKey), jwk: JSON.stringify(jwk, null, 2) };
}

/** Signs the request's header and payload; see the file's comment for the rules. */
export async function signToken(request: SignRequest): Promise<SignResult> {
  const { alg } = request;
  const header = signedHeader(request.header, alg);
  if (!header.ok) return header;
  const payload = jsonObject('payload', request.payload);
  if (!payload.ok) return payload;
  // copied into this realm's Uint8Array, which the library checks for
  const bytes = new Uint8Array(new TextEncoder().encode(compact(request.payload)));
  const kid = typeof header.value.kid === 'string' ? header.value.kid : undefined;

  let key: CryptoKey | Uint8Array;
  let publicKey: PublicKeyText | null = null;
  let note: string | undefined;
  if (isHmac(alg)) {
    const secret = secretBytes(request.secret, request.secretBase64);
    if (!secret.ok) return secret;
    key = secret.value;
    if (key.length < HMAC_MIN_BYTES[alg])
      note = `The secret is ${key.length} bytes; RFC 7518 asks for at least ${HMAC_MIN_BYTES[alg]} (the size of the hash) for ${alg}. Fine for a test, too short for real tokens.`;
  } else {
    const privateKey = await privateKeyFor(request.privateKey, alg);
    if (!privateKey.ok) return privateKey;
    key = privateKey.value;
    try {
      publicKey = await publicKeyOf(privateKey.value, alg, kid);
    } catch (e) {
      return problem('key', 'The public key could not be worked out', messageOf(e));
    }
  }
  try {
    const token = await new CompactSign(bytes).setProtectedHeader(header.value).sign(key);
    return { ok: true, token, alg, publicKey, ...(note ? { note } : {}) };
  } catch (e) {
    // jose refuses a header it cannot honour (crit, b64) as invalid or unsupported; anything else is the key's
    return e instanceof errors.JWSInvalid || e instanceof errors.JOSENotSupported
      ? problem('header', 'The header cannot be signed', messageOf(e))
      : problem('key', `The key cannot sign ${alg}`, messageOf(e));
  }
}

/** A new key pair for `alg`, made by WebCrypto in this page: the private key as PKCS#8 PEM. */
export async function generateSigningKey(alg: AsymmetricAlg): Promise<string> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  return exportPKCS8(privateKey);
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
