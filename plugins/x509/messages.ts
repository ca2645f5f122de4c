/** What the tool says; shared by the page (which never loads the certificate library) and the worker. */

export type Mode = 'decode' | 'pem' | 'der' | 'jwk';

export const MESSAGES = {
  blank: 'Paste a certificate, a certificate request or a key (PEM, Base64 or JWK), or open a DER file',
  nothing: 'No certificate, request or key was found in the input',
  failed: 'The input could not be read',
  privateKey: 'This is a private key: it stays in this page.',
} as const;

/** A pasted text holds a private key: PEM's label or a JWK's private member `d`. Cheap, so the page can warn before any run. */
export const PRIVATE_KEY_TEXT = /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----|"d"\s*:/;
