/**
 * The Sign tab's algorithms as the page needs them, without the crypto library (which only the
 * worker loads): which ones take a shared secret, how the picker names them, and how a header
 * written as JSON text gets the chosen one.
 */
import { HMAC_ALGS } from './keys';
import { optionsSchema, SIGN_ALGS, type SignAlg } from './options';

export type HmacAlg = (typeof HMAC_ALGS)[number];
export type AsymmetricAlg = Exclude<SignAlg, HmacAlg>;

export const isHmac = (alg: SignAlg): alg is HmacAlg => (HMAC_ALGS as readonly string[]).includes(alg);
export const isSignAlg = (alg: string): alg is SignAlg => (SIGN_ALGS as readonly string[]).includes(alg);

/** The picker's choices: "HS256 · HMAC with SHA-256", … */
export const ALG_CHOICES = optionsSchema.properties.signAlg.oneOf.map((choice) => ({
  value: choice.const,
  label: choice.title,
}));

function objectOf(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : null;
  } catch {
    return null;
  }
}

/** The `alg` a header's JSON text names, where it is a JSON object with a string `alg`. */
export function algOf(header: string): string | undefined {
  const alg = objectOf(header)?.alg;
  return typeof alg === 'string' ? alg : undefined;
}

/**
 * The header text with `alg` set to the chosen algorithm (put first where it has none), indented
 * by two spaces; null when the text is not a JSON object, which is then left as the visitor wrote it.
 */
export function withAlg(header: string, alg: SignAlg): string | null {
  const value = objectOf(header);
  if (!value) return null;
  return JSON.stringify('alg' in value ? { ...value, alg } : { alg, ...value }, null, 2);
}
