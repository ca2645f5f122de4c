import { describe, expect, it } from 'vitest';
import { checkAgainstSchema, runJob } from './job';
import { DEFAULT_FIELDS, generate } from './logic';

describe('runJob', () => {
  it('fields: the same output as generate, with the item count', () => {
    const r = runJob({ source: 'fields', fields: DEFAULT_FIELDS, count: 4, seed: 9 });
    const direct = generate(DEFAULT_FIELDS, 4, 9);
    expect(r).toEqual({ ok: true, json: direct.ok && direct.json, seed: 9, items: 4 });
    expect(runJob({ source: 'fields', fields: DEFAULT_FIELDS, count: 1, seed: 9 })).toMatchObject({
      ok: true,
      items: 1,
    });
    expect(runJob({ source: 'fields', fields: [], count: 4, seed: 9 })).toEqual({
      ok: false,
      error: 'Error: At least one field is required',
    });
  });
  it('schema: valid output carries no warning; a count of 1 counts one item even when it is an array', () => {
    const r = runJob({
      source: 'schema',
      schema: '{"type":"array","items":{"type":"integer"},"minItems":3}',
      count: 1,
      seed: 2,
    });
    expect(r).toMatchObject({ ok: true, items: 1, warning: undefined });
    expect(
      runJob({ source: 'schema', schema: '{"type":"string","format":"email"}', count: 500, seed: 2 }),
    ).toMatchObject({ ok: true, items: 100, warning: undefined });
  });
  it('schema: keywords the generator ignores are reported, not hidden', () => {
    const r = runJob({ source: 'schema', schema: '{"type":"string","pattern":"^[A-Z]{3}$"}', count: 5, seed: 2 });
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.warning).toMatch(/^5 of 5 generated items do not match the schema \(\(root\) must match pattern/);
  });
  it('schema: draft 2020-12 and 2019-09 schemas are checked with their own dialect', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'array',
      prefixItems: [{ type: 'integer' }, { type: 'string' }],
      items: false,
      minItems: 2,
    };
    expect(runJob({ source: 'schema', schema: JSON.stringify(schema), count: 3, seed: 1 })).toMatchObject({
      ok: true,
      warning: undefined,
    });
    expect(checkAgainstSchema(JSON.stringify(schema), [[1, 'a', 3]])).toMatch(/^1 of 1 generated item does not match/);
    expect(
      checkAgainstSchema(
        JSON.stringify({ $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'integer' }),
        [1],
      ),
    ).toBeUndefined();
  });
  it("schema: errors start with 'Error generating mock data: '", () => {
    expect(runJob({ source: 'schema', schema: '{oops', count: 1, seed: 1 })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Error generating mock data: /),
    });
  });
});
