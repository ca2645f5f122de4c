/**
 * Recognises a JSON Web Token pasted where Base64 is expected: three base64url parts joined by
 * dots, whose first two decode to JSON objects (the header names an `alg` or `typ`). A JWT is not
 * one Base64 string, so decoding it whole fails; the tool shows its header and payload instead.
 */
import { decodeText } from '@/lib/base64';
import { timeClaims, type TimeClaim } from '@/lib/jwtTimes';

export interface DecodedJwt {
  /** pretty-printed header and payload JSON */
  header: string;
  payload: string;
  /** the payload's date claims (exp, nbf, iat) read as dates */
  times: TimeClaim[];
  signed: boolean;
}

/** Longest text looked at: tokens are short, and this runs on every keystroke. */
const MAX_JWT_LENGTH = 64 * 1024;
const SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(decodeText(part));
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** The decoded header and payload when the text is a JWT (an optional `Bearer ` is allowed), else null. */
export function decodeJwt(text: string): DecodedJwt | null {
  if (text.length > MAX_JWT_LENGTH) return null;
  const token = text.trim().replace(/^Bearer\s+/i, '');
  if (!SHAPE.test(token)) return null;
  const [h, p, signature] = token.split('.');
  const header = jsonObject(h);
  if (!header || !('alg' in header || 'typ' in header)) return null;
  const payload = jsonObject(p);
  if (!payload) return null;
  return {
    header: JSON.stringify(header, null, 2),
    payload: JSON.stringify(payload, null, 2),
    times: timeClaims(payload),
    signed: signature.length > 0,
  };
}
