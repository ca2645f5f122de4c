import { describe, expect, it } from 'vitest';
import {
  audienceVerdict,
  CLAIM_ORDER,
  REGISTERED_CLAIMS,
  relative,
  span,
  summary,
  timeVerdict,
  wallClock,
} from './claims';
import type { TimeClaim } from './decode';

const at = (name: 'exp' | 'nbf' | 'iat', seconds: number): TimeClaim => ({
  name,
  ok: true,
  seconds,
  iso: new Date(seconds * 1000).toISOString(),
});
const NOW = 1_700_000_000;

describe('date claims', () => {
  it('names spans in one unit, rounded down', () => {
    expect([45, 60, 3599, 3600 * 3 + 1800, 86_400 * 2, 365 * 86_400 * 4].map(span)).toEqual([
      '45 s',
      '1 min',
      '59 min',
      '3 h',
      '2 d',
      '4 y',
    ]);
  });

  it('says what each date means now', () => {
    expect(relative(at('exp', NOW - 3 * 3600), NOW)).toBe('expired 3 h ago');
    expect(relative(at('exp', NOW + 2 * 86_400), NOW)).toBe('valid for 2 d');
    expect(relative(at('nbf', NOW + 300), NOW)).toBe('not valid for another 5 min');
    expect(relative(at('nbf', NOW - 60), NOW)).toBe('valid since 1 min ago');
    expect(relative(at('iat', NOW - 4 * 86_400), NOW)).toBe('issued 4 d ago');
    expect(relative({ name: 'exp', ok: false, value: '"soon"' }, NOW)).toBe('not a number of seconds: "soon"');
  });

  it('judges expiry and not-before with the clock skew allowed, as jose does (exp <= now - skew)', () => {
    expect(timeVerdict([at('exp', NOW)], NOW, 0)).toEqual({ state: 'fail', text: 'Expired 0 s ago' });
    expect(timeVerdict([at('exp', NOW - 30)], NOW, 60).state).toBe('pass');
    expect(timeVerdict([at('exp', NOW - 60)], NOW, 60).state).toBe('fail');
    expect(timeVerdict([at('nbf', NOW + 30)], NOW, 0)).toEqual({ state: 'fail', text: 'Not valid for another 30 s' });
    expect(timeVerdict([at('nbf', NOW + 30)], NOW, 30).state).toBe('pass');
    expect(timeVerdict([at('exp', NOW + 7200)], NOW, 0)).toEqual({ state: 'pass', text: 'In date: valid for 2 h' });
    expect(timeVerdict([], NOW, 0)).toEqual({
      state: 'pass',
      text: 'In date: it has no expiry (exp), so it never expires',
    });
    expect(timeVerdict([{ name: 'exp', ok: false, value: '"x"' }], NOW, 0).state).toBe('fail');
  });

  it('checks issuer and audience only when expected values are given', () => {
    const claims = { issuer: 'https://issuer.example', audience: ['api', 'web'] };
    expect(audienceVerdict(claims, { issuer: '', audience: ' ' }).state).toBe('none');
    expect(audienceVerdict(claims, { issuer: 'https://issuer.example', audience: 'web' })).toEqual({
      state: 'pass',
      text: 'The issuer and audience match',
    });
    expect(audienceVerdict(claims, { issuer: 'https://other.example', audience: '' })).toEqual({
      state: 'fail',
      text: 'Does not match: the issuer is https://issuer.example',
    });
    expect(audienceVerdict({}, { issuer: 'x', audience: 'api' })).toEqual({
      state: 'fail',
      text: 'Does not match: the token names no issuer (iss); the token names no audience (aud)',
    });
  });

  it('sums up a well-signed expired token as "Signature valid, expired", never as an invalid signature', () => {
    expect(summary('valid', { state: 'fail', text: 'Expired 3 h ago' })).toBe('Signature valid, expired');
    expect(summary('invalid', { state: 'pass', text: 'In date' })).toBe('Invalid signature, in date');
    expect(summary('unsecured', null)).toBe('Unsecured: not verifiable');
  });
});

describe('dates as wall-clock times', () => {
  // python3: datetime.fromtimestamp(s, ZoneInfo(zone)).isoformat()
  it('writes a date in a zone by its offset, as python3 zoneinfo gives it', () => {
    expect(wallClock(1_700_000_000, 9 * 60)).toBe('2023-11-15 07:13:20 UTC+09:00'); // Asia/Tokyo
    expect(wallClock(1_700_000_000, -5 * 60)).toBe('2023-11-14 17:13:20 UTC-05:00'); // America/New_York
    expect(wallClock(4_102_444_800, 9 * 60)).toBe('2100-01-01 09:00:00 UTC+09:00'); // Asia/Tokyo
    expect(wallClock(1_516_239_022, 0)).toBe('2018-01-18 01:30:22 UTC+00:00');
    expect(wallClock(1_516_239_022.5, 330)).toBe('2018-01-18 07:00:22.500 UTC+05:30'); // Asia/Kolkata
  });

  it('names each registered claim of RFC 7519 in its order', () => {
    expect(CLAIM_ORDER).toEqual(['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti']);
    expect(REGISTERED_CLAIMS.exp.title).toBe('Expiration time');
  });

  it('sums up a token without a signature as not verifiable', () => {
    expect(summary('unsigned', null)).toBe('No signature: not verifiable');
  });
});
