import fc from 'fast-check';
import {
  FORMAT_CHOICES,
  MESSAGES,
  applyCustomFormat,
  convertDate,
  convertTimestamp,
  currentTime,
  daysInMonth,
  fieldsInZone,
  formatInstant,
  formatYear,
  isValidTimeZone,
  parsePinnedZones,
  parseTimestamp,
  parseWallTime,
  relativeTime,
  showsCustomInput,
  timeZoneOffsetMinutes,
  wallTimeToInstant,
} from './logic';

const T = 1709210096; // 2024-02-29T12:34:56Z

describe('format choices', () => {
  it('Custom comes last and is the only choice that shows the custom format input', () => {
    expect(FORMAT_CHOICES.at(-1)).toBe('Custom');
    expect(FORMAT_CHOICES.filter(showsCustomInput)).toEqual(['Custom']);
  });
});

describe('parseTimestamp', () => {
  it('reads seconds', () => {
    expect(parseTimestamp(String(T))).toEqual({ ok: true, value: { ms: T * 1000, unit: 'seconds' } });
    expect(parseTimestamp(' 0 ')).toEqual({ ok: true, value: { ms: 0, unit: 'seconds' } });
    expect(parseTimestamp('-86400')).toEqual({ ok: true, value: { ms: -86400000, unit: 'seconds' } });
    expect(parseTimestamp('1.5')).toEqual({ ok: true, value: { ms: 1500, unit: 'seconds' } });
  });
  it('values above 1e10 are milliseconds; 1e10 itself is seconds', () => {
    expect(parseTimestamp(String(T * 1000))).toEqual({ ok: true, value: { ms: T * 1000, unit: 'milliseconds' } });
    expect(parseTimestamp('10000000000')).toEqual({ ok: true, value: { ms: 1e13, unit: 'seconds' } });
    expect(parseTimestamp('10000000001')).toEqual({ ok: true, value: { ms: 10000000001, unit: 'milliseconds' } });
  });
  it.each(['12abc', 'abc', '0x10', '1 2', 'Infinity', 'NaN', '--1', '1e', '.', '12.3.4', '１２'])(
    '%j is Invalid timestamp (never partly parsed)',
    (s) => {
      expect(parseTimestamp(s)).toEqual({ ok: false, error: 'Invalid timestamp' });
    },
  );
  it('out-of-range values give a clear message, never "Invalid Date"', () => {
    for (const s of ['1e20', '-1e20', '9'.repeat(400), '8640000000000001']) {
      const r = parseTimestamp(s);
      expect(r).toEqual({ ok: false, error: MESSAGES.outOfRange });
    }
    expect(MESSAGES.outOfRange).not.toMatch(/Invalid Date/);
    expect(parseTimestamp('8640000000000000').ok).toBe(true);
  });
  it('property: every integer string up to 1e10 is seconds, above is milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e12, max: 8.64e15 }), (n) => {
        const r = parseTimestamp(String(n));
        if (!r.ok) return false;
        return n > 1e10
          ? r.value.ms === n && r.value.unit === 'milliseconds'
          : r.value.ms === n * 1000 && r.value.unit === 'seconds';
      }),
    );
  });
  it('property: a number followed by letters is never accepted', () => {
    fc.assert(
      fc.property(fc.nat(), fc.stringMatching(/^[a-df-zA-DF-Z]+$/), (n, tail) => !parseTimestamp(`${n}${tail}`).ok),
    );
  });
});

describe('convertTimestamp', () => {
  it('formats each preset in UTC', () => {
    const f = (format: (typeof FORMAT_CHOICES)[number]) => {
      const r = convertTimestamp(String(T), { format, timeZone: 'UTC' });
      return r.ok ? r.text : r;
    };
    expect(f('YYYY-MM-DD HH:mm:ss')).toBe('2024-02-29 12:34:56');
    expect(f('MM/DD/YYYY HH:mm:ss')).toBe('02/29/2024 12:34:56');
    expect(f('DD/MM/YYYY HH:mm:ss')).toBe('29/02/2024 12:34:56');
    expect(f('ISO 8601')).toBe('2024-02-29T12:34:56.000Z');
  });
  it('custom tokens YYYY MM DD HH mm ss, literals in brackets', () => {
    const r = convertTimestamp(String(T), { format: 'Custom', custom: 'DD.MM.YYYY [at] HH:mm (ss)', timeZone: 'UTC' });
    expect(r).toMatchObject({ ok: true, text: '29.02.2024 at 12:34 (56)' });
    expect(convertTimestamp(String(T), { format: 'Custom', custom: 'YYYYMMDDHHmmss', timeZone: 'UTC' })).toMatchObject({
      text: '20240229123456',
    });
  });
  it('milliseconds input gives the same date', () => {
    const a = convertTimestamp(String(T), { timeZone: 'UTC' });
    const b = convertTimestamp(String(T * 1000), { timeZone: 'UTC' });
    expect(a.ok && b.ok && a.text === b.text).toBe(true);
    expect(b).toMatchObject({ unit: 'milliseconds', seconds: T });
  });
  it('IANA zones with DST and offsets in ISO 8601', () => {
    expect(convertTimestamp(String(T), { timeZone: 'America/New_York' })).toMatchObject({
      text: '2024-02-29 07:34:56',
    });
    expect(convertTimestamp(String(T), { timeZone: 'Asia/Kolkata', format: 'ISO 8601' })).toMatchObject({
      text: '2024-02-29T18:04:56.000+05:30',
    });
    // summer time in New York
    expect(convertTimestamp('1720000000', { timeZone: 'America/New_York', format: 'ISO 8601' })).toMatchObject({
      text: '2024-07-03T05:46:40.000-04:00',
    });
  });
  it('local zone agrees with Date', () => {
    const d = new Date(T * 1000);
    const want = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}:${String(d.getSeconds()).padStart(2, '0')}`;
    expect(convertTimestamp(String(T))).toMatchObject({ text: want });
  });
  it('errors', () => {
    expect(convertTimestamp('12abc')).toEqual({ ok: false, error: 'Invalid timestamp' });
    expect(convertTimestamp('1e20')).toEqual({ ok: false, error: MESSAGES.outOfRange });
    expect(convertTimestamp('100', { timeZone: 'Mars/Olympus' })).toEqual({
      ok: false,
      error: 'Error converting timestamp',
    });
    expect(convertTimestamp('  ')).toEqual({ ok: false, empty: true });
  });
  it('extreme dates format without "Invalid Date"', () => {
    const r = convertTimestamp('8640000000000000', { timeZone: 'UTC', format: 'ISO 8601' });
    expect(r).toMatchObject({ text: '+275760-09-13T00:00:00.000Z' });
    const n = convertTimestamp('-8640000000000', { timeZone: 'America/New_York', format: 'YYYY-MM-DD HH:mm:ss' });
    expect(n.ok).toBe(true);
    if (n.ok) expect(n.text).toMatch(/^-271821-04-19 /);
    expect(formatYear(5)).toBe('0005');
    expect(formatYear(-1)).toBe('-000001');
    expect(formatYear(12345)).toBe('+012345');
  });
  it('property: ISO 8601 in UTC equals Date.toISOString for years 0..9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: -62167219200000, max: 253402300799999 }), (ms) => {
        expect(formatInstant(ms, 'ISO 8601', 'UTC')).toBe(new Date(ms).toISOString());
      }),
    );
  });
});

describe('time zones', () => {
  it('validates zone names', () => {
    expect(isValidTimeZone('local')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Nowhere/Land')).toBe(false);
  });
  it('keeps pinned zones once each, in order, without local and UTC (they always have a row)', () => {
    expect(parsePinnedZones('Asia/Tokyo, Mars/Olympus,Asia/Tokyo,UTC,local,,Europe/Berlin')).toEqual([
      'Asia/Tokyo',
      'Europe/Berlin',
    ]);
    expect(parsePinnedZones('')).toEqual([]);
  });
  it('offsets', () => {
    expect(timeZoneOffsetMinutes(T * 1000, 'Asia/Tokyo')).toBe(540);
    expect(timeZoneOffsetMinutes(T * 1000, 'Europe/London')).toBe(0);
    expect(timeZoneOffsetMinutes(1720000000000, 'Europe/London')).toBe(60);
    expect(timeZoneOffsetMinutes(T * 1000, 'local')).toBe(-new Date(T * 1000).getTimezoneOffset());
  });
  it('property: fields in a zone and back give the same instant (whole seconds)', () => {
    const zones = [
      'UTC',
      'local',
      'America/New_York',
      'Europe/Berlin',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Apia',
    ];
    fc.assert(
      fc.property(fc.integer({ min: -2e9, max: 4e9 }), fc.constantFrom(...zones), (s, tz) => {
        const f = fieldsInZone(s * 1000, tz);
        const back = wallTimeToInstant({ ...f, millisecond: 0 }, tz);
        // in a DST overlap the wall time names two instants; we return the earlier
        expect(back === s * 1000 || (back < s * 1000 && s * 1000 - back <= 3600000)).toBe(true);
        expect(fieldsInZone(back, tz)).toMatchObject({
          year: f.year,
          month: f.month,
          day: f.day,
          hour: f.hour,
          minute: f.minute,
          second: f.second,
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('convertDate', () => {
  it('needs a date; time defaults to 00:00:00', () => {
    expect(convertDate('')).toEqual({ ok: false, error: MESSAGES.dateRequired });
    expect(convertDate('2024-02-29', '', 'UTC')).toMatchObject({ ok: true, seconds: 1709164800 });
    expect(convertDate('2024-02-29', '12:34:56', 'UTC')).toMatchObject({
      ok: true,
      seconds: T,
      milliseconds: T * 1000,
    });
    expect(convertDate('2024-02-29', '12:34', 'UTC')).toMatchObject({ seconds: T - 56 });
    expect(convertDate('2024-02-29 12:34:56', '', 'UTC')).toMatchObject({ seconds: T });
    expect(convertDate('2024-02-29T12:34', '', 'UTC')).toMatchObject({ seconds: T - 56 });
  });
  it('impossible dates are Invalid date, never rolled over', () => {
    for (const [d, t] of [
      ['2024-02-30', ''],
      ['2023-02-29', ''],
      ['1900-02-29', ''],
      ['2024-04-31', ''],
      ['2024-13-01', ''],
      ['2024-00-10', ''],
      ['2024-01-00', ''],
      ['2024-01-01', '24:00'],
      ['2024-01-01', '12:60'],
      ['2024-01-01', '12:00:60'],
      ['2024-1-1', ''],
      ['tomorrow', ''],
      ['2024-01-01x', ''],
      ['2024-01-01', '7pm'],
    ]) {
      expect(convertDate(d, t, 'UTC')).toEqual({ ok: false, error: 'Invalid date' });
    }
    expect(convertDate('2000-02-29', '', 'UTC').ok).toBe(true);
  });
  it('local and IANA zones', () => {
    expect(convertDate('2024-02-29', '12:34:56')).toMatchObject({
      milliseconds: new Date(2024, 1, 29, 12, 34, 56).getTime(),
    });
    expect(convertDate('2024-02-29', '07:34:56', 'America/New_York')).toMatchObject({ seconds: T });
    // DST gap: 02:30 does not exist in New York on 2024-03-10; it resolves to 03:30 EDT like browsers do
    expect(convertDate('2024-03-10', '02:30', 'America/New_York')).toMatchObject({
      isoUtc: '2024-03-10T07:30:00.000Z',
    });
    // DST overlap: 01:30 exists twice on 2024-11-03; the earlier (EDT) is chosen
    expect(convertDate('2024-11-03', '01:30', 'America/New_York')).toMatchObject({
      isoUtc: '2024-11-03T05:30:00.000Z',
    });
  });
  it('Error converting date for a bad zone or a date out of range', () => {
    expect(convertDate('2024-01-01', '', 'Nowhere/Land')).toEqual({ ok: false, error: 'Error converting date' });
    expect(convertDate('300000-01-01', '', 'UTC')).toEqual({ ok: false, error: 'Error converting date' });
  });
  it('property: every valid date round-trips through Unix and back', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString();
          const r = convertDate(iso.slice(0, 10), iso.slice(11, 19), 'UTC');
          expect(r).toMatchObject({ ok: true, seconds: Math.floor(d.getTime() / 1000) });
          const secs = Math.floor(d.getTime() / 1000);
          // seconds above 1e10 would be read as milliseconds, so those go in as milliseconds
          const back = convertTimestamp(String(secs <= 1e10 ? secs : secs * 1000), { timeZone: 'UTC' });
          expect(back).toMatchObject({ text: `${iso.slice(0, 10)} ${iso.slice(11, 19)}` });
        },
      ),
    );
  });
  it('property: parseWallTime accepts exactly the real calendar days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const s = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const probe = new Date(0);
          probe.setUTCFullYear(y, m - 1, d);
          const real = probe.getUTCDate() === d;
          expect(parseWallTime(s) !== undefined).toBe(real);
          expect(d <= daysInMonth(y, m)).toBe(real);
        },
      ),
    );
  });
});

describe('relativeTime', () => {
  const now = Date.UTC(2024, 5, 15, 12);
  it.each([
    [0, 'now'],
    [-30 * 1000, '30 seconds ago'],
    [-5 * 60000, '5 minutes ago'],
    [2 * 3600000, 'in 2 hours'],
    [-86400000, 'yesterday'],
    [-3 * 86400000, '3 days ago'],
    [-60 * 86400000, '2 months ago'],
    [3 * 365 * 86400000, 'in 3 years'],
  ])('%d ms → %s', (delta, text) => {
    expect(relativeTime(now + delta, now)).toBe(text);
  });
  it('is part of the conversion result', () => {
    expect(convertTimestamp(String(now / 1000 - 3 * 86400), { now })).toMatchObject({ relative: '3 days ago' });
  });
});

describe('currentTime', () => {
  it('gives seconds, ms and formatted text', () => {
    expect(currentTime(T * 1000 + 123, 'UTC')).toEqual({
      seconds: T,
      milliseconds: T * 1000 + 123,
      text: '2024-02-29 12:34:56',
      iso: '2024-02-29T12:34:56.123Z',
    });
  });
  it('applyCustomFormat leaves unknown text alone', () => {
    expect(applyCustomFormat(fieldsInZone(T * 1000, 'UTC'), 'Q YY M D h')).toBe('Q YY M D h');
  });
});
