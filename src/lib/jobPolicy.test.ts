import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOB_POLICIES, sameRequest, sizeOf, timeLimitOf, type JobPolicyName } from './jobPolicy';

describe('sizeOf', () => {
  it('measures a text, or the texts of a request, never its settings', () => {
    expect(sizeOf('hello')).toBe(5);
    expect(sizeOf({ input: 'abc', mode: 'encode', urlSafe: true, indent: 4 })).toBe(3 + 6);
    expect(sizeOf(null)).toBe(0);
    expect(sizeOf(42)).toBe(0);
  });
});

describe('sameRequest', () => {
  it('compares requests field by field', () => {
    expect(sameRequest({ a: 'x', b: 1 }, { a: 'x', b: 1 })).toBe(true);
    expect(sameRequest({ a: 'x', b: 1 }, { a: 'x', b: 2 })).toBe(false);
    expect(sameRequest({ a: 'x' }, { a: 'x', b: undefined })).toBe(false);
    expect(sameRequest('a', 'a')).toBe(true);
    expect(sameRequest(null, { a: 1 })).toBe(false);
  });

  it('is reflexive and symmetric for any flat request', () => {
    const request = fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean()));
    fc.assert(
      fc.property(request, request, (a, b) => {
        expect(sameRequest(a, { ...a })).toBe(true);
        expect(sameRequest(a, b)).toBe(sameRequest(b, a));
      }),
    );
  });
});

describe('timeLimitOf', () => {
  const names = Object.keys(JOB_POLICIES).filter((name): name is JobPolicyName => name in JOB_POLICIES);

  it('gives a larger input at least as long as a smaller one, and an empty one the base limit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.nat(), fc.nat(), (name, a, b) => {
        const [small, large] = [timeLimitOf(name, Math.min(a, b)), timeLimitOf(name, Math.max(a, b))];
        expect(timeLimitOf(name, 0)).toBe(JOB_POLICIES[name].timeLimit);
        if (small !== 'none' && large !== 'none') expect(large).toBeGreaterThanOrEqual(small);
        else expect(large).toBe(small);
      }),
    );
  });
});
