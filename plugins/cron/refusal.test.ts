import type { CronOptions } from 'croner';
import { describe, expect, it, vi } from 'vitest';
import { explainCron } from './logic';

/**
 * What the visitor reads when croner refuses a pattern our parser accepted. No known expression does
 * any more, so croner is stood in for: it refuses what `refuses` says, with its own kind of message.
 */
const stand = vi.hoisted(() => ({ refuses: (pattern: string): boolean => pattern === '' }));
vi.mock('croner', async (original) => {
  const real = await original<typeof import('croner')>();
  class Cron extends real.Cron {
    constructor(pattern: string, options?: CronOptions) {
      if (stand.refuses(pattern)) throw new TypeError(`CronPattern: Syntax error in '${pattern}'`);
      super(pattern, options);
    }
  }
  return { ...real, Cron };
});

const run = (input: string) =>
  explainCron({ input, dialect: 'auto', zone: 'UTC', from: '2026-03-01T00:00Z', count: 5 });

describe('croner refusing an expression the parser accepted', () => {
  it('names the field croner cannot read, with its column, in our words', () => {
    // croner's pattern is "second minute hour day-of-month month day-of-week": refuse an L in day-of-month
    stand.refuses = (pattern) => pattern.split(' ')[3] === 'L';
    const result = run('0 0 0 L * ?');
    expect(result).toEqual({
      ok: false,
      title: 'Could not compute the schedule',
      message: 'day-of-month "L" is valid Quartz syntax, but croner, which computes the next runs, cannot read it',
      offset: 6,
      column: 7,
    });
    expect(JSON.stringify(result)).not.toMatch(/CronPattern/);
  });
  it('says so without a column when no single field is to blame', () => {
    stand.refuses = () => true;
    expect(run('cron(0 12 * * ? *)')).toEqual({
      ok: false,
      title: 'Could not compute the schedule',
      message: 'This is valid AWS EventBridge syntax, but croner, which computes the next runs, cannot read it',
    });
  });
});
