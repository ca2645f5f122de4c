import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FIELDS,
  EXAMPLE_DOMAINS,
  MAX_SCHEMA_ARRAY,
  MAX_SCHEMA_STRING,
  LIMITS,
  TEMPLATES,
  clampArrayLength,
  clampCount,
  createRng,
  generate,
  generateFromSchema,
  generateItem,
  generateValue,
  loadTemplate,
  moveField,
  normalizeField,
  parseOptions,
  sameFields,
  usableFields,
  type MockField,
} from './logic';
import { FIELDS_SCHEMA, OPTIONS_UI_SCHEMA, FIELD_TYPES, optionsSchema } from './options';

function ok<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r as Extract<T, { ok: true }>;
}

/** Many values of one field type, from several seeds. */
function samples(field: Omit<MockField, 'name'>, n = 300): unknown[] {
  const rng = createRng(12345);
  return Array.from({ length: n }, () => generateValue(field, rng));
}

const EMAIL = /^[a-z0-9._%+-]+@(example\.com|example\.org|example\.net)$/;
const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function makeAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat(
    'date-time',
    (s: string) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)),
  );
  ajv.addFormat('date', (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(s)));
  ajv.addFormat('time', /^\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  ajv.addFormat('uri', (s: string) => {
    try {
      return /^[a-z][a-z0-9+.-]*:/i.test(s) && new URL(s).href.length > 0;
    } catch {
      return false;
    }
  });
  ajv.addFormat('hostname', /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i);
  ajv.addFormat('ipv4', /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/);
  return ajv;
}

describe('field type value ranges', () => {
  it('string: length 5–10, or the min/max length', () => {
    const v = samples({ type: 'string' }) as string[];
    for (const s of v) expect(s).toMatch(/^[a-z0-9]{5,10}$/);
    expect(new Set(v.map((s) => s.length))).toEqual(new Set([5, 6, 7, 8, 9, 10]));
    for (const s of samples({ type: 'string', minValue: 2, maxValue: 3 }) as string[])
      expect([2, 3]).toContain(s.length);
  });
  it('number: integers 0–1000 by default, min/max respected', () => {
    const v = samples({ type: 'number' }, 2000) as number[];
    for (const n of v) {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThanOrEqual(1000);
    }
    expect(Math.max(...v)).toBeGreaterThan(900);
    expect(Math.min(...v)).toBeLessThan(100);
    for (const n of samples({ type: 'number', minValue: -5, maxValue: 5 }) as number[])
      expect(Math.abs(n)).toBeLessThanOrEqual(5);
    for (const n of samples({ type: 'number', minValue: 10, maxValue: 3 }) as number[]) {
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(10);
    }
    expect(samples({ type: 'number', minValue: 7, maxValue: 7 }, 5)).toEqual([7, 7, 7, 7, 7]);
  });
  it('id: integers 1–10000', () => {
    for (const n of samples({ type: 'id' }, 2000) as number[]) {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(10000);
    }
  });
  it('price: 0.99–999.99 with at most 2 decimals', () => {
    for (const n of samples({ type: 'price' }, 2000) as number[]) {
      expect(n).toBeGreaterThanOrEqual(0.99);
      expect(n).toBeLessThanOrEqual(999.99);
      expect(Math.round(n * 100) / 100).toBe(n);
      expect(String(n)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });
  it('date: years 2000–2023, day 1–28; time and datetime well formed', () => {
    for (const d of samples({ type: 'date' }, 1000) as string[]) {
      const [, y, m, day] = DATE.exec(d)!.map(Number);
      expect(y).toBeGreaterThanOrEqual(2000);
      expect(y).toBeLessThanOrEqual(2023);
      expect(m).toBeGreaterThanOrEqual(1);
      expect(m).toBeLessThanOrEqual(12);
      expect(day).toBeGreaterThanOrEqual(1);
      expect(day).toBeLessThanOrEqual(28);
    }
    for (const t of samples({ type: 'time' }) as string[]) expect(t).toMatch(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
    for (const t of samples({ type: 'datetime' }) as string[]) {
      expect(t).toMatch(/^20(0\d|1\d|2[0-3])-\d{2}-(0[1-9]|1\d|2[0-8])T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(new Date(t).toISOString()).toBe(t);
    }
  });
  it('phone +1-NNN-NNN-NNNN; email on an example domain; uuid v4; color; urls', () => {
    for (const p of samples({ type: 'phone' }) as string[]) expect(p).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);
    const emails = samples({ type: 'email' }) as string[];
    for (const e of emails) expect(e).toMatch(EMAIL);
    expect(new Set(emails.map((e) => e.split('@')[1]))).toEqual(new Set(EXAMPLE_DOMAINS));
    for (const u of samples({ type: 'uuid' }) as string[]) expect(u).toMatch(UUID4);
    for (const c of samples({ type: 'color' }) as string[]) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    for (const u of [...samples({ type: 'url' }), ...samples({ type: 'image' })] as string[])
      expect(new URL(u).protocol).toBe('https:');
    for (const z of samples({ type: 'zipCode' }) as string[]) expect(z).toMatch(/^\d{5}$/);
  });
  it('text types', () => {
    for (const s of samples({ type: 'sentence' }) as string[]) expect(s).toMatch(/^[A-Z][a-z]*( [a-z]+){5,11}\.$/);
    for (const p of samples({ type: 'paragraph' }) as string[]) expect(p.split('. ').length).toBeGreaterThanOrEqual(3);
    for (const n of samples({ type: 'name' }) as string[]) expect(n).toMatch(/^[A-Z][a-z]+$/);
    for (const n of samples({ type: 'fullName' }) as string[]) expect(n).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    for (const n of samples({ type: 'product' }) as string[]) expect(n.split(' ')).toHaveLength(3);
    for (const a of samples({ type: 'address' }) as string[]) expect(a).toMatch(/^\d{1,4} [A-Z][a-z]+ [A-Z][a-z]+$/);
    for (const t of ['city', 'country'] as const)
      for (const s of samples({ type: t }) as string[]) expect(s.length).toBeGreaterThan(1);
  });
  it('boolean, null', () => {
    expect(new Set(samples({ type: 'boolean' }))).toEqual(new Set([true, false]));
    expect(new Set(samples({ type: 'null' }))).toEqual(new Set([null]));
  });
  it('object: a nested object of 2–4 random fields', () => {
    const sizes = new Set<number>();
    for (const o of samples({ type: 'object' }) as Record<string, unknown>[]) {
      expect(typeof o).toBe('object');
      expect(Array.isArray(o)).toBe(false);
      const n = Object.keys(o).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
      sizes.add(n);
    }
    expect(sizes).toEqual(new Set([2, 3, 4]));
  });
  it('array: random length 1–5 when unset, arrayLength when set', () => {
    const lens = new Set((samples({ type: 'array' }) as unknown[][]).map((a) => a.length));
    expect(lens).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const a of samples({ type: 'array', arrayLength: 7 }) as unknown[][]) expect(a).toHaveLength(7);
  });
  it('unknown type outputs Unknown type', () => {
    expect(generateValue({ type: 'banana' }, createRng(1))).toBe('Unknown type');
    expect(ok(generate([{ name: 'x', type: 'nope' }], 1, 1)).data).toEqual({ x: 'Unknown type' });
  });
  it('options restrict values to the given choices (typed for numbers and booleans)', () => {
    expect(parseOptions(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(parseOptions(['x', ' '])).toEqual(['x']);
    expect(parseOptions(undefined)).toEqual([]);
    expect(new Set(samples({ type: 'string', options: 'red, green' }))).toEqual(new Set(['red', 'green']));
    expect(new Set(samples({ type: 'number', options: '1,2' }))).toEqual(new Set([1, 2]));
    expect(new Set(samples({ type: 'boolean', options: 'true' }))).toEqual(new Set([true]));
    expect(new Set(samples({ type: 'null', options: 'x' }))).toEqual(new Set([null]));
  });
});

describe('generate', () => {
  it('needs at least one named field', () => {
    expect(generate([], 10, 1)).toEqual({ ok: false, error: 'Error: At least one field is required' });
    expect(generate([{ name: '  ', type: 'string' }], 10, 1)).toEqual({
      ok: false,
      error: 'Error: At least one field is required',
    });
  });
  it('drops rows with blank names and trims names', () => {
    expect(
      usableFields([
        { name: ' a ', type: 'id' },
        { name: '', type: 'id' },
        { name: ' ', type: 'id' },
      ]),
    ).toEqual([{ name: 'a', type: 'id' }]);
    const data = ok(
      generate(
        [
          { name: ' a ', type: 'id' },
          { name: '', type: 'email' },
        ],
        1,
        3,
      ),
    ).data as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(['a']);
  });
  it('count 1 yields a single object; more yields a list; count clamped 1–100', () => {
    expect(Array.isArray(ok(generate(DEFAULT_FIELDS, 1, 1)).data)).toBe(false);
    expect(ok(generate(DEFAULT_FIELDS, 2, 1)).data).toHaveLength(2);
    expect(ok(generate(DEFAULT_FIELDS, 500, 1)).data).toHaveLength(100);
    expect(Array.isArray(ok(generate(DEFAULT_FIELDS, 0, 1)).data)).toBe(false);
    expect(ok(generate(DEFAULT_FIELDS, 'abc', 1)).data).toHaveLength(10);
    expect(clampCount(-3)).toBe(1);
    expect(clampCount(101)).toBe(100);
    expect(clampCount('7')).toBe(7);
    expect(clampCount(2.6)).toBe(3);
    expect(clampCount(undefined)).toBe(10);
    expect(clampCount('')).toBe(10);
  });
  it('isArray gives arrayLength values (1–20, default 3)', () => {
    const d = ok(
      generate(
        [
          { name: 't', type: 'email', isArray: true },
          { name: 'u', type: 'id', isArray: true, arrayLength: 50 },
          { name: 'v', type: 'id', isArray: true, arrayLength: 0 },
        ],
        1,
        9,
      ),
    ).data as Record<string, unknown[]>;
    expect(d.t).toHaveLength(3);
    expect(d.u).toHaveLength(20);
    expect(d.v).toHaveLength(1);
    for (const e of d.t) expect(e).toMatch(EMAIL);
    expect(clampArrayLength('x')).toBe(3);
  });
  it('json is the pretty-printed data', () => {
    const r = ok(generate(DEFAULT_FIELDS, 3, 5));
    expect(r.json).toBe(JSON.stringify(r.data, null, 2));
    expect(r.seed).toBe(5);
  });
  it('keeps odd field names as own properties', () => {
    const d = ok(
      generate(
        [
          { name: '__proto__', type: 'id' },
          { name: 'constructor', type: 'boolean' },
        ],
        1,
        2,
      ),
    ).data as object;
    expect(Object.keys(d)).toEqual(['__proto__', 'constructor']);
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
  });
  it('property: the same seed gives the same output; output has the fields and count', () => {
    const fieldArb = fc.record({
      name: fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== ''),
      type: fc.constantFrom(...FIELD_TYPES),
      isArray: fc.boolean(),
      arrayLength: fc.option(fc.integer({ min: -5, max: 40 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(fieldArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -5, max: 150 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (fields, count, seed) => {
          const a = ok(generate(fields, count, seed));
          const b = ok(generate(fields, count, seed));
          expect(a.json).toBe(b.json);
          const n = Math.min(100, Math.max(1, count));
          const items = (n === 1 ? [a.data] : a.data) as Record<string, unknown>[];
          expect(items).toHaveLength(n);
          const names = [...new Set(fields.map((x) => x.name.trim()))].sort();
          for (const item of items) {
            expect(Object.keys(item).sort()).toEqual(names);
          }
          expect(JSON.parse(a.json)).toEqual(a.data);
        },
      ),
      { numRuns: 60 },
    );
  });
  it('different seeds usually differ', () => {
    expect(ok(generate(DEFAULT_FIELDS, 5, 1)).json).not.toBe(ok(generate(DEFAULT_FIELDS, 5, 2)).json);
  });
  it('is fast: 100 items of every type', () => {
    const fields = FIELD_TYPES.map((t) => ({ name: t, type: t, isArray: true, arrayLength: 20 }));
    const t0 = performance.now();
    ok(generate(fields, 100, 1));
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});

describe('templates', () => {
  it('User Profile 10×10, Product Catalog 8×5, Blog Post 7×3', () => {
    expect(TEMPLATES.map((t) => [t.name, t.fields.length, t.count])).toEqual([
      ['User Profile', 10, 10],
      ['Product Catalog', 8, 5],
      ['Blog Post', 7, 3],
    ]);
    for (const t of TEMPLATES) {
      const r = ok(generate(t.fields, t.count, 1));
      expect(r.data).toHaveLength(t.count);
      for (const field of t.fields) expect(FIELD_TYPES).toContain(field.type);
      expect(JSON.stringify(r.data)).not.toContain('Unknown type');
    }
  });
  it('loading one gives a copy of its fields and its count', () => {
    const t = loadTemplate('Blog Post')!;
    expect(t.count).toBe(3);
    t.fields[0].name = 'changed';
    expect(TEMPLATES[2].fields[0].name).toBe('id');
    expect(loadTemplate('Nope')).toBeUndefined();
  });
  it('templates validate against the field list schema', () => {
    const v = makeAjv().compile(FIELDS_SCHEMA);
    for (const t of TEMPLATES) expect(v(t.fields)).toBe(true);
    expect(v([{ name: 'a', type: 'bogus' }])).toBe(false);
    expect(v([{ name: 'a', type: 'id', arrayLength: 21 }])).toBe(false);
    expect(makeAjv().compile(optionsSchema)({ fields: DEFAULT_FIELDS, count: 101 })).toBe(false);
  });
});

describe('moveField', () => {
  it('moves rows up and down, ignoring out-of-range moves', () => {
    expect(moveField(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveField(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveField(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveField(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
  it('property: moving down then up is the identity', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 2, maxLength: 10 }), fc.nat(), (arr, i) => {
        const idx = i % (arr.length - 1);
        expect(moveField(moveField(arr, idx, 1), idx + 1, -1)).toEqual(arr);
      }),
    );
  });
});

describe('generateItem', () => {
  it('uses the given rng deterministically', () => {
    expect(generateItem(usableFields(DEFAULT_FIELDS), createRng(4))).toEqual(
      generateItem(usableFields(DEFAULT_FIELDS), createRng(4)),
    );
  });
});

describe('generateFromSchema', () => {
  const ajv = makeAjv();
  const check = (schema: object, count = 20) => {
    const r = ok(generateFromSchema(schema as Record<string, unknown>, count, 99));
    const validate = ajv.compile(schema);
    for (const item of r.data as unknown[]) {
      if (!validate(item)) throw new Error(`${JSON.stringify(item)}: ${ajv.errorsText(validate.errors)}`);
    }
    return r.data as unknown[];
  };
  it('covers type, properties, required, items, enum, bounds, lengths and formats', () => {
    const data = check({
      type: 'object',
      required: ['id', 'email', 'tags'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        email: { type: 'string', format: 'email' },
        created: { type: 'string', format: 'date-time' },
        site: { type: 'string', format: 'uri' },
        age: { type: 'integer', minimum: 18, maximum: 99 },
        score: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        step: { type: 'integer', multipleOf: 5, minimum: 1, maximum: 100 },
        code: { type: 'string', minLength: 12, maxLength: 12 },
        short: { type: 'string', maxLength: 2 },
        status: { enum: ['active', 'banned'] },
        kind: { const: 'user' },
        tags: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 4, uniqueItems: true },
        nested: {
          type: 'object',
          properties: { ok: { type: 'boolean' }, nothing: { type: 'null' } },
          additionalProperties: false,
        },
        maybe: { type: ['string', 'null'] },
      },
      additionalProperties: false,
    });
    const first = data[0] as Record<string, unknown>;
    expect(first.id).toMatch(UUID4);
    expect(first.email).toMatch(EMAIL);
    expect(first.kind).toBe('user');
  });
  it('supports $ref to $defs and definitions, allOf, anyOf, oneOf, tuples and minProperties', () => {
    check({
      $defs: { pos: { type: 'integer', minimum: 1 } },
      definitions: { name: { type: 'string', minLength: 3 } },
      type: 'object',
      properties: {
        n: { $ref: '#/$defs/pos' },
        who: { $ref: '#/definitions/name' },
        both: { allOf: [{ type: 'integer', minimum: 10 }, { maximum: 20 }] },
        either: { anyOf: [{ type: 'string', format: 'email' }, { type: 'boolean' }] },
        one: { oneOf: [{ type: 'string', maxLength: 3 }, { type: 'integer' }] },
        pair: { type: 'array', items: [{ type: 'integer' }, { type: 'string' }], additionalItems: false, minItems: 2 },
        bag: { type: 'object', minProperties: 3, additionalProperties: { type: 'integer' } },
      },
      required: ['n', 'who', 'both', 'either', 'one', 'pair', 'bag'],
    });
  });
  it('uses property names for realistic strings', () => {
    const d = ok(
      generateFromSchema(
        {
          type: 'object',
          properties: { email: { type: 'string' }, city: { type: 'string' }, firstName: { type: 'string' } },
        },
        1,
        1,
      ),
    ).data as Record<string, string>;
    expect(d.email).toMatch(EMAIL);
    expect(d.firstName).toMatch(/^[A-Z][a-z]+$/);
  });
  it("accepts schema text and reports errors after 'Error generating mock data: '", () => {
    expect(ok(generateFromSchema('{"type":"integer","minimum":3,"maximum":3}', 1, 1)).data).toBe(3);
    expect(ok(generateFromSchema('{"type":"integer"}', 3, 1)).data).toHaveLength(3);
    const bad = generateFromSchema('{not json', 1, 1);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^Error generating mock data: /);
    expect(generateFromSchema('[1]', 1, 1)).toEqual({
      ok: false,
      error: 'Error generating mock data: The JSON Schema must be an object',
    });
    expect(generateFromSchema({ $ref: 'http://x/y' }, 1, 1)).toEqual({
      ok: false,
      error: 'Error generating mock data: Only local $ref values are supported: http://x/y',
    });
    expect(generateFromSchema({ type: 'integer', minimum: 5, maximum: 1 }, 1, 1).ok).toBe(false);
    expect(generateFromSchema({ properties: { a: false }, required: ['a'] }, 1, 1).ok).toBe(false);
    expect(
      generateFromSchema(
        { $defs: { n: { type: 'array', items: { $ref: '#/$defs/n' }, minItems: 1 } }, $ref: '#/$defs/n' },
        1,
        1,
      ),
    ).toMatchObject({ ok: false });
  });
  it('is reproducible with a seed', () => {
    const s = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } } };
    expect(ok(generateFromSchema(s, 5, 3)).json).toBe(ok(generateFromSchema(s, 5, 3)).json);
  });
  it('property: output of random schemas of the common keywords is valid under ajv', () => {
    const leaf = fc.oneof(
      fc.record({
        type: fc.constant('string'),
        format: fc.constantFrom('email', 'uuid', 'date-time', 'uri', 'date', 'ipv4', 'hostname'),
      }),
      fc
        .tuple(fc.nat(20), fc.nat(20))
        .map(([a, b]) => ({ type: 'string', minLength: Math.min(a, b), maxLength: Math.max(a, b) })),
      fc
        .tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }))
        .map(([a, d]) => ({ type: 'integer', minimum: a, maximum: a + d })),
      fc
        .tuple(fc.double({ min: -100, max: 100, noNaN: true }), fc.double({ min: 0.01, max: 100, noNaN: true }))
        .map(([a, d]) => ({ type: 'number', minimum: a, maximum: a + d })),
      fc.record({ type: fc.constantFrom('boolean', 'null', 'integer', 'number', 'string') }),
      fc
        .uniqueArray(fc.oneof(fc.string(), fc.integer(), fc.boolean()), { minLength: 1, maxLength: 5 })
        .map((e) => ({ enum: e })),
    );
    const schemaArb = fc.letrec<{ schema: object }>((tie) => ({
      schema: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc
          .dictionary(
            fc.string({ minLength: 1, maxLength: 6 }).filter((k) => k !== '__proto__'),
            tie('schema'),
            { maxKeys: 4 },
          )
          .chain((props) =>
            fc
              .subarray(Object.keys(props))
              .map((req) => ({ type: 'object', properties: props, required: req, additionalProperties: false })),
          ),
        fc
          .tuple(tie('schema'), fc.nat(3), fc.nat(4))
          .map(([items, min, extra]) => ({ type: 'array', items, minItems: min, maxItems: min + extra })),
      ),
    })).schema;
    fc.assert(
      fc.property(schemaArb, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (s, seed) => {
        const r = generateFromSchema(s as Record<string, unknown>, 5, seed);
        if (!r.ok) throw new Error(`${r.error} for ${JSON.stringify(s)}`);
        const validate = ajv.compile(s);
        for (const item of r.data as unknown[]) {
          if (!validate(item))
            throw new Error(
              `${JSON.stringify(item)} invalid for ${JSON.stringify(s)}: ${ajv.errorsText(validate.errors)}`,
            );
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('manifest options', () => {
  it('the manifest carries the options schema, form layout and default fields', async () => {
    const { default: manifest } = await import('./manifest');
    const options = manifest.options;
    expect(options.schema).toBe(optionsSchema);
    expect(options.uiSchema).toBe(OPTIONS_UI_SCHEMA);
    expect(options.defaults.fields).toEqual(DEFAULT_FIELDS);
    expect(options.defaults.count).toBe(LIMITS.count.default);
    expect(makeAjv().compile(optionsSchema)(options.defaults)).toBe(true);
    expect(manifest).toMatchObject({
      id: 'mock-data',
      group: 'tools',
      order: 4,
      path: '/tools/mock-data',
      icon: 'database',
    });
  });
  it('a row whose name was cleared still validates, so a shared link keeps its field list', () => {
    const v = makeAjv().compile(FIELDS_SCHEMA);
    expect(v([{ type: 'id' }, { name: 'a', type: 'email' }])).toBe(true);
    expect(v([{ name: 'a' }])).toBe(false);
  });
});

describe('normalizeField and sameFields', () => {
  it('fill the form defaults and drop unset values', () => {
    expect(normalizeField({ type: 'id' })).toEqual({ name: '', type: 'id', isArray: false, arrayLength: 3 });
    expect(normalizeField({ name: 'a', type: 'number', minValue: 1, maxValue: undefined, options: '' })).toEqual({
      name: 'a',
      type: 'number',
      isArray: false,
      arrayLength: 3,
      minValue: 1,
    });
  });
  it('treat a re-emitted form value as unchanged and an edit as a change', () => {
    const emitted = DEFAULT_FIELDS.map((x) => ({ arrayLength: 3, ...x, name: x.name }));
    expect(sameFields(emitted, DEFAULT_FIELDS)).toBe(true);
    expect(sameFields([{ ...DEFAULT_FIELDS[0], name: 'x' }, ...DEFAULT_FIELDS.slice(1)], DEFAULT_FIELDS)).toBe(false);
    expect(sameFields(DEFAULT_FIELDS.slice(1), DEFAULT_FIELDS)).toBe(false);
    expect(sameFields([...DEFAULT_FIELDS].reverse(), DEFAULT_FIELDS)).toBe(false);
  });
});

describe('generateFromSchema limits', () => {
  it('a blank schema asks for one; minItems above the cap is refused rather than exhausting memory', () => {
    expect(generateFromSchema('  ', 1, 1)).toEqual({
      ok: false,
      error: 'Error generating mock data: Paste a JSON Schema first',
    });
    expect(generateFromSchema({ type: 'array', minItems: MAX_SCHEMA_ARRAY + 1 }, 1, 1)).toEqual({
      ok: false,
      error: `Error generating mock data: minItems above ${MAX_SCHEMA_ARRAY} is not supported`,
    });
    expect(ok(generateFromSchema({ type: 'array', items: { type: 'integer' }, minItems: 50 }, 1, 1)).data).toHaveLength(
      50,
    );
  });
  it('nested minItems that multiply past the value budget stop quickly with a clear message', () => {
    const t0 = performance.now();
    const r = generateFromSchema(
      { type: 'array', minItems: 10000, items: { type: 'array', minItems: 10000, items: { type: 'string' } } },
      100,
      1,
    );
    expect(r).toEqual({ ok: false, error: 'Error generating mock data: The schema asks for more than 500,000 values' });
    expect(performance.now() - t0).toBeLessThan(10_000); // guards against a runaway (quadratic or unbounded) run, not a speed figure
    expect(generateFromSchema({ type: 'string', minLength: MAX_SCHEMA_STRING + 1 }, 1, 1)).toEqual({
      ok: false,
      error: `Error generating mock data: minLength above ${MAX_SCHEMA_STRING} is not supported`,
    });
    // the budget is per generation, not per page life
    expect(
      ok(generateFromSchema({ type: 'array', items: { type: 'integer' }, minItems: 9000 }, 50, 1)).data,
    ).toHaveLength(50);
  });
});
