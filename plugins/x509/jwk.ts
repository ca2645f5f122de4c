import { fromJwk } from './crypto';
import type { KeyFacts } from './keys';
import { privateKeyFacts, publicKeyFacts } from './keys';
import type { Decoded } from './objects';

/** Reading a pasted JWK or JWK Set (RFC 7517) as keys in DER, so they are reported and converted like PEM keys. */

export class JwkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JwkError';
  }
}

export const looksLikeJson = (input: string) => input.trimStart().startsWith('{');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The members WebCrypto reads, copied as strings. */
function asJwk(value: Record<string, unknown>): JsonWebKey {
  const jwk: JsonWebKey = {};
  for (const name of ['kty', 'crv', 'n', 'e', 'x', 'y', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const) {
    const member = text(value[name]);
    if (member !== undefined) jwk[name] = member;
  }
  return jwk;
}

function factsOf(jwk: JsonWebKey, index: number): KeyFacts {
  const where = index ? ` (key ${index})` : '';
  switch (jwk.kty) {
    case 'RSA':
      return { type: 'RSA', bits: null, curve: null, exponent: null };
    case 'EC':
      return { type: 'EC', bits: null, curve: jwk.crv ?? null, exponent: null };
    case 'OKP':
      return { type: jwk.crv ?? 'OKP', bits: null, curve: null, exponent: null };
    case 'oct':
      throw new JwkError(`A symmetric JWK (kty "oct")${where} is a shared secret, not a public or private key`);
    default:
      throw new JwkError(`The JWK${where} has no kty this tool reads (RSA, EC or OKP)`);
  }
}

export async function readJwk(input: string): Promise<Decoded[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch (error) {
    throw new JwkError(
      `The input starts like a JWK but is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!isRecord(parsed)) throw new JwkError('A JWK is a JSON object');
  const list = Array.isArray(parsed.keys) ? parsed.keys : [parsed];
  if (list.length === 0) throw new JwkError('The JWK Set has no keys');
  return Promise.all(
    list.map(async (entry: unknown, i): Promise<Decoded> => {
      const where = list.length > 1 ? i + 1 : 0;
      if (!isRecord(entry)) throw new JwkError(`Key ${i + 1} of the JWK Set is not a JSON object`);
      const jwk = asJwk(entry);
      const facts = factsOf(jwk, where);
      const { form, der } = await fromJwk(jwk, facts).catch((error: unknown) => {
        if (error instanceof JwkError) throw error;
        throw new JwkError(
          `The JWK${where ? ` (key ${where})` : ''} is not a valid ${facts.type} key: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      return form === 'spki'
        ? { kind: 'public-key', der, line: 1, spki: der, facts: publicKeyFacts(der), signatureOid: null }
        : { kind: 'private-key', der, line: 1, spki: null, facts: privateKeyFacts(der), signatureOid: null };
    }),
  );
}
