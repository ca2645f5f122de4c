import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MockField } from './fields';
import { generate } from './generate';
import { createRng } from './random';
import { PLACES, ageOn, birthDateFor } from './record';

const TODAY = new Date(Date.UTC(2026, 10, 23));
const PERSON: MockField[] = [
  { name: 'name', type: 'fullName' },
  { name: 'firstName', type: 'name' },
  { name: 'email', type: 'email' },
  { name: 'city', type: 'city' },
  { name: 'country', type: 'country' },
  { name: 'birthDate', type: 'date' },
  { name: 'age', type: 'number' },
];

function records(seed: number, count: number, fields: MockField[] = PERSON, today = TODAY): Record<string, unknown>[] {
  const r = generate(fields, count, seed, today);
  if (!r.ok) throw new Error(r.error);
  const list: unknown[] = Array.isArray(r.data) ? r.data : [r.data];
  return list.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null);
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

describe('coherent records', () => {
  it('for any seed: the email is made from the name, the city is in the country, the age fits the birth date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 20 }), (seed, count) => {
        for (const r of records(seed, count)) {
          const [first, last] = str(r.name).split(' ');
          expect(r.firstName).toBe(first);
          const local = str(r.email).split('@')[0];
          expect(local).toMatch(new RegExp(`^${first.toLowerCase()}[._]?${last.toLowerCase()}\\d*$`));
          expect(PLACES[str(r.country)]).toContain(r.city);
          expect(ageOn(str(r.birthDate), TODAY)).toBe(r.age);
          expect(r.age).toBeGreaterThanOrEqual(18);
          expect(r.age).toBeLessThanOrEqual(90);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps an age field’s min and max, on any day of the year (29 February included)', () => {
    const fields: MockField[] = [
      { name: 'dob', type: 'datetime' },
      { name: 'age', type: 'number', minValue: 0, maxValue: 3 },
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2090, 0, 1)), noInvalidDate: true }),
        (seed, today) => {
          for (const r of records(seed, 5, fields, today)) {
            expect(r.age).toBeGreaterThanOrEqual(0);
            expect(r.age).toBeLessThanOrEqual(3);
            expect(ageOn(str(r.dob), today)).toBe(r.age);
            expect(str(r.dob)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
          }
        },
      ),
    );
  });

  it('birthDateFor gives a real calendar date at exactly that age', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 120 }),
        fc.date({ min: new Date(Date.UTC(1950, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }),
        (seed, age, today) => {
          const d = birthDateFor(createRng(seed), age, today);
          expect(new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10)).toBe(d);
          expect(ageOn(d, today)).toBe(age);
        },
      ),
    );
  });

  it('array fields and fields with options are left alone', () => {
    const [r] = records(7, 1, [
      { name: 'names', type: 'fullName', isArray: true, arrayLength: 3 },
      { name: 'country', type: 'country', options: 'Atlantis' },
      { name: 'city', type: 'city' },
    ]);
    expect(r.names).toHaveLength(3);
    expect(r.country).toBe('Atlantis');
  });

  it('the same seed still gives the same records', () => {
    expect(records(42, 5)).toEqual(records(42, 5));
  });
});
