import { describe, expect, it } from 'vitest';
import { countOf } from './count';

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
