/**
 * Finding a time zone by what people type: the city of its IANA name ('Tokyo', 'new york', 'sao
 * paulo' without accents), its region ('Europe'), its country ('Japan', 'United States') or an
 * abbreviation its clocks show ('EST', 'CET', 'IST': one may belong to several zones, all listed).
 * 'local' stands for the browser's own zone where a picker offers it.
 */
import { isTimeZone, offsetAt, offsetText } from './timeZone';
import { ZONE_ABBREVIATIONS, ZONE_COUNTRIES } from './timeZoneData';

/** Old names some ICU builds (Chromium's among them) still list, and the names people search for. */
export const RENAMED_ZONES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** The current name of a zone ('Asia/Calcutta' → 'Asia/Kolkata'); other names as they are. */
const currentName = (zone: string) =>
  RENAMED_ZONES[zone] && isTimeZone(RENAMED_ZONES[zone]) ? RENAMED_ZONES[zone] : zone;

let listed: string[] | null = null;

/** Every IANA zone this browser knows (Intl.supportedValuesOf), by its current name: UTC first, then sorted. */
export function listTimeZones(): readonly string[] {
  if (!listed) {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    listed = ['UTC', ...[...new Set(zones.map(currentName))].filter((z) => z !== 'UTC').sort()];
  }
  return listed;
}

/** An offset from UTC as the zone pickers show it: 'UTC+09:00', 'UTC-03:30', 'UTC+00:00'. */
export function utcOffsetText(minutes: number): string {
  return `UTC${offsetText(minutes)}`;
}

/** The zone's offset now (or at `at`) as a picker shows it, 'UTC+09:00'. */
export function zoneOffsetNow(zone: string, at = Date.now()): string {
  return utcOffsetText(offsetAt(at, zone));
}

/** Names people use for a country other than the one iso3166.tab gives it. */
const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'United States': ['US', 'USA', 'United States of America'],
  'Britain (UK)': ['UK', 'United Kingdom', 'Great Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  'Czech Republic': ['Czechia'],
  Netherlands: ['Holland'],
  Turkey: ['Türkiye'],
  'Korea (South)': ['South Korea'],
  'Korea (North)': ['North Korea'],
  'Myanmar (Burma)': ['Burma'],
};

/** UTC's other names: GMT is its older one, Z the letter ISO 8601 writes for it. */
const UTC_NAMES = ['UTC', 'GMT', 'Z', 'Zulu', 'Coordinated Universal Time'];

/** Lower case, accents dropped ('São' → 'sao'), and '_', '/', '-' and other punctuation read as spaces. */
export function normalizeQuery(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+]+/gu, ' ')
    .trim();
}

/** What is said under a zone's name: its offset at `at` and its country ('UTC+05:30 · India'); 'local' is `localName`. */
export function zoneDetail(zone: string, localName: string | null, at: number): string {
  const real = zone === 'local' ? localName : zone;
  if (!real) return '';
  const offset = zoneOffsetNow(real, at);
  const country = zoneCountries(real)[0];
  return country ? `${offset} · ${country}` : offset;
}

/** The city of an IANA name: its last part, underscores as spaces ('America/Sao_Paulo' → 'Sao Paulo'). */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** The countries a zone is the time of (zone.tab), with the other names people call them. */
export function zoneCountries(zone: string): string[] {
  return (ZONE_COUNTRIES[zone] ?? []).flatMap((c) => [c, ...(COUNTRY_ALIASES[c] ?? [])]);
}

/** The abbreviations a zone's clocks show (EST and EDT for New York); UTC's other names for UTC. */
export function zoneAbbreviations(zone: string): readonly string[] {
  return zone === 'UTC' ? UTC_NAMES : (ZONE_ABBREVIATIONS[zone] ?? []);
}

/** Where a zone stands in its country's list in zone.tab (0: the country's most populous zone). */
const countryRank = new Map<string, number>();
/** How many zones a country has: a tie between countries goes to the larger one. */
const countrySize = new Map<string, number>();
{
  const seen = new Map<string, number>();
  for (const [zone, countries] of Object.entries(ZONE_COUNTRIES)) {
    const country = countries[0];
    const n = seen.get(country) ?? 0;
    countryRank.set(zone, n);
    seen.set(country, n + 1);
  }
  for (const [zone, countries] of Object.entries(ZONE_COUNTRIES)) countrySize.set(zone, seen.get(countries[0]) ?? 0);
}

interface Indexed {
  zone: string;
  city: string;
  name: string;
  countries: string[];
  abbreviations: string[];
  /** every word of the name, the countries and the abbreviations */
  words: string[];
}

const indexed = new Map<string, Indexed>();

function index(zone: string, localName: string | null): Indexed {
  const key = `${zone} ${localName ?? ''}`;
  const known = indexed.get(key);
  if (known) return known;
  const real = zone === 'local' ? (localName ?? '') : zone;
  const city = zone === 'local' ? 'local time' : normalizeQuery(zoneCity(zone));
  const countries = zoneCountries(real).map(normalizeQuery);
  const abbreviations = zoneAbbreviations(real).map(normalizeQuery);
  const name = normalizeQuery(zone === 'local' ? `local time ${real}` : zone);
  const z = {
    zone,
    city,
    name,
    countries,
    abbreviations,
    words: [...name.split(' '), ...countries.flatMap((c) => c.split(' ')), ...abbreviations],
  };
  indexed.set(key, z);
  return z;
}

const sameWords = (a: string, b: string) => a.split(' ').sort().join(' ') === b.split(' ').sort().join(' ');

/** How well a zone fits the query: lower is better, null when it does not fit. */
function score(z: Indexed, q: string, qWords: string[]): number | null {
  if (z.city === q || z.name === q) return 0;
  if (z.abbreviations.includes(q) || z.countries.some((c) => sameWords(c, q))) return 1;
  if (z.city.startsWith(q)) return 2;
  if (z.countries.some((c) => c.startsWith(q))) return 3;
  if (qWords.every((w) => z.words.some((zw) => zw.startsWith(w)))) return 4;
  if (z.city.replace(/ /g, '').includes(q.replace(/ /g, ''))) return 5;
  return null;
}

/**
 * The zones of `zones` that fit the query, best first: an exact city, then a matching abbreviation or
 * country (a country's most populous zone first), then cities and countries that start with it, then
 * zones whose name, country or abbreviation has a word starting with each word typed. An empty query
 * keeps the list as it is. `localName` is the browser's zone, which 'local' stands for.
 */
export function searchZones(query: string, zones: readonly string[], localName: string | null = null): string[] {
  return rankZones(query, zones, localName).map((h) => h.zone);
}

/** The zones that fit, best first, with how well each fits (0: the exact city or name, 1: an abbreviation or country). */
function rankZones(
  query: string,
  zones: readonly string[],
  localName: string | null,
): { zone: string; score: number }[] {
  const q = normalizeQuery(query);
  if (q === '') return zones.map((zone) => ({ zone, score: 0 }));
  const qWords = q.split(' ');
  const hits: { zone: string; score: number; rank: number; size: number }[] = [];
  for (const zone of zones) {
    const z = index(zone, localName);
    const s = score(z, q, qWords);
    // local time and UTC lead a tie: they are the zones a visitor means most often
    const size = zone === 'local' || zone === 'UTC' ? Infinity : (countrySize.get(zone) ?? 0);
    if (s !== null) hits.push({ zone, score: s, rank: countryRank.get(zone) ?? 0, size });
  }
  return hits.sort((a, b) => a.score - b.score || a.rank - b.rank || b.size - a.size || a.zone.localeCompare(b.zone));
}

/**
 * The one zone a name stands for, or null: an IANA name (in any case, old names read as their
 * current one), else the zone of an exact city ('Tokyo'), country ('japan': its most populous zone)
 * or abbreviation ('JST', 'utc'), else another name Intl takes (EST5EDT). What a link or a typed field says is read with it, so 'Tokyo' is
 * Asia/Tokyo.
 */
export function findTimeZone(name: string): string | null {
  const text = name.trim();
  if (text === '') return null;
  const zones = listTimeZones();
  const lower = text.toLowerCase();
  const named = zones.find((z) => z.toLowerCase() === lower);
  if (named) return named;
  // an Area/City name the list leaves out (US/Eastern), before a search could read it as a city
  if (text.includes('/') && isTimeZone(text)) return currentName(text);
  const best = rankZones(text, zones, null)[0];
  if (best && best.score <= 1) return best.zone;
  // the other names Intl takes (EST5EDT)
  return isTimeZone(text) ? text : null;
}
