import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainCron, parseFrom, type CronRequest } from './logic';
import { matchesWall } from './match';
import { detectDialect, parseCron } from './parse';
import { wallOf } from './zone';

const run = (input: string, more: Partial<CronRequest> = {}) =>
  explainCron({ input, dialect: 'auto', zone: 'UTC', from: '2026-03-01T00:00Z', count: 5, ...more });

describe('dialects', () => {
  it.each([
    ['*/5 * * * *', 'unix'],
    ['0 */5 * * * *', 'seconds'],
    ['0 15 10 ? * MON-FRI', 'quartz'],
    ['0 15 10 * * ? 2027', 'quartz'],
    ['cron(0 12 * * ? *)', 'aws'],
    ['CRON_TZ=Asia/Tokyo 0 9 * * *', 'k8s'],
  ])('%s is read as %s', (input, dialect) => {
    expect(detectDialect(input)).toBe(dialect);
  });
});

describe('errors name the field, the reason and the column', () => {
  it.each([
    ['0 0 32 * *', 'day-of-month 32 is out of range 1–31', 5],
    ['60 * * * *', 'minute 60 is out of range 0–59', 1],
    ['0 24 * * *', 'hour 24 is out of range 0–23', 3],
    ['0 0 * 13 *', 'month 13 is out of range 1–12', 7],
    ['0 0 * * 8', 'day-of-week 8 is out of range 0–7', 9],
    ['0 0 * FOO *', 'month "FOO" is not a number or a name', 7],
    ['*/0 * * * *', 'minute step 0 never advances', 3],
    ['0 0 L * *', '"L" is Quartz and AWS syntax, not Unix cron', 5],
    ['0 0 ? * *', '"?" is Quartz and AWS syntax; Unix cron writes "*" for any day-of-month', 5],
    ['0 0 * * 5-1', 'day-of-week range 5-1 runs backwards: write 5 first only if it is the smaller', 9],
  ])('%s: %s (column %i)', (input, message, column) => {
    const result = run(input);
    expect(result).toMatchObject({ ok: false, message, column, offset: column - 1 });
  });
  it('counts fields against the dialect', () => {
    expect(run('* * * *')).toMatchObject({
      ok: false,
      message: 'Unix (5 fields) has 5 fields (minute hour day-of-month month day-of-week); this has 4',
    });
    expect(run('0 0 12 * * MON', { dialect: 'quartz' })).toMatchObject({
      ok: false,
      message: 'Quartz needs "?" in exactly one of day-of-month and day-of-week; neither is "?"',
      column: 8,
    });
  });
  it('refuses an unknown zone and an unreadable start', () => {
    expect(run('* * * * *', { zone: 'Mars/Base' })).toMatchObject({ ok: false, title: 'Unknown time zone' });
    expect(run('* * * * *', { from: 'tomorrow' })).toMatchObject({ ok: false, title: 'Invalid start time' });
  });
});

describe('next runs (vectors from croniter 6.2.4 with zoneinfo, see examples.ts for the script)', () => {
  it('Unix cron ORs day-of-month and day-of-week when both are restricted, and warns', () => {
    // croniter: runs('0 0 1 * 1', 'UTC', '2026-03-01T00:00:00+00:00', 5)
    const result = run('0 0 1 * 1');
    if (!result.ok) throw new Error(result.message);
    expect(result.output.split('\n')).toEqual([
      'Mon 2026-03-02 00:00 +00:00',
      'Mon 2026-03-09 00:00 +00:00',
      'Mon 2026-03-16 00:00 +00:00',
      'Mon 2026-03-23 00:00 +00:00',
      'Mon 2026-03-30 00:00 +00:00',
    ]);
    expect(result.details.warnings[0]).toMatch(/EITHER of them/);
  });
  it('says where Vixie cron differs: a day field starting with "*" makes it AND the two day fields', () => {
    const result = run('0 0 */2 * 1');
    expect(result.ok && result.details.warnings[1]).toMatch(/Vixie cron and cronie then treat it as unrestricted/);
    const plain = run('0 0 1 * 1');
    expect(plain.ok && plain.details.warnings).toHaveLength(1);
  });
  it('says plainly when a schedule never runs', () => {
    const result = run('0 0 30 2 *');
    expect(result).toMatchObject({
      ok: true,
      output: 'Never runs: no date matches it in the next 28 years, a full cycle of weekdays and leap years.',
    });
  });
  it('a fixed-time job in the spring-forward gap runs at the first minute after it; an interval job skips it', () => {
    const fixed = run('30 2 * * *', { zone: 'America/New_York', from: '2026-03-07T12:00Z', count: 1 });
    expect(fixed.ok && fixed.details.runs[0]).toMatchObject({ text: 'Sun 2026-03-08 03:00 -04:00' });
    expect(fixed.ok && fixed.details.runs[0].note).toMatch(/02:30 does not exist/);
    const interval = run('*/30 1-2 * * *', { zone: 'America/New_York', from: '2026-03-08T06:10Z', count: 3 });
    expect(interval.ok && interval.details.runs.map((r) => r.text)).toEqual([
      'Sun 2026-03-08 01:30 -05:00',
      'Mon 2026-03-09 01:00 -04:00',
      'Mon 2026-03-09 01:30 -04:00',
    ]);
    expect(interval.ok && interval.details.runs[1].note).toMatch(
      /02:00, 02:30 on 2026-03-08 do not exist and are skipped/,
    );
  });
  it('in the fall-back overlap a fixed-time job runs once and an interval job at both', () => {
    // croniter: runs('30 1 * * *', 'America/New_York', '2026-10-31T12:00:00+00:00', 2) → 01:30-04:00, then the next day
    const fixed = run('30 1 * * *', { zone: 'America/New_York', from: '2026-10-31T12:00Z', count: 2 });
    expect(fixed.ok && fixed.details.runs.map((r) => r.text)).toEqual([
      'Sun 2026-11-01 01:30 -04:00',
      'Mon 2026-11-02 01:30 -05:00',
    ]);
    expect(fixed.ok && fixed.details.runs[0].note).toMatch(/runs once, at the first/);
    const interval = run('30 1 * * *'.replace('30', '*/30'), {
      zone: 'America/New_York',
      from: '2026-11-01T05:10Z',
      count: 3,
    });
    expect(interval.ok && interval.details.runs.map((r) => r.text)).toEqual([
      'Sun 2026-11-01 01:30 -04:00',
      'Sun 2026-11-01 01:00 -05:00',
      'Sun 2026-11-01 01:30 -05:00',
    ]);
    expect(interval.ok && interval.details.runs[2].note).toMatch(/this is the second/);
  });
  it('reads Quartz L, W and # and AWS cron(…) with 1 = Sunday', () => {
    const last = run('0 15 10 ? * 6L 2027', { count: 2 });
    expect(last.ok && last.details.runs.map((r) => r.text)).toEqual([
      'Fri 2027-01-29 10:15:00 +00:00',
      'Fri 2027-02-26 10:15:00 +00:00',
    ]);
    const aws = run('cron(0 12 ? * 2#1 *)', { count: 2 });
    expect(aws.ok && aws.details.runs.map((r) => r.text)).toEqual([
      'Mon 2026-03-02 12:00 +00:00',
      'Mon 2026-04-06 12:00 +00:00',
    ]);
    const nearest = run('0 0 0 15W * ?', { from: '2026-02-01T00:00Z', count: 2 });
    // 2026-02-15 is a Sunday: the nearest weekday is Monday the 16th; 2026-03-15 is a Sunday too
    expect(nearest.ok && nearest.details.runs.map((r) => r.text)).toEqual([
      'Mon 2026-02-16 00:00:00 +00:00',
      'Mon 2026-03-16 00:00:00 +00:00',
    ]);
  });
  it('explains each field and gives a sentence', () => {
    const result = run('*/15 9-17 * * MON-FRI');
    expect(result.ok && result.details.sentence).toBe(
      'Every 15 minutes, between 09:00 and 17:59, Monday through Friday',
    );
    expect(result.ok && result.details.fields[0]).toMatchObject({
      name: 'minute',
      meaning: 'every 15 minutes',
      values: '0, 15, 30, 45',
    });
    expect(result.ok && result.details.fields[4]).toMatchObject({ meaning: 'day of the week Monday through Friday' });
  });
  it('reads the start as an instant with an offset, or as a wall time in the zone', () => {
    expect(parseFrom('2026-03-08T01:00Z', 'UTC', 0)).toBe(Date.UTC(2026, 2, 8, 1));
    expect(parseFrom('2026-03-08T01:00+02:00', 'UTC', 0)).toBe(Date.UTC(2026, 2, 7, 23));
    expect(parseFrom('2026-07-01T09:00', 'Europe/Paris', 0)).toBe(Date.UTC(2026, 6, 1, 7));
    expect(parseFrom('', 'UTC', 42)).toBe(42);
    expect(parseFrom('2026-02-30', 'UTC', 0)).toBeNull();
  });
});

/** A Unix field drawn at random: *, a value, a range, a step or a list of them. */
const field = (min: number, max: number) => {
  const value = fc.integer({ min, max });
  const item = fc.oneof(
    value.map(String),
    fc.tuple(value, value).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
    fc.integer({ min: 1, max }).map((s) => `*/${s}`),
    fc
      .tuple(value, value, fc.integer({ min: 1, max: Math.min(10, max) }))
      .map(([a, b, s]) => `${Math.min(a, b)}-${Math.max(a, b)}/${s}`),
  );
  return fc.oneof(
    fc.constant('*'),
    fc.array(item, { minLength: 1, maxLength: 3 }).map((items) => items.join(',')),
  );
};

describe('property: every listed run matches the expression, and runs strictly increase', () => {
  it('holds for random Unix expressions in zones with and without DST', () => {
    fc.assert(
      fc.property(
        field(0, 59),
        field(0, 23),
        field(1, 31),
        field(1, 12),
        field(0, 7),
        fc.constantFrom('UTC', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Lord_Howe'),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        (mi, h, dom, mo, dow, zone, from) => {
          const input = [mi, h, dom, mo, dow].join(' ');
          const result = explainCron({
            input,
            dialect: 'unix',
            zone,
            from: new Date(from).toISOString().slice(0, 16) + 'Z',
            count: 10,
          });
          if (!result.ok) throw new Error(`${input}: ${result.message}`);
          const parsed = parseCron(input, 'unix');
          if (!parsed.ok) throw new Error(parsed.error.message);
          let last = from;
          for (const r of result.details.runs) {
            expect(r.ms).toBeGreaterThan(last);
            last = r.ms;
            // a run moved out of a DST gap is the one run that does not show its own time
            if (r.note?.startsWith('DST gap:') && r.note.includes('does not exist on')) continue;
            expect(matchesWall(parsed.cron, wallOf(r.ms, zone)), `${input} ${zone} ${r.text}`).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
