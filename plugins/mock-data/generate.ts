/** Generation from the field list: one value per field type, items, and seeded lists of items. */
import { EXAMPLE_DOMAINS, LIMITS, MESSAGES, generationErrorMessage } from './constants';
import {
  clampArrayLength,
  clampCount,
  finite,
  parseOptions,
  usableFields,
  type FieldInput,
  type FieldType,
  type MockField,
} from './fields';
import { FIELD_TYPES } from './options';
import { createRng, randomSeed, type Rng } from './random';
import { CITIES, COUNTRIES, ageOn, birthDateFor, emailFor, recordContext, type RecordContext } from './record';
import {
  FIRST,
  LAST,
  PRODUCT_ADJ,
  PRODUCT_MAT,
  PRODUCT_NOUN,
  STREETS,
  STREET_SUFFIX,
  WORDS,
  email,
  hex,
  pad,
  paragraph,
  randomDate,
  randomString,
  randomTime,
  sentence,
  uuid,
} from './values';

/** Fields picked for a nested 'object' value. */
const NESTED_POOL: readonly { name: string; type: FieldType }[] = [
  { name: 'id', type: 'id' },
  { name: 'label', type: 'string' },
  { name: 'value', type: 'number' },
  { name: 'active', type: 'boolean' },
  { name: 'createdAt', type: 'datetime' },
  { name: 'code', type: 'zipCode' },
  { name: 'color', type: 'color' },
  { name: 'city', type: 'city' },
];

/** [lo, hi] from optional min/max with defaults; swapped when reversed. */
function range(min: unknown, max: unknown, dMin: number, dMax: number): [number, number] {
  let lo = finite(min) ?? dMin;
  let hi = finite(max) ?? dMax;
  if (finite(min) !== undefined && finite(max) === undefined && lo > hi) hi = lo + (dMax - dMin);
  if (finite(max) !== undefined && finite(min) === undefined && hi < lo) lo = hi - (dMax - dMin);
  if (lo > hi) [lo, hi] = [hi, lo];
  return [lo, hi];
}

function intIn(rng: Rng, lo: number, hi: number): number {
  const a = Math.ceil(lo);
  const b = Math.floor(hi);
  if (a > b) return Math.round(((lo + hi) / 2) * 100) / 100;
  return rng.int(a, b);
}

function fromOption(type: string, choice: string): unknown {
  if (type === 'number' || type === 'id' || type === 'price') {
    const n = Number(choice);
    return Number.isFinite(n) ? n : choice;
  }
  if (type === 'boolean') return choice === 'true' ? true : choice === 'false' ? false : choice;
  return choice;
}

/** Sets an own, enumerable property, safe for keys such as "__proto__". */
export function setProp(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

function isKnownType(type: string): type is FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type);
}

/**
 * One value of a type (no isArray handling). Unknown types give 'Unknown type'. With a record
 * context, names, emails, cities and countries come from the record's one person and place.
 */
export function generateValue(
  field: Omit<MockField, 'name'> & { name?: string },
  rng: Rng,
  depth = 0,
  record?: RecordContext,
): unknown {
  const type = field.type;
  if (!isKnownType(type)) return MESSAGES.unknownType;
  const choices = parseOptions(field.options);
  if (choices.length > 0 && type !== 'null' && type !== 'object' && type !== 'array') {
    return fromOption(type, rng.pick(choices));
  }
  switch (type) {
    case 'string': {
      const [lo, hi] = range(field.minValue, field.maxValue, LIMITS.stringLength.min, LIMITS.stringLength.max);
      return randomString(
        rng,
        Math.max(0, Math.min(10000, Math.ceil(lo))),
        Math.max(0, Math.min(10000, Math.floor(hi))),
      );
    }
    case 'number': {
      const [lo, hi] = range(field.minValue, field.maxValue, LIMITS.number.min, LIMITS.number.max);
      return intIn(rng, lo, hi);
    }
    case 'boolean':
      return rng.bool();
    case 'null':
      return null;
    case 'object': {
      const n = rng.int(LIMITS.nestedFields.min, LIMITS.nestedFields.max);
      const pool = [...NESTED_POOL];
      const obj: Record<string, unknown> = {};
      for (let i = 0; i < n; i++) {
        const [picked] = pool.splice(rng.int(0, pool.length - 1), 1);
        obj[picked.name] = depth > 3 ? null : generateValue({ type: picked.type }, rng, depth + 1);
      }
      return obj;
    }
    case 'array': {
      const len =
        finite(field.arrayLength) !== undefined
          ? clampArrayLength(field.arrayLength)
          : rng.int(LIMITS.randomArrayLength.min, LIMITS.randomArrayLength.max);
      const itemType = rng.pick(['string', 'number', 'boolean'] as const);
      const out: unknown[] = [];
      for (let i = 0; i < len; i++) out.push(generateValue({ type: itemType }, rng, depth + 1));
      return out;
    }
    case 'name':
      return record ? record.person().first : rng.pick(FIRST);
    case 'fullName': {
      const p = record?.person();
      return p ? `${p.first} ${p.last}` : `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    }
    case 'email':
      return record ? emailFor(rng, record.person()) : email(rng);
    case 'phone':
      return `+1-${rng.int(200, 999)}-${rng.int(200, 999)}-${pad(rng.int(0, 9999), 4)}`;
    case 'address':
      return `${rng.int(1, 9999)} ${rng.pick(STREETS)} ${rng.pick(STREET_SUFFIX)}`;
    case 'city':
      return record ? record.place().city : rng.pick(CITIES);
    case 'country':
      return record ? record.place().country : rng.pick(COUNTRIES);
    case 'zipCode':
      return pad(rng.int(0, 99999), 5);
    case 'date':
      return randomDate(rng);
    case 'time':
      return randomTime(rng);
    case 'datetime':
      return `${randomDate(rng)}T${randomTime(rng)}.${pad(rng.int(0, 999), 3)}Z`;
    case 'uuid':
      return uuid(rng);
    case 'color':
      return `#${hex(rng, 6)}`;
    case 'url':
      return `https://www.${rng.pick(EXAMPLE_DOMAINS)}/${rng.pick(WORDS)}/${rng.pick(WORDS)}`;
    case 'image':
      return `https://picsum.photos/seed/${randomString(rng, 6, 6)}/640/480`;
    case 'paragraph':
      return paragraph(rng);
    case 'sentence':
      return sentence(rng);
    case 'id': {
      const [lo, hi] = range(field.minValue, field.maxValue, LIMITS.id.min, LIMITS.id.max);
      return intIn(rng, lo, hi);
    }
    case 'price': {
      const [lo, hi] = range(field.minValue, field.maxValue, LIMITS.price.min, LIMITS.price.max);
      const cents = rng.int(Math.ceil(lo * 100 - 1e-7), Math.floor(hi * 100 + 1e-7));
      return Math.round(cents) / 100;
    }
    case 'product':
      return `${rng.pick(PRODUCT_ADJ)} ${rng.pick(PRODUCT_MAT)} ${rng.pick(PRODUCT_NOUN)}`;
  }
}

const isAgeField = (f: MockField) =>
  /^age$/i.test(f.name) && f.type === 'number' && !f.isArray && parseOptions(f.options).length === 0;
const isBirthField = (f: MockField) =>
  /birth|dob|born/i.test(f.name) &&
  (f.type === 'date' || f.type === 'datetime') &&
  !f.isArray &&
  parseOptions(f.options).length === 0;

/** Default ages when an age field has no min/max of its own. */
const AGE_RANGE = [18, 90] as const;

/**
 * One object with a value for each field (isArray fields get arrayLength values, default 3). Its
 * single-valued fields agree: names and email name one person, city and country one place, and an
 * `age` fits a birth-date field on `today`.
 */
export function generateItem(
  fields: readonly MockField[],
  rng: Rng,
  today: Date = new Date(),
): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  const record = recordContext(rng);
  const ageField = fields.find(isAgeField);
  const birthField = fields.find(isBirthField);
  let age: number | undefined;
  if (ageField) {
    const [lo, hi] = range(ageField.minValue, ageField.maxValue, AGE_RANGE[0], AGE_RANGE[1]);
    age = Math.max(0, intIn(rng, Math.max(0, lo), Math.max(0, hi)));
  }
  const birthDate =
    birthField && age !== undefined && Number.isInteger(age) ? birthDateFor(rng, age, today) : undefined;
  for (const field of fields) {
    if (field === ageField && age !== undefined) {
      setProp(item, field.name, birthDate ? ageOn(birthDate, today) : age);
    } else if (field === birthField && birthDate) {
      setProp(
        item,
        field.name,
        field.type === 'date' ? birthDate : `${birthDate}T${randomTime(rng)}.${pad(rng.int(0, 999), 3)}Z`,
      );
    } else if (field.isArray) {
      const len = clampArrayLength(field.arrayLength);
      const values: unknown[] = [];
      for (let i = 0; i < len; i++) values.push(generateValue(field, rng));
      setProp(item, field.name, values);
    } else {
      setProp(item, field.name, generateValue(field, rng, 0, record));
    }
  }
  return item;
}

export type GenerateResult = { ok: true; data: unknown; json: string; seed: number } | { ok: false; error: string };

/**
 * Generates `count` items (clamped 1–100; a count of 1 yields a single object, otherwise a list)
 * from the usable fields. Same fields, count and seed → same output. Errors:
 * 'Error: At least one field is required'; 'Error generating mock data: {message}'.
 */
export function generate(
  fields: readonly FieldInput[],
  count: unknown,
  seed: number = randomSeed(),
  today: Date = new Date(),
): GenerateResult {
  const usable = usableFields(Array.isArray(fields) ? fields : []);
  if (usable.length === 0) return { ok: false, error: MESSAGES.fieldRequired };
  try {
    const n = clampCount(count);
    const rng = createRng(seed);
    const items: Record<string, unknown>[] = [];
    for (let i = 0; i < n; i++) items.push(generateItem(usable, rng, today));
    const data = n === 1 ? items[0] : items;
    return { ok: true, data, json: JSON.stringify(data, null, 2), seed: seed >>> 0 };
  } catch (e) {
    return { ok: false, error: generationErrorMessage(e instanceof Error ? e.message : String(e)) };
  }
}
