import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallOf } from '@/lib/timeZone';
import { explainCron, parseFrom, type CronRequest } from './logic';
import { matchesWall } from './match';
import { detectDialect, parseCron } from './parse';
import { nextDayStart } from './zone';

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
    // the refusal names the option it is about, so the screen points at that field and not the expression
    expect(run('* * * * *', { zone: 'Mars/Base' })).toMatchObject({
      ok: false,
      title: 'Unknown time zone',
      field: 'zone',
    });
    expect(run('* * * * *', { from: 'tomorrow' })).toMatchObject({
      ok: false,
      title: 'Invalid start time',
      field: 'from',
    });
    // a CRON_TZ= zone is in the expression: the refusal points at it there
    const prefixed = run('CRON_TZ=Mars/Base 0 0 * * *', { dialect: 'k8s' });
    expect(prefixed).toMatchObject({ ok: false, title: 'Unknown time zone', offset: 8, column: 9 });
    expect(prefixed).not.toHaveProperty('field');
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
      output: "Never runs: no date matches it in 400 years, a full cycle of the calendar's weekdays and leap years.",
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
  /*
   * Expected runs computed with python3's datetime and calendar, from the Quartz rules in
   * CronExpression.java (L alone in day-of-week is 7 = SAT; L-3 is the last day of the month minus 3;
   * FRI-MON wraps past SAT to SUN and MON):
   *
   *   from datetime import datetime, timedelta, timezone
   *   import calendar
   *   def runs(pred, start, hour, n):
   *       d, out = start, []
   *       while len(out) < n:
   *           t = datetime(d.year, d.month, d.day, hour, tzinfo=timezone.utc)
   *           if t > start and pred(t.date()): out.append(t.strftime('%a %Y-%m-%d %H:%M:%S'))
   *           d = datetime(d.year, d.month, d.day, tzinfo=timezone.utc) + timedelta(days=1)
   *       return out
   *   runs(lambda d: d.weekday() == 5, datetime(2026, 3, 1, tzinfo=timezone.utc), 0, 5)
   *   runs(lambda d: d.day == calendar.monthrange(d.year, d.month)[1] - 3, datetime(2026, 1, 15, tzinfo=timezone.utc), 0, 5)
   *   runs(lambda d: d.day == calendar.monthrange(d.year, d.month)[1] - 3, datetime(2028, 1, 15, tzinfo=timezone.utc), 0, 3)
   *   runs(lambda d: d.weekday() in (4, 5, 6, 0), datetime(2026, 3, 1, tzinfo=timezone.utc), 12, 5)
   */
  const texts = (result: ReturnType<typeof run>) =>
    result.ok ? result.details.runs.map((r) => r.text) : result.message;
  it('Quartz L alone in day-of-week is Saturday', () => {
    expect(texts(run('0 0 0 ? * L'))).toEqual([
      'Sat 2026-03-07 00:00:00 +00:00',
      'Sat 2026-03-14 00:00:00 +00:00',
      'Sat 2026-03-21 00:00:00 +00:00',
      'Sat 2026-03-28 00:00:00 +00:00',
      'Sat 2026-04-04 00:00:00 +00:00',
    ]);
    expect(texts(run('cron(0 12 ? * L *)', { count: 2 }))).toEqual([
      'Sat 2026-03-07 12:00 +00:00',
      'Sat 2026-03-14 12:00 +00:00',
    ]);
  });
  it('Quartz L-3 in day-of-month is three days before the last day, in short months and leap Februaries', () => {
    expect(texts(run('0 0 0 L-3 * ?', { from: '2026-01-15T00:00Z' }))).toEqual([
      'Wed 2026-01-28 00:00:00 +00:00',
      'Wed 2026-02-25 00:00:00 +00:00',
      'Sat 2026-03-28 00:00:00 +00:00',
      'Mon 2026-04-27 00:00:00 +00:00',
      'Thu 2026-05-28 00:00:00 +00:00',
    ]);
    expect(texts(run('0 0 0 L-3 * ?', { from: '2028-01-15T00:00Z', count: 3 }))).toEqual([
      'Fri 2028-01-28 00:00:00 +00:00',
      'Sat 2028-02-26 00:00:00 +00:00',
      'Tue 2028-03-28 00:00:00 +00:00',
    ]);
    expect(texts(run('cron(0 0 L-3 * ? *)', { from: '2026-01-15T00:00Z', count: 2 }))).toEqual([
      'Wed 2026-01-28 00:00 +00:00',
      'Wed 2026-02-25 00:00 +00:00',
    ]);
  });
  it('a Quartz range that wraps (FRI-MON) runs Friday through Monday', () => {
    expect(texts(run('0 0 12 ? * FRI-MON'))).toEqual([
      'Sun 2026-03-01 12:00:00 +00:00',
      'Mon 2026-03-02 12:00:00 +00:00',
      'Fri 2026-03-06 12:00:00 +00:00',
      'Sat 2026-03-07 12:00:00 +00:00',
      'Sun 2026-03-08 12:00:00 +00:00',
    ]);
    expect(texts(run('cron(0 12 ? * 6-2 *)', { count: 3 }))).toEqual([
      'Sun 2026-03-01 12:00 +00:00',
      'Mon 2026-03-02 12:00 +00:00',
      'Fri 2026-03-06 12:00 +00:00',
    ]);
  });
  it('reads the rest of Quartz croner has no syntax for: a step from a value, a year step from 1970, LW in a list', () => {
    // Quartz: 5/15 in minutes is 5, 20, 35, 50 (CronExpression's javadoc)
    expect(texts(run('0 5/15 * * * ?', { count: 3 }))).toEqual([
      'Sun 2026-03-01 00:05:00 +00:00',
      'Sun 2026-03-01 00:20:00 +00:00',
      'Sun 2026-03-01 00:35:00 +00:00',
    ]);
    // Quartz counts */3 in the year from 1970: 2026 - 1970 = 56 is not a multiple of 3, 2027 - 1970 = 57 is
    // (weekdays from python3: date(2027, 1, 1).strftime('%a') and date(2030, 1, 1).strftime('%a'))
    expect(texts(run('0 0 0 1 1 ? */3', { count: 2 }))).toEqual([
      'Fri 2027-01-01 00:00:00 +00:00',
      'Tue 2030-01-01 00:00:00 +00:00',
    ]);
    // 22-2/3 in hours: 22, then 25 mod 24 = 1 (CronExpression.addToSet)
    expect(texts(run('0 0 22-2/3 * * ?', { count: 3 }))).toEqual([
      'Sun 2026-03-01 01:00:00 +00:00',
      'Sun 2026-03-01 22:00:00 +00:00',
      'Mon 2026-03-02 01:00:00 +00:00',
    ]);
    // python3 calendar: 2026-05-31 is a Sunday, so the last weekday of May is Friday the 29th; June's is Tuesday the 30th
    expect(texts(run('0 0 0 LW,15 * ?', { from: '2026-05-01T00:00Z', count: 4 }))).toEqual([
      'Fri 2026-05-15 00:00:00 +00:00',
      'Fri 2026-05-29 00:00:00 +00:00',
      'Mon 2026-06-15 00:00:00 +00:00',
      'Tue 2026-06-30 00:00:00 +00:00',
    ]);
  });
  it('finds where the next day starts, also where clocks jump forward at midnight', () => {
    // python3 zoneinfo: Berlin's midnight of 2026-03-08 is 2026-03-07T23:00Z; in Santiago 2026-09-05T23:59-04:00
    // is followed by 2026-09-06T01:00-03:00 (04:00Z), so that day has no midnight
    expect(nextDayStart(Date.UTC(2026, 2, 7, 12), 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 7, 23));
    expect(nextDayStart(Date.UTC(2026, 8, 5, 12), 'America/Santiago')).toBe(Date.UTC(2026, 8, 6, 4));
    expect(nextDayStart(Date.UTC(2026, 8, 6, 5), 'America/Santiago')).toBe(Date.UTC(2026, 8, 7, 3));
  });
  it('refuses a year range that runs backwards, as Quartz does', () => {
    expect(run('0 0 0 1 * ? 2030-2027')).toMatchObject({
      ok: false,
      message: 'year range 2030-2027 runs backwards: years do not wrap around',
      column: 13,
    });
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

/*
 * Expected runs from croniter 1.3.5 (Debian's python3-croniter) with zoneinfo, by the `runs` script in
 * examples.ts, printed with strftime('%a %Y-%m-%d %H:%M %z'):
 *
 *   runs('@yearly', 'UTC', '2026-03-07T12:00:00+00:00', 5), and the same for each macro below
 *   runs('@daily', 'Asia/Tokyo', '2026-03-07T12:00:00+00:00', 3)
 *   runs('0 0 29 2 *', 'UTC', '2026-01-01T00:00:00+00:00', 50)
 *   runs('0 0 * 2 1#5', 'UTC', '2026-01-01T00:00:00+00:00', 5)   # the fifth Monday of February
 */
const MACRO_RUNS: Record<string, readonly string[]> = {
  '@yearly': [
    'Fri 2027-01-01 00:00',
    'Sat 2028-01-01 00:00',
    'Mon 2029-01-01 00:00',
    'Tue 2030-01-01 00:00',
    'Wed 2031-01-01 00:00',
  ],
  '@annually': [
    'Fri 2027-01-01 00:00',
    'Sat 2028-01-01 00:00',
    'Mon 2029-01-01 00:00',
    'Tue 2030-01-01 00:00',
    'Wed 2031-01-01 00:00',
  ],
  '@monthly': [
    'Wed 2026-04-01 00:00',
    'Fri 2026-05-01 00:00',
    'Mon 2026-06-01 00:00',
    'Wed 2026-07-01 00:00',
    'Sat 2026-08-01 00:00',
  ],
  '@weekly': [
    'Sun 2026-03-08 00:00',
    'Sun 2026-03-15 00:00',
    'Sun 2026-03-22 00:00',
    'Sun 2026-03-29 00:00',
    'Sun 2026-04-05 00:00',
  ],
  '@daily': [
    'Sun 2026-03-08 00:00',
    'Mon 2026-03-09 00:00',
    'Tue 2026-03-10 00:00',
    'Wed 2026-03-11 00:00',
    'Thu 2026-03-12 00:00',
  ],
  '@midnight': [
    'Sun 2026-03-08 00:00',
    'Mon 2026-03-09 00:00',
    'Tue 2026-03-10 00:00',
    'Wed 2026-03-11 00:00',
    'Thu 2026-03-12 00:00',
  ],
  '@hourly': [
    'Sat 2026-03-07 13:00',
    'Sat 2026-03-07 14:00',
    'Sat 2026-03-07 15:00',
    'Sat 2026-03-07 16:00',
    'Sat 2026-03-07 17:00',
  ],
};
const MACRO_FROM = '2026-03-07T12:00Z';
const runTexts = (input: string, more: Partial<CronRequest> = {}) => {
  const result = run(input, { from: MACRO_FROM, ...more });
  return result.ok ? result.details.runs.map((r) => r.text) : result.message;
};

describe('macros stand for a whole schedule, in the dialects that read them', () => {
  it.each(Object.entries(MACRO_RUNS))('%s in Unix, Kubernetes and Unix with seconds', (macro, expected) => {
    expect(runTexts(macro)).toEqual(expected.map((t) => `${t} +00:00`));
    expect(runTexts(macro, { dialect: 'unix' })).toEqual(expected.map((t) => `${t} +00:00`));
    expect(runTexts(macro, { dialect: 'k8s' })).toEqual(expected.map((t) => `${t} +00:00`));
    expect(runTexts(macro, { dialect: 'seconds' })).toEqual(expected.map((t) => `${t}:00 +00:00`));
  });
  it('explains a macro in words and says what it stands for', () => {
    const result = run('@weekly', { from: MACRO_FROM });
    if (!result.ok) throw new Error(result.message);
    expect(result.details.dialect).toBe('unix');
    expect(result.details.macro).toEqual({ name: '@weekly', meaning: 'once a week', expression: '0 0 * * 0' });
    expect(result.details.sentence).toBe('At 00:00, only on Sunday');
    expect(result.details.fields.map((f) => [f.name, f.meaning])).toEqual([
      ['minute', 'minute 0'],
      ['hour', 'hour 0'],
      ['day-of-month', 'every day'],
      ['month', 'every month'],
      ['day-of-week', 'day of the week Sunday'],
    ]);
    expect(result.details.shortfall).toBeNull();
    const seconds = run('@yearly', { dialect: 'seconds', from: MACRO_FROM });
    expect(seconds.ok && seconds.details.macro?.expression).toBe('0 0 0 1 1 *');
  });
  it('takes the zone of a CRON_TZ prefix before a macro', () => {
    const result = run('CRON_TZ=Asia/Tokyo @daily', { from: MACRO_FROM, count: 3 });
    expect(result.ok && result.details.dialect).toBe('k8s');
    expect(result.ok && result.details.runs.map((r) => r.text)).toEqual([
      'Sun 2026-03-08 00:00 +09:00',
      'Mon 2026-03-09 00:00 +09:00',
      'Tue 2026-03-10 00:00 +09:00',
    ]);
  });
  it('@reboot runs at boot, not on a schedule: no runs, and no error', () => {
    const result = run('@reboot');
    expect(result).toMatchObject({
      ok: true,
      output: 'No next runs: @reboot runs at boot, not on a schedule.',
      details: {
        sentence: 'Once each time cron starts (at system boot), not on a schedule',
        runs: [],
        fields: [],
        shortfall: null,
        macro: { name: '@reboot', expression: null },
      },
    });
    expect(run('@reboot', { dialect: 'k8s' })).toMatchObject({
      ok: false,
      message:
        'Kubernetes (CRON_TZ) has no @reboot: it runs jobs only on a schedule. Unix cron (Vixie cron, cronie) reads @reboot.',
      column: 1,
    });
  });
  it('a dialect without macros says so, gives the same schedule in its own fields and names dialects that have them', () => {
    expect(run('@weekly', { dialect: 'quartz' })).toMatchObject({
      ok: false,
      title: 'Invalid cron expression',
      message: 'Quartz has no macros such as @weekly: write 0 0 0 ? * SUN. Unix cron and Kubernetes read @weekly.',
      column: 1,
    });
    expect(run('cron(@daily)')).toMatchObject({
      ok: false,
      message:
        'AWS EventBridge has no macros such as @daily: write cron(0 0 * * ? *). Unix cron and Kubernetes read @daily.',
      column: 6,
    });
    expect(run('@reboot', { dialect: 'quartz' })).toMatchObject({
      ok: false,
      message: 'Quartz has no macros and no way to run at boot; Unix cron (Vixie cron, cronie) reads @reboot.',
    });
    // the schedules the messages suggest are the macros' own (the croniter runs above)
    const suggested: [string, string, Partial<CronRequest>][] = [
      ['@yearly', '0 0 0 1 1 ?', { dialect: 'quartz' }],
      ['@monthly', 'cron(0 0 1 * ? *)', {}],
      ['@weekly', '0 0 0 ? * SUN', { dialect: 'quartz' }],
      ['@weekly', 'cron(0 0 ? * SUN *)', {}],
      ['@daily', '0 0 0 * * ?', { dialect: 'quartz' }],
      ['@hourly', 'cron(0 * * * ? *)', {}],
    ];
    for (const [macro, expression, more] of suggested) {
      const message = run(macro, { dialect: expression.startsWith('cron(') ? 'aws' : 'quartz' });
      expect(message.ok ? '' : message.message).toContain(`write ${expression}.`);
      // Quartz writes the seconds, EventBridge has none
      const seconds = expression.startsWith('cron(') ? '' : ':00';
      expect(runTexts(expression, more)).toEqual(MACRO_RUNS[macro].map((t) => `${t}${seconds} +00:00`));
    }
  });
  it('refuses an unknown macro, a macro in capitals and text after a macro', () => {
    expect(run('@fortnightly')).toMatchObject({
      ok: false,
      message:
        '"@fortnightly" is not a macro: Unix (5 fields) reads @reboot, @yearly, @annually, @monthly, @weekly, @daily, @midnight and @hourly',
      column: 1,
    });
    expect(run('@DAILY')).toMatchObject({
      ok: false,
      message: '"@DAILY" is not a macro: macros are written in lower case, @daily',
    });
    expect(run('@daily 5')).toMatchObject({
      ok: false,
      message: '@daily stands for the whole schedule: nothing may follow it',
      column: 8,
    });
  });
});

describe('the search goes on until it has the runs asked for', () => {
  const feb29 = [
    'Tue 2028-02-29 00:00 +00:00',
    'Sun 2032-02-29 00:00 +00:00',
    'Fri 2036-02-29 00:00 +00:00',
    'Wed 2040-02-29 00:00 +00:00',
    'Mon 2044-02-29 00:00 +00:00',
    'Sat 2048-02-29 00:00 +00:00',
    'Thu 2052-02-29 00:00 +00:00',
    'Tue 2056-02-29 00:00 +00:00',
    'Sun 2060-02-29 00:00 +00:00',
    'Fri 2064-02-29 00:00 +00:00',
  ];
  it('lists 10 (and 50) runs of February 29, once every four years', () => {
    const ten = run('0 0 29 2 *', { from: '2026-01-01T00:00Z', count: 10 });
    expect(ten).toMatchObject({ ok: true, output: feb29.join('\n') });
    const fifty = run('0 0 29 2 *', { from: '2026-01-01T00:00Z', count: 50 });
    if (!fifty.ok) throw new Error(fifty.message);
    expect(fifty.details.runs).toHaveLength(50);
    expect(fifty.details.runs[49].text).toBe('Wed 2232-02-29 00:00 +00:00');
    expect(fifty.details.shortfall).toBeNull();
  });
  it('bridges the 40 years between fifth Mondays of February across 2100, which is no leap year', () => {
    expect(runTexts('0 0 0 ? 2 2#5', { from: '2026-01-01T00:00Z' })).toEqual([
      'Mon 2044-02-29 00:00:00 +00:00',
      'Mon 2072-02-29 00:00:00 +00:00',
      'Mon 2112-02-29 00:00:00 +00:00',
      'Mon 2140-02-29 00:00:00 +00:00',
      'Mon 2168-02-29 00:00:00 +00:00',
    ]);
  });
  it('still ends at once, with a message, when no date ever matches', () => {
    const started = performance.now();
    expect(run('0 0 30 2 *', { count: 50 })).toMatchObject({
      ok: true,
      output: "Never runs: no date matches it in 400 years, a full cycle of the calendar's weekdays and leap years.",
    });
    expect(run('0 0 0 L-30 2 ?', { count: 50 })).toMatchObject({
      ok: true,
      details: { runs: [], shortfall: expect.stringMatching(/^Never runs: no date matches it in 400 years/) },
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });
  it('stops at the last year an expression names', () => {
    expect(run('0 0 0 29 2 ? 2028-2040', { count: 10 })).toMatchObject({
      ok: true,
      details: { shortfall: 'Only 4 runs before the end of 2040.' },
    });
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

/*
 * The same property for Quartz, AWS and Unix-with-seconds expressions, checked against a matcher
 * written here from the rules themselves (Quartz's CronExpression.java, EventBridge's "Cron expressions
 * reference", man 5 crontab), not from the code under test. Each drawn item carries its text and what
 * it allows, so the matcher reads no expression text.
 */

/** A date as the matcher sees it: weekday 0 = Sunday, `last` the number of days in its month. */
interface Day {
  year: number;
  month: number;
  day: number;
  weekday: number;
  last: number;
}
/** A field drawn at random: its text, and whether a value (or a day) is in it. */
interface Drawn {
  text: string;
  has: (value: number, day: Day) => boolean;
}

const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const weekdayOn = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

interface Spec {
  min: number;
  max: number;
  /** what Quartz's addToSet wraps a backwards range by: 60, 24, 31, 12, 7 */
  mod: number;
  /** names for min, min + 1, …, written now and then instead of the number */
  names?: readonly string[];
}
const SECOND_SPEC: Spec = { min: 0, max: 59, mod: 60 };
const MINUTE_SPEC: Spec = { min: 0, max: 59, mod: 60 };
const HOUR_SPEC: Spec = { min: 0, max: 23, mod: 24 };
const DOM_SPEC: Spec = { min: 1, max: 31, mod: 31 };
const MONTH_SPEC: Spec = { min: 1, max: 12, mod: 12, names: MONTH_NAMES };
const QUARTZ_DOW_SPEC: Spec = { min: 1, max: 7, mod: 7, names: DAY_NAMES };

/**
 * The values Quartz turns on for start-stop/step (CronExpression.addToSet): a stop below the start
 * wraps past the field's end, and in a field counted from 1 the wrapped value `mod` stays `mod`.
 */
function quartzValues(spec: Spec, start: number, stop: number, step: number): Set<number> {
  const out = new Set<number>();
  const wraps = stop < start;
  for (let i = start; i <= (wraps ? stop + spec.mod : stop); i += step) {
    const v = wraps ? i % spec.mod : i;
    out.add(v === 0 && wraps && spec.min === 1 ? spec.mod : v);
  }
  return out;
}

const valueText = (spec: Spec, n: number, named: boolean) => (named && spec.names ? spec.names[n - spec.min] : `${n}`);

/** One list item of a Quartz or AWS field: a value, a range (wrapping when `wrap`), or a step over all, from a value or over a range. */
function quartzItem(spec: Spec, { wrap, steps }: { wrap: boolean; steps: boolean }): fc.Arbitrary<Drawn> {
  const value = fc.integer({ min: spec.min, max: spec.max });
  const step = fc.integer({ min: 1, max: Math.min(spec.max - spec.min, 10) || 1 });
  const named = fc.boolean();
  const withSet = (text: string, set: Set<number>): Drawn => ({ text, has: (v) => set.has(v) });
  const items: fc.Arbitrary<Drawn>[] = [
    fc.tuple(value, named).map(([v, n]) => withSet(valueText(spec, v, n), new Set([v]))),
    fc.tuple(value, value, named).map(([a, b, n]) => {
      const [from, to] = wrap ? [a, b] : [Math.min(a, b), Math.max(a, b)];
      return withSet(`${valueText(spec, from, n)}-${valueText(spec, to, n)}`, quartzValues(spec, from, to, 1));
    }),
  ];
  if (steps)
    items.push(
      step.map((s) => withSet(`*/${s}`, quartzValues(spec, spec.min, spec.max, s))),
      fc.tuple(value, step).map(([a, s]) => withSet(`${a}/${s}`, quartzValues(spec, a, spec.max, s))),
      fc.tuple(value, value, step).map(([a, b, s]) => {
        const [from, to] = wrap ? [a, b] : [Math.min(a, b), Math.max(a, b)];
        return withSet(`${from}-${to}/${s}`, quartzValues(spec, from, to, s));
      }),
    );
  return fc.oneof(...items);
}

/** A whole field: `*`, or a list of one to three items. */
function list(item: fc.Arbitrary<Drawn>, star = true): fc.Arbitrary<Drawn> {
  const items = fc.array(item, { minLength: 1, maxLength: 3 }).map((drawn): Drawn => ({
    text: drawn.map((d) => d.text).join(','),
    has: (v, day) => drawn.some((d) => d.has(v, day)),
  }));
  return star
    ? fc.oneof({ weight: 1, arbitrary: fc.constant({ text: '*', has: () => true }) }, { weight: 3, arbitrary: items })
    : items;
}

const quartzField = (spec: Spec, steps = true) => list(quartzItem(spec, { wrap: true, steps }));

/** Mostly one value, so that runs spread over days and months and a missed day shows. */
const sparse = (min: number, max: number, field: fc.Arbitrary<Drawn>) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min, max }).map((v): Drawn => ({ text: `${v}`, has: (x) => x === v })) },
    { weight: 1, arbitrary: field },
  );

/** The weekday (Monday to Friday) nearest `target` in the day's month, never crossing into another (Quartz's W). */
function nearestWeekday(target: number, d: Day): number | null {
  if (target > d.last) return null;
  const wd = weekdayOn(d.year, d.month, target);
  if (wd === 6) return target === 1 ? 3 : target - 1;
  if (wd === 0) return target === d.last ? target - 2 : target + 1;
  return target;
}

/** Quartz day-of-month items: plain ones, L, L-n, nW and LW. */
const quartzDomItem = fc.oneof(
  quartzItem(DOM_SPEC, { wrap: true, steps: true }),
  fc.constant<Drawn>({ text: 'L', has: (_, d) => d.day === d.last }),
  fc.integer({ min: 0, max: 30 }).map((n): Drawn => ({ text: `L-${n}`, has: (_, d) => d.day === d.last - n })),
  fc.integer({ min: 1, max: 31 }).map((t): Drawn => ({ text: `${t}W`, has: (_, d) => nearestWeekday(t, d) === d.day })),
  fc.constant<Drawn>({
    text: 'LW',
    has: (_, d) => {
      let w = d.last;
      while (weekdayOn(d.year, d.month, w) === 0 || weekdayOn(d.year, d.month, w) === 6) w--;
      return d.day === w;
    },
  }),
);

/**
 * Quartz day-of-week (1 = SUN): a list of plain items, or on its own (Quartz refuses them in a list)
 * L (7, Saturday), nL (the last such weekday of the month) or n#k (the k-th of the month).
 */
function quartzDow(steps: boolean): fc.Arbitrary<Drawn> {
  const weekday = fc.integer({ min: 1, max: 7 });
  const named = fc.boolean();
  return fc.oneof(
    { weight: 3, arbitrary: list(quartzItem(QUARTZ_DOW_SPEC, { wrap: true, steps })) },
    { weight: 1, arbitrary: fc.constant<Drawn>({ text: 'L', has: (_, d) => d.weekday === 6 }) },
    {
      weight: 1,
      arbitrary: fc.tuple(weekday, named).map(([w, n]): Drawn => ({
        text: `${valueText(QUARTZ_DOW_SPEC, w, n)}L`,
        has: (_, d) => d.weekday === w - 1 && d.day + 7 > d.last,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(weekday, fc.integer({ min: 1, max: 5 })).map(([w, k]): Drawn => ({
        text: `${w}#${k}`,
        has: (_, d) => d.weekday === w - 1 && d.day > 7 * (k - 1) && d.day <= 7 * k,
      })),
    },
  );
}

const ANY: Drawn = { text: '?', has: () => true };
/** Exactly one of day-of-month and day-of-week is `?` (Quartz and AWS). */
const quartzDays = (steps: boolean) =>
  fc.oneof(
    list(quartzDomItem).map((dom) => ({ dom, dow: ANY })),
    quartzDow(steps).map((dow) => ({ dom: ANY, dow })),
  );

/** A year field near the search: every year, one, a range, a step counted from 1970 or from a year. */
const yearField = fc.oneof(
  fc.constant<Drawn>({ text: '*', has: () => true }),
  fc.integer({ min: 2026, max: 2040 }).map((y): Drawn => ({ text: `${y}`, has: (v) => v === y })),
  fc
    .tuple(fc.integer({ min: 2020, max: 2040 }), fc.integer({ min: 0, max: 10 }))
    .map(([a, n]): Drawn => ({ text: `${a}-${a + n}`, has: (v) => v >= a && v <= a + n })),
  fc.integer({ min: 1, max: 5 }).map((s): Drawn => ({ text: `*/${s}`, has: (v) => (v - 1970) % s === 0 })),
  fc
    .tuple(fc.integer({ min: 2020, max: 2035 }), fc.integer({ min: 1, max: 5 }))
    .map(([a, s]): Drawn => ({ text: `${a}/${s}`, has: (v) => v >= a && (v - a) % s === 0 })),
);

/** One Unix item (man 5 crontab): a value, a range low-high, * /x or low-high/x. */
function unixItem(min: number, max: number): fc.Arbitrary<Drawn> {
  const value = fc.integer({ min, max });
  const range = fc.tuple(value, value).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
  const step = fc.integer({ min: 1, max: Math.min(max, 10) });
  const inRange = (v: number, a: number, b: number, s: number) => v >= a && v <= b && (v - a) % s === 0;
  return fc.oneof(
    value.map((v): Drawn => ({ text: `${v}`, has: (x) => x === v })),
    range.map(([a, b]): Drawn => ({ text: `${a}-${b}`, has: (x) => inRange(x, a, b, 1) })),
    step.map((s): Drawn => ({ text: `*/${s}`, has: (x) => inRange(x, min, max, s) })),
    fc.tuple(range, step).map(([[a, b], s]): Drawn => ({ text: `${a}-${b}/${s}`, has: (x) => inRange(x, a, b, s) })),
  );
}

interface Drawing {
  dialect: 'quartz' | 'aws' | 'seconds';
  input: string;
  /** every field but the day fields, by the value it tests */
  second: Drawn | null;
  minute: Drawn;
  hour: Drawn;
  month: Drawn;
  year: Drawn | null;
  /** the day fields together */
  date: (d: Day) => boolean;
}

const quartzDrawing = fc
  .record({
    second: sparse(0, 59, quartzField(SECOND_SPEC)),
    minute: sparse(0, 59, quartzField(MINUTE_SPEC)),
    hour: sparse(0, 23, quartzField(HOUR_SPEC)),
    days: quartzDays(true),
    month: quartzField(MONTH_SPEC),
    year: fc.option(yearField, { nil: null }),
  })
  .map(({ second, minute, hour, days, month, year }): Drawing => ({
    dialect: 'quartz',
    input: [second, minute, hour, days.dom, month, days.dow, ...(year ? [year] : [])].map((f) => f.text).join(' '),
    second,
    minute,
    hour,
    month,
    year,
    date: (d) => days.dom.has(d.day, d) && days.dow.has(d.weekday + 1, d),
  }));

// EventBridge's reference lists no "/" in day-of-week
const awsDrawing = fc
  .record({
    minute: sparse(0, 59, quartzField(MINUTE_SPEC)),
    hour: sparse(0, 23, quartzField(HOUR_SPEC)),
    days: quartzDays(false),
    month: quartzField(MONTH_SPEC),
    year: yearField,
  })
  .map(({ minute, hour, days, month, year }): Drawing => ({
    dialect: 'aws',
    input: `cron(${[minute, hour, days.dom, month, days.dow, year].map((f) => f.text).join(' ')})`,
    second: null,
    minute,
    hour,
    month,
    year,
    date: (d) => days.dom.has(d.day, d) && days.dow.has(d.weekday + 1, d),
  }));

const secondsDrawing = fc
  .record({
    second: sparse(0, 59, list(unixItem(0, 59))),
    minute: sparse(0, 59, list(unixItem(0, 59))),
    hour: sparse(0, 23, list(unixItem(0, 23))),
    dom: list(unixItem(1, 31)),
    month: list(unixItem(1, 12)),
    dow: list(unixItem(0, 7)),
  })
  .map(({ second, minute, hour, dom, month, dow }): Drawing => ({
    dialect: 'seconds',
    input: [second, minute, hour, dom, month, dow].map((f) => f.text).join(' '),
    second,
    minute,
    hour,
    month,
    year: null,
    date: (d) => {
      const domOk = dom.has(d.day, d);
      // 7 is Sunday, as 0 is
      const dowOk = dow.has(d.weekday, d) || (d.weekday === 0 && dow.has(7, d));
      // both restricted: either may match (croner ORs them as written, see the warning)
      return dom.text !== '*' && dow.text !== '*' ? domOk || dowOk : domOk && dowOk;
    },
  }));

const wallFormat = new Map<string, Intl.DateTimeFormat>();
/** The wall clock of an instant in a zone, read with Intl here rather than with the code under test. */
function wallAt(ms: number, zone: string) {
  let f = wallFormat.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormat.set(zone, f);
  }
  const part = (type: string) => Number(f.formatToParts(ms).find((p) => p.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  const date: Day = { year, month, day, weekday: weekdayOn(year, month, day), last: daysInMonth(year, month) };
  return { date, hour: part('hour'), minute: part('minute'), second: part('second') };
}

const dateMatches = (drawing: Drawing, d: Day) =>
  drawing.month.has(d.month, d) && (drawing.year?.has(d.year, d) ?? true) && drawing.date(d);

function checkRuns(drawing: Drawing, zone: string, instant: number) {
  // the search starts at the minute, as the request writes it
  const from = Math.floor(instant / 60_000) * 60_000;
  const result = explainCron({
    input: drawing.input,
    dialect: drawing.dialect,
    zone,
    from: new Date(from).toISOString().slice(0, 16) + 'Z',
    count: 10,
  });
  if (!result.ok) throw new Error(`${drawing.input}: ${result.message}`);
  let last = from;
  const dates = new Set<string>();
  for (const r of result.details.runs) {
    expect(r.ms).toBeGreaterThan(last);
    last = r.ms;
    const w = wallAt(r.ms, zone);
    dates.add(`${w.date.year}-${w.date.month}-${w.date.day}`);
    // a run moved out of a DST gap is the one run that does not show its own time
    if (r.note?.startsWith('DST gap:') && r.note.includes('does not exist on')) continue;
    const time =
      (drawing.second ? drawing.second.has(w.second, w.date) : w.second === 0) &&
      drawing.minute.has(w.minute, w.date) &&
      drawing.hour.has(w.hour, w.date);
    expect(time && dateMatches(drawing, w.date), `${drawing.input} ${zone} ${r.text}`).toBe(true);
  }
  // in UTC (no DST gap) runs follow one another: every matching day between the first and the last has one
  const runs = result.details.runs;
  if (zone !== 'UTC' || runs.length < 2) return;
  for (let ms = runs[0].ms; ms < runs[runs.length - 1].ms; ms += 86_400_000) {
    const d = wallAt(ms, zone).date;
    if (dateMatches(drawing, d))
      expect(
        dates.has(`${d.year}-${d.month}-${d.day}`),
        `${drawing.input}: no run on ${d.year}-${d.month}-${d.day}`,
      ).toBe(true);
  }
}

describe('property: Quartz, AWS and Unix-with-seconds runs match an independent matcher, and none is missed', () => {
  const zones = fc.constantFrom('UTC', 'UTC', 'Europe/Berlin', 'America/Santiago');
  const from = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2032, 0, 1) });
  it.each([
    ['Quartz (L, L-n, nW, LW, n#k, nL, ranges that wrap)', quartzDrawing],
    ['AWS EventBridge', awsDrawing],
    ['Unix with seconds', secondsDrawing],
  ])('%s', (_, drawing) => {
    fc.assert(
      fc.property(drawing, zones, from, (d, zone, start) => checkRuns(d, zone, start)),
      { numRuns: 150 },
    );
  });
});
