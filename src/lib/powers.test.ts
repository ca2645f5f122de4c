import { describe, expect, it } from 'vitest';
import { power, scientific, superscript } from './powers';

describe('superscript', () => {
  it('writes every digit and the minus sign raised', () => {
    expect(superscript(1234567890)).toBe('¹²³⁴⁵⁶⁷⁸⁹⁰');
    expect(superscript(-12)).toBe('⁻¹²');
    expect(superscript(128n)).toBe('¹²⁸');
  });
});

describe('power', () => {
  it('prints a base with its exponent raised', () => {
    expect(power(2, 128)).toBe('2¹²⁸');
    expect(power(10, 6)).toBe('10⁶');
  });
});

describe('scientific', () => {
  // python3: '%.1e' % 10 ** x for each x
  it.each([
    [3, '10³'], // 1.0e+03
    [11, '10¹¹'], // 1.0e+11
    [19.722, '5.3 × 10¹⁹'], // 5.3e+19
    [12.3, '2 × 10¹²'], // 2.0e+12
    [39.99999, '10⁴⁰'], // 1.0e+40: 9.99 rounds up into the exponent
  ])('10 ** %s is %s', (log10, text) => {
    expect(scientific(log10)).toBe(text);
  });

  // python3: round(10 ** 2.436) = 273, round(10 ** 0.477) = 3
  it('writes a number below a thousand in plain digits', () => {
    expect(scientific(2.436)).toBe('273');
    expect(scientific(0.477)).toBe('3');
  });
});
