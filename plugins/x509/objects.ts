import type { ArmoredBlock } from './armor';
import { DerError, parseDer, readOid, TAG, type DerNode } from './der';
import {
  pkcs1PrivateToPkcs8,
  pkcs1PublicToSpki,
  privateKeyFacts,
  publicKeyFacts,
  sec1ToPkcs8,
  type KeyFacts,
} from './keys';
import { Pkcs10CertificateRequest, X509Certificate } from './library';

/**
 * Telling what each pasted object is and reading it: a certificate or a request through
 * @peculiar/x509, a key through its DER. Every object keeps its DER in the standard form (a
 * certificate, a PKCS #10 request, a SubjectPublicKeyInfo, a PKCS #8 private key) and its public key.
 */

interface Common {
  der: Uint8Array;
  /** the line of the input it starts on */
  line: number;
  /** the public key's SubjectPublicKeyInfo (a private key's is found later, through WebCrypto) */
  spki: Uint8Array | null;
  facts: KeyFacts;
  /** the signature algorithm's OID, for a signed object */
  signatureOid: string | null;
}

export type Decoded =
  | (Common & { kind: 'certificate'; cert: X509Certificate })
  | (Common & { kind: 'request'; csr: Pkcs10CertificateRequest })
  | (Common & { kind: 'public-key' })
  | (Common & { kind: 'private-key' });

export type DecodedKind = Decoded['kind'];

/** What the tool says it found, in a sentence and in a section's title. */
export const KIND_NAMES: Record<DecodedKind, string> = {
  certificate: 'Certificate',
  request: 'Certificate request',
  'public-key': 'Public key',
  'private-key': 'Private key',
};

/** A pasted object the tool does not read, with what to do instead. */
export class UnsupportedError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'UnsupportedError';
  }
}

type Form = 'certificate' | 'request' | 'spki' | 'pkcs8' | 'pkcs1-private' | 'pkcs1-public' | 'sec1' | 'skip';

const LABELS: Record<string, Form> = {
  CERTIFICATE: 'certificate',
  'X509 CERTIFICATE': 'certificate',
  'TRUSTED CERTIFICATE': 'certificate',
  'CERTIFICATE REQUEST': 'request',
  'NEW CERTIFICATE REQUEST': 'request',
  'PUBLIC KEY': 'spki',
  'RSA PUBLIC KEY': 'pkcs1-public',
  'PRIVATE KEY': 'pkcs8',
  'RSA PRIVATE KEY': 'pkcs1-private',
  'EC PRIVATE KEY': 'sec1',
  // openssl ecparam writes the curve before the key unless told -noout: it says nothing the key does not
  'EC PARAMETERS': 'skip',
};

const UNSUPPORTED: Record<string, string> = {
  'ENCRYPTED PRIVATE KEY': 'This private key is encrypted with a password: decrypt it first (openssl pkey -in key.pem)',
  'X509 CRL': 'A certificate revocation list (X509 CRL) is not read by this tool',
  PKCS7: 'A PKCS #7 bundle is not read here: list its certificates with openssl pkcs7 -print_certs',
};

const tags = (node: DerNode) => node.children.map((c) => c.tag);
const same = (a: number[], b: number[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/** The form of bare DER, told by its shape. */
function formOf(root: DerNode): Form | null {
  const shape = tags(root);
  if (same(shape, [TAG.sequence, TAG.sequence, TAG.bitString])) {
    const tbs = root.children[0];
    // a request's body starts INTEGER 0, Name; a certificate's [0] version or its serial then an AlgorithmIdentifier
    return tbs &&
      same(tags(tbs).slice(0, 3), [TAG.integer, TAG.sequence, TAG.sequence]) &&
      tbs.children[3]?.tag === 0xa0
      ? 'request'
      : 'certificate';
  }
  if (same(shape, [TAG.sequence, TAG.bitString])) return 'spki';
  if (same(shape.slice(0, 3), [TAG.integer, TAG.sequence, TAG.octetString])) return 'pkcs8';
  if (same(shape.slice(0, 2), [TAG.integer, TAG.octetString])) return 'sec1';
  if (shape.length === 9 && shape.every((t) => t === TAG.integer)) return 'pkcs1-private';
  if (same(shape, [TAG.integer, TAG.integer])) return 'pkcs1-public';
  return null;
}

function signatureOid(der: Uint8Array, root: DerNode): string | null {
  const alg = root.children[1]?.children[0];
  return alg?.tag === TAG.oid ? readOid(der, alg) : null;
}

function keyObject(kind: 'public-key' | 'private-key', der: Uint8Array, line: number): Decoded {
  return kind === 'public-key'
    ? { kind, der, line, spki: der, facts: publicKeyFacts(der), signatureOid: null }
    : { kind, der, line, spki: null, facts: privateKeyFacts(der), signatureOid: null };
}

/** Reads one block; throws DerError (a length that lies), UnsupportedError, or the library's error. */
export function decodeBlock(block: ArmoredBlock): Decoded | null {
  const { label, der, line } = block;
  if (label && UNSUPPORTED[label]) throw new UnsupportedError(UNSUPPORTED[label], line);
  const root = parseDer(der);
  const form = label ? LABELS[label] : formOf(root);
  if (!form)
    throw new UnsupportedError(
      label
        ? `A ${label} is not read by this tool: it reads certificates, certificate requests, public and private keys`
        : 'These bytes are DER, but not a certificate, a certificate request or a key',
      line,
    );
  switch (form) {
    case 'skip':
      return null;
    case 'certificate': {
      const cert = new X509Certificate(Uint8Array.from(der));
      const spki = Uint8Array.from(new Uint8Array(cert.publicKey.rawData));
      return {
        kind: 'certificate',
        der,
        line,
        cert,
        spki,
        facts: publicKeyFacts(spki),
        signatureOid: signatureOid(der, root),
      };
    }
    case 'request': {
      const csr = new Pkcs10CertificateRequest(Uint8Array.from(der));
      const spki = Uint8Array.from(new Uint8Array(csr.publicKey.rawData));
      return {
        kind: 'request',
        der,
        line,
        csr,
        spki,
        facts: publicKeyFacts(spki),
        signatureOid: signatureOid(der, root),
      };
    }
    case 'spki':
      return keyObject('public-key', der, line);
    case 'pkcs1-public':
      return keyObject('public-key', pkcs1PublicToSpki(der), line);
    case 'pkcs8':
      return keyObject('private-key', der, line);
    case 'pkcs1-private':
      return keyObject('private-key', pkcs1PrivateToPkcs8(der), line);
    case 'sec1':
      return keyObject('private-key', sec1ToPkcs8(der), line);
  }
}

export { DerError };
