import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeText } from '@/lib/base64';
import { decodeJwt } from './jwt';

const part = (value: unknown) => encodeText(JSON.stringify(value), 'url');
const SAMPLE =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe('decodeJwt', () => {
  it('decodes the header and payload of a signed token', () => {
    const jwt = decodeJwt(SAMPLE);
    expect(jwt).not.toBeNull();
    expect(JSON.parse(jwt!.header)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(jwt!.payload)).toEqual({ sub: '1234567890', name: 'John Doe', iat: 1516239022 });
    expect(jwt!.signed).toBe(true);
    // jwt.io's sample token: iat 1516239022 is 2018-01-18T01:30:22Z (python3: datetime.fromtimestamp(1516239022, timezone.utc))
    expect(jwt!.times).toEqual([{ name: 'iat', ok: true, seconds: 1516239022, iso: '2018-01-18T01:30:22.000Z' }]);
  });

  it('accepts surrounding space, a Bearer prefix and an unsigned token', () => {
    const token = `${part({ alg: 'none' })}.${part({ exp: 1700000000 })}.`;
    const jwt = decodeJwt(`  Bearer ${token}\n`);
    expect(jwt?.signed).toBe(false);
    // python3: datetime.fromtimestamp(1700000000, timezone.utc) is 2023-11-14 22:13:20+00:00
    expect(jwt?.times).toEqual([{ name: 'exp', ok: true, seconds: 1700000000, iso: '2023-11-14T22:13:20.000Z' }]);
  });

  it('keeps Unicode in the payload', () => {
    expect(JSON.parse(decodeJwt(`${part({ typ: 'JWT' })}.${part({ name: 'Zoë 😀' })}.sig`)!.payload)).toEqual({
      name: 'Zoë 😀',
    });
  });

  it('is null for text that only looks like a token', () => {
    expect(decodeJwt('')).toBeNull();
    expect(decodeJwt('aGVsbG8=')).toBeNull();
    expect(decodeJwt('www.example.com')).toBeNull();
    expect(decodeJwt(`${part({ hello: 1 })}.${part({ sub: 'x' })}.sig`)).toBeNull(); // header without alg/typ
    expect(decodeJwt(`${part({ alg: 'HS256' })}.${part([1, 2])}.sig`)).toBeNull(); // payload not an object
    expect(decodeJwt(`${part({ alg: 'HS256' })}.bm90IGpzb24.sig`)).toBeNull(); // payload not JSON
    expect(decodeJwt(`${part({ alg: 'HS256' })}.${part({})}.sig.extra`)).toBeNull();
  });

  it('recognises every token built from JSON objects', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.base64String(), (claims, sig) => {
        const token = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.${sig.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}`;
        const jwt = decodeJwt(token);
        expect(jwt).not.toBeNull();
        expect(JSON.parse(jwt!.payload)).toEqual(JSON.parse(JSON.stringify(claims)));
      }),
    );
  });
});
