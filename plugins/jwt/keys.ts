/**
 * Reads the verification key a visitor pastes and decides which algorithm may check the token with
 * it. The algorithm follows from the key, never from the token alone: a public key never checks an
 * HMAC (HS*) token, since anyone holding that public key could then forge one (algorithm
 * confusion), and `alg: none` is never verified by anything.
 */

export type SecretEncoding = 'utf8' | 'base64' | 'base64url';

/** A public JWK's members, as much of them as the checks need. */
export interface Jwk {
  kty: string;
  kid?: string;
  alg?: string;
  use?: string;
  crv?: string;
  [member: string]: unknown;
}

/** What kind of key it is: the family, and the curve for EC and OKP keys. */
export type KeyType =
  | { kty: 'oct' }
  | { kty: 'RSA'; pss?: boolean }
  | { kty: 'EC'; crv: string }
  | { kty: 'OKP'; crv: string }
  | { kty: 'unknown'; name: string };

export type KeyInput =
  | { form: 'secret'; bytes: Uint8Array; encoding: SecretEncoding }
  | { form: 'spki' | 'x509'; pem: string; type: KeyType }
  | { form: 'jwk'; jwk: Jwk }
  | { form: 'jwks'; keys: Jwk[] }
  | { form: 'error'; message: string };

export const HMAC_ALGS = ['HS256', 'HS384', 'HS512'] as const;
const RSA_ALGS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512'] as const;
const EC_ALGS: Record<string, string> = { 'P-256': 'ES256', 'P-384': 'ES384', 'P-521': 'ES512' };

/** The algorithms a key of this type verifies. */
export function algorithmsFor(type: KeyType): readonly string[] {
  switch (type.kty) {
    case 'oct':
      return HMAC_ALGS;
    case 'RSA':
      return type.pss ? RSA_ALGS.filter((alg) => alg.startsWith('PS')) : RSA_ALGS;
    case 'EC':
      return type.crv in EC_ALGS ? [EC_ALGS[type.crv]] : [];
    case 'OKP':
      return type.crv === 'Ed25519' ? ['EdDSA', 'Ed25519'] : [];
    case 'unknown':
      return [];
  }
}

/** How a key type is named to people: "an RSA public key", "a P-256 EC private key", "a shared secret". */
export function describeType(type: KeyType, half: 'public' | 'private' = 'public'): string {
  switch (type.kty) {
    case 'oct':
      return 'a shared secret';
    case 'RSA':
      return type.pss ? `an RSA-PSS ${half} key` : `an RSA ${half} key`;
    case 'EC':
      return `a ${type.crv} EC ${half} key`;
    case 'OKP':
      return `an ${type.crv} ${half} key`;
    case 'unknown':
      return `a ${type.name} key`;
  }
}

// ---- PEM and DER -------------------------------------------------------------------------------

const OIDS: Record<string, KeyType | string> = {
  '1.2.840.113549.1.1.1': { kty: 'RSA' },
  '1.2.840.113549.1.1.10': { kty: 'RSA', pss: true },
  '1.3.101.112': { kty: 'OKP', crv: 'Ed25519' },
  '1.3.101.113': { kty: 'OKP', crv: 'Ed448' },
  '1.2.840.10045.3.1.7': 'P-256',
  '1.3.132.0.34': 'P-384',
  '1.3.132.0.35': 'P-521',
  '1.3.132.0.10': 'secp256k1',
};
const EC_PUBLIC_KEY = '1.2.840.10045.2.1';

export interface Tlv {
  tag: number;
  start: number;
  end: number;
}

/** One DER element at `at`: its tag and where its content lies; throws when it runs past the end. */
export function tlv(der: Uint8Array, at: number): Tlv & { next: number } {
  const tag = der[at];
  let length = der[at + 1];
  let start = at + 2;
  if (length === undefined || tag === undefined) throw new Error('truncated');
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('bad length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (der[start + i] ?? 0);
    start += count;
  }
  const end = start + length;
  if (end > der.length) throw new Error('truncated');
  return { tag, start, end, next: end };
}

export function children(der: Uint8Array, parent: Tlv): Tlv[] {
  const out: Tlv[] = [];
  for (let at = parent.start; at < parent.end;) {
    const child = tlv(der, at);
    out.push(child);
    at = child.next;
  }
  return out;
}

function oid(der: Uint8Array, node: Tlv): string {
  const parts: number[] = [];
  let value = 0;
  for (let i = node.start; i < node.end; i++) {
    value = value * 128 + (der[i] & 0x7f);
    if (!(der[i] & 0x80)) {
      if (parts.length === 0) parts.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
      else parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

/** The key type an AlgorithmIdentifier (RFC 5280 §4.1.1.2) names: the member of an SPKI or a PKCS#8 key that says what it is. */
export function algorithmType(der: Uint8Array, algorithm: Tlv): KeyType {
  const [name, parameter] = children(der, algorithm);
  const id = oid(der, name);
  if (id === EC_PUBLIC_KEY) {
    const curve = parameter?.tag === 0x06 ? OIDS[oid(der, parameter)] : undefined;
    return typeof curve === 'string'
      ? { kty: 'EC', crv: curve }
      : { kty: 'unknown', name: 'EC key on an unnamed curve' };
  }
  const known = OIDS[id];
  return known && typeof known !== 'string' ? known : { kty: 'unknown', name: `OID ${id}` };
}

/** The key type a SubjectPublicKeyInfo (RFC 5280 §4.1) names. */
function spkiType(der: Uint8Array, spki: Tlv): KeyType {
  const [algorithm] = children(der, spki);
  return algorithmType(der, algorithm);
}

/** The public key type of a certificate: TBSCertificate's subjectPublicKeyInfo (after the optional [0] version). */
function certificateType(der: Uint8Array): KeyType {
  const [tbs] = children(der, tlv(der, 0));
  const fields = children(der, tbs);
  const spki = fields[fields[0]?.tag === 0xa0 ? 6 : 5];
  if (!spki) throw new Error('truncated');
  return spkiType(der, spki);
}

export function pemBody(text: string, label: string): Uint8Array | null {
  const match = new RegExp(`-----BEGIN ${label}-----([\\s\\S]*?)-----END ${label}-----`).exec(text);
  if (!match) return null;
  const decoded = strictBase64(match[1].replace(/\s+/g, ''), 'base64');
  return decoded.ok ? decoded.bytes : null;
}

// ---- secrets -----------------------------------------------------------------------------------

/** Decodes Base64 (standard or URL alphabet, padding optional) strictly: any other character is an error. */
export function strictBase64(
  text: string,
  alphabet: 'base64' | 'base64url',
): { ok: true; bytes: Uint8Array } | { ok: false; why: string } {
  const body = text.replace(/={1,2}$/, '');
  const allowed = alphabet === 'base64' ? /^[A-Za-z0-9+/]*$/ : /^[A-Za-z0-9_-]*$/;
  if (!allowed.test(body)) {
    const bad = [...body].find((char) => !allowed.test(char)) ?? '';
    return { ok: false, why: `'${bad}' is not a ${alphabet === 'base64' ? 'Base64' : 'base64url'} character` };
  }
  if (body.length % 4 === 1) return { ok: false, why: 'its length is not one Base64 can have' };
  const standard = body.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  return { ok: true, bytes: Uint8Array.from(binary, (char) => char.charCodeAt(0)) };
}

const ENCODING_NAMES: Record<SecretEncoding, string> = { utf8: 'UTF-8', base64: 'Base64', base64url: 'base64url' };

function secret(text: string, encoding: SecretEncoding): KeyInput {
  if (encoding === 'utf8') return { form: 'secret', bytes: new TextEncoder().encode(text), encoding };
  const decoded = strictBase64(text.trim(), encoding);
  if (!decoded.ok)
    return {
      form: 'error',
      message: `The secret is read as ${ENCODING_NAMES[encoding]}, but ${decoded.why}. Choose UTF-8 if the secret is plain text.`,
    };
  if (decoded.bytes.length === 0) return { form: 'error', message: 'The secret is empty.' };
  return { form: 'secret', bytes: decoded.bytes, encoding };
}

// ---- the key box -------------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function isJwk(value: unknown): value is Jwk {
  return isRecord(value) && typeof value.kty === 'string';
}

const PRIVATE_PEM = /-----BEGIN (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----/;

/**
 * What the key box holds: a PEM public key or certificate, a JWK, a JWK Set, or else a shared
 * secret read as `encoding`. A private key is refused: checking needs only the public half.
 */
export function readKey(text: string, encoding: SecretEncoding): KeyInput {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN')) {
    if (PRIVATE_PEM.test(trimmed))
      return {
        form: 'error',
        message:
          'This is a private key. Checking a signature needs only the public key: paste the output of `openssl pkey -in key.pem -pubout`, and keep the private key to yourself.',
      };
    if (trimmed.startsWith('-----BEGIN RSA PUBLIC KEY-----'))
      return {
        form: 'error',
        message:
          'This is a PKCS#1 RSA public key. Paste it as SPKI ("BEGIN PUBLIC KEY"): `openssl rsa -RSAPublicKey_in -in key.pem -pubout`.',
      };
    for (const [label, form] of [
      ['PUBLIC KEY', 'spki'],
      ['CERTIFICATE', 'x509'],
    ] as const) {
      if (!trimmed.startsWith(`-----BEGIN ${label}-----`)) continue;
      const der = pemBody(trimmed, label);
      if (!der)
        return {
          form: 'error',
          message: `The ${label === 'CERTIFICATE' ? 'certificate' : 'public key'} PEM is cut short or its Base64 is damaged.`,
        };
      try {
        const type = form === 'spki' ? spkiType(der, tlv(der, 0)) : certificateType(der);
        return { form, pem: trimmed, type };
      } catch {
        return {
          form: 'error',
          message: `The ${label === 'CERTIFICATE' ? 'certificate' : 'public key'} is not well-formed DER inside its PEM.`,
        };
      }
    }
    return {
      form: 'error',
      message: 'This PEM block is neither a public key ("BEGIN PUBLIC KEY") nor a certificate ("BEGIN CERTIFICATE").',
    };
  }
  if (trimmed.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (e) {
      return {
        form: 'error',
        message: `The key looks like JSON but is not: ${e instanceof Error ? e.message : String(e)}`,
      };
    }
    if (isRecord(value) && Array.isArray(value.keys)) {
      const keys = value.keys.filter(isJwk);
      if (keys.length === 0) return { form: 'error', message: 'The JWK Set has no keys (each needs a kty).' };
      return { form: 'jwks', keys };
    }
    if (isJwk(value)) return { form: 'jwk', jwk: value };
    return { form: 'error', message: 'This JSON is neither a JWK (it has no "kty") nor a JWK Set (it has no "keys").' };
  }
  return secret(text, encoding);
}

/** A JWK's key type. */
export function jwkType(jwk: Jwk): KeyType {
  if (jwk.kty === 'oct' || jwk.kty === 'RSA') return { kty: jwk.kty };
  if ((jwk.kty === 'EC' || jwk.kty === 'OKP') && typeof jwk.crv === 'string') return { kty: jwk.kty, crv: jwk.crv };
  return { kty: 'unknown', name: jwk.kty };
}

/** A JWK's public members only: a pasted private JWK checks with its public half. */
export function publicJwk(jwk: Jwk): Jwk {
  const out: Jwk = { kty: jwk.kty };
  for (const member of ['crv', 'n', 'e', 'x', 'y', 'k', 'kid', 'alg']) if (member in jwk) out[member] = jwk[member];
  return out;
}

/** How a JWK is named in a list: by its place in the set, its kid and its type ("key 2 · kid k1 · RSA"). */
export function jwkLabel(jwk: Jwk, index: number): string {
  const type = jwk.crv ? `${jwk.kty} ${jwk.crv}` : jwk.kty;
  return jwk.kid !== undefined ? `key ${index + 1} · kid ${jwk.kid} · ${type}` : `key ${index + 1} · ${type}`;
}

// ---- choosing the key and the algorithm -----------------------------------------------------------

/** The key and algorithm to check with, or why the check does not take place. */
export type Choice =
  | { state: 'chosen'; alg: string; key: Exclude<KeyInput, { form: 'jwks' } | { form: 'error' }>; described: string }
  | { state: 'unsecured'; text: string }
  | { state: 'refused'; text: string }
  | { state: 'key-error'; text: string }
  | { state: 'ambiguous'; text: string; candidates: { index: number; label: string }[] };

/**
 * Decides how the token is checked: `alg: none` is never verifiable; a JWK Set gives the key whose
 * `kid` the token names (or the one key that fits); the token's algorithm must be one the key's
 * type verifies (and the JWK's own `alg`, where it names one). `pick` is the visitor's choice
 * among keys that match equally.
 */
export function chooseKey(header: { alg?: string; kid?: string }, key: KeyInput, pick?: number): Choice {
  const alg = header.alg;
  if (alg === undefined)
    return { state: 'refused', text: 'The header names no algorithm (alg), so there is nothing to check.' };
  if (alg.toLowerCase() === 'none')
    return {
      state: 'unsecured',
      text: 'Unsecured (alg: none): not verifiable. The token carries no signature, so anyone could have written it.',
    };
  if (key.form === 'error') return { state: 'key-error', text: key.message };
  if (key.form === 'jwks') {
    const usable = key.keys.map((jwk, index) => ({ jwk, index })).filter(({ jwk }) => jwk.use !== 'enc');
    let matching = usable;
    if (header.kid !== undefined) {
      matching = usable.filter(({ jwk }) => jwk.kid === header.kid);
      if (matching.length === 0) {
        const kids = usable.map(({ jwk }) => jwk.kid).filter((kid) => kid !== undefined);
        return {
          state: 'key-error',
          text: `No key with kid ${header.kid} in the key set${kids.length > 0 ? ` (it has ${kids.join(', ')})` : ''}.`,
        };
      }
    } else {
      matching = usable.filter(
        ({ jwk }) => algorithmsFor(jwkType(jwk)).includes(alg) && (jwk.alg === undefined || jwk.alg === alg),
      );
      if (matching.length === 0)
        return { state: 'key-error', text: `The token names no kid, and no key in the set verifies ${alg}.` };
    }
    const picked = matching.find(({ index }) => index === pick);
    if (matching.length > 1 && !picked)
      return {
        state: 'ambiguous',
        text: `${matching.length} keys match, pick one.`,
        candidates: matching.map(({ jwk, index }) => ({ index, label: jwkLabel(jwk, index) })),
      };
    const { jwk, index } = picked ?? matching[0];
    const choice = chooseKey(header, { form: 'jwk', jwk }, undefined);
    return choice.state === 'chosen'
      ? { ...choice, described: `${choice.described} (${jwkLabel(jwk, index)})` }
      : choice;
  }
  const type: KeyType = key.form === 'secret' ? { kty: 'oct' } : key.form === 'jwk' ? jwkType(key.jwk) : key.type;
  if (key.form === 'jwk' && key.jwk.use === 'enc')
    return { state: 'refused', text: 'This JWK is for encryption ("use": "enc"), not for signatures.' };
  const allowed = algorithmsFor(type);
  const described = describeType(type);
  if ((HMAC_ALGS as readonly string[]).includes(alg) && type.kty !== 'oct')
    return {
      state: 'refused',
      text: `Refused: the token asks for ${alg}, an HMAC algorithm for shared secrets, but the key is ${described}. Checking it that way would let anyone who has the public key forge tokens (algorithm confusion). ${allowed.length > 0 ? `This key verifies ${allowed.join(', ')} only.` : ''}`.trim(),
    };
  if (allowed.length === 0)
    return { state: 'refused', text: `Signatures made with ${described} cannot be checked here.` };
  if (!allowed.includes(alg))
    return {
      state: 'refused',
      text:
        type.kty === 'oct'
          ? `Refused: the token is signed with ${alg}, a public-key algorithm, but the key is a shared secret. Paste the issuer's public key (PEM, certificate or JWK).`
          : `Refused: the token says ${alg}, but ${described} verifies ${allowed.join(', ')} only.`,
    };
  if (key.form === 'jwk' && key.jwk.alg !== undefined && key.jwk.alg !== alg)
    return { state: 'refused', text: `Refused: the JWK is for ${key.jwk.alg} only, and the token says ${alg}.` };
  const how =
    key.form === 'secret'
      ? `a ${ENCODING_NAMES[key.encoding]} secret of ${key.bytes.length} bytes`
      : key.form === 'x509'
        ? `the certificate's ${described.replace(/^an? /, '')}`
        : key.form === 'jwk'
          ? `a JWK, ${described}`
          : described;
  return { state: 'chosen', alg, key, described: `${alg} with ${how}` };
}
