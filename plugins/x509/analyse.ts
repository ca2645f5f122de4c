import { encodeBytes } from '@/lib/base64';
import { checkSignature, digest, publicOfPrivate, signedParts } from './crypto';
import type { Decoded } from './objects';

/** An object with what WebCrypto tells about it: its number among its kind, public key, fingerprints, pin, own signature. */
export interface Analysed {
  object: Decoded;
  /** 1-based, counted within its kind: certificate 1, certificate 2, private key 1 */
  number: number;
  /** the public key; for a private key, derived from it (null where WebCrypto cannot) */
  spki: Uint8Array | null;
  sha1: Uint8Array;
  sha256: Uint8Array;
  /** the SPKI pin as curl --pinnedpubkey takes it: sha256//<Base64 of SHA-256 of the SubjectPublicKeyInfo> */
  pin: string | null;
  /** a request's signature, or a certificate's checked with its own key (true: self-signed); null where not checked */
  selfSigned: boolean | null;
}

export async function spkiPin(spki: Uint8Array): Promise<string> {
  return `sha256//${encodeBytes(await digest('SHA-256', spki))}`;
}

async function ownSignature(object: Decoded, spki: Uint8Array | null): Promise<boolean | null> {
  if (!spki || !object.signatureOid) return null;
  if (object.kind === 'certificate' && object.cert.subject !== object.cert.issuer) return false;
  return checkSignature(signedParts(object.der, object.signatureOid), spki, object.facts);
}

export async function analyse(objects: readonly Decoded[]): Promise<Analysed[]> {
  const counts = new Map<string, number>();
  return Promise.all(
    objects.map(async (object) => {
      const number = (counts.get(object.kind) ?? 0) + 1;
      counts.set(object.kind, number);
      const spki =
        object.kind === 'private-key' ? await publicOfPrivate(object.der, object.facts).catch(() => null) : object.spki;
      return {
        object,
        number,
        spki,
        sha1: await digest('SHA-1', object.der),
        sha256: await digest('SHA-256', object.der),
        pin: spki ? await spkiPin(spki) : null,
        selfSigned: await ownSignature(object, spki),
      };
    }),
  );
}
