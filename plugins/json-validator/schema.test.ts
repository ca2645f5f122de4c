import { SAMPLE_JSON, SAMPLE_SCHEMA } from './examples';
import { MESSAGES, parseJson, type JsonDocument } from './logic';
import { MAX_SCHEMA_ERRORS, validateAgainstSchema } from './schema';

function doc(text: string): JsonDocument {
  const r = parseJson(text);
  if (!r.ok || !r.doc) throw new Error('expected a document');
  return r.doc;
}

describe('JSON Schema validation', () => {
  const d = doc('{"name": 5, "age": -1, "tags": ["a", 2]}');
  const schema = JSON.stringify({
    type: 'object',
    required: ['name', 'email'],
    properties: {
      name: { type: 'string' },
      age: { type: 'integer', minimum: 0 },
      tags: { type: 'array', items: { type: 'string' } },
    },
  });
  it('reports every error with its instance path', () => {
    const r = validateAgainstSchema(d, schema);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.valid).toBe(false);
    const pairs = r.errors.map((e) => `${e.instancePath} ${e.message}`).sort();
    expect(pairs).toEqual(
      [
        " must have required property 'email'",
        '/age must be >= 0',
        '/name must be string',
        '/tags/1 must be string',
      ].sort(),
    );
  });
  it('passes a valid document', () => {
    const r = validateAgainstSchema(doc('{"name":"x","email":"e"}'), schema);
    expect(r).toEqual({ ok: true, valid: true, errors: [], errorCount: 0 });
  });
  it('handles an invalid schema cleanly', () => {
    const bad = validateAgainstSchema(d, '{"type": "strin"}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.schemaError).toMatch(/^Invalid JSON Schema: /);
    const notJson = validateAgainstSchema(d, '{"type": ');
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) expect(notJson.schemaError).toMatch(/^The schema is not valid JSON: .*Line 1, Column 10/);
    const arr = validateAgainstSchema(d, '[1]');
    expect(arr.ok).toBe(false);
  });
  it('supports draft 2020-12 via $schema', () => {
    const r = validateAgainstSchema(
      doc('[1, "x"]'),
      JSON.stringify({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        prefixItems: [{ type: 'number' }, { type: 'number' }],
      }),
    );
    expect(r.ok && r.errors.map((e) => e.instancePath)).toEqual(['/1']);
  });
});

describe('JSON Schema validation: limits and safety', () => {
  it('the Load Sample document matches the sample schema', () => {
    expect(validateAgainstSchema(doc(SAMPLE_JSON), SAMPLE_SCHEMA)).toEqual({
      ok: true,
      valid: true,
      errors: [],
      errorCount: 0,
    });
    const broken = validateAgainstSchema(doc('{"id":"1","name":"","email":"nope","tags":[1]}'), SAMPLE_SCHEMA);
    expect(broken.ok && broken.errors.map((e) => e.instancePath).sort()).toEqual(['/email', '/id', '/name', '/tags/0']);
  });
  it('keeps at most MAX_SCHEMA_ERRORS errors but counts them all', () => {
    const d = doc(JSON.stringify(Array.from({ length: MAX_SCHEMA_ERRORS + 500 }, (_, i) => i)));
    const r = validateAgainstSchema(d, '{"items": {"type": "string"}}');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.valid).toBe(false);
    expect(r.errors).toHaveLength(MAX_SCHEMA_ERRORS);
    expect(r.errorCount).toBe(MAX_SCHEMA_ERRORS + 500);
    expect(r.errors[0]).toMatchObject({ instancePath: '/0', keyword: 'type', message: 'must be string' });
  });
  it('never fetches a remote $ref: an unresolvable reference is a schema error', () => {
    const r = validateAgainstSchema(doc('{}'), '{"$ref": "https://example.com/schema.json"}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.schemaError).toMatch(/^Invalid JSON Schema: .*example\.com/);
  });
  it('validates the empty document as null and rejects a non-schema', () => {
    expect(validateAgainstSchema(null, '{"type": "null"}')).toMatchObject({ ok: true, valid: true });
    expect(validateAgainstSchema(doc('1'), '')).toEqual({
      ok: false,
      schemaError: 'The schema is not valid JSON: the schema is empty',
    });
    expect(validateAgainstSchema(doc('1'), '"x"')).toEqual({
      ok: false,
      schemaError: 'Invalid JSON Schema: a schema must be an object or a boolean',
    });
    expect(validateAgainstSchema(doc('1'), 'false')).toMatchObject({ ok: true, valid: false });
  });
  it('reports a clear message instead of overflowing on 100k-deep documents', () => {
    const depth = 100_000;
    const r = validateAgainstSchema(doc('['.repeat(depth) + ']'.repeat(depth)), '{"items": {"$ref": "#"}}');
    expect(r).toEqual({ ok: false, schemaError: MESSAGES.schemaTooDeep });
  });
  it('__proto__ in the document is validated as an ordinary property', () => {
    const r = validateAgainstSchema(
      doc('{"__proto__": 5}'),
      '{"patternProperties": {"^__": {"type": "string"}}, "required": ["__proto__", "x"]}',
    );
    expect(r.ok && r.errors.map((e) => `${e.instancePath} ${e.message}`).sort()).toEqual([
      " must have required property 'x'",
      '/__proto__ must be string',
    ]);
    // an inherited __proto__ does not satisfy `required`
    const missing = validateAgainstSchema(doc('{}'), '{"required": ["__proto__"]}');
    expect(missing.ok && missing.valid).toBe(false);
  });
});
