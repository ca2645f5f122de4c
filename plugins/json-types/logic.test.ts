import fc from 'fast-check';
import { z } from 'zod';
import {
  MAX_DEPTH,
  MESSAGES,
  emitJsonSchema,
  emitTypeScript,
  emitZod,
  generate,
  infer,
  isDateTime,
  itemName,
  parseSamples,
  propertyKey,
  rootTypeName,
  samplesOf,
  typeName,
  type EmitOptions,
  type JsonValue,
  type TypesRequest,
} from './logic';
import { checkSchema } from './validate';

const TS: EmitOptions = { declaration: 'interface', readonly: false, missing: 'optional' };

function request(input: string, over: Partial<TypesRequest> = {}): TypesRequest {
  return {
    input,
    target: 'typescript',
    rootName: 'Root',
    declaration: 'interface',
    readonly: false,
    missing: 'optional',
    arraySamples: false,
    ...over,
  };
}

function run(input: string, over: Partial<TypesRequest> = {}): string {
  const result = generate(request(input, over), checkSchema);
  if (!result.ok) throw new Error(`${result.error.title}: ${result.error.message}`);
  return result.output;
}

function values(input: string): JsonValue[] {
  const parsed = parseSamples(input);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.values;
}

describe('reading samples', () => {
  // python3: a json.JSONDecoder().raw_decode loop over the text, skipping white space between values
  it.each([
    ['{"a":1}\n{"a":2}\n', [{ a: 1 }, { a: 2 }]],
    ['{"a":1}{"b":[]}', [{ a: 1 }, { b: [] }]],
    ['1 2 "x"\nnull', [1, 2, 'x', null]],
    ['\uFEFF{"a": [true, false, -0.5e2]}', [{ a: [true, false, -50] }]],
    ['  \n ', []],
  ])('reads %j as the values python3 reads one after another', (input, expected) => {
    expect(values(input)).toEqual(expected);
  });

  // python3: json.loads / raw_decode's JSONDecodeError lineno and colno for the same texts
  it.each([
    ['{"a": 1,}', 1, 9],
    ['{"a" 1}', 1, 6],
    ['[1, 2', 1, 6],
    ['{\n  "a": tru\n}', 2, 8],
    ['[\n  1,\n  02\n]', 3, 4],
    ['{"a": "x\ty"}', 1, 9],
    ['{\n "a": 1\n}\n{"b": }', 4, 7],
    ['[1,]', 1, 4],
    ['-', 1, 1],
    ['{"a":1},{"a":2}', 1, 8],
  ])('reports %j at line %i, column %i, as python3 does', (input, line, column) => {
    const parsed = parseSamples(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect([parsed.error.line, parsed.error.column]).toEqual([line, column]);
    // the offset is the same character, for Go to error
    const lines = input.split('\n');
    expect(parsed.error.offset).toBe(lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1);
  });

  it('says how to give several samples when they are separated by commas', () => {
    const parsed = parseSamples('{"a":1},\n{"a":2}');
    expect(!parsed.ok && parsed.error.message).toBe(MESSAGES.commaBetweenSamples);
  });

  it('names what it found in the message', () => {
    const parsed = parseSamples('{"a" 1}');
    expect(!parsed.ok && parsed.error.message).toBe("Expected ':' after a key, found '1'");
    const end = parseSamples('{"a": [1, 2');
    expect(!end.ok && end.error.message).toBe('Unexpected end of JSON input');
  });

  it('refuses a number run into what follows it instead of reading two samples', () => {
    expect(parseSamples('01').ok).toBe(false);
    expect(parseSamples('truex').ok).toBe(false);
    expect(values('0 1')).toEqual([0, 1]);
  });

  it('keeps __proto__ as an ordinary own key, as JSON.parse does', () => {
    const [doc] = values('{"__proto__": {"x": 1}, "a": 2}');
    expect(doc).toEqual(JSON.parse('{"__proto__": {"x": 1}, "a": 2}'));
    expect(Object.keys(doc ?? {})).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(doc)).toBe(Object.prototype);
  });

  it('takes the last of duplicate keys at the place of the first, as JSON.parse does', () => {
    expect(JSON.stringify(values('{"a": 1, "b": 2, "a": 3}')[0])).toBe(
      JSON.stringify(JSON.parse('{"a": 1, "b": 2, "a": 3}')),
    );
  });

  it(`refuses nesting deeper than ${MAX_DEPTH} levels with its position, and reads ${MAX_DEPTH} levels`, () => {
    const deep = '['.repeat(MAX_DEPTH + 1) + ']'.repeat(MAX_DEPTH + 1);
    const parsed = parseSamples(deep);
    expect(!parsed.ok && parsed.error).toMatchObject({ message: MESSAGES.tooDeep, line: 1, column: MAX_DEPTH + 1 });
    expect(parseSamples('['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH)).ok).toBe(true);
  });

  it('lists integers beyond 2^53 and numbers beyond a double with their positions and what JSON.parse makes of them', () => {
    const parsed = parseSamples('{\n  "id": 12345678901234567890,\n  "ok": 9007199254740991,\n  "big": 1e400\n}');
    expect(parsed.ok && parsed.numbers).toEqual([
      // node -e 'console.log(String(JSON.parse("12345678901234567890")))'
      { text: '12345678901234567890', parsed: '12345678901234567000', line: 2, column: 9, offset: 10 },
      { text: '1e400', parsed: 'Infinity', line: 4, column: 10, offset: 67 },
    ]);
  });

  it('reads the values as JSON.parse does (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { minLength: 1, maxLength: 4 }), fc.boolean(), (docs, pretty) => {
        const text = docs.map((d) => JSON.stringify(d, null, pretty ? 2 : undefined)).join('\n');
        expect(values(text)).toEqual(docs.map((d): unknown => JSON.parse(JSON.stringify(d))));
      }),
    );
  });
});

describe('date-times', () => {
  // zod 4's z.iso.datetime({ offset: true }) is the reference: the Zod output asks for it
  const zodDateTime = z.iso.datetime({ offset: true });
  it.each([
    '2024-05-01T09:30:00Z',
    '2024-05-01T09:30:00.123456Z',
    '2024-06-12T17:05:00+02:00',
    '2024-02-29T00:00:00Z',
    '2023-02-29T00:00:00Z',
    '2024-13-01T00:00:00Z',
    '2024-04-31T00:00:00Z',
    '2024-05-01T24:00:00Z',
    '2024-05-01T09:60:00Z',
    '2024-05-01 09:30:00Z',
    '2024-05-01t09:30:00z',
    '2024-05-01T09:30Z',
    '2024-05-01T09:30:00',
    '2024-05-01',
    '2024-05-01T09:30:00+0200',
  ])('%s is a date-time exactly when zod says so', (text) => {
    expect(isDateTime(text)).toBe(zodDateTime.safeParse(text).success);
  });
});

describe('names', () => {
  it.each([
    ['first-name', 'FirstName'],
    ['user_id', 'UserId'],
    ['createdAt', 'CreatedAt'],
    ['2x', 'T2x'],
    ['', 'Field'],
    ['名前', 'Field'],
  ])('%j names a type %s', (key, name) => expect(typeName(key)).toBe(name));

  it.each([
    ['Users', 'User'],
    ['Categories', 'Category'],
    ['Addresses', 'Address'],
    ['Boxes', 'Box'],
    ['Data', 'DataItem'],
    ['Status', 'Statu'],
    ['Root', 'RootItem'],
  ])('an item of %s is a %s', (list, item) => expect(itemName(list)).toBe(item));

  it('keeps the root name a type name: words capitalised, Root when empty, clear of global types', () => {
    expect(rootTypeName('api response')).toBe('ApiResponse');
    expect(rootTypeName('')).toBe('Root');
    expect(rootTypeName('date')).toBe('DateType');
  });

  it('quotes keys that are not identifiers', () => {
    expect(['id', '$ref', '_x', 'first-name', '2x', '', 'a b', 'é'].map(propertyKey)).toEqual([
      'id',
      '$ref',
      '_x',
      '"first-name"',
      '"2x"',
      '""',
      '"a b"',
      '"é"',
    ]);
  });

  it('gives a name taken by a global type a suffix, and a second type of the same name a number', () => {
    const out = run('{"date": {"a": 1}, "x": {"date": {"b": 1}}}');
    expect(out).toContain('date: DateType;');
    expect(out).toContain('export interface DateType2 {');
  });
});

describe('inference', () => {
  it('merges several samples: a field missing from some is optional, kinds seen together are a union', () => {
    const out = run('{"a": 1, "b": "x"}\n{"a": "one"}\n{"a": null, "b": "y", "c": true}');
    expect(out).toBe('export interface Root {\n  a: number | string | null;\n  b?: string;\n  c?: boolean;\n}\n');
  });

  it('gives same-shaped objects one named type, whatever the order of their keys', () => {
    const out = run('{"home": {"city": "A", "zip": "1"}, "work": {"zip": "2", "city": "B"}, "other": {"city": "C"}}');
    expect(out).toBe(
      'export interface Root {\n  home: Home;\n  work: Home;\n  other: Other;\n}\n\nexport interface Home {\n  city: string;\n  zip: string;\n}\n\nexport interface Other {\n  city: string;\n}\n',
    );
  });

  it('merges the objects of an array into one item type', () => {
    expect(run('{"users": [{"id": 1}, {"id": 2, "admin": true}]}')).toBe(
      'export interface Root {\n  users: User[];\n}\n\nexport interface User {\n  id: number;\n  admin?: boolean;\n}\n',
    );
  });

  it('types null-only fields null, empty arrays unknown[] (never any[]), mixed arrays as Array<A | B>', () => {
    const out = run('{"n": null, "e": [], "m": [1, "a", null], "nested": [[1], []]}');
    expect(out).toBe(
      'export interface Root {\n  n: null;\n  e: unknown[];\n  m: Array<number | string | null>;\n  nested: number[][];\n}\n',
    );
    expect(out).not.toContain('any');
  });

  it('types a top-level array as an alias of its items, and of primitives as a plain alias', () => {
    expect(run('[{"a": 1}]')).toBe('export type Root = RootItem[];\n\nexport interface RootItem {\n  a: number;\n}\n');
    expect(run('"x"\n3')).toBe('export type Root = number | string;\n');
    expect(run('[]')).toBe('export type Root = unknown[];\n');
  });

  it('reads the items of a top-level array as the samples when asked', () => {
    expect(samplesOf([[1, 2], 'x'], true)).toEqual([1, 2, 'x']);
    expect(samplesOf([[1, 2]], false)).toEqual([[1, 2]]);
    expect(run('[{"a": 1}, {"b": 2}]', { arraySamples: true })).toBe(
      'export interface Root {\n  a?: number;\n  b?: number;\n}\n',
    );
    const empty = generate(request('[]', { arraySamples: true }), checkSchema);
    expect(!empty.ok && empty.error.message).toBe(MESSAGES.noSamples);
  });

  it('keeps ISO date-times as string with a comment, never Date', () => {
    const out = run(
      '{"at": "2024-05-01T09:30:00Z", "when": ["2024-05-01T09:30:00Z"], "mixed": "2024-05-01T09:30:00Z"}\n{"at": "2024-06-01T00:00:00+01:00", "when": [], "mixed": "soon"}',
    );
    expect(out).toBe(
      'export interface Root {\n  /** ISO 8601 date-time: JSON.parse gives a string, not a Date */\n  at: string;\n  /** ISO 8601 date-time: JSON.parse gives a string, not a Date */\n  when: string[];\n  mixed: string;\n}\n',
    );
    expect(out).not.toMatch(/: Date\b/);
  });

  it('notes integers beyond 2^53 and writes them as number', () => {
    const out = run('{"id": 12345678901234567890, "n": 1}');
    expect(out).toContain(
      '/** holds integers beyond 2^53, which JSON.parse rounds: read them as strings or with a big-number parser */\n  id: number;',
    );
    expect(out).toContain('  n: number;');
    const result = generate(request('{"id": 12345678901234567890}'), checkSchema);
    expect(result.ok && [result.numberCount, result.numbers[0]?.line]).toEqual([1, 1]);
  });

  it('writes an object seen only empty as a record of unknown values', () => {
    expect(run('{"meta": {}}')).toBe('export interface Root {\n  meta: Record<string, unknown>;\n}\n');
    expect(run('{"meta": {}}\n{"meta": {"a": 1}}')).toContain('export interface Meta {\n  a?: number;\n}');
  });

  it('follows the options: type aliases, readonly, and missing fields also null', () => {
    const input = '{"a": [1], "b": {"c": [[1]]}, "r": {}}\n{"a": [], "b": {"c": []}}';
    expect(run(input, { declaration: 'type', readonly: true, missing: 'nullish', rootName: 'payload' })).toBe(
      'export type Payload = {\n  readonly a: readonly number[];\n  readonly b: B;\n  readonly r?: Readonly<Record<string, unknown>> | null;\n};\n\nexport type B = {\n  readonly c: ReadonlyArray<readonly number[]>;\n};\n',
    );
  });

  it('is deterministic (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 4 }), { minLength: 1, maxLength: 4 }), (docs) => {
        const text = docs.map((d) => JSON.stringify(d)).join('\n');
        for (const target of ['typescript', 'zod', 'schema'] as const)
          expect(run(text, { target })).toBe(run(text, { target }));
      }),
      { numRuns: 40 },
    );
  });

  it('finds the same keys and optional fields whatever the order of the samples (property)', () => {
    const keysOf = (docs: readonly unknown[]) => {
      const model = infer(values(docs.map((d) => JSON.stringify(d)).join('\n')), 'Root');
      return model.root.kind === 'object'
        ? model.root.type.fields.map((f) => `${f.key}${f.optional ? '?' : ''}`).sort()
        : [];
    };
    const record = fc.dictionary(
      fc.constantFrom('a', 'b', 'c', 'first-name', '2x', '__proto__'),
      fc.jsonValue({ maxDepth: 2 }),
    );
    fc.assert(
      fc.property(
        fc
          .array(record, { minLength: 1, maxLength: 5 })
          .chain((docs) => fc.tuple(fc.constant(docs), fc.shuffledSubarray(docs, { minLength: docs.length }))),
        ([docs, shuffled]) => {
          expect(keysOf(shuffled)).toEqual(keysOf(docs));
        },
      ),
    );
  });
});

describe('keys named after what every object inherits', () => {
  // tsc --strict refuses {"constructor": 2} for `toString?: string` ("Types of property 'toString' are
  // incompatible"), and zod 4 refuses it for `toString: z.string().optional()` ("expected string, received function")
  const SAMPLES = '[{"toString":"a","n":1},{"constructor":2}]';

  it('lets an optional one also take the inherited member in TypeScript, with a comment saying why', () => {
    expect(run(SAMPLES, { arraySamples: true })).toBe(
      [
        'export interface Root {',
        '  /** a sample without toString still has the one every object inherits */',
        '  toString?: string | typeof Object.prototype.toString;',
        '  n?: number;',
        '  /** a sample without constructor still has the one every object inherits */',
        '  constructor?: number | typeof Object.prototype.constructor;',
        '}',
        '',
      ].join('\n'),
    );
    expect(run(SAMPLES, { arraySamples: true, readonly: true, missing: 'nullish' })).toContain(
      '  readonly toString?: string | null | typeof Object.prototype.toString;',
    );
  });

  it('lets an optional one also take the inherited member in Zod, through one helper', () => {
    const out = run(SAMPLES, { arraySamples: true, target: 'zod' });
    expect(out.match(/function inherited</g)).toHaveLength(1);
    expect(out).toContain(
      [
        'export const RootSchema = z.object({',
        "  toString: z.string().or(inherited('toString')).optional(),",
        '  n: z.number().int().optional(),',
        "  constructor: z.number().int().or(inherited('constructor')).optional(),",
        '});',
      ].join('\n'),
    );
  });

  it('keeps a required one as it is, and writes no helper', () => {
    expect(run('{"toString": "x"}')).toBe('export interface Root {\n  toString: string;\n}\n');
    expect(run('{"toString": "x"}', { target: 'zod' })).toBe(
      "// Zod 4 (npm install zod@^4)\nimport { z } from 'zod';\n\nexport const RootSchema = z.object({\n  toString: z.string(),\n});\nexport type Root = z.infer<typeof RootSchema>;\n",
    );
  });

  it('widens in Zod alone a member TypeScript does not declare, and leaves __proto__ to both', () => {
    // lib.es5.d.ts declares no __lookupGetter__ or __proto__ on Object; zod 4 skips a __proto__ key when parsing
    const input = '{"__lookupGetter__": 1, "__proto__": {"a": 1}}\n{}';
    const ts = run(input);
    expect(ts).toContain('  __lookupGetter__?: number;\n  __proto__?: Proto;\n');
    expect(ts).not.toContain('Object.prototype');
    const zod = run(input, { target: 'zod' });
    expect(zod).toContain("  __lookupGetter__: z.number().int().or(inherited('__lookupGetter__')).optional(),");
    expect(zod).toContain('  ["__proto__"]: ProtoSchema.optional(),');
  });

  it('leaves the JSON Schema as it is: the key is a property, and none is required', () => {
    const schema: unknown = JSON.parse(run(SAMPLES, { arraySamples: true, target: 'schema' }));
    expect(schema).toMatchObject({ properties: { toString: { type: 'string' }, constructor: { type: 'integer' } } });
    expect(schema).not.toHaveProperty('required');
  });
});

describe('JSON Schema', () => {
  it('writes draft 2020-12 with the root inline and the other objects under $defs', () => {
    const schema: unknown = JSON.parse(
      run('{"a": {"x": 1}, "b": [{"x": 2}], "t": "2024-05-01T09:30:00Z", "u": [1, "a"]}', { target: 'schema' }),
    );
    expect(schema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      title: 'Root',
      type: 'object',
      properties: {
        a: { $ref: '#/$defs/A' },
        b: { type: 'array', items: { $ref: '#/$defs/A' } },
        t: { type: 'string', format: 'date-time' },
        u: { type: 'array', items: { type: ['integer', 'string'] } },
      },
      required: ['a', 'b', 't', 'u'],
      $defs: { A: { type: 'object', properties: { x: { type: 'integer' } }, required: ['x'] } },
    });
  });

  it('is shown only when ajv accepts every sample: a schema that rejects one is an error', () => {
    const rejecting = generate(request('{"a": 1}\n{"a": 2}', { target: 'schema' }), (_text, samples) =>
      samples.length > 1 ? { index: 1, message: '/a must be string' } : null,
    );
    expect(rejecting).toEqual({
      ok: false,
      error: { title: MESSAGES.schemaRejects, message: 'Sample 2: /a must be string' },
    });
    // the check itself fails a sample the schema does not describe
    expect(checkSchema('{"type": "object", "required": ["b"]}', [{ b: 1 }, { a: 1 }])).toEqual({
      index: 1,
      message: "(root) must have required property 'b'",
    });
  });

  it('validates every sample it was made from (property, ajv)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue(), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...(['optional', 'nullish'] as const)),
        (docs, missing) => {
          const text = docs.map((d) => JSON.stringify(d)).join('\n');
          const schema = run(text, { target: 'schema', missing });
          expect(checkSchema(schema, values(text))).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps a __proto__ key as a property and validates it', () => {
    const text = '{"__proto__": {"x": 1}}';
    const schema = run(text, { target: 'schema' });
    const parsed: unknown = JSON.parse(schema);
    expect(parsed).toMatchObject({ properties: { ['__proto__']: { $ref: '#/$defs/Proto' } } });
    expect(checkSchema(schema, values(text))).toBeNull();
  });
});

describe('Zod', () => {
  it('writes the dependencies first, nullable and optional fields, int() only for safe integers', () => {
    expect(
      run('{"p": {"q": 1}, "n": null, "big": 12345678901234567890}\n{"p": {"q": 2}, "n": "x", "o": 1.5}', {
        target: 'zod',
      }),
    ).toBe(
      [
        '// Zod 4 (npm install zod@^4)',
        "import { z } from 'zod';",
        '',
        'export const PSchema = z.object({',
        '  q: z.number().int(),',
        '});',
        'export type P = z.infer<typeof PSchema>;',
        '',
        'export const RootSchema = z.object({',
        '  p: PSchema,',
        '  n: z.string().nullable(),',
        '  /** holds integers beyond 2^53, which JSON.parse rounds: read them as strings or with a big-number parser */',
        '  big: z.number().optional(),',
        '  o: z.number().optional(),',
        '});',
        'export type Root = z.infer<typeof RootSchema>;',
        '',
      ].join('\n'),
    );
  });

  it('writes a __proto__ key as a computed key, which an object literal keeps as a property', () => {
    expect(run('{"__proto__": 1}', { target: 'zod' })).toContain('  ["__proto__"]: z.number().int(),');
  });
});

describe('emitters share one model', () => {
  it('write the same named types in each language', () => {
    const model = infer(values('{"a": {"b": [{"c": 1}]}}'), 'Root');
    expect(model.objects.map((o) => o.name)).toEqual(['Root', 'A', 'BItem']);
    expect(emitTypeScript(model, TS)).toContain('export interface BItem {');
    expect(emitZod(model, TS)).toContain('export const BItemSchema = z.object({');
    expect(emitJsonSchema(model, TS)).toContain('"BItem": {');
  });
});
