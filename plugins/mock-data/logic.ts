/**
 * Mock data generator: pure logic (no React, no DOM; safe in a Web Worker).
 * Field types and rules from spec 02 §3, §5, §8, §9; a seeded PRNG (mulberry32) makes output
 * reproducible; {@link generateFromSchema} produces data valid under a pasted JSON Schema.
 */

import { FIELD_TYPES, type FieldRow } from './options';

export type FieldType = (typeof FIELD_TYPES)[number];

/** Spec texts, verbatim. */
export const MESSAGES = {
  fieldRequired: 'Error: At least one field is required',
  unknownType: 'Unknown type',
  invalidSchema: 'The JSON Schema must be an object',
  emptySchema: 'Paste a JSON Schema first',
} as const;

/** 'Error generating mock data: {message}'. */
export function generationErrorMessage(message: string): string {
  return `Error generating mock data: ${message}`;
}

export const DOWNLOAD_FILE_NAME = 'mock-data.json';

/** Limits and defaults (spec §9). */
export const LIMITS = {
  count: { min: 1, max: 100, default: 10 },
  arrayLength: { min: 1, max: 20, default: 3 },
  /** Length of a type 'array' value when arrayLength is unset. */
  randomArrayLength: { min: 1, max: 5 },
  nestedFields: { min: 2, max: 4 },
  number: { min: 0, max: 1000 },
  id: { min: 1, max: 10000 },
  price: { min: 0.99, max: 999.99 },
  year: { min: 2000, max: 2023 },
  day: { min: 1, max: 28 },
  stringLength: { min: 5, max: 10 },
} as const;

/** Example domains (RFC 2606) used by email and url values. */
export const EXAMPLE_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

/** One row of the field list (spec §3). */
export interface MockField {
  name: string;
  /** One of {@link FIELD_TYPES}; any other value yields 'Unknown type'. */
  type: string;
  isArray?: boolean;
  /** 1–20, default 3 (for isArray); for type 'array', random 1–5 when unset. */
  arrayLength?: number;
  /** number / id / price: value range; string: length range. */
  minValue?: number;
  maxValue?: number;
  /** Choices, comma-separated or a list: when given, the value is one of them. */
  options?: string | string[];
}

/** A field as the generator accepts it: a full field, or a row of the form whose name may be unset. */
export type FieldInput = MockField | FieldRow;

/** True when a value from the form is a row of the field list. */
export function isFieldRow(value: unknown): value is FieldRow {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  const { type } = value;
  return FIELD_TYPES.some((t) => t === type);
}

export interface MockTemplate {
  name: string;
  fields: FieldRow[];
  count: number;
}

const f = (name: string, type: FieldType, extra: Partial<FieldRow> = {}): FieldRow => ({ name, type, isArray: false, ...extra });

/** Built-in templates (spec §3): User Profile 10×10, Product Catalog 8×5, Blog Post 7×3. */
export const TEMPLATES: readonly MockTemplate[] = [
  {
    name: 'User Profile',
    count: 10,
    fields: [
      f('id', 'id'),
      f('name', 'fullName'),
      f('email', 'email'),
      f('phone', 'phone'),
      f('address', 'address'),
      f('city', 'city'),
      f('country', 'country'),
      f('zipCode', 'zipCode'),
      f('birthDate', 'date'),
      f('isActive', 'boolean'),
    ],
  },
  {
    name: 'Product Catalog',
    count: 5,
    fields: [
      f('id', 'id'),
      f('name', 'product'),
      f('description', 'sentence'),
      f('price', 'price'),
      f('category', 'string', { options: 'Electronics, Books, Clothing, Home, Toys, Sports' }),
      f('inStock', 'boolean'),
      f('image', 'image'),
      f('tags', 'string', { isArray: true, arrayLength: 3, options: 'new, sale, popular, limited, eco, bestseller' }),
    ],
  },
  {
    name: 'Blog Post',
    count: 3,
    fields: [
      f('id', 'uuid'),
      f('title', 'sentence'),
      f('author', 'fullName'),
      f('content', 'paragraph'),
      f('publishedAt', 'datetime'),
      f('tags', 'string', { isArray: true, arrayLength: 3, options: 'javascript, typescript, react, css, testing, web' }),
      f('views', 'number', { minValue: 0, maxValue: 100000 }),
    ],
  },
];

/** The schema the 'From JSON Schema' tab offers as an example. */
export const EXAMPLE_SCHEMA = JSON.stringify(
  {
    type: 'object',
    required: ['id', 'email', 'name', 'age', 'roles', 'createdAt'],
    properties: {
      id: { type: 'string', format: 'uuid' },
      email: { type: 'string', format: 'email' },
      name: { type: 'string' },
      age: { type: 'integer', minimum: 18, maximum: 99 },
      roles: { type: 'array', items: { enum: ['admin', 'editor', 'viewer'] }, minItems: 1, maxItems: 3, uniqueItems: true },
      createdAt: { type: 'string', format: 'date-time' },
      address: {
        type: 'object',
        properties: { city: { type: 'string' }, zip: { type: 'string', minLength: 5, maxLength: 5 } },
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  },
  null,
  2,
);

export const DEFAULT_FIELDS: FieldRow[] = [f('id', 'id'), f('name', 'fullName'), f('email', 'email')];

// ---------------------------------------------------------------------------------------------
// PRNG

/** A seeded random source. */
export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  bool(): boolean;
}

/** mulberry32-based {@link Rng}. The same seed gives the same sequence. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    bool: () => next() < 0.5,
  };
}

/** A fresh random 32-bit seed. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 4294967296);
}

// ---------------------------------------------------------------------------------------------
// Word lists

const FIRST = ['James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Susan', 'Richard', 'Jessica', 'Joseph', 'Sarah', 'Thomas', 'Karen', 'Daniel', 'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Mia'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker'];
const STREETS = ['Main', 'Oak', 'Pine', 'Maple', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'River', 'Sunset', 'Highland', 'Church', 'Spring'];
const STREET_SUFFIX = ['St', 'Ave', 'Rd', 'Blvd', 'Ln', 'Dr', 'Way', 'Ct'];
const CITIES = ['New York', 'London', 'Paris', 'Tokyo', 'Berlin', 'Sydney', 'Toronto', 'Madrid', 'Rome', 'Amsterdam', 'Chicago', 'San Francisco', 'Seattle', 'Dublin', 'Vienna', 'Lisbon', 'Singapore', 'Seoul', 'Oslo', 'Prague'];
const COUNTRIES = ['United States', 'United Kingdom', 'France', 'Japan', 'Germany', 'Australia', 'Canada', 'Spain', 'Italy', 'Netherlands', 'Ireland', 'Austria', 'Portugal', 'Singapore', 'South Korea', 'Norway', 'Czech Republic', 'Brazil', 'India', 'Mexico'];
const PRODUCT_ADJ = ['Ergonomic', 'Sleek', 'Rustic', 'Intelligent', 'Gorgeous', 'Handcrafted', 'Practical', 'Refined', 'Fantastic', 'Small', 'Incredible', 'Modern'];
const PRODUCT_MAT = ['Steel', 'Wooden', 'Concrete', 'Plastic', 'Cotton', 'Granite', 'Rubber', 'Leather', 'Bamboo', 'Glass'];
const PRODUCT_NOUN = ['Chair', 'Car', 'Computer', 'Keyboard', 'Mouse', 'Bike', 'Ball', 'Gloves', 'Pants', 'Shirt', 'Table', 'Shoes', 'Hat', 'Lamp', 'Watch'];
const WORDS = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit', 'sed', 'do', 'eiusmod', 'tempor', 'incididunt', 'ut', 'labore', 'et', 'dolore', 'magna', 'aliqua', 'enim', 'ad', 'minim', 'veniam', 'quis', 'nostrud', 'exercitation', 'ullamco', 'laboris', 'nisi', 'aliquip', 'ex', 'ea', 'commodo', 'consequat'];
const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';

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

// ---------------------------------------------------------------------------------------------
// Value generators

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function randomString(rng: Rng, min: number = LIMITS.stringLength.min, max: number = LIMITS.stringLength.max): string {
  const len = rng.int(min, max);
  let s = '';
  for (let i = 0; i < len; i++) s += ALNUM[rng.int(0, ALNUM.length - 1)];
  return s;
}

function hex(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += HEX[rng.int(0, 15)];
  return s;
}

function randomDate(rng: Rng): string {
  return `${rng.int(LIMITS.year.min, LIMITS.year.max)}-${pad(rng.int(1, 12))}-${pad(rng.int(LIMITS.day.min, LIMITS.day.max))}`;
}

function randomTime(rng: Rng): string {
  return `${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`;
}

function sentence(rng: Rng): string {
  const n = rng.int(6, 12);
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(rng.pick(WORDS));
  const s = words.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1) + '.';
}

function paragraph(rng: Rng): string {
  const n = rng.int(3, 6);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(sentence(rng));
  return out.join(' ');
}

function email(rng: Rng): string {
  const first = rng.pick(FIRST).toLowerCase();
  const last = rng.pick(LAST).toLowerCase();
  const sep = rng.pick(['.', '_', '']);
  const num = rng.bool() ? String(rng.int(1, 99)) : '';
  return `${first}${sep}${last}${num}@${rng.pick(EXAMPLE_DOMAINS)}`;
}

function uuid(rng: Rng): string {
  return `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${rng.pick(['8', '9', 'a', 'b'])}${hex(rng, 3)}-${hex(rng, 12)}`;
}

function finite(n: unknown): number | undefined {
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

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

/** Splits options (comma-separated or a list) into trimmed, non-empty choices. */
export function parseOptions(options: MockField['options']): string[] {
  if (options === undefined || options === null) return [];
  const list = Array.isArray(options) ? options : String(options).split(',');
  return list.map((o) => String(o).trim()).filter((o) => o !== '');
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
function setProp(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

function isKnownType(type: string): type is FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type);
}

/** One value of a type (no isArray handling). Unknown types give 'Unknown type'. */
export function generateValue(field: Omit<MockField, 'name'> & { name?: string }, rng: Rng, depth = 0): unknown {
  const type = field.type;
  if (!isKnownType(type)) return MESSAGES.unknownType;
  const choices = parseOptions(field.options);
  if (choices.length > 0 && type !== 'null' && type !== 'object' && type !== 'array') {
    return fromOption(type, rng.pick(choices));
  }
  switch (type) {
    case 'string': {
      const [lo, hi] = range(field.minValue, field.maxValue, LIMITS.stringLength.min, LIMITS.stringLength.max);
      return randomString(rng, Math.max(0, Math.min(10000, Math.ceil(lo))), Math.max(0, Math.min(10000, Math.floor(hi))));
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
      return rng.pick(FIRST);
    case 'fullName':
      return `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    case 'email':
      return email(rng);
    case 'phone':
      return `+1-${rng.int(200, 999)}-${rng.int(200, 999)}-${pad(rng.int(0, 9999), 4)}`;
    case 'address':
      return `${rng.int(1, 9999)} ${rng.pick(STREETS)} ${rng.pick(STREET_SUFFIX)}`;
    case 'city':
      return rng.pick(CITIES);
    case 'country':
      return rng.pick(COUNTRIES);
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

/** Item count from any input: non-numbers → 10; rounded; clamped to 1–100. */
export function clampCount(n: unknown): number {
  const v = typeof n === 'string' && n.trim() !== '' ? Number(n) : n;
  if (typeof v !== 'number' || !Number.isFinite(v)) return LIMITS.count.default;
  return Math.min(LIMITS.count.max, Math.max(LIMITS.count.min, Math.round(v)));
}

/** Array length from any input: non-numbers → 3; rounded; clamped to 1–20. */
export function clampArrayLength(n: unknown): number {
  const v = typeof n === 'string' && n.trim() !== '' ? Number(n) : n;
  if (typeof v !== 'number' || !Number.isFinite(v)) return LIMITS.arrayLength.default;
  return Math.min(LIMITS.arrayLength.max, Math.max(LIMITS.arrayLength.min, Math.round(v)));
}

/** Rows that are used: blank names (after trimming) are dropped; names are trimmed. */
export function usableFields(fields: readonly FieldInput[]): MockField[] {
  return fields.flatMap((x) => (x && typeof x.name === 'string' && x.name.trim() !== '' ? [{ ...x, name: x.name.trim() }] : []));
}

/** One object with a value for each field (isArray fields get arrayLength values, default 3). */
export function generateItem(fields: readonly MockField[], rng: Rng): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.isArray) {
      const len = clampArrayLength(field.arrayLength);
      const values: unknown[] = [];
      for (let i = 0; i < len; i++) values.push(generateValue(field, rng));
      setProp(item, field.name, values);
    } else {
      setProp(item, field.name, generateValue(field, rng));
    }
  }
  return item;
}

export type GenerateResult =
  | { ok: true; data: unknown; json: string; seed: number }
  | { ok: false; error: string };

/**
 * Generates `count` items (clamped 1–100; a count of 1 yields a single object, otherwise a list)
 * from the usable fields. Same fields, count and seed → same output. Errors:
 * 'Error: At least one field is required'; 'Error generating mock data: {message}'.
 */
export function generate(fields: readonly FieldInput[], count: unknown, seed: number = randomSeed()): GenerateResult {
  const usable = usableFields(Array.isArray(fields) ? fields : []);
  if (usable.length === 0) return { ok: false, error: MESSAGES.fieldRequired };
  try {
    const n = clampCount(count);
    const rng = createRng(seed);
    const items: Record<string, unknown>[] = [];
    for (let i = 0; i < n; i++) items.push(generateItem(usable, rng));
    const data = n === 1 ? items[0] : items;
    return { ok: true, data, json: JSON.stringify(data, null, 2), seed: seed >>> 0 };
  } catch (e) {
    return { ok: false, error: generationErrorMessage(e instanceof Error ? e.message : String(e)) };
  }
}

/**
 * A row in canonical form: defaults filled in (name '', isArray false, arrayLength 3), unset
 * values dropped, keys in schema order. Two rows that generate the same data compare equal, so a
 * form re-emitting its defaults is not mistaken for an edit.
 */
export function normalizeField(field: Partial<MockField>): MockField {
  const out: MockField = {
    name: typeof field.name === 'string' ? field.name : '',
    type: typeof field.type === 'string' ? field.type : 'string',
    isArray: field.isArray === true,
    arrayLength: typeof field.arrayLength === 'number' ? field.arrayLength : LIMITS.arrayLength.default,
  };
  if (typeof field.minValue === 'number') out.minValue = field.minValue;
  if (typeof field.maxValue === 'number') out.maxValue = field.maxValue;
  if (field.options !== undefined && field.options !== null && field.options !== '') out.options = field.options;
  return out;
}

/** True when two field lists generate the same data. */
export function sameFields(a: readonly Partial<MockField>[], b: readonly Partial<MockField>[]): boolean {
  return a.length === b.length && JSON.stringify(a.map(normalizeField)) === JSON.stringify(b.map(normalizeField));
}

/** Loads a template: a fresh copy of its fields and its count. */
export function loadTemplate(name: string): { fields: FieldRow[]; count: number } | undefined {
  const t = TEMPLATES.find((x) => x.name === name);
  return t && { fields: t.fields.map((x) => ({ ...x })), count: t.count };
}

/** Moves a row up (-1) or down (+1); out-of-range moves return an unchanged copy. */
export function moveField<T>(fields: readonly T[], index: number, delta: -1 | 1): T[] {
  const out = [...fields];
  const j = index + delta;
  if (index < 0 || index >= out.length || j < 0 || j >= out.length) return out;
  [out[index], out[j]] = [out[j], out[index]];
  return out;
}

// ---------------------------------------------------------------------------------------------
// Generation from a JSON Schema

type Schema = Record<string, unknown> | boolean;

/** Largest minItems honoured: a schema asking for more would exhaust memory, not test anything. */
export const MAX_SCHEMA_ARRAY = 10_000;
/** Longest minLength honoured. */
export const MAX_SCHEMA_STRING = 100_000;
/**
 * Most values one generation may produce. Nested minItems multiply (10,000 × 10,000 …); this stops
 * such a schema in well under a second instead of filling the memory.
 */
export const MAX_SCHEMA_VALUES = 500_000;

/** Values left in the current generation's budget (generation is synchronous). */
let valuesLeft = MAX_SCHEMA_VALUES;
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

class SchemaError extends Error {}

function resolveRef(ref: string, root: Schema): Schema {
  if (!ref.startsWith('#')) throw new SchemaError(`Only local $ref values are supported: ${ref}`);
  let cur: unknown = root;
  const path = ref.slice(1).split('/').filter((p) => p !== '');
  for (const raw of path) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObj(cur) && !Array.isArray(cur)) throw new SchemaError(`Cannot resolve $ref ${ref}`);
    cur = (cur as Obj)[key];
  }
  if (!isObj(cur) && typeof cur !== 'boolean') throw new SchemaError(`Cannot resolve $ref ${ref}`);
  return cur as Schema;
}

/** Merges allOf members and a $ref into one schema (shallow: properties and required combined). */
function flatten(schema: Schema, root: Schema, depth: number): Schema {
  if (typeof schema === 'boolean') return schema;
  if (depth > 32) throw new SchemaError('Schema references are nested too deeply');
  let s: Obj = { ...schema };
  if (typeof s.$ref === 'string') {
    const target = flatten(resolveRef(s.$ref, root), root, depth + 1);
    if (target === false) return false;
    const rest = { ...s };
    delete rest.$ref;
    s = merge(target === true ? {} : target, rest);
  }
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf as Schema[];
    delete s.allOf;
    for (const p of parts) {
      const fp = flatten(p, root, depth + 1);
      if (fp === false) return false;
      if (fp !== true) s = merge(s, fp);
    }
  }
  return s;
}

function merge(a: Obj, b: Obj): Obj {
  const out: Obj = { ...a, ...b };
  if (isObj(a.properties) || isObj(b.properties)) {
    const props: Obj = { ...(isObj(a.properties) ? a.properties : {}) };
    for (const [k, v] of Object.entries(isObj(b.properties) ? b.properties : {})) {
      props[k] = k in props && isObj(props[k]) && isObj(v) ? { allOf: [props[k], v] } : v;
    }
    out.properties = props;
  }
  if (Array.isArray(a.required) || Array.isArray(b.required)) {
    out.required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  }
  for (const key of ['minimum', 'minLength', 'minItems', 'exclusiveMinimum', 'minProperties'] as const) {
    if (typeof a[key] === 'number' && typeof b[key] === 'number') out[key] = Math.max(a[key] as number, b[key] as number);
  }
  for (const key of ['maximum', 'maxLength', 'maxItems', 'exclusiveMaximum', 'maxProperties'] as const) {
    if (typeof a[key] === 'number' && typeof b[key] === 'number') out[key] = Math.min(a[key] as number, b[key] as number);
  }
  if (a.type !== undefined && b.type !== undefined) {
    const ta = Array.isArray(a.type) ? a.type : [a.type];
    const tb = Array.isArray(b.type) ? b.type : [b.type];
    const both = ta.filter((t) => tb.includes(t) || (t === 'integer' && tb.includes('number')));
    for (const t of tb) if (t === 'integer' && ta.includes('number') && !both.includes('integer')) both.push('integer');
    out.type = both.length === 1 ? both[0] : both;
  }
  return out;
}

/** Picks a string generator from a property name, for strings without a format. */
function stringByName(name: string, rng: Rng): string | undefined {
  const n = name.toLowerCase().replace(/[_\s-]/g, '');
  if (n.includes('email')) return email(rng);
  if (n === 'firstname' || n === 'givenname') return rng.pick(FIRST);
  if (n === 'lastname' || n === 'surname' || n === 'familyname') return rng.pick(LAST);
  if (n.endsWith('name') && (n.includes('product') || n.includes('item'))) return generateValue({ type: 'product' }, rng) as string;
  if (n === 'name' || n.endsWith('name') || n === 'author') return `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  if (n.includes('phone')) return generateValue({ type: 'phone' }, rng) as string;
  if (n.includes('city')) return rng.pick(CITIES);
  if (n.includes('country')) return rng.pick(COUNTRIES);
  if (n.includes('zip') || n.includes('postal')) return generateValue({ type: 'zipCode' }, rng) as string;
  if (n.includes('address') || n.includes('street')) return generateValue({ type: 'address' }, rng) as string;
  if (n.includes('image') || n.includes('avatar') || n.includes('photo')) return generateValue({ type: 'image' }, rng) as string;
  if (n.includes('url') || n.includes('website') || n.includes('link')) return generateValue({ type: 'url' }, rng) as string;
  if (n.includes('color') || n.includes('colour')) return generateValue({ type: 'color' }, rng) as string;
  if (n === 'title' || n === 'headline' || n === 'summary') return sentence(rng);
  if (n.includes('description') || n === 'bio' || n === 'content' || n === 'body' || n === 'text') return paragraph(rng);
  return undefined;
}

function stringForFormat(format: string, rng: Rng): string | undefined {
  switch (format) {
    case 'email':
    case 'idn-email':
      return email(rng);
    case 'uuid':
      return uuid(rng);
    case 'date-time':
      return generateValue({ type: 'datetime' }, rng) as string;
    case 'date':
      return randomDate(rng);
    case 'time':
      return `${randomTime(rng)}Z`;
    case 'uri':
    case 'url':
    case 'iri':
    case 'uri-reference':
    case 'iri-reference':
      return generateValue({ type: 'url' }, rng) as string;
    case 'hostname':
    case 'idn-hostname':
      return `${rng.pick(WORDS)}.${rng.pick(EXAMPLE_DOMAINS)}`;
    case 'ipv4':
      return `${rng.int(1, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
    case 'ipv6':
      return `2001:db8::${hex(rng, 4).replace(/^0+(?=.)/, '')}`;
    default:
      return undefined;
  }
}

function numberFor(s: Obj, integer: boolean, rng: Rng, name: string): number {
  const exMin = finite(s.exclusiveMinimum);
  const exMax = finite(s.exclusiveMaximum);
  const mult = finite(s.multipleOf);
  const n = name.toLowerCase();
  let dMin: number = LIMITS.number.min;
  let dMax: number = LIMITS.number.max;
  if (n === 'id' || n.endsWith('id')) [dMin, dMax] = [LIMITS.id.min, LIMITS.id.max];
  else if (n === 'age') [dMin, dMax] = [18, 90];
  else if (n.includes('price') || n.includes('amount')) [dMin, dMax] = [LIMITS.price.min, LIMITS.price.max];
  let lo = finite(s.minimum) ?? (exMin !== undefined ? exMin : undefined);
  let hi = finite(s.maximum) ?? (exMax !== undefined ? exMax : undefined);
  if (lo === undefined && hi === undefined) [lo, hi] = [dMin, dMax];
  else if (lo === undefined) lo = (hi as number) - (dMax - dMin);
  else if (hi === undefined) hi = lo + (dMax - dMin);
  const min = lo as number;
  const max = hi as number;
  const ok = (v: number) =>
    v >= min && v <= max && (exMin === undefined || v > exMin) && (exMax === undefined || v < exMax) &&
    (!integer || Number.isInteger(v)) && (mult === undefined || isMultiple(v, mult));
  if (mult !== undefined && mult > 0) {
    const a = Math.ceil(min / mult);
    const b = Math.floor(max / mult);
    for (let tries = 0; tries < 20 && a <= b; tries++) {
      const v = rng.int(a, b) * mult;
      const clean = Number(v.toPrecision(12));
      if (ok(clean)) return clean;
    }
    throw new SchemaError('Could not find a number that satisfies multipleOf and the bounds');
  }
  const a = Math.ceil(min);
  const b = Math.floor(max);
  for (let tries = 0; tries < 20 && a <= b; tries++) {
    const v = rng.int(a, b);
    if (ok(v)) return v;
  }
  if (!integer) {
    for (let tries = 0; tries < 20; tries++) {
      const v = Math.round((min + (max - min) * rng.next()) * 100) / 100;
      if (ok(v)) return v;
    }
    const mid = (min + max) / 2;
    if (ok(mid)) return mid;
  }
  throw new SchemaError('No number satisfies the minimum and maximum');
}

function isMultiple(v: number, m: number): boolean {
  const q = v / m;
  return Math.abs(q - Math.round(q)) < 1e-9;
}

function fitLength(str: string, s: Obj, rng: Rng): string {
  const min = finite(s.minLength) ?? 0;
  if (min > MAX_SCHEMA_STRING) throw new SchemaError(`minLength above ${MAX_SCHEMA_STRING} is not supported`);
  const max = finite(s.maxLength);
  let out = str;
  let len = [...out].length;
  while (len < min) {
    out += ALNUM[rng.int(0, 25)];
    len++;
  }
  if (max !== undefined && len > max) out = [...out].slice(0, max).join('');
  return out;
}

function pickType(s: Obj, rng: Rng): string {
  if (Array.isArray(s.type) && s.type.length > 0) {
    const nonNull = (s.type as string[]).filter((t) => t !== 'null');
    return nonNull.length > 0 ? rng.pick(nonNull) : 'null';
  }
  if (typeof s.type === 'string') return s.type;
  if (isObj(s.properties) || Array.isArray(s.required)) return 'object';
  if (s.items !== undefined || s.prefixItems !== undefined) return 'array';
  if (s.minimum !== undefined || s.maximum !== undefined || s.multipleOf !== undefined) return 'number';
  return 'string';
}

function fromSchema(schema: Schema, root: Schema, rng: Rng, depth: number, name: string): unknown {
  if (--valuesLeft < 0) throw new SchemaError(`The schema asks for more than ${MAX_SCHEMA_VALUES.toLocaleString('en-US')} values`);
  const s = flatten(schema, root, 0);
  if (s === false) throw new SchemaError(`No value can satisfy the schema${name ? ` of "${name}"` : ''} (false)`);
  if (s === true) return randomString(rng);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) {
    if (s.enum.length === 0) throw new SchemaError('enum must not be empty');
    return rng.pick(s.enum);
  }
  const alt = (Array.isArray(s.oneOf) && s.oneOf) || (Array.isArray(s.anyOf) && s.anyOf);
  if (alt && alt.length > 0) {
    const rest = { ...s };
    delete rest.oneOf;
    delete rest.anyOf;
    const chosen = Array.isArray(s.oneOf) ? (alt[0] as Schema) : rng.pick(alt as Schema[]);
    const merged = chosen === true ? rest : chosen === false ? false : merge(rest, flatten(chosen, root, 0) as Obj);
    return fromSchema(merged, root, rng, depth, name);
  }
  if (depth > 12) throw new SchemaError('The schema nests too deeply (more than 12 levels)');
  const type = pickType(s, rng);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return rng.bool();
    case 'integer':
      return numberFor(s, true, rng, name);
    case 'number':
      return numberFor(s, false, rng, name);
    case 'string': {
      const formatted = typeof s.format === 'string' ? stringForFormat(s.format, rng) : undefined;
      if (formatted !== undefined && s.minLength === undefined && s.maxLength === undefined) return formatted;
      return fitLength(formatted ?? stringByName(name, rng) ?? randomString(rng), s, rng);
    }
    case 'array': {
      const prefix = Array.isArray(s.prefixItems) ? (s.prefixItems as Schema[]) : Array.isArray(s.items) ? (s.items as Schema[]) : [];
      const itemSchema: Schema | undefined = Array.isArray(s.items)
        ? (isObj(s.additionalItems) || typeof s.additionalItems === 'boolean' ? (s.additionalItems as Schema) : true)
        : (s.items as Schema | undefined);
      const min = finite(s.minItems) ?? 0;
      const max = finite(s.maxItems);
      if (min > MAX_SCHEMA_ARRAY) throw new SchemaError(`minItems above ${MAX_SCHEMA_ARRAY} is not supported`);
      let len = rng.int(LIMITS.randomArrayLength.min, LIMITS.randomArrayLength.max);
      len = Math.max(len, min, 0);
      if (max !== undefined) len = Math.min(len, max);
      if (itemSchema === false) len = Math.min(len, prefix.length);
      const out: unknown[] = [];
      const seen = new Set<string>();
      for (let i = 0; i < len; i++) {
        const sub = i < prefix.length ? prefix[i] : (itemSchema ?? true);
        let v = fromSchema(sub, root, rng, depth + 1, name);
        if (s.uniqueItems === true) {
          let tries = 0;
          while (seen.has(stableKey(v)) && tries++ < 30) v = fromSchema(sub, root, rng, depth + 1, name);
          if (seen.has(stableKey(v))) {
            if (out.length >= min) break;
            throw new SchemaError('Could not generate enough unique items');
          }
          seen.add(stableKey(v));
        }
        out.push(v);
      }
      return out;
    }
    case 'object': {
      const props = isObj(s.properties) ? (s.properties as Record<string, Schema>) : {};
      const required = Array.isArray(s.required) ? (s.required as string[]) : [];
      const obj: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(props)) {
        if (depth > 8 && !required.includes(key)) continue;
        setProp(obj, key, fromSchema(sub, root, rng, depth + 1, key));
      }
      for (const key of required) if (!Object.hasOwn(obj, key)) setProp(obj, key, fromSchema(additional(s), root, rng, depth + 1, key));
      const minProps = finite(s.minProperties) ?? 0;
      for (let i = 1; Object.keys(obj).length < minProps && i < 1000; i++) {
        if (s.additionalProperties === false) throw new SchemaError('minProperties cannot be met without additional properties');
        const key = `field${i}`;
        if (!Object.hasOwn(obj, key)) setProp(obj, key, fromSchema(additional(s), root, rng, depth + 1, key));
      }
      return obj;
    }
    default:
      throw new SchemaError(`Unsupported type: ${String(type)}`);
  }
}

function additional(s: Obj): Schema {
  return isObj(s.additionalProperties) ? (s.additionalProperties as Schema) : true;
}

function stableKey(v: unknown): string {
  return JSON.stringify(v, (_k, val: unknown) =>
    isObj(val) ? Object.fromEntries(Object.entries(val).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : val,
  );
}

/**
 * Generates data from a JSON Schema (text or parsed). Supports type (and type lists), properties,
 * required, additionalProperties, minProperties, items / prefixItems, minItems / maxItems,
 * uniqueItems, enum, const, minimum / maximum / exclusive bounds / multipleOf, minLength /
 * maxLength, format (email, uuid, date-time, date, time, uri, hostname, ipv4, ipv6), local $ref
 * ($defs / definitions), allOf, anyOf, oneOf (first). `pattern` is not supported.
 * count is clamped 1–100; 1 yields one value, more a list. Errors are
 * 'Error generating mock data: {message}'.
 */
export function generateFromSchema(schema: string | Schema, count: unknown = 1, seed: number = randomSeed()): GenerateResult {
  try {
    if (typeof schema === 'string' && schema.trim() === '') throw new SchemaError(MESSAGES.emptySchema);
    const parsed: unknown = typeof schema === 'string' ? JSON.parse(schema) : schema;
    if (!isObj(parsed) && typeof parsed !== 'boolean') throw new SchemaError(MESSAGES.invalidSchema);
    const root = parsed as Schema;
    valuesLeft = MAX_SCHEMA_VALUES;
    const rng = createRng(seed);
    const n = clampCount(count);
    const items: unknown[] = [];
    for (let i = 0; i < n; i++) items.push(fromSchema(root, root, rng, 0, ''));
    const data = n === 1 ? items[0] : items;
    return { ok: true, data, json: JSON.stringify(data, null, 2) ?? 'null', seed: seed >>> 0 };
  } catch (e) {
    return { ok: false, error: generationErrorMessage(e instanceof Error ? e.message : String(e)) };
  }
}
