import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import { isTimeZone, offsetAt, offsetText, pad, wallOf, wallText } from '@/lib/timeZone';
import { explainField } from './explain';
import type { Macro } from './macros';
import { matchesDate, matchesTime, matchesWall, restricts } from './match';
import { cronerPatternOf, DIALECT_NAMES, parseCron, type Dialect, type DialectChoice, type ParsedCron } from './parse';
import { nextDayStart } from './zone';

export const MESSAGES = {
  empty: 'Please enter a cron expression',
  invalid: 'Invalid cron expression',
  badZone: 'Unknown time zone',
  badFrom: 'Invalid start time',
  failed: 'Could not compute the schedule',
} as const;

/**
 * The Gregorian calendar repeats every 400 years: 146,097 days, a whole number of weeks, with the same
 * leap years (every fourth year, but not 2100, 2200 or 2300). A schedule without a year that runs at
 * all runs again within 400 years of any instant, so the search for each next run gives up 400 years
 * after the run before it (or the start): finding none by then means the schedule never runs again.
 */
export const CYCLE_YEARS = 400;
const CYCLE_MS = 146_097 * 86_400_000;

/** croner computes no run of a pattern without a year past the end of 2999. */
const CRONER_END = Date.UTC(3000, 0, 1);

/** Why the search stopped short of the runs asked for: the expression's last year, a whole calendar cycle without a run, or croner's last year. */
type SearchEnd = 'year' | 'cycle' | 'croner';

export interface CronRequest {
  input: string;
  dialect: DialectChoice;
  /** the zone the schedule runs in (a CRON_TZ= prefix overrides it) */
  zone: string;
  /** the first instant the next runs are searched from: ISO 8601, or a wall time in the zone; '' is now */
  from: string;
  count: number;
}

export interface Run {
  ms: number;
  /** the wall time in the schedule's zone, as the output lists it */
  text: string;
  /** what daylight saving time does to this run, if anything */
  note: string | null;
}

export interface FieldExplanation {
  name: string;
  text: string;
  meaning: string;
  values: string;
}

export interface CronDetails {
  dialect: Dialect;
  detected: boolean;
  zone: string;
  fromMs: number;
  sentence: string | null;
  fields: readonly FieldExplanation[];
  warnings: readonly string[];
  runs: readonly Run[];
  /** said when fewer runs than asked for exist in the searched years ("never runs") */
  shortfall: string | null;
  /** the macro written instead of the fields (@daily), with what it stands for */
  macro: Macro | null;
  hasSeconds: boolean;
}

export type CronResult =
  | { ok: true; output: string; details: CronDetails }
  | {
      ok: false;
      title: string;
      message: string;
      offset?: number;
      column?: number;
      /** the option the refusal is about, where it is not the expression */
      field?: 'zone' | 'from';
    };

/** Reads the start instant: ISO 8601 with Z or an offset is that instant; without one it is a wall time in `zone`. */
export function parseFrom(text: string, zone: string, now: number): number | null {
  const t = text.trim();
  if (t === '') return now;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?(Z|[+-]\d{2}:\d{2})?$/i.exec(t);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', tz] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(wall);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59)
    return null;
  if (tz) {
    if (tz.toUpperCase() === 'Z') return wall;
    const sign = tz[0] === '-' ? -1 : 1;
    return wall - sign * (Number(tz.slice(1, 3)) * 60 + Number(tz.slice(4, 6))) * 60_000;
  }
  // a wall time: the offset in force then (the earlier one when the time occurs twice)
  const first = wall - offsetAt(wall, zone) * 60_000;
  return wall - offsetAt(first, zone) * 60_000;
}

/** A fixed-time job (no `*` or step in second, minute and hour) runs once across a DST change; others follow the clock. Vixie cron's rule, and croner's `no-wildcard`. */
export function isFixedTime(cron: ParsedCron): boolean {
  return cron.fields
    .filter((f) => f.name === 'second' || f.name === 'minute' || f.name === 'hour')
    .every((f) => !f.text.includes('*') && !f.text.includes('/'));
}

const hm = (minutesOfDay: number) => `${pad(Math.floor(minutesOfDay / 60) % 24)}:${pad(minutesOfDay % 60)}`;

/** The instant the zone's offset changes between `a` and `b` (to the minute), or null when it does not. */
function transitionBetween(a: number, b: number, zone: string): number | null {
  if (offsetAt(a, zone) === offsetAt(b, zone)) return null;
  let lo = a;
  let hi = b;
  while (hi - lo > 60_000) {
    const mid = Math.floor((lo + hi) / 2 / 60_000) * 60_000;
    if (mid <= lo) break;
    if (offsetAt(mid, zone) === offsetAt(a, zone)) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * What daylight saving time does to a run: it was moved out of a gap (a fixed-time job runs at the
 * first minute after it), it is one of two occurrences of a repeated time, or times of an interval
 * job in a gap before it were skipped.
 */
function dstNote(cron: ParsedCron, zone: string, ms: number, previous: number, fixed: boolean): string | null {
  const wall = wallOf(ms, zone);
  const date = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  const change = transitionBetween(Math.max(previous, ms - 26 * 3600_000), ms, zone);
  const offset = offsetAt(ms, zone);
  if (!matchesTime(cron, wall) && change !== null) {
    const before = offsetAt(change - 60_000, zone);
    const from = hm(Math.round((change / 60_000 + before) % 1440));
    const to = hm(Math.round((change / 60_000 + offset) % 1440));
    const start = Math.round(change / 60_000 + before);
    const missing: string[] = [];
    for (let m = start; m < Math.round(change / 60_000 + offset) && missing.length < 4; m++) {
      const minuteOfDay = ((m % 1440) + 1440) % 1440;
      if (matchesTime(cron, { hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60, second: 0 }))
        missing.push(hm(minuteOfDay));
    }
    const what = missing.length > 0 ? missing.join(', ') : 'the scheduled time';
    return `DST gap: ${what} does not exist on ${date} (clocks jump from ${from} to ${to}); croner, like Vixie cron, runs a fixed-time job at the first minute after the gap, ${to}`;
  }
  // the same wall time an offset-change away: the time occurs twice
  for (const shift of [-1, 1]) {
    const other = ms + shift * 3600_000 * 24;
    const otherOffset = offsetAt(other, zone);
    if (otherOffset === offset) continue;
    const twin = ms + (offset - otherOffset) * 60_000;
    if (twin === ms) continue;
    const tw = wallOf(twin, zone);
    if (tw.hour === wall.hour && tw.minute === wall.minute && tw.day === wall.day && offsetAt(twin, zone) !== offset) {
      const first = twin > ms;
      const time = `${pad(wall.hour)}:${pad(wall.minute)}`;
      return fixed
        ? `DST overlap: ${time} occurs twice on ${date}; a fixed-time job runs once, at the first (${offsetText(offset)})`
        : `DST overlap: ${time} occurs twice on ${date}; a job with a wildcard or step runs at both — this is the ${first ? 'first' : 'second'} (${offsetText(offset)})`;
    }
  }
  if (!fixed && change !== null && offsetAt(change, zone) > offsetAt(change - 60_000, zone)) {
    // an interval job: times that fell in the gap were skipped
    const before = offsetAt(change - 60_000, zone);
    const gapStart = Math.round(change / 60_000 + before);
    const gapEnd = Math.round(change / 60_000 + offsetAt(change, zone));
    const gw = wallOf(change, zone);
    const skipped: string[] = [];
    for (let m = gapStart; m < gapEnd && skipped.length < 4; m++) {
      const minuteOfDay = ((m % 1440) + 1440) % 1440;
      const w = { ...gw, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60, second: 0 };
      if (matchesWall(cron, w)) skipped.push(hm(minuteOfDay));
    }
    if (skipped.length > 0)
      return `DST gap: ${skipped.join(', ')} on ${gw.year}-${pad(gw.month)}-${pad(gw.day)} do${skipped.length === 1 ? 'es' : ''} not exist and ${skipped.length === 1 ? 'is' : 'are'} skipped (a job with a wildcard or step follows the clock)`;
  }
  return null;
}

function warningsOf(cron: ParsedCron): string[] {
  const out: string[] = [];
  const dom = cron.fields.find((f) => f.name === 'day-of-month');
  const dow = cron.fields.find((f) => f.name === 'day-of-week');
  const unixLike = cron.dialect === 'unix' || cron.dialect === 'seconds' || cron.dialect === 'k8s';
  if (unixLike && restricts(dom) && restricts(dow))
    out.push(
      `Both day-of-month (${dom?.text}) and day-of-week (${dow?.text}) are restricted: cron runs on a day that matches EITHER of them, not both. Quartz and AWS forbid this: one of them must be "?".`,
    );
  const starred = [dom, dow].find((f) => f && f.text.startsWith('*') && f.text !== '*');
  if (unixLike && restricts(dom) && restricts(dow) && starred)
    out.push(
      `${starred.name} "${starred.text}" starts with "*": Vixie cron and cronie then treat it as unrestricted and require BOTH day fields to match, while croner (whose runs are listed here) ORs them as written.`,
    );
  if (dow && cron.dialect !== 'quartz' && cron.dialect !== 'aws' && /(^|[^\d])7($|[^\d])/.test(dow.text))
    out.push('Day-of-week 7 is Sunday, as 0 is.');
  if (cron.dialect === 'aws') out.push('EventBridge rules run in UTC; EventBridge Scheduler takes a time zone.');
  return out;
}

/**
 * croner, set up as every dialect needs: the pattern numbers day-of-week from Sunday = 0, Unix cron
 * ORs the two day fields, and a fixed-time job runs once across a DST change. Should croner refuse a
 * pattern our parser accepted, the visitor reads which field it is, not croner's own message.
 */
function cronerJob(cron: ParsedCron, zone: string): { ok: true; job: Cron } | { ok: false; refusal: CronResult } {
  const make = (pattern: string) =>
    new Cron(pattern, {
      timezone: zone,
      mode: '6-or-7-parts',
      alternativeWeekdays: false,
      domAndDow: false,
      fixedTimeRule: 'no-wildcard',
      paused: true,
    });
  try {
    return { ok: true, job: make(cron.cronerPattern) };
  } catch {
    const dialect = DIALECT_NAMES[cron.dialect];
    const field = cron.fields.find((f) => {
      try {
        make(cronerPatternOf(cron.fields, f.name));
        return true;
      } catch {
        return false;
      }
    });
    if (!field)
      return {
        ok: false,
        refusal: {
          ok: false,
          title: MESSAGES.failed,
          message: `This is valid ${dialect} syntax, but croner, which computes the next runs, cannot read it`,
        },
      };
    return {
      ok: false,
      refusal: {
        ok: false,
        title: MESSAGES.failed,
        message: `${field.name} "${field.text}" is valid ${dialect} syntax, but croner, which computes the next runs, cannot read it`,
        offset: field.offset,
        column: field.offset + 1,
      },
    };
  }
}

/** What the output says when fewer runs than asked for were found, and why. */
function shortfallText(ended: SearchEnd, found: number, lastYear: number | null): string {
  const only = `Only ${found} run${found === 1 ? '' : 's'}`;
  switch (ended) {
    case 'year':
      return found === 0
        ? `Never runs: no time matches it before the end of ${lastYear}.`
        : `${only} before the end of ${lastYear}.`;
    case 'cycle':
      return found === 0
        ? `Never runs: no date matches it in ${CYCLE_YEARS} years, a full cycle of the calendar's weekdays and leap years.`
        : `${only}: no other follows within ${CYCLE_YEARS} years, a full cycle of the calendar's weekdays and leap years.`;
    case 'croner':
      return `${found === 0 ? 'No run' : only} before the year 3000, where the search ends.`;
  }
}

/** Explains an expression and lists its next runs, with what daylight saving time does to them. */
export function explainCron(request: CronRequest, now = Date.now()): CronResult {
  const { input, count } = request;
  if (input.trim() === '') return { ok: false, title: MESSAGES.invalid, message: MESSAGES.empty };
  const parsed = parseCron(input, request.dialect);
  if (!parsed.ok) {
    const { message, offset } = parsed.error;
    return { ok: false, title: MESSAGES.invalid, message, offset, column: offset + 1 };
  }
  const cron = parsed.cron;
  const zone = cron.zone ?? (request.zone.trim() || 'UTC');
  if (!isTimeZone(zone)) {
    const message = `"${zone}" is not an IANA time zone this browser knows (for example Europe/Berlin or America/New_York)`;
    if (cron.zone === null) return { ok: false, title: MESSAGES.badZone, message, field: 'zone' };
    // a CRON_TZ= prefix's zone is in the expression, right after the '='
    const offset = input.indexOf('=') + 1;
    return { ok: false, title: MESSAGES.badZone, message, offset, column: offset + 1 };
  }
  const fromMs = parseFrom(request.from, zone, now);
  if (fromMs === null)
    return {
      ok: false,
      field: 'from',
      title: MESSAGES.badFrom,
      message: `"${request.from}" is not a date and time: write 2026-03-08T01:00, with Z or an offset such as +02:00 for an exact instant`,
    };
  const base = { dialect: cron.dialect, detected: request.dialect === 'auto', zone, fromMs, macro: cron.macro };
  if (cron.fields.length === 0) {
    // @reboot: a job cron starts at boot, with no time of its own
    const said = `No next runs: ${cron.macro?.name ?? 'this'} runs at boot, not on a schedule.`;
    return {
      ok: true,
      output: said,
      details: {
        ...base,
        sentence: 'Once each time cron starts (at system boot), not on a schedule',
        fields: [],
        warnings: [],
        runs: [],
        shortfall: null,
        hasSeconds: false,
      },
    };
  }
  const job = cronerJob(cron, zone);
  if (!job.ok) return job.refusal;
  const { runs, shortfall } = searchRuns(cron, job.job, zone, fromMs, count);
  let sentence: string | null = null;
  try {
    sentence = cronstrue.toString(cron.describePattern, {
      use24HourTimeFormat: true,
      dayOfWeekStartIndexZero: !(cron.dialect === 'quartz' || cron.dialect === 'aws'),
      verbose: false,
    });
  } catch {
    sentence = null;
  }
  const lines = runs.map((r) => (r.note ? `${r.text}  — ${r.note}` : r.text));
  if (shortfall) lines.push(shortfall);
  return {
    ok: true,
    output: lines.join('\n'),
    details: {
      ...base,
      sentence,
      fields: cron.fields.map(explainField),
      warnings: warningsOf(cron),
      runs,
      shortfall,
      hasSeconds: cron.fields.some((f) => f.name === 'second'),
    },
  };
}

/**
 * The next `count` runs from `fromMs`, one croner step at a time. Each step is bounded: by the
 * expression's last year, or else by a whole calendar cycle after the run before it, so a sparse
 * schedule (February 29) lists every run asked for and one that never fires ends at the first step.
 */
function searchRuns(
  cron: ParsedCron,
  job: Cron,
  zone: string,
  fromMs: number,
  count: number,
): { runs: Run[]; shortfall: string | null } {
  const fixed = isFixedTime(cron);
  const hasSeconds = cron.fields.some((f) => f.name === 'second');
  const yearField = cron.fields.find((f) => f.name === 'year');
  const lastYear = yearField && !yearField.any ? Math.max(...yearField.values) : null;
  const yearStop = lastYear === null ? Number.POSITIVE_INFINITY : Date.UTC(lastYear + 1, 0, 2);
  const runs: Run[] = [];
  let previous = fromMs;
  let cursor: Date | null = new Date(fromMs);
  let ended: SearchEnd | null = null;
  while (runs.length < count) {
    cursor = job.nextRun(cursor);
    if (!cursor) {
      ended = lastYear !== null ? 'year' : previous + CYCLE_MS < CRONER_END ? 'cycle' : 'croner';
      break;
    }
    const ms = cursor.getTime();
    if (ms >= yearStop) {
      ended = 'year';
      break;
    }
    if (ms - previous > CYCLE_MS) {
      ended = 'cycle';
      break;
    }
    if (!cron.cronerExact && !matchesDate(cron, wallOf(ms, zone))) {
      // croner was given more days than the expression allows (L-3): go on from the next day
      cursor = new Date(nextDayStart(ms, zone) - 1000);
      continue;
    }
    runs.push({ ms, text: wallText(ms, zone, hasSeconds), note: dstNote(cron, zone, ms, previous, fixed) });
    previous = ms;
  }
  return { runs, shortfall: ended === null ? null : shortfallText(ended, runs.length, lastYear) };
}

export { DIALECT_NAMES };
