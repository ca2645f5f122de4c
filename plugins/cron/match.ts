import type { Wall } from '@/lib/timeZone';
import type { Field, FieldName, ParsedCron, Special } from './parse';

/** Days in a month of a year (Gregorian). */
export function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const weekdayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** Whether a special day (L, 15W, 6#3, 5L…) falls on this date. */
function specialMatches(special: Special, { year, month, day }: Wall): boolean {
  const last = daysIn(year, month);
  const wd = weekdayOf(year, month, day);
  switch (special.kind) {
    case 'last-day':
      return day === last - special.offset;
    case 'last-weekday-of-month': {
      let d = last;
      while (weekdayOf(year, month, d) === 0 || weekdayOf(year, month, d) === 6) d--;
      return day === d;
    }
    case 'nearest-weekday': {
      // Quartz: the weekday nearest the given day, never crossing into another month
      const target = special.day;
      if (target > last) return false;
      const t = weekdayOf(year, month, target);
      let d = target;
      if (t === 6) d = target === 1 ? 3 : target - 1;
      else if (t === 0) d = target === last ? target - 2 : target + 1;
      return day === d;
    }
    case 'nth-weekday':
      return wd === special.weekday && Math.ceil(day / 7) === special.nth;
    case 'last-weekday':
      return wd === special.weekday && day + 7 > last;
  }
}

function fieldMatches(field: Field, value: number, wall: Wall): boolean {
  return field.values.has(value) || field.specials.some((s) => specialMatches(s, wall));
}

/** True when a day field limits the days: Unix cron ORs day-of-month and day-of-week when both do (man 5 crontab). */
export const restricts = (field: Field | undefined) => field !== undefined && !field.any;

/**
 * Whether a wall-clock time matches the expression, by its own fields alone. Day-of-month and
 * day-of-week: when both are restricted either may match (Unix; Quartz and AWS forbid it with `?`).
 */
export function matchesWall(cron: ParsedCron, wall: Wall): boolean {
  return matchesTime(cron, wall) && matchesDate(cron, wall);
}

/** Whether the date (year, month, day, weekday) matches, whatever the time of day. */
export function matchesDate(cron: ParsedCron, wall: Wall): boolean {
  const get = (name: FieldName) => cron.fields.find((f) => f.name === name);
  const check = (name: FieldName, value: number) => {
    const field = get(name);
    return field === undefined || fieldMatches(field, value, wall);
  };
  if (!check('month', wall.month) || !check('year', wall.year)) return false;
  const dom = get('day-of-month');
  const dow = get('day-of-week');
  const domOk = dom === undefined || (wall.day <= daysIn(wall.year, wall.month) && fieldMatches(dom, wall.day, wall));
  const dowOk = dow === undefined || fieldMatches(dow, wall.weekday, wall);
  if (restricts(dom) && restricts(dow)) return domOk || dowOk;
  return domOk && dowOk;
}

/** Whether the time of day (second, minute, hour) matches, whatever the date. */
export function matchesTime(cron: ParsedCron, wall: Pick<Wall, 'hour' | 'minute' | 'second'>): boolean {
  const ok = (name: FieldName, v: number) => {
    const f = cron.fields.find((x) => x.name === name);
    return f === undefined ? name !== 'second' || v === 0 : f.values.has(v);
  };
  return ok('second', wall.second) && ok('minute', wall.minute) && ok('hour', wall.hour);
}
