import { defineExamples } from '@/lib/examples';
import { convertTimestamp, formatVariants, type FormatChoice } from './logic';

/**
 * Unix timestamps (and an ISO date pasted in their place) with a format and a zone, and every way the
 * Unix to DateTime tab writes the instant (label → value; the relative time, which depends on the
 * clock, is left out). Outputs from python3: `d = datetime.fromtimestamp(t, ZoneInfo(zone))`, then
 * `d.strftime(format)`, `d.isoformat(timespec='milliseconds')` (its '+00:00' is written 'Z' in UTC)
 * and `email.utils.format_datetime(d.astimezone(timezone.utc), usegmt=True)` for RFC 7231.
 */
export default defineExamples<
  { input: string; format: FormatChoice; timeZone: string },
  { unit: string; variants: Record<string, string> } | { error: string }
>({
  examples: [
    {
      name: 'Seconds in UTC',
      input: { input: '1709210096', format: 'YYYY-MM-DD HH:mm:ss', timeZone: 'UTC' },
      output: {
        unit: 'seconds',
        variants: {
          'YYYY-MM-DD HH:mm:ss': '2024-02-29 12:34:56',
          'ISO 8601': '2024-02-29T12:34:56.000Z',
          'ISO 8601 (UTC)': '2024-02-29T12:34:56.000Z',
          'RFC 7231 (HTTP)': 'Thu, 29 Feb 2024 12:34:56 GMT',
          'Unix seconds': '1709210096',
          'Unix milliseconds': '1709210096000',
        },
      },
    },
    {
      name: 'Milliseconds in New York',
      description: 'A value above 1e10 is read as milliseconds',
      input: { input: '1700000000123', format: 'MM/DD/YYYY HH:mm:ss', timeZone: 'America/New_York' },
      output: {
        unit: 'milliseconds',
        variants: {
          'MM/DD/YYYY HH:mm:ss': '11/14/2023 17:13:20',
          'ISO 8601': '2023-11-14T17:13:20.123-05:00',
          'ISO 8601 (UTC)': '2023-11-14T22:13:20.123Z',
          'RFC 7231 (HTTP)': 'Tue, 14 Nov 2023 22:13:20 GMT',
          'Unix seconds': '1700000000',
          'Unix milliseconds': '1700000000123',
        },
      },
    },
    {
      name: 'An ISO date with an offset',
      description: 'An ISO 8601 date pasted in place of a number is converted',
      input: { input: '2024-02-29T12:34:56+05:30', format: 'DD/MM/YYYY HH:mm:ss', timeZone: 'Asia/Kolkata' },
      output: {
        unit: 'milliseconds',
        variants: {
          'DD/MM/YYYY HH:mm:ss': '29/02/2024 12:34:56',
          'ISO 8601': '2024-02-29T12:34:56.000+05:30',
          'ISO 8601 (UTC)': '2024-02-29T07:04:56.000Z',
          'RFC 7231 (HTTP)': 'Thu, 29 Feb 2024 07:04:56 GMT',
          'Unix seconds': '1709190296',
          'Unix milliseconds': '1709190296000',
        },
      },
    },
    {
      name: 'One second before the epoch',
      input: { input: '-1', format: 'ISO 8601', timeZone: 'UTC' },
      output: {
        unit: 'seconds',
        variants: {
          'ISO 8601': '1969-12-31T23:59:59.000Z',
          'ISO 8601 (UTC)': '1969-12-31T23:59:59.000Z',
          'RFC 7231 (HTTP)': 'Wed, 31 Dec 1969 23:59:59 GMT',
          'Unix seconds': '-1',
          'Unix milliseconds': '-1000',
        },
      },
    },
  ],
  run: ({ input, format, timeZone }) => {
    const r = convertTimestamp(input, { format, timeZone, now: 0 });
    if (!r.ok) return { error: 'error' in r ? r.error : '' };
    const variants = formatVariants(r.ms, { format, custom: '', timeZone, now: null });
    return { unit: r.unit, variants: Object.fromEntries(variants.map((v) => [v.label, v.value])) };
  },
});
