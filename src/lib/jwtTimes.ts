/**
 * The date claims of a JSON Web Token (RFC 7519 §4.1.4–4.1.6: `exp`, `nbf`, `iat`, seconds since
 * 1970) read as dates, and what each means at a given time ("expired 3 h ago"). The JWT tool and the
 * Base64 tool's JWT hint both show them.
 */

export const TIME_CLAIMS = ['exp', 'nbf', 'iat'] as const;
export type TimeClaimName = (typeof TIME_CLAIMS)[number];

/** A numeric date claim, or one that is not a number of seconds. */
export type TimeClaim =
  { name: TimeClaimName; ok: true; seconds: number; iso: string } | { name: TimeClaimName; ok: false; value: string };

/** Largest date a JavaScript Date holds, in seconds: ±8.64e12. */
const MAX_DATE_SECONDS = 8.64e12;

/** A claim's value as a date: a finite number of seconds a Date can hold, else not a date. */
export function timeClaim(name: TimeClaimName, value: unknown): TimeClaim {
  if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_DATE_SECONDS)
    return { name, ok: true, seconds: value, iso: new Date(value * 1000).toISOString() };
  return { name, ok: false, value: JSON.stringify(value) };
}

/** The date claims a payload has, in the order exp, nbf, iat. */
export function timeClaims(payload: Record<string, unknown>): TimeClaim[] {
  return TIME_CLAIMS.filter((name) => name in payload).map((name) => timeClaim(name, payload[name]));
}

/** A span of seconds in one unit, rounded down: "45 s", "12 min", "3 h", "2 d", "4 y". */
export function span(seconds: number): string {
  const s = Math.floor(Math.abs(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h`;
  if (s < 365 * 86_400) return `${Math.floor(s / 86_400)} d`;
  return `${Math.floor(s / (365 * 86_400))} y`;
}

/** What a date claim means at `now`: "expired 3 h ago", "valid for 2 d", "not valid for another 5 min", "issued 4 d ago". */
export function relative(claim: TimeClaim, now: number): string {
  if (!claim.ok) return `not a number of seconds: ${claim.value}`;
  const delta = claim.seconds - now;
  switch (claim.name) {
    case 'exp':
      return delta <= 0 ? `expired ${span(delta)} ago` : `valid for ${span(delta)}`;
    case 'nbf':
      return delta > 0 ? `not valid for another ${span(delta)}` : `valid since ${span(delta)} ago`;
    case 'iat':
      return delta > 0 ? `issued ${span(delta)} in the future` : `issued ${span(delta)} ago`;
  }
}

export const CLAIM_NAMES = { exp: 'Expires (exp)', nbf: 'Not before (nbf)', iat: 'Issued at (iat)' } as const;
