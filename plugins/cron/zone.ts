/** Wall-clock times in an IANA zone, read with Intl (the zone data the browser ships). */

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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
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
    formatters.set(zone, f);
  }
  return f;
}

/** True for a zone name this browser knows. */
export function isZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time of instant `ms` in `zone`. */
export function wallOf(ms: number, zone: string): Wall {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(ms)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const { year, month, day, hour, minute, second } = parts;
  return { year, month, day, hour, minute, second, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** The zone's offset from UTC at instant `ms`, in minutes (New York in winter: -300). */
export function offsetAt(ms: number, zone: string): number {
  const w = wallOf(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** `+05:30`, `-04:00`, `Z`-free: the offset as ISO 8601 writes it. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The instant of a wall-clock time in `zone`: the earlier one when the time occurs twice, null when it does not exist. */
export function instantOf(wall: Omit<Wall, 'weekday'>, zone: string): number | null {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const found: number[] = [];
  for (const probe of [guess - 14 * 3600_000, guess, guess + 14 * 3600_000]) {
    const t = guess - offsetAt(probe, zone) * 60_000;
    const w = wallOf(t, zone);
    if (
      w.year === wall.year &&
      w.month === wall.month &&
      w.day === wall.day &&
      w.hour === wall.hour &&
      w.minute === wall.minute &&
      w.second === wall.second
    )
      found.push(t);
  }
  return found.length === 0 ? null : Math.min(...found);
}

/** The first instant of the day after the one `ms` falls on, in `zone`. */
export function nextDayStart(ms: number, zone: string): number {
  const w = wallOf(ms, zone);
  const next = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  const midnight = instantOf(
    {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    },
    zone,
  );
  // where clocks jump forward at midnight (America/Santiago) the day starts when the jump ends, an
  // instant whose wall time is midnight at the offset in force before it
  return midnight ?? next.getTime() - offsetAt(ms, zone) * 60_000;
}

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
