import { encodeBytes } from '@/lib/base64';
import type { Analysed } from './analyse';
import { toJwk } from './crypto';
import type { Decoded } from './objects';

/** The conversions: each object as PEM, as DER in Base64, or its key as a JWK. */

const PEM_LABELS: Record<Decoded['kind'], string> = {
  certificate: 'CERTIFICATE',
  request: 'CERTIFICATE REQUEST',
  'public-key': 'PUBLIC KEY',
  'private-key': 'PRIVATE KEY',
};

/** PEM as RFC 7468 writes it: Base64 in lines of 64 characters between the label lines. */
export function pem(label: string, der: Uint8Array): string {
  const body = encodeBytes(der).replace(/.{64}(?=.)/g, '$&\n');
  return `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`;
}

export const toPem = (objects: readonly Decoded[]): string =>
  objects.map((o) => pem(PEM_LABELS[o.kind], o.der)).join('\n');

/** One line of Base64 per object; a blank line between objects, which is how the tool reads several back. */
export const toDerBase64 = (objects: readonly Decoded[]): string => objects.map((o) => encodeBytes(o.der)).join('\n\n');

/**
 * Each object's key as a JWK: a certificate's or request's public key (a certificate's with its DER
 * in x5c, RFC 7517 §4.7), a private key with its private members. Several make a JWK Set.
 */
export async function toJwkText(items: readonly Analysed[]): Promise<string> {
  const keys = await Promise.all(
    items.map(async ({ object, spki }) => {
      const isPrivate = object.kind === 'private-key';
      const der = isPrivate ? object.der : spki;
      const jwk = der && (await toJwk(der, isPrivate ? 'pkcs8' : 'spki', object.facts));
      if (!jwk) throw new Error(`A ${object.facts.type} key has no JWK form that this browser can write`);
      return object.kind === 'certificate' ? { ...jwk, x5c: [encodeBytes(object.der)] } : jwk;
    }),
  );
  return JSON.stringify(keys.length === 1 ? keys[0] : { keys }, null, 2);
}
