import { contentOf, encode, encodeOid, integerBits, integerValue, parseDer, readOid, TAG, type DerNode } from './der';
import { CURVES, OID } from './names';

/**
 * What a key is (type, size, curve), read from its DER, and the WebCrypto parameters that import it.
 * Every buffer handed to WebCrypto is a fresh Uint8Array of this realm: some engines refuse an
 * ArrayBuffer made by another realm.
 */

export interface KeyFacts {
  /** 'RSA', 'EC', 'Ed25519', 'Ed448', 'X25519', 'X448', 'RSA-PSS', 'DSA' or the algorithm's OID */
  type: string;
  /** the modulus size for RSA, the curve's size for EC */
  bits: number | null;
  /** the named curve for EC */
  curve: string | null;
  /** the public exponent for RSA */
  exponent: number | null;
}

const KEY_TYPES: Record<string, string> = {
  [OID.rsaEncryption]: 'RSA',
  [OID.rsaPss]: 'RSA-PSS',
  [OID.ecPublicKey]: 'EC',
  [OID.ed25519]: 'Ed25519',
  [OID.ed448]: 'Ed448',
  [OID.x25519]: 'X25519',
  [OID.x448]: 'X448',
  [OID.dsa]: 'DSA',
};

const CURVE_BITS: Record<string, number> = { 'P-256': 256, 'P-384': 384, 'P-521': 521, secp256k1: 256 };

const child = (node: DerNode | undefined, i: number): DerNode | undefined => node?.children[i];

/** The key's algorithm OID and curve, from an AlgorithmIdentifier. */
function algorithmOf(der: Uint8Array, alg: DerNode | undefined): { oid: string; curve: string | null } {
  const oidNode = child(alg, 0);
  const params = child(alg, 1);
  const oid = oidNode?.tag === TAG.oid ? readOid(der, oidNode) : '';
  const curveOid = params?.tag === TAG.oid ? readOid(der, params) : null;
  return { oid, curve: curveOid ? (CURVES[curveOid] ?? curveOid) : null };
}

/** The sizes of keys whose type fixes them. */
const FIXED_BITS: Record<string, number> = { Ed25519: 256, X25519: 256, Ed448: 456, X448: 448 };

/** RSA facts from an RSAPublicKey or RSAPrivateKey, whose modulus is at `first` and exponent after it. */
function rsaFacts(type: string, der: Uint8Array, first: number): KeyFacts {
  const rsa = parseDer(der);
  const modulus = child(rsa, first);
  const exponent = child(rsa, first + 1);
  return {
    type,
    bits: modulus ? integerBits(der, modulus) : null,
    curve: null,
    exponent: exponent ? integerValue(der, exponent) : null,
  };
}

function otherFacts(type: string, curve: string | null): KeyFacts {
  if (type === 'EC') return { type, bits: curve ? (CURVE_BITS[curve] ?? null) : null, curve, exponent: null };
  return { type, bits: FIXED_BITS[type] ?? null, curve: null, exponent: null };
}

const isRsa = (type: string) => type === 'RSA' || type === 'RSA-PSS';

/** The facts of a SubjectPublicKeyInfo: SEQUENCE { AlgorithmIdentifier, BIT STRING }. */
export function publicKeyFacts(spki: Uint8Array): KeyFacts {
  const root = parseDer(spki);
  const { oid, curve } = algorithmOf(spki, child(root, 0));
  const type = KEY_TYPES[oid] ?? oid;
  const bitString = child(root, 1);
  // the BIT STRING holds RSAPublicKey (SEQUENCE { modulus, publicExponent }) after its unused-bits byte
  if (isRsa(type) && bitString) return rsaFacts(type, contentOf(spki, bitString).subarray(1), 0);
  return otherFacts(type, curve);
}

/** PrivateKeyInfo (PKCS #8): SEQUENCE { version, AlgorithmIdentifier, OCTET STRING privateKey, … }. */
export function privateKeyFacts(pkcs8: Uint8Array): KeyFacts {
  const root = parseDer(pkcs8);
  const { oid, curve } = algorithmOf(pkcs8, child(root, 1));
  const type = KEY_TYPES[oid] ?? oid;
  const octets = child(root, 2);
  // the OCTET STRING holds RSAPrivateKey: SEQUENCE { version, modulus, publicExponent, … }
  if (isRsa(type) && octets) return rsaFacts(type, contentOf(pkcs8, octets), 1);
  return otherFacts(type, curve);
}

/** A key's facts in one line: 'RSA 2048 bits (exponent 65537)', 'EC P-256', 'Ed25519'. */
export function describeKey(facts: KeyFacts): string {
  if (facts.type === 'RSA' || facts.type === 'RSA-PSS')
    return `${facts.type} ${facts.bits ?? '?'} bits${facts.exponent === null ? '' : ` (exponent ${facts.exponent})`}`;
  if (facts.type === 'EC') return `EC ${facts.curve ?? 'with explicit curve parameters'}`;
  return facts.type;
}

type ImportParams = RsaHashedImportParams | EcKeyImportParams | Algorithm;

/** How WebCrypto imports a key of these facts, and what a public and a private key of it may do; null where it cannot. */
export function importParams(
  facts: KeyFacts,
): { params: ImportParams; publicUses: KeyUsage[]; privateUses: KeyUsage[] } | null {
  switch (facts.type) {
    case 'RSA':
      return { params: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, publicUses: ['verify'], privateUses: ['sign'] };
    case 'EC':
      return facts.curve && ['P-256', 'P-384', 'P-521'].includes(facts.curve)
        ? { params: { name: 'ECDSA', namedCurve: facts.curve }, publicUses: ['verify'], privateUses: ['sign'] }
        : null;
    case 'Ed25519':
    case 'Ed448':
      return { params: { name: facts.type }, publicUses: ['verify'], privateUses: ['sign'] };
    case 'X25519':
    case 'X448':
      return { params: { name: facts.type }, publicUses: [], privateUses: ['deriveBits'] };
    default:
      return null;
  }
}

const NULL = new Uint8Array([0x05, 0x00]);
const ZERO = encode(TAG.integer, new Uint8Array([0]));

/** PKCS #1 RSAPrivateKey (`RSA PRIVATE KEY`) wrapped as PKCS #8. */
export function pkcs1PrivateToPkcs8(pkcs1: Uint8Array): Uint8Array {
  parseDer(pkcs1);
  const alg = encode(TAG.sequence, encodeOid(OID.rsaEncryption), NULL);
  return encode(TAG.sequence, ZERO, alg, encode(TAG.octetString, pkcs1));
}

/** PKCS #1 RSAPublicKey (`RSA PUBLIC KEY`) wrapped as a SubjectPublicKeyInfo. */
export function pkcs1PublicToSpki(pkcs1: Uint8Array): Uint8Array {
  parseDer(pkcs1);
  const alg = encode(TAG.sequence, encodeOid(OID.rsaEncryption), NULL);
  return encode(TAG.sequence, alg, encode(TAG.bitString, new Uint8Array([0]), pkcs1));
}

/**
 * SEC 1 ECPrivateKey (`EC PRIVATE KEY`: SEQUENCE { version 1, privateKey, [0] curve, [1] publicKey })
 * wrapped as PKCS #8, the curve moved into the AlgorithmIdentifier as RFC 5915 says.
 */
export function sec1ToPkcs8(sec1: Uint8Array): Uint8Array {
  const root = parseDer(sec1);
  const params = root.children.find((n) => n.tag === 0xa0);
  const curve = params?.children[0];
  if (!curve || curve.tag !== TAG.oid) throw new Error('This EC private key does not name its curve');
  const alg = encode(TAG.sequence, encodeOid(OID.ecPublicKey), encodeOid(readOid(sec1, curve)));
  return encode(TAG.sequence, ZERO, alg, encode(TAG.octetString, sec1));
}
