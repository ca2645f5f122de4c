import { encodeBytes } from '@/lib/base64';
import { decodeText } from '@/lib/readTextFile';

/** The file types the upload offers: PEM, DER, requests, keys and JWKs. */
export const FILE_ACCEPT = '.pem,.crt,.cer,.der,.csr,.req,.key,.pub,.p8,.p10,.jwk,.json';

/**
 * A file's bytes as the input takes them: a text file (PEM, JWK) as its text, anything else (DER)
 * as Base64 in lines of 64, which the tool reads like a PEM body without its header lines.
 */
export function fileText(bytes: Uint8Array): string {
  const text = decodeText(bytes);
  if (/^\s*(?:-----BEGIN |\{)/.test(text)) return text;
  return encodeBytes(bytes).replace(/.{64}(?=.)/g, '$&\n');
}
