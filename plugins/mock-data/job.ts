/**
 * One generation job: what the worker runs, and what the page runs itself where no Worker exists.
 * Output from a JSON Schema is checked with ajv so a keyword the generator does not honour
 * (pattern, say) is reported instead of silently producing data the schema rejects.
 */
import Ajv, { type AnySchema } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import Ajv2020 from 'ajv/dist/2020';
import { clampCount, type FieldInput } from './fields';
import { generate } from './generate';
import { generateFromSchema } from './schema';

export type Job =
  | { source: 'fields'; fields: readonly FieldInput[]; count: number; seed: number }
  | { source: 'schema'; schema: string; count: number; seed: number };

export type JobResult =
  { ok: true; json: string; seed: number; items: number; warning?: string } | { ok: false; error: string };

function makeAjv(schema: unknown): Ajv {
  const dialect =
    typeof schema === 'object' && schema !== null ? String((schema as { $schema?: unknown }).$schema ?? '') : '';
  const options = { strict: false, allErrors: false, validateFormats: false } as const;
  if (dialect.includes('2020-12')) return new Ajv2020(options);
  if (dialect.includes('2019-09')) return new Ajv2019(options);
  return new Ajv(options);
}

/** Checks generated items against their schema; returns a warning, or undefined when all match. */
export function checkAgainstSchema(schemaText: string, items: readonly unknown[]): string | undefined {
  let validate;
  try {
    const schema = JSON.parse(schemaText) as AnySchema;
    validate = makeAjv(schema).compile(schema);
  } catch (e) {
    return `The output could not be checked against the schema: ${e instanceof Error ? e.message : String(e)}`;
  }
  let bad = 0;
  let first = '';
  for (const item of items) {
    if (validate(item)) continue;
    bad++;
    if (!first) {
      const err = validate.errors?.[0];
      first = err ? `${err.instancePath || '(root)'} ${err.message ?? 'is invalid'}` : 'is invalid';
    }
  }
  if (bad === 0) return undefined;
  return `${bad} of ${items.length} generated ${items.length === 1 ? 'item does' : 'items do'} not match the schema (${first}). Keywords such as pattern are not supported by the generator.`;
}

export function runJob(job: Job): JobResult {
  if (job.source === 'fields') {
    const r = generate(job.fields, job.count, job.seed);
    if (!r.ok) return r;
    return { ok: true, json: r.json, seed: r.seed, items: Array.isArray(r.data) ? r.data.length : 1 };
  }
  const r = generateFromSchema(job.schema, job.count, job.seed);
  if (!r.ok) return r;
  // a count of 1 yields the value itself, which may be an array: count decides, not the shape
  const items = clampCount(job.count) === 1 ? [r.data] : (r.data as unknown[]);
  return { ok: true, json: r.json, seed: r.seed, items: items.length, warning: checkAgainstSchema(job.schema, items) };
}
