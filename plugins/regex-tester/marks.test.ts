import { describe, expect, it } from 'vitest';
import { runRegex } from './logic';
import { MARKED_MATCHES, matchMarks } from './marks';

describe('matchMarks', () => {
  it('marks every match and the groups that took part, not empty ones', () => {
    const run = runRegex('(\\d+)(x)?(y*)', 'g', 'a12 b3x');
    if (!run.ok) throw new Error(run.error);
    expect(matchMarks(run.matches)).toEqual([
      { from: 1, to: 3, kind: 'match' },
      { from: 1, to: 3, kind: 'group' },
      { from: 5, to: 7, kind: 'match' },
      { from: 5, to: 6, kind: 'group' },
      { from: 6, to: 7, kind: 'group' },
    ]);
  });
  it('stops at the marking limit', () => {
    const run = runRegex('a', 'g', 'a'.repeat(MARKED_MATCHES + 5), { maxMatches: MARKED_MATCHES + 5 });
    if (!run.ok) throw new Error(run.error);
    expect(matchMarks(run.matches)).toHaveLength(MARKED_MATCHES);
  });
});
