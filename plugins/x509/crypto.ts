import { contentOf, parseDer, wholeOf } from './der';
import { importParams, type KeyFacts } from './keys';

/**
 * The WebCrypto work: fingerprints, signature checks, a private key's public half, JWK. Each
 * buffer handed to WebCrypto is a Uint8Array made here (an engine may refuse another realm's ArrayBuffer).
 */

const own = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => Uint8Array.from(bytes);

export async function digest(algorithm: 'SHA-1' | 'SHA-256', bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest(algorithm, own(bytes)));
}

/** The members of a JWK that are private: dropped to make the public key, and the mark of a private JWK. */
export const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/** A JWK with only the members that say what the key is (no key_ops, ext or alg, which WebCrypto adds). */
function plainJwk(jwk: JsonWebKey, keepPrivate: boolean): JsonWebKey {
  const out: JsonWebKey = {};
  for (const name of ['kty', 'crv', 'n', 'e', 'x', 'y', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const) {
    const value = jwk[name];
    if (value !== undefined && (keepPrivate || !(PRIVATE_MEMBERS as readonly string[]).includes(name)))
      out[name] = value;
  }
  return out;
}

/** A public key (SPKI) or private key (PKCS #8) as a JWK; null when WebCrypto cannot import this kind of key. */
export async function toJwk(der: Uint8Array, form: 'spki' | 'pkcs8', facts: KeyFacts): Promise<JsonWebKey | null> {
  const how = importParams(facts);
  if (!how) return null;
  const uses = form === 'spki' ? how.publicUses : how.privateUses;
  const key = await crypto.subtle.importKey(form, own(der), how.params, true, uses);
  return plainJwk(await crypto.subtle.exportKey('jwk', key), form === 'pkcs8');
}

/** The SubjectPublicKeyInfo of a private key, through its JWK (whose public members every kind carries). */
export async function publicOfPrivate(pkcs8: Uint8Array, facts: KeyFacts): Promise<Uint8Array | null> {
  const how = importParams(facts);
  const jwk = await toJwk(pkcs8, 'pkcs8', facts);
  if (!how || !jwk) return null;
  const key = await crypto.subtle.importKey('jwk', plainJwk(jwk, false), how.params, true, how.publicUses);
  return new Uint8Array(await crypto.subtle.exportKey('spki', key));
}

/** The DER of a key given as a JWK: PKCS #8 when it has private members, SPKI otherwise. */
export async function fromJwk(jwk: JsonWebKey, facts: KeyFacts): Promise<{ form: 'spki' | 'pkcs8'; der: Uint8Array }> {
  const how = importParams(facts);
  if (!how) throw new Error(`A ${facts.type} JWK cannot be read here`);
  const isPrivate = jwk.d !== undefined;
  const key = await crypto.subtle.importKey(
    'jwk',
    plainJwk(jwk, isPrivate),
    how.params,
    true,
    isPrivate ? how.privateUses : how.publicUses,
  );
  const form = isPrivate ? 'pkcs8' : 'spki';
  return { form, der: new Uint8Array(await crypto.subtle.exportKey(form, key)) };
}

/** The hash of each signature algorithm WebCrypto checks, by OID. */
const SIGNATURES: Record<string, { name: 'RSASSA-PKCS1-v1_5' | 'ECDSA' | 'Ed25519'; hash?: string }> = {
  '1.2.840.113549.1.1.5': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-1' },
  '1.2.840.113549.1.1.11': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
  '1.2.840.113549.1.1.12': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-384' },
  '1.2.840.113549.1.1.13': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-512' },
  '1.2.840.10045.4.1': { name: 'ECDSA', hash: 'SHA-1' },
  '1.2.840.10045.4.3.2': { name: 'ECDSA', hash: 'SHA-256' },
  '1.2.840.10045.4.3.3': { name: 'ECDSA', hash: 'SHA-384' },
  '1.2.840.10045.4.3.4': { name: 'ECDSA', hash: 'SHA-512' },
  '1.3.101.112': { name: 'Ed25519' },
};

const COORDINATE_BYTES: Record<string, number> = { 'P-256': 32, 'P-384': 48, 'P-521': 66 };

/** ECDSA-Sig-Value (SEQUENCE { r, s }) as WebCrypto's r‖s, each padded to the curve's size. */
function ecdsaRaw(signature: Uint8Array, curve: string): Uint8Array {
  const size = COORDINATE_BYTES[curve] ?? 0;
  const root = parseDer(signature);
  const out = new Uint8Array(size * 2);
  root.children.slice(0, 2).forEach((node, i) => {
    let value = contentOf(signature, node);
    while (value.length > size && value[0] === 0) value = value.subarray(1);
    out.set(value.subarray(Math.max(0, value.length - size)), i * size + Math.max(0, size - value.length));
  });
  return out;
}

/** A signed structure (certificate or request): SEQUENCE { tbs, AlgorithmIdentifier, BIT STRING signature }. */
export interface Signed {
  tbs: Uint8Array;
  algorithm: string;
  signature: Uint8Array;
}

export function signedParts(der: Uint8Array, algorithmOid: string): Signed {
  const root = parseDer(der);
  const [tbs, , sig] = root.children;
  if (!tbs || !sig) throw new Error('The structure is not a signed one');
  return { tbs: wholeOf(der, tbs), algorithm: algorithmOid, signature: contentOf(der, sig).subarray(1) };
}

/** true or false when WebCrypto can check the signature with the signer's key; null when it cannot (an algorithm it lacks). */
export async function checkSignature(
  signed: Signed,
  signerSpki: Uint8Array,
  signerFacts: KeyFacts,
): Promise<boolean | null> {
  const alg = SIGNATURES[signed.algorithm];
  if (!alg) return null;
  const keyParams =
    alg.name === 'ECDSA'
      ? signerFacts.curve && COORDINATE_BYTES[signerFacts.curve]
        ? { name: 'ECDSA', namedCurve: signerFacts.curve }
        : null
      : alg.name === 'RSASSA-PKCS1-v1_5'
        ? signerFacts.type === 'RSA'
          ? { name: alg.name, hash: alg.hash ?? 'SHA-256' }
          : null
        : signerFacts.type === 'Ed25519'
          ? { name: 'Ed25519' }
          : null;
  if (!keyParams) return false;
  try {
    const key = await crypto.subtle.importKey('spki', own(signerSpki), keyParams, false, ['verify']);
    const signature = alg.name === 'ECDSA' ? ecdsaRaw(signed.signature, signerFacts.curve ?? '') : signed.signature;
    const params = alg.name === 'ECDSA' ? { name: 'ECDSA', hash: alg.hash ?? 'SHA-256' } : { name: alg.name };
    return await crypto.subtle.verify(params, key, own(signature), own(signed.tbs));
  } catch {
    return false;
  }
}
