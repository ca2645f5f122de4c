import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOf, groupDigits } from './count';

describe('countOf', () => {
  it('uses the singular for exactly one', () => {
    expect(countOf(1, 'match', 'matches')).toBe('1 match');
    expect(countOf(1, 'line')).toBe('1 line');
  });
  it('uses the plural for zero, many and fractions', () => {
    expect(countOf(0, 'match', 'matches')).toBe('0 matches');
    expect(countOf(2, 'match', 'matches')).toBe('2 matches');
    expect(countOf(1.5, 'byte')).toBe('1.5 bytes');
  });
  it('groups thousands', () => {
    expect(countOf(1200, 'character')).toBe('1,200 characters');
  });
});

describe('groupDigits', () => {
  it("groups as python3's format(n, ',') does", () => {
    // python3: f'{1234567:,}', f'{1234.5:,}', f'{-9876543210:,}', f'{2**64:,}', f'{999:,}', f'{1000:,}', f'{0.125:,}'
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(groupDigits(1234.5)).toBe('1,234.5');
    expect(groupDigits(-9876543210)).toBe('-9,876,543,210');
    expect(groupDigits(2n ** 64n)).toBe('18,446,744,073,709,551,616');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(0.125)).toBe('0.125');
  });

  it("gives what the browser's en-US number formatter gives", () => {
    const formatter = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer(),
          fc.maxSafeInteger(),
          fc.integer().map((k) => k / 1000),
          // beyond 2^53 / 1,000 scaling by 1,000 loses digits; any double but the exponent forms
          fc.double({ min: -1e20, max: 1e20, noNaN: true }),
        ),
        (n) => {
          expect(groupDigits(n)).toBe(formatter.format(n));
        },
      ),
    );
    fc.assert(
      fc.property(fc.bigInt(), (n) => {
        expect(groupDigits(n)).toBe(formatter.format(n));
      }),
    );
    for (const n of [
      -0,
      -0.0001,
      1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      0.0005,
      2.0005,
      1e-7,
      -89975052040871,
      8825435220013504,
      0.9995,
      999.9996,
    ])
      expect(groupDigits(n)).toBe(formatter.format(n));
  });
});
