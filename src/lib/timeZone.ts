/**
 * Wall-clock times in IANA time zones, read with Intl (the zone data the browser ships), and the
 * way the site writes them: offsets as ISO 8601 writes them (+05:30), times as `Sun 2026-03-08
 * 02:30 +01:00`. Years before 1 CE and just outside the range of Date are read too.
 */

/** A wall-clock time: the calendar date and time of day a clock in the zone shows. */
export interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday */
  weekday: number;
}

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (making one costs far more than using it): 24-hour, with the era for BCE years. */
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True for an IANA zone name this browser knows ('UTC' among them). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The browser's own IANA zone name (e.g. 'Europe/Berlin'). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** 'local' stands for the browser's own zone where a picker offers it. */
export const LOCAL_ZONE = 'local';

/** What a zone is called: its IANA name, or 'Local time (Asia/Tokyo)' for the browser's own zone. */
export function zoneName(zone: string, localName: string | null): string {
  if (zone !== LOCAL_ZONE) return zone;
  return localName ? `Local time (${localName})` : 'Local time';
}

/** 400 Gregorian years: the calendar repeats exactly. */
export const CYCLE_MS = 146097 * 86400000;

/** UTC milliseconds of calendar fields, also just outside the Date range (shifted by 400-year cycles). */
export function utcOf(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): number {
  const shift = year < -270000 ? 400 : year > 270000 ? -400 : 0;
  const d = new Date(0);
  d.setUTCFullYear(year + shift, month - 1, day);
  d.setUTCHours(hour, minute, second, millisecond);
  return d.getTime() - (shift / 400) * CYCLE_MS;
}

/** The wall-clock time of instant `ms` in `zone`. */
export function wallOf(ms: number, zone: string): Wall {
  const parts: Record<string, number> = {};
  let bce = false;
  for (const p of formatter(zone).formatToParts(ms)) {
    if (p.type === 'era') bce = p.value === 'BC';
    else if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const { month, day, hour, minute, second } = parts;
  const year = bce ? 1 - parts.year : parts.year;
  const weekday = (((Math.floor(utcOf(year, month, day) / 86400000) + 4) % 7) + 7) % 7;
  return { year, month, day, hour, minute, second, weekday };
}

/** The zone's offset from UTC at instant `ms`, in minutes, east positive (New York in winter: -300). */
export function offsetAt(ms: number, zone: string): number {
  const w = wallOf(ms, zone);
  const asUtc = utcOf(w.year, w.month, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** `+05:30`, `-04:00`, `+00:00`: an offset as ISO 8601 writes it. */
export function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `Sun 2026-03-08 02:30 +01:00` (with `:ss` when `seconds`): instant `ms` as a clock in `zone` shows it. */
export function wallText(ms: number, zone: string, seconds = false): string {
  const w = wallOf(ms, zone);
  const time = `${pad(w.hour)}:${pad(w.minute)}${seconds ? `:${pad(w.second)}` : ''}`;
  return `${DAY_NAMES[w.weekday]} ${w.year}-${pad(w.month)}-${pad(w.day)} ${time} ${offsetText(offsetAt(ms, zone))}`;
}
