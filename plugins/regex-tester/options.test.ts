import { describe, expect, it } from 'vitest';
import { validateSimple } from '@/lib/useToolOptions';
import { DEFAULT_FLAGS, FLAG_ORDER, toggleFlag } from './logic';
import { optionsSchema, optionsSpec } from './options';

describe('regex flags option', () => {
  it('starts at the flags the screen starts with', () => {
    expect(optionsSpec.defaults.flags).toBe(DEFAULT_FLAGS);
  });
  it('accepts every flag set the toggles can make', () => {
    // all 64 subsets of g, i, m, s, u, y, built by toggling as the screen does
    let sets = [''];
    for (const flag of FLAG_ORDER) sets = sets.flatMap((flags) => [flags, toggleFlag(flags, flag)]);
    expect(new Set(sets).size).toBe(64);
    for (const flags of sets) expect(validateSimple(optionsSchema.properties.flags, flags)).toBe(true);
  });
  it('refuses what a link could carry but the toggles cannot show: repeats, other orders, other flags, markup', () => {
    for (const flags of ['gg', 'ig', 'v', 'd', 'gx', '<b>'])
      expect(validateSimple(optionsSchema.properties.flags, flags)).toBe(false);
  });
});
