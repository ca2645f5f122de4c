import type { TransformExample } from '@/ui/transform';
import type { Options } from './options';

/*
 * Expected runs computed independently of the code under test, with croniter 6.2.4 and zoneinfo:
 *
 *   from croniter import croniter
 *   from datetime import datetime
 *   from zoneinfo import ZoneInfo
 *   def runs(expr, zone, start, n):
 *       it = croniter(expr, datetime.fromisoformat(start).astimezone(ZoneInfo(zone)))
 *       return [it.get_next(datetime).isoformat() for _ in range(n)]
 *
 *   runs('30 2 * * *', 'America/New_York', '2026-03-07T12:00:00+00:00', 5)
 *   → 2026-03-08T03:00:00-04:00, 2026-03-09T02:30:00-04:00, 2026-03-10T02:30:00-04:00,
 *     2026-03-11T02:30:00-04:00, 2026-03-12T02:30:00-04:00
 *   runs('0 9 * * 1-5', 'Europe/Paris', '2026-03-27T00:00:00+00:00', 5)
 *   → 2026-03-27T09:00:00+01:00, 2026-03-30T09:00:00+02:00, 2026-03-31T09:00:00+02:00,
 *     2026-04-01T09:00:00+02:00, 2026-04-02T09:00:00+02:00
 *   runs('0 0 29 2 *', 'UTC', '2026-03-01T00:00:00+00:00', 5)
 *   → 2028-02-29T00:00:00+00:00, 2032-02-29T00:00:00+00:00, 2036-02-29T00:00:00+00:00,
 *     2040-02-29T00:00:00+00:00, 2044-02-29T00:00:00+00:00
 *
 * and with croniter 1.3.5 (Debian's python3-croniter, run as /usr/bin/python3), printing each run
 * with strftime('%a %Y-%m-%d %H:%M %z'):
 *
 *   runs('@weekly', 'UTC', '2026-03-07T12:00:00+00:00', 5)
 *   → Sun 2026-03-08 00:00 +0000, Sun 2026-03-15 00:00 +0000, Sun 2026-03-22 00:00 +0000,
 *     Sun 2026-03-29 00:00 +0000, Sun 2026-04-05 00:00 +0000
 *   runs('0 0 29 2 *', 'UTC', '2080-01-01T00:00:00+00:00', 10)   # 2100 is no leap year
 *   → Thu 2080-02-29, Tue 2084-02-29, Sun 2088-02-29, Fri 2092-02-29, Wed 2096-02-29,
 *     Fri 2104-02-29, Wed 2108-02-29, Mon 2112-02-29, Sat 2116-02-29, Thu 2120-02-29 (all 00:00 +0000)
 */
export const examples: readonly TransformExample<Options, 'explain'>[] = [
  {
    input: '30 2 * * *',
    options: { dialect: 'auto', zone: 'America/New_York', from: '2026-03-07T12:00Z', count: 5 },
    output: [
      'Sun 2026-03-08 03:00 -04:00  — DST gap: 02:30 does not exist on 2026-03-08 (clocks jump from 02:00 to 03:00); croner, like Vixie cron, runs a fixed-time job at the first minute after the gap, 03:00',
      'Mon 2026-03-09 02:30 -04:00',
      'Tue 2026-03-10 02:30 -04:00',
      'Wed 2026-03-11 02:30 -04:00',
      'Thu 2026-03-12 02:30 -04:00',
    ].join('\n'),
  },
  {
    input: 'CRON_TZ=Europe/Paris 0 9 * * MON-FRI',
    options: { dialect: 'auto', zone: 'UTC', from: '2026-03-27T00:00Z', count: 5 },
    output: [
      'Fri 2026-03-27 09:00 +01:00',
      'Mon 2026-03-30 09:00 +02:00',
      'Tue 2026-03-31 09:00 +02:00',
      'Wed 2026-04-01 09:00 +02:00',
      'Thu 2026-04-02 09:00 +02:00',
    ].join('\n'),
  },
  {
    input: '0 0 29 2 *',
    options: { dialect: 'unix', zone: 'UTC', from: '2026-03-01T00:00Z', count: 5 },
    output: [
      'Tue 2028-02-29 00:00 +00:00',
      'Sun 2032-02-29 00:00 +00:00',
      'Fri 2036-02-29 00:00 +00:00',
      'Wed 2040-02-29 00:00 +00:00',
      'Mon 2044-02-29 00:00 +00:00',
    ].join('\n'),
  },
  {
    input: '@weekly',
    options: { dialect: 'auto', zone: 'UTC', from: '2026-03-07T12:00Z', count: 5 },
    output: [
      'Sun 2026-03-08 00:00 +00:00',
      'Sun 2026-03-15 00:00 +00:00',
      'Sun 2026-03-22 00:00 +00:00',
      'Sun 2026-03-29 00:00 +00:00',
      'Sun 2026-04-05 00:00 +00:00',
    ].join('\n'),
  },
  {
    input: '0 0 29 2 *',
    options: { dialect: 'unix', zone: 'UTC', from: '2080-01-01T00:00Z', count: 10 },
    output: [
      'Thu 2080-02-29 00:00 +00:00',
      'Tue 2084-02-29 00:00 +00:00',
      'Sun 2088-02-29 00:00 +00:00',
      'Fri 2092-02-29 00:00 +00:00',
      'Wed 2096-02-29 00:00 +00:00',
      'Fri 2104-02-29 00:00 +00:00',
      'Wed 2108-02-29 00:00 +00:00',
      'Mon 2112-02-29 00:00 +00:00',
      'Sat 2116-02-29 00:00 +00:00',
      'Thu 2120-02-29 00:00 +00:00',
    ].join('\n'),
  },
];
