/**
 * The checks of a token's claims that need no key: its dates against a clock (with an allowed skew,
 * as verifiers do), and its issuer and audience against what the visitor expects. Both are pure and
 * take the time as seconds since 1970, so the same token always reads the same at the same instant.
 */
import { span, type TimeClaim } from '@/lib/jwtTimes';

// the dates' wording is shared with the Base64 tool's JWT hint
export { CLAIM_NAMES, relative, span } from '@/lib/jwtTimes';

/** The signature verdict's state, as verify.ts gives it. */
export type SignatureState =
  'valid' | 'invalid' | 'unsecured' | 'unsigned' | 'refused' | 'key-error' | 'no-key' | 'no-token' | 'ambiguous';

export type RegisteredClaimName = 'iss' | 'sub' | 'aud' | 'exp' | 'nbf' | 'iat' | 'jti';

/** The claims RFC 7519 registers, in the RFC's order, each with its name and what it means to a recipient. */
export const REGISTERED_CLAIMS: Record<RegisteredClaimName, { title: string; meaning: string }> = {
  iss: { title: 'Issuer', meaning: 'who made and signed the token' },
  sub: { title: 'Subject', meaning: 'whom the token is about, usually a user or client id' },
  aud: { title: 'Audience', meaning: 'who the token is for: a recipient it does not name must refuse it' },
  exp: { title: 'Expiration time', meaning: 'from this moment on the token must be refused' },
  nbf: { title: 'Not before', meaning: 'until this moment the token must be refused' },
  iat: { title: 'Issued at', meaning: 'when the token was made' },
  jti: { title: 'JWT ID', meaning: 'a unique id for this token, so that it cannot be replayed' },
};
export const CLAIM_ORDER = Object.keys(REGISTERED_CLAIMS) as RegisteredClaimName[];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An offset from UTC in minutes (east positive) as "UTC+09:00", "UTC-03:30", "UTC+00:00". */
export function utcOffset(minutes: number): string {
  const a = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

/**
 * A date claim as a wall-clock time in a zone `offsetMinutes` east of UTC at that moment:
 * "2018-01-18 10:30:22 UTC+09:00", with milliseconds where the claim has a fraction of a second.
 */
export function wallClock(seconds: number, offsetMinutes: number): string {
  const ms = Math.round(seconds * 1000);
  const at = new Date(ms + offsetMinutes * 60_000);
  const year = at.getUTCFullYear();
  const date = `${year < 0 ? '-' : ''}${pad(Math.abs(year), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
  const fraction = ms % 1000 === 0 ? '' : `.${pad(at.getUTCMilliseconds(), 3)}`;
  return `${date} ${time}${fraction} ${utcOffset(offsetMinutes)}`;
}

export type Verdict = { state: 'pass' | 'fail' | 'none'; text: string };

/**
 * The token's dates at `now`, with `skew` seconds allowed either way (as jose's clockTolerance): it
 * has expired once `exp <= now - skew`, and is not yet valid while `nbf > now + skew`.
 */
export function timeVerdict(times: readonly TimeClaim[], now: number, skew: number): Verdict {
  const bad = times.find((claim) => !claim.ok && claim.name !== 'iat');
  if (bad) return { state: 'fail', text: `${bad.name} is not a number of seconds` };
  const exp = times.find((claim) => claim.name === 'exp');
  const nbf = times.find((claim) => claim.name === 'nbf');
  if (exp?.ok && exp.seconds <= now - skew) return { state: 'fail', text: `Expired ${span(exp.seconds - now)} ago` };
  if (nbf?.ok && nbf.seconds > now + skew)
    return { state: 'fail', text: `Not valid for another ${span(nbf.seconds - now)}` };
  if (exp?.ok) return { state: 'pass', text: `In date: valid for ${span(exp.seconds - now)}` };
  return { state: 'pass', text: 'In date: it has no expiry (exp), so it never expires' };
}

/** The issuer and audience against the expected ones; 'none' when the visitor expects neither. */
export function audienceVerdict(
  claims: { issuer?: string; audience?: string[] },
  expected: { issuer: string; audience: string },
): Verdict {
  const issuer = expected.issuer.trim();
  const audience = expected.audience.trim();
  if (!issuer && !audience) return { state: 'none', text: 'Fill in an expected issuer or audience to check them' };
  const problems: string[] = [];
  if (issuer && claims.issuer !== issuer)
    problems.push(claims.issuer === undefined ? 'the token names no issuer (iss)' : `the issuer is ${claims.issuer}`);
  if (audience && !claims.audience?.includes(audience))
    problems.push(
      claims.audience === undefined
        ? 'the token names no audience (aud)'
        : `the audience is ${claims.audience.join(', ') || 'empty'}`,
    );
  if (problems.length > 0) return { state: 'fail', text: `Does not match: ${problems.join('; ')}` };
  const checked = [issuer && 'issuer', audience && 'audience'].filter(Boolean).join(' and ');
  return { state: 'pass', text: `The ${checked} match${issuer && audience ? '' : 'es'}` };
}

/** The one line that sums the verdicts up: "Signature valid, expired". */
export function summary(signature: SignatureState | null, time: Verdict | null): string {
  const first =
    signature === 'valid'
      ? 'Signature valid'
      : signature === 'invalid'
        ? 'Invalid signature'
        : signature === 'unsecured'
          ? 'Unsecured: not verifiable'
          : signature === 'unsigned'
            ? 'No signature: not verifiable'
            : signature === 'refused'
              ? 'Signature check refused'
              : 'Signature not checked';
  if (!time) return first;
  const second = time.state === 'pass' ? 'in date' : time.text.startsWith('Expired') ? 'expired' : 'not in date';
  return `${first}, ${second}`;
}
