/** The object identifiers the report names, with the names openssl prints for them. */

export const OID = {
  rsaEncryption: '1.2.840.113549.1.1.1',
  rsaPss: '1.2.840.113549.1.1.10',
  ecPublicKey: '1.2.840.10045.2.1',
  ed25519: '1.3.101.112',
  ed448: '1.3.101.113',
  x25519: '1.3.101.110',
  x448: '1.3.101.111',
  dsa: '1.2.840.10040.4.1',
} as const;

/** Named curves: the JOSE/WebCrypto name where there is one. */
export const CURVES: Record<string, string> = {
  '1.2.840.10045.3.1.7': 'P-256',
  '1.3.132.0.34': 'P-384',
  '1.3.132.0.35': 'P-521',
  '1.3.132.0.10': 'secp256k1',
  '1.3.36.3.3.2.8.1.1.7': 'brainpoolP256r1',
  '1.3.36.3.3.2.8.1.1.11': 'brainpoolP384r1',
  '1.3.36.3.3.2.8.1.1.13': 'brainpoolP512r1',
};

export const curveOid = (name: string): string | undefined =>
  Object.entries(CURVES).find(([, curve]) => curve === name)?.[0];

/** Extended key usages, in openssl's words. */
export const EKU_NAMES: Record<string, string> = {
  '1.3.6.1.5.5.7.3.1': 'TLS Web Server Authentication',
  '1.3.6.1.5.5.7.3.2': 'TLS Web Client Authentication',
  '1.3.6.1.5.5.7.3.3': 'Code Signing',
  '1.3.6.1.5.5.7.3.4': 'E-mail Protection',
  '1.3.6.1.5.5.7.3.8': 'Time Stamping',
  '1.3.6.1.5.5.7.3.9': 'OCSP Signing',
  '2.5.29.37.0': 'Any Extended Key Usage',
  '1.3.6.1.4.1.311.10.3.3': 'Microsoft Server Gated Crypto',
  '2.16.840.1.113730.4.1': 'Netscape Server Gated Crypto',
};

/** The key usage bits, lowest first (RFC 5280 §4.2.1.3), in openssl's words. */
export const KEY_USAGE_NAMES: readonly [number, string][] = [
  [1, 'Digital Signature'],
  [2, 'Non Repudiation'],
  [4, 'Key Encipherment'],
  [8, 'Data Encipherment'],
  [16, 'Key Agreement'],
  [32, 'Certificate Sign'],
  [64, 'CRL Sign'],
  [128, 'Encipher Only'],
  [256, 'Decipher Only'],
];

/** Signature algorithms, as openssl names them. */
export const SIGNATURE_NAMES: Record<string, string> = {
  '1.2.840.113549.1.1.5': 'sha1WithRSAEncryption',
  '1.2.840.113549.1.1.11': 'sha256WithRSAEncryption',
  '1.2.840.113549.1.1.12': 'sha384WithRSAEncryption',
  '1.2.840.113549.1.1.13': 'sha512WithRSAEncryption',
  '1.2.840.113549.1.1.10': 'rsassaPss',
  '1.2.840.10045.4.1': 'ecdsa-with-SHA1',
  '1.2.840.10045.4.3.2': 'ecdsa-with-SHA256',
  '1.2.840.10045.4.3.3': 'ecdsa-with-SHA384',
  '1.2.840.10045.4.3.4': 'ecdsa-with-SHA512',
  '1.3.101.112': 'ED25519',
  '1.3.101.113': 'ED448',
};
