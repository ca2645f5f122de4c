import { formatUtcOffset, listTimeZones, parsePinnedZones } from './logic';
import { ZONE_ABBREVIATIONS, ZONE_COUNTRIES } from './zoneData';
import { normalizeQuery, searchZones, zoneCity, zoneCountries } from './zoneSearch';

// the zones a browser offers (the same list the picker searches)
const ZONES = listTimeZones();
const find = (q: string, localName: string | null = null) => searchZones(q, ZONES, localName);

describe('the generated zone data (IANA tzdata)', () => {
  it('names the country of a zone as zone.tab and iso3166.tab do', () => {
    // zone.tab: "JP +353916+1394441 Asia/Tokyo", "DE +5230+01322 Europe/Berlin", "IN +2232+08822 Asia/Kolkata";
    // iso3166.tab: JP Japan, DE Germany, IN India, GB Britain (UK)
    expect(ZONE_COUNTRIES['Asia/Tokyo']).toEqual(['Japan']);
    expect(ZONE_COUNTRIES['Europe/Berlin']).toEqual(['Germany']);
    expect(ZONE_COUNTRIES['Asia/Kolkata']).toEqual(['India']);
    expect(ZONE_COUNTRIES['Europe/London']).toEqual(['Britain (UK)']);
  });

  it("keeps a zone's letter abbreviations, winter then summer (python3 zoneinfo, January and July 2025)", () => {
    // datetime(2025, 1, 15, 12, tzinfo=ZoneInfo('America/New_York')).tzname() == 'EST', July: 'EDT'
    expect(ZONE_ABBREVIATIONS['America/New_York']).toEqual(['EST', 'EDT']);
    expect(ZONE_ABBREVIATIONS['Europe/Dublin']).toEqual(['GMT', 'IST']);
    expect(ZONE_ABBREVIATIONS['Asia/Kolkata']).toEqual(['IST']);
    expect(ZONE_ABBREVIATIONS['Europe/Berlin']).toEqual(['CET', 'CEST']);
    // numeric abbreviations ('-03' for São Paulo) are left out
    expect(ZONE_ABBREVIATIONS['America/Sao_Paulo']).toBeUndefined();
  });
});

describe('reading what was typed', () => {
  it('drops accents and case and reads _ / - as spaces', () => {
    expect(normalizeQuery('  São_Paulo ')).toBe('sao paulo');
    expect(normalizeQuery('America/Port-au-Prince')).toBe('america port au prince');
    expect(normalizeQuery('ZÜRICH')).toBe('zurich');
  });

  it('takes the city from the last part of the IANA name', () => {
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });

  it('knows the names people use for a country besides the one iso3166.tab gives', () => {
    expect(zoneCountries('Europe/London')).toContain('United Kingdom');
    expect(zoneCountries('America/New_York')).toContain('USA');
    expect(zoneCountries('Asia/Seoul')).toContain('South Korea');
  });
});

describe('finding a zone', () => {
  it('by its city, in any case, with spaces for underscores and without accents', () => {
    expect(find('Tokyo')[0]).toBe('Asia/Tokyo');
    expect(find('tokyo')[0]).toBe('Asia/Tokyo');
    expect(find('new york')[0]).toBe('America/New_York');
    expect(find('sao paulo')[0]).toBe('America/Sao_Paulo');
    expect(find('São Paulo')[0]).toBe('America/Sao_Paulo');
    expect(find('buenos')[0]).toBe('America/Argentina/Buenos_Aires');
    expect(find('kolk')[0]).toBe('Asia/Kolkata');
  });

  it("by its country, the country's most populous zone first (zone.tab's order)", () => {
    expect(find('Japan')[0]).toBe('Asia/Tokyo');
    expect(find('Germany')[0]).toBe('Europe/Berlin');
    expect(find('India')[0]).toBe('Asia/Kolkata');
    const us = find('United States');
    expect(us[0]).toBe('America/New_York');
    for (const z of [
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
    ])
      expect(us).toContain(z);
    expect(find('UK')[0]).toBe('Europe/London');
    expect(find('south korea')[0]).toBe('Asia/Seoul');
  });

  it('by its region', () => {
    const europe = find('Europe');
    expect(europe).toContain('Europe/Paris');
    expect(europe).toContain('Europe/Berlin');
    expect(europe.every((z) => z.startsWith('Europe/'))).toBe(true);
  });

  it('by an abbreviation, listing every zone that shows it', () => {
    const est = find('EST');
    // a tie goes to the country with more zones: the United States before Jamaica or Panama
    expect(est[0]).toBe('America/New_York');
    expect(est).toContain('America/Toronto');
    expect(est).toContain('America/Panama');
    expect(find('PST')).toContain('America/Los_Angeles');
    expect(find('CET')).toEqual(expect.arrayContaining(['Europe/Berlin', 'Europe/Paris', 'Europe/Rome']));
    expect(find('IST')).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Dublin', 'Asia/Jerusalem']));
  });

  it('UTC by its names, ahead of the zones that show GMT in winter', () => {
    expect(find('UTC')[0]).toBe('UTC');
    const gmt = find('gmt');
    expect(gmt[0]).toBe('UTC');
    expect(gmt).toContain('Europe/London');
  });

  it('local time by "local" or by the city of the browser zone', () => {
    expect(find('local', 'Asia/Tokyo')[0]).toBe('local');
    expect(find('Tokyo', 'Asia/Tokyo').slice(0, 2)).toEqual(['Asia/Tokyo', 'local']);
  });

  it('lists everything for an empty query and nothing for a name no zone has', () => {
    expect(find('')).toEqual(ZONES);
    expect(find('   ')).toEqual(ZONES);
    expect(find('xyzzy')).toEqual([]);
  });
});

describe('offsets and pinned zones', () => {
  it('writes an offset as UTC±hh:mm', () => {
    expect(formatUtcOffset(330)).toBe('UTC+05:30');
    expect(formatUtcOffset(-210)).toBe('UTC-03:30');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    expect(formatUtcOffset(765)).toBe('UTC+12:45');
  });

  it('keeps known zones once each, in order, without local and UTC (they always have a row)', () => {
    expect(parsePinnedZones('Asia/Tokyo, Mars/Olympus,Asia/Tokyo,UTC,local,,Europe/Berlin')).toEqual([
      'Asia/Tokyo',
      'Europe/Berlin',
    ]);
    expect(parsePinnedZones('')).toEqual([]);
  });
});
