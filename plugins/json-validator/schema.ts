/**
 * JSON Schema validation of a parsed document (ajv). Kept apart from the other logic modules so ajv
 * loads only in the worker that runs it, never with the tool's screen.
 */
import Ajv, { type AnySchema } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import Ajv2020 from 'ajv/dist/2020';
import { MESSAGES } from './constants';
import { toValue, type JsonDocument } from './document';
import { formatPosition } from './errors';
import { parseJson } from './parse';

/** At most this many schema errors are returned (the total is still counted). */
export const MAX_SCHEMA_ERRORS = 1000;

export interface SchemaIssue {
  /** JSON Pointer into the document ('' for the root). */
  instancePath: string;
  message: string;
  keyword: string;
  schemaPath: string;
}

export type SchemaResult =
  { ok: true; valid: boolean; errors: SchemaIssue[]; errorCount: number } | { ok: false; schemaError: string };

/**
 * Validates a parsed document against a JSON Schema given as text. Draft-07 by default; draft
 * 2019-09 and 2020-12 are chosen by `$schema`. Every error is reported (allErrors). An invalid
 * schema gives `{ ok: false, schemaError }` instead of throwing.
 */
export function validateAgainstSchema(doc: JsonDocument | null, schemaText: string): SchemaResult {
  const parsed = parseJson(schemaText);
  if (!parsed.ok)
    return {
      ok: false,
      schemaError: `${MESSAGES.schemaNotJson}: ${parsed.error.message} (${formatPosition(parsed.error.line, parsed.error.column)})`,
    };
  if (!parsed.doc) return { ok: false, schemaError: `${MESSAGES.schemaNotJson}: the schema is empty` };
  const schema = toValue(parsed.doc);
  if (typeof schema !== 'boolean' && (typeof schema !== 'object' || schema === null || Array.isArray(schema)))
    return { ok: false, schemaError: `${MESSAGES.invalidSchema}: a schema must be an object or a boolean` };
  const draft =
    typeof schema === 'object' && typeof (schema as { $schema?: unknown }).$schema === 'string'
      ? (schema as { $schema: string }).$schema
      : '';
  // ownProperties: a document's own "__proto__" member is data; an inherited one is not
  const opts = { allErrors: true, strict: false, logger: false as const, validateFormats: false, ownProperties: true };
  const ajv = draft.includes('2020-12')
    ? new Ajv2020(opts)
    : draft.includes('2019-09')
      ? new Ajv2019(opts)
      : new Ajv(opts);
  let validate;
  try {
    validate = ajv.compile(schema as AnySchema);
  } catch (e) {
    return { ok: false, schemaError: `${MESSAGES.invalidSchema}: ${(e as Error).message}` };
  }
  const data = doc ? toValue(doc) : null;
  let valid: boolean;
  try {
    valid = validate(data) as boolean;
  } catch (e) {
    if (e instanceof RangeError) return { ok: false, schemaError: MESSAGES.schemaTooDeep };
    return { ok: false, schemaError: `${MESSAGES.invalidSchema}: ${(e as Error).message}` };
  }
  const all = validate.errors ?? [];
  const errors: SchemaIssue[] = all.slice(0, MAX_SCHEMA_ERRORS).map((err) => ({
    instancePath: err.instancePath,
    message: err.message ?? err.keyword,
    keyword: err.keyword,
    schemaPath: err.schemaPath,
  }));
  return { ok: true, valid, errors, errorCount: all.length };
}
