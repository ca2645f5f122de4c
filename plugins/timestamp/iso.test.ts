import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertTimestamp, formatRfc7231, formatVariants, parseIsoInstant } from './logic';

const T = Date.UTC(2024, 1, 29, 12, 34, 56);

describe('an ISO date in the Unix field', () => {
  it.each([
    ['2024-02-29T12:34:56Z', T],
    ['2024-02-29T12:34:56.000Z', T],
    ['2024-02-29 12:34:56z', T],
    ['2024-02-29T18:04:56+05:30', T],
    ['2024-02-29T07:34:56-0500', T],
    ['2024-02-29T12:34:56.123456Z', T + 123],
    ['  2024-02-29T12:34Z ', T - 56_000],
  ])('%j with an offset is that instant', (text, ms) => {
    expect(parseIsoInstant(text, 'Asia/Tokyo')).toBe(ms);
  });

  it('without an offset is read in the chosen zone', () => {
    expect(parseIsoInstant('2024-02-29T12:34:56', 'UTC')).toBe(T);
    expect(parseIsoInstant('2024-02-29 21:34:56', 'Asia/Tokyo')).toBe(T);
    expect(parseIsoInstant('2024-02-29', 'UTC')).toBe(Date.UTC(2024, 1, 29));
  });

  it.each([
    '2024-02-30',
    '2023-02-29T00:00:00Z',
    '2024-13-01',
    '29/02/2024',
    'yesterday',
    '1709210096',
    '2024-02-29T25:00Z',
    '',
  ])('%j is not an ISO date', (text) => {
    expect(parseIsoInstant(text, 'UTC')).toBeNull();
  });

  it('converts instead of refusing, and says so', () => {
    const r = convertTimestamp('2024-02-29T12:34:56Z', { timeZone: 'UTC', now: T });
    expect(r).toMatchObject({ ok: true, fromIso: true, seconds: T / 1000, ms: T, isoUtc: '2024-02-29T12:34:56.000Z' });
    expect(convertTimestamp('1709210096', { timeZone: 'UTC' })).not.toHaveProperty('fromIso');
    expect(convertTimestamp('not a date', { timeZone: 'UTC' })).toEqual({ ok: false, error: 'Invalid timestamp' });
  });

  it('round trip: the ISO 8601 (UTC) text of any instant converts back to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(0, 0, 1), max: Date.UTC(9999, 11, 31) }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(parseIsoInstant(iso, 'America/New_York')).toBe(ms);
      }),
    );
  });
});

describe('every format at once', () => {
  it('lists the chosen format first, then ISO 8601, RFC 7231, Unix seconds and ms, and relative', () => {
    const v = formatVariants(T, {
      format: 'YYYY-MM-DD HH:mm:ss',
      custom: '',
      timeZone: 'Asia/Kolkata',
      now: T + 3 * 86400_000,
    });
    expect(v).toEqual([
      { label: 'YYYY-MM-DD HH:mm:ss', value: '2024-02-29 18:04:56', chosen: true },
      { label: 'ISO 8601', value: '2024-02-29T18:04:56.000+05:30' },
      { label: 'ISO 8601 (UTC)', value: '2024-02-29T12:34:56.000Z' },
      { label: 'RFC 7231 (HTTP)', value: 'Thu, 29 Feb 2024 12:34:56 GMT' },
      { label: 'Unix seconds', value: '1709210096' },
      { label: 'Unix milliseconds', value: '1709210096000' },
      { label: 'Relative', value: '3 days ago', copy: false },
    ]);
  });

  it('names a custom format by its pattern and does not repeat ISO 8601', () => {
    expect(formatVariants(T, { format: 'Custom', custom: 'DD.MM.YYYY', timeZone: 'UTC', now: null })[0]).toEqual({
      label: 'Custom (DD.MM.YYYY)',
      value: '29.02.2024',
      chosen: true,
    });
    const iso = formatVariants(T, { format: 'ISO 8601', custom: '', timeZone: 'UTC', now: null });
    expect(iso.filter((x) => x.label === 'ISO 8601')).toHaveLength(1);
    expect(iso.some((x) => x.label === 'Relative')).toBe(false);
  });

  it('RFC 7231 only for years 0–9999', () => {
    expect(formatRfc7231(Date.UTC(10000, 0, 1))).toBeNull();
    expect(formatRfc7231(0)).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
  });
});
