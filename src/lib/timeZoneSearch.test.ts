import { ZONE_ABBREVIATIONS, ZONE_COUNTRIES } from './timeZoneData';
import {
  findTimeZone,
  listTimeZones,
  normalizeQuery,
  RENAMED_ZONES,
  searchZones,
  utcOffsetText,
  zoneCity,
  zoneCountries,
} from './timeZoneSearch';

// the zones a browser offers, with the browser's own ('local'), as a picker that offers it searches them
const ZONES = ['local', ...listTimeZones()];
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

describe('the one zone a name stands for', () => {
  // zone.tab (tzdata): JP Asia/Tokyo, US America/New_York, FR Europe/Paris; python3:
  // datetime(2026, 1, 15, tzinfo=ZoneInfo('Asia/Tokyo')).tzname() == 'JST'
  it.each([
    ['Tokyo', 'Asia/Tokyo'],
    ['japan', 'Asia/Tokyo'],
    ['JST', 'Asia/Tokyo'],
    ['new york', 'America/New_York'],
    ['Europe/Paris', 'Europe/Paris'],
    ['europe/paris', 'Europe/Paris'],
    ['utc', 'UTC'],
    ['Asia/Calcutta', 'Asia/Kolkata'],
  ])('reads %s as %s', (name, zone) => {
    expect(findTimeZone(name)).toBe(zone);
  });

  it('finds none for a name that is no zone, city, country or abbreviation, nor for a mere start of one', () => {
    expect(findTimeZone('Mars/Olympus')).toBeNull();
    expect(findTimeZone('xyzzy')).toBeNull();
    expect(findTimeZone('Tok')).toBeNull();
    expect(findTimeZone('  ')).toBeNull();
  });
});

describe('the zone list', () => {
  it('lists UTC first, then every zone by its current name', () => {
    const zones = listTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Asia/Kolkata');
    for (const old of Object.keys(RENAMED_ZONES)) expect(zones).not.toContain(old);
  });

  it('writes an offset as UTC±hh:mm', () => {
    expect(utcOffsetText(330)).toBe('UTC+05:30');
    expect(utcOffsetText(-210)).toBe('UTC-03:30');
    expect(utcOffsetText(0)).toBe('UTC+00:00');
    expect(utcOffsetText(765)).toBe('UTC+12:45');
  });
});
