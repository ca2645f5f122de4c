/**
 * Reads a compact JSON Web Token without checking it: a JWS (header.payload.signature) or a JWE
 * (five parts, of which only the header is readable). Each part is base64url (padding allowed or
 * not); the header and payload are UTF-8 JSON objects. A part that breaks a rule is named, with the
 * character it breaks at, counted in the text as it was pasted. A JWS whose signature was cut off
 * (`header.payload`, or an empty signature under an algorithm that signs) is still read, and says
 * it has no signature.
 */
import { timeClaims, type TimeClaim } from '@/lib/jwtTimes';
import { lineColumnOf } from '@/lib/lineColumn';
import { reindent } from './json';

/** The names of a JWS's and a JWE's parts, in order (RFC 7515 §7.1, RFC 7516 §7.1). */
export const JWS_PARTS = ['header', 'payload', 'signature'] as const;
export const JWE_PARTS = [
  'header',
  'encrypted key',
  'initialization vector',
  'ciphertext',
  'authentication tag',
] as const;
export type PartName = (typeof JWS_PARTS)[number] | (typeof JWE_PARTS)[number];

/** One part of the token, where it is in the pasted text. */
export interface Segment {
  name: PartName;
  /** the part's text as pasted */
  text: string;
  from: number;
  to: number;
}

export { TIME_CLAIMS, type TimeClaim, type TimeClaimName } from '@/lib/jwtTimes';

/** The header members the screen names (each a string, where present). */
/**
 * What the token carries as a signature: bytes; none because it says `alg: none` (an unsecured
 * JWT, RFC 7519 §6); or none though its algorithm signs, so it was cut off (two parts, or nothing
 * after the second dot).
 */
export type SignatureState = 'signed' | 'unsecured' | 'missing';

export interface HeaderFacts {
  alg?: string;
  typ?: string;
  kid?: string;
  enc?: string;
  cty?: string;
}

export interface DecodedToken {
  ok: true;
  form: 'jws' | 'jwe';
  /** the token without `Bearer ` and surrounding whitespace */
  token: string;
  segments: Segment[];
  /** the header and payload JSON, indented by two spaces, their text otherwise as the token carries it */
  header: string;
  /** null for a JWE: its payload is encrypted */
  payload: string | null;
  facts: HeaderFacts;
  times: TimeClaim[];
  /** the registered claims other than the dates (iss, sub, aud, jti), in that order, as the screen shows them */
  claims: RegisteredClaim[];
  /** the payload's `iss`, and its `aud` as a list, where they are strings */
  issuer?: string;
  audience?: string[];
  /** the signature's length in bytes (0: none) */
  signatureBytes: number;
  /** whether there is a signature, and why not (a JWE: 'missing', it has none to check) */
  signature: SignatureState;
}

/** A registered claim that is not a date, with its value as text: a string as it is, anything else as JSON. */
export interface RegisteredClaim {
  name: 'iss' | 'sub' | 'aud' | 'jti';
  value: string;
}

const VALUE_CLAIMS = ['iss', 'sub', 'aud', 'jti'] as const;

export interface DecodeError {
  ok: false;
  title: string;
  message: string;
  /** where in the pasted text the error is */
  offset?: number;
  line?: number;
  column?: number;
}

export type DecodeResult = DecodedToken | DecodeError;

const BASE64URL = /^[A-Za-z0-9_-]$/;

/** Where the token starts: after surrounding whitespace and an optional `Bearer ` (any case). */
function tokenBounds(text: string): { start: number; end: number } {
  const lead = /^\s*(?:Bearer\s+)?/i.exec(text)?.[0].length ?? 0;
  const trail = /\s*$/.exec(text)?.[0].length ?? 0;
  return { start: lead, end: Math.max(lead, text.length - trail) };
}

function fail(text: string, title: string, message: string, offset?: number): DecodeError {
  return offset === undefined
    ? { ok: false, title, message }
    : { ok: false, title, message, offset, ...lineColumnOf(text, offset) };
}

const capitalised = (name: string) => name[0].toUpperCase() + name.slice(1);

/** How a character is shown in a message: quoted, or named when it cannot be seen. */
function shown(char: string): string {
  if (/\s/.test(char))
    return char === ' '
      ? 'a space'
      : `a whitespace character (U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')})`;
  return `'${char}'`;
}

/**
 * The bytes of a base64url part (RFC 4648 §5), padded or not; or where and why it is not base64url.
 * `at` is the index in the part of the character at fault.
 */
export function base64urlBytes(part: string): { ok: true; bytes: Uint8Array } | { ok: false; at: number; why: string } {
  const body = part.replace(/={1,2}$/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (BASE64URL.test(char)) continue;
    const hint =
      char === '+'
        ? ' (base64url writes - for +)'
        : char === '/'
          ? ' (base64url writes _ for /)'
          : char === '='
            ? ' (padding may only end the part)'
            : '';
    return { ok: false, at: i, why: `${shown(char)} is not a base64url character${hint}` };
  }
  if (body.length % 4 === 1)
    return {
      ok: false,
      at: Math.max(0, body.length - 1),
      why: `${body.length} characters cannot be base64url: one too many or too few`,
    };
  if (body.length !== part.length && part.length % 4 !== 0)
    return { ok: false, at: body.length, why: 'the padding does not fill the last group of four characters' };
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let n = 0;
  for (let i = 0; i < body.length; i++) {
    buffer = (buffer << 6) | sextet(body.charCodeAt(i));
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[n++] = (buffer >> bits) & 0xff;
    }
  }
  return { ok: true, bytes };
}

function sextet(code: number): number {
  if (code >= 65 && code <= 90) return code - 65;
  if (code >= 97 && code <= 122) return code - 71;
  if (code >= 48 && code <= 57) return code + 4;
  return code === 45 ? 62 : 63;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A JSON object part: its decoded text and value, or the error naming the part. */
function jsonPart(
  input: string,
  segment: Segment,
  index: number,
): { ok: true; text: string; value: Record<string, unknown> } | DecodeError {
  const label = `${capitalised(segment.name)} (part ${index + 1})`;
  const decoded = base64urlBytes(segment.text);
  if (!decoded.ok)
    return fail(
      input,
      `${label} is not valid base64url`,
      `At character ${decoded.at + 1} of the ${segment.name}: ${decoded.why}.`,
      segment.from + decoded.at,
    );
  let text: string;
  try {
    text = utf8.decode(decoded.bytes);
  } catch {
    return fail(
      input,
      `${label} is not UTF-8 text`,
      `The decoded ${segment.name} is not UTF-8, so it cannot be JSON.`,
      segment.from,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return fail(input, `${label} is not JSON`, `The decoded ${segment.name} is not JSON: ${reason}`, segment.from);
  }
  if (!isObject(value))
    return fail(
      input,
      `${label} is not a JSON object`,
      `The decoded ${segment.name} is JSON, but a JWT ${segment.name} must be an object ({…}).`,
      segment.from,
    );
  return { ok: true, text, value };
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function stringFacts(header: Record<string, unknown>): HeaderFacts {
  const facts: HeaderFacts = {};
  for (const key of ['alg', 'typ', 'kid', 'enc', 'cty'] as const) {
    const value = header[key];
    if (typeof value === 'string') facts[key] = value;
  }
  return facts;
}

/** Splits and reads a pasted token; see the file's comment for the rules. */
export function decodeToken(input: string): DecodeResult {
  const { start, end } = tokenBounds(input);
  const token = input.slice(start, end);
  if (token === '') return fail(input, 'No token', 'Paste a JWT: three base64url parts joined by dots.');
  const texts = token.split('.');
  // two parts: a JWS whose signature was cut off, read all the same
  if (texts.length < 2 || texts.length === 4 || texts.length > 5)
    return fail(
      input,
      'Not a JWT',
      `A JWT has three parts joined by dots (header.payload.signature; an encrypted JWE has five); this text has ${texts.length}.`,
      texts.length > 1 ? end : undefined,
    );
  const names: readonly PartName[] = texts.length === 5 ? JWE_PARTS : JWS_PARTS;
  const segments: Segment[] = [];
  let at = start;
  texts.forEach((text, i) => {
    segments.push({ name: names[i], text, from: at, to: at + text.length });
    at += text.length + 1;
  });

  const header = jsonPart(input, segments[0], 0);
  if (!header.ok) return header;
  const facts = stringFacts(header.value);
  if (texts.length === 5)
    return {
      ok: true,
      form: 'jwe',
      token,
      segments,
      header: reindent(header.text),
      payload: null,
      facts,
      times: [],
      claims: [],
      signatureBytes: 0,
      signature: 'missing',
    };

  const payload = jsonPart(input, segments[1], 1);
  if (!payload.ok) return payload;
  const signature = base64urlBytes(segments[2]?.text ?? '');
  if (!signature.ok)
    return fail(
      input,
      'Signature (part 3) is not valid base64url',
      `At character ${signature.at + 1} of the signature: ${signature.why}.`,
      segments[2].from + signature.at,
    );
  const claims = payload.value;
  const times = timeClaims(claims);
  const aud = claims.aud;
  const audience = typeof aud === 'string' ? [aud] : isStringList(aud) ? aud : undefined;
  return {
    ok: true,
    form: 'jws',
    token,
    segments,
    header: reindent(header.text),
    payload: reindent(payload.text),
    facts,
    times,
    claims: VALUE_CLAIMS.filter((name) => name in claims).map((name) => ({ name, value: shownValue(claims[name]) })),
    ...(typeof claims.iss === 'string' ? { issuer: claims.iss } : {}),
    ...(audience ? { audience } : {}),
    signatureBytes: signature.bytes.length,
    signature: signature.bytes.length > 0 ? 'signed' : facts.alg?.toLowerCase() === 'none' ? 'unsecured' : 'missing',
  };
}

/** A claim's value as a person reads it: a string without quotes, a list of strings joined by commas, else JSON. */
function shownValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isStringList(value) && value.length > 0) return value.join(', ');
  return JSON.stringify(value);
}
