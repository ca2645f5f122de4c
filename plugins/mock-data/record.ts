/**
 * What makes one generated record hang together: one person per record (the name fields and the
 * email agree), one place (the city lies in the country), and an age that fits the birth date.
 */
import { EXAMPLE_DOMAINS } from './constants';
import type { Rng } from './random';
import { FIRST, LAST } from './values';

/** Countries and some of their cities. */
export const PLACES: Readonly<Record<string, readonly string[]>> = {
  'United States': ['New York', 'Chicago', 'San Francisco', 'Seattle', 'Austin', 'Boston'],
  'United Kingdom': ['London', 'Manchester', 'Edinburgh', 'Bristol'],
  France: ['Paris', 'Lyon', 'Marseille', 'Toulouse'],
  Japan: ['Tokyo', 'Osaka', 'Kyoto', 'Sapporo'],
  Germany: ['Berlin', 'Munich', 'Hamburg', 'Cologne'],
  Australia: ['Sydney', 'Melbourne', 'Brisbane', 'Perth'],
  Canada: ['Toronto', 'Vancouver', 'Montreal', 'Ottawa'],
  Spain: ['Madrid', 'Barcelona', 'Valencia', 'Seville'],
  Italy: ['Rome', 'Milan', 'Naples', 'Turin'],
  Netherlands: ['Amsterdam', 'Rotterdam', 'Utrecht', 'The Hague'],
  Ireland: ['Dublin', 'Cork', 'Galway'],
  Austria: ['Vienna', 'Salzburg', 'Graz'],
  Portugal: ['Lisbon', 'Porto', 'Braga'],
  Singapore: ['Singapore'],
  'South Korea': ['Seoul', 'Busan', 'Incheon'],
  Norway: ['Oslo', 'Bergen', 'Trondheim'],
  'Czech Republic': ['Prague', 'Brno', 'Ostrava'],
  Brazil: ['São Paulo', 'Rio de Janeiro', 'Brasília'],
  India: ['Mumbai', 'Delhi', 'Bangalore', 'Chennai'],
  Mexico: ['Mexico City', 'Guadalajara', 'Monterrey'],
};
export const COUNTRIES: readonly string[] = Object.keys(PLACES);
export const CITIES: readonly string[] = [...new Set(Object.values(PLACES).flat())];

export interface Person {
  first: string;
  last: string;
}
export interface Place {
  country: string;
  city: string;
}

/** An email whose local part is made from the person's name: 'mary.smith42@example.com'. */
export function emailFor(rng: Rng, person: Person): string {
  const sep = rng.pick(['.', '_', '']);
  const num = rng.bool() ? String(rng.int(1, 99)) : '';
  return `${person.first.toLowerCase()}${sep}${person.last.toLowerCase()}${num}@${rng.pick(EXAMPLE_DOMAINS)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole years from a 'YYYY-MM-DD' birth date to `today` (UTC calendar date). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.slice(0, 10).split('-').map(Number);
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** A 'YYYY-MM-DD' birth date at which someone is exactly `age` on `today`. */
export function birthDateFor(rng: Rng, age: number, today: Date): string {
  const ty = today.getUTCFullYear() - age;
  const tm = today.getUTCMonth();
  // the latest such birthday: `age` years before today (29 February falls back to the 28th)
  const day = Math.min(today.getUTCDate(), new Date(Date.UTC(ty, tm + 1, 0)).getUTCDate());
  const latest = Date.UTC(ty, tm, day);
  const iso = (ms: number) => {
    const d = new Date(ms);
    return `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  };
  const candidate = iso(latest - rng.int(0, 364) * 86_400_000);
  return ageOn(candidate, today) === age ? candidate : iso(latest);
}

/** The record's person and place, each drawn once, when a field first asks for it. */
export interface RecordContext {
  person(): Person;
  place(): Place;
}

export function recordContext(rng: Rng): RecordContext {
  let person: Person | undefined;
  let place: Place | undefined;
  return {
    person: () => (person ??= { first: rng.pick(FIRST), last: rng.pick(LAST) }),
    place: () => {
      if (!place) {
        const country = rng.pick(COUNTRIES);
        place = { country, city: rng.pick(PLACES[country]) };
      }
      return place;
    },
  };
}
