import { describe, expect, it } from 'vitest';
import examples from './examples';
import { passwordJobs } from './jobs';
import { CHECKED_LENGTH, checkStrength } from './strength';

const context = { progress: () => undefined, signal: new AbortController().signal };

describe('strength check (zxcvbn-ts)', () => {
  it('reports score, crack times and feedback as zxcvbn-ts gives them', () => {
    // @zxcvbn-ts/core 4.2.0 in Node with the common and English dictionaries: Tr0ub4dor&3 scores 4,
    // 10^11 guesses, "10 seconds" offline at 10^10 per second and "centuries" online throttled
    const report = checkStrength('Tr0ub4dor&3');
    expect(report.guessesLog10).toBeCloseTo(11, 6);
    expect(report).toEqual({
      score: 4,
      guessesLog10: expect.any(Number),
      crackTimes: {
        onlineThrottled: 'centuries',
        onlineUnthrottled: 'centuries',
        offlineSlow: expect.any(String),
        offlineFast: '10 seconds',
      },
      warning: '',
      suggestions: [],
      truncated: false,
    });
    expect(checkStrength('password').crackTimes.onlineThrottled).toBe('2 minutes');
    expect(checkStrength('qwerty123').crackTimes.onlineThrottled).toBe('3 hours');
  });
  it('runs through the job the worker serves', async () => {
    await expect(passwordJobs.handlers.strength({ password: 'password' }, context)).resolves.toMatchObject({
      score: 0,
      warning: 'This is a heavily used password.',
    });
  });
  it('says when only the start of a long password is checked, counting code points', () => {
    expect(checkStrength('😀'.repeat(CHECKED_LENGTH)).truncated).toBe(false);
    expect(checkStrength('😀'.repeat(CHECKED_LENGTH + 1)).truncated).toBe(true);
    expect(checkStrength('a'.repeat(CHECKED_LENGTH)).truncated).toBe(false);
    expect(checkStrength('a'.repeat(CHECKED_LENGTH + 1)).truncated).toBe(true);
    // the first 100 code points decide: a different tail changes nothing
    const start = 'Tr0ub4dor&3'.repeat(30).slice(0, CHECKED_LENGTH);
    expect(checkStrength(start + 'password').guessesLog10).toBe(checkStrength(start).guessesLog10);
  });
  it('a 5 MB password is checked quickly (zxcvbn looks at its first 100 characters)', () => {
    const started = performance.now();
    const report = checkStrength('a1B$'.repeat(1_250_000));
    expect(report.truncated).toBe(true);
    expect(performance.now() - started).toBeLessThan(5000);
  });
  it('examples hold the reference outputs', async () => {
    for (const e of examples.examples) expect(await examples.run(e.input)).toEqual(e.output);
  });
});
