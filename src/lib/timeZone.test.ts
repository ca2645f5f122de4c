import { describe, expect, it } from 'vitest';
import { isTimeZone, offsetAt, offsetText, wallOf, wallText } from './timeZone';

/**
 * Each row: a zone, an instant (ms), and what python3's zoneinfo makes of it:
 * `t.astimezone(ZoneInfo(zone))` printed with strftime('%a %Y-%m-%d %H:%M:%S'), its ISO offset and
 * utcoffset() in minutes (tzdata of the python3 on Debian 12).
 */
const ZONEINFO: [string, number, string, string, number][] = [
  ['America/New_York', 1768478400000, 'Thu 2026-01-15 07:00:00', '-05:00', -300],
  ['Asia/Kolkata', 1768478400000, 'Thu 2026-01-15 17:30:00', '+05:30', 330],
  ['Asia/Kathmandu', 1782864000000, 'Wed 2026-07-01 05:45:00', '+05:45', 345],
  ['Australia/Lord_Howe', 1768478400000, 'Thu 2026-01-15 23:00:00', '+11:00', 660],
  ['America/New_York', 1772965815000, 'Sun 2026-03-08 06:30:15', '-04:00', -240],
  ['Europe/Berlin', 1792889999000, 'Sun 2026-10-25 02:59:59', '+02:00', 120],
  ['Europe/Berlin', 1792890000000, 'Sun 2026-10-25 02:00:00', '+01:00', 60],
  ['Pacific/Chatham', 1767225600000, 'Thu 2026-01-01 13:45:00', '+13:45', 825],
];

describe('time zones as python3 zoneinfo reads them', () => {
  it.each(ZONEINFO)('%s at %i is %s %s', (zone, ms, wall, offset, minutes) => {
    expect(offsetAt(ms, zone)).toBe(minutes);
    expect(offsetText(minutes)).toBe(offset);
    expect(wallText(ms, zone, true)).toBe(`${wall} ${offset}`);
    expect(wallText(ms, zone)).toBe(`${wall.slice(0, -3)} ${offset}`);
  });

  it('reads the weekday with the date', () => {
    expect(wallOf(1772965815000, 'America/New_York')).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 6,
      minute: 30,
      second: 15,
      weekday: 0,
    });
  });

  it('knows the zones the browser knows, and no others', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
