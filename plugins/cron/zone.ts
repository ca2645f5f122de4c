/** The instants of wall-clock times in an IANA zone, for the schedule's search. */
import { offsetAt, wallOf, type Wall } from '@/lib/timeZone';

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
