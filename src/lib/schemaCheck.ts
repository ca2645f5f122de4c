/**
 * JSON Schema checks in the page with @cfworker/json-schema, which interprets a schema instead of
 * compiling it to code: the page's Content-Security-Policy allows no eval. Loaded lazily.
 */
import { Validator, type Schema } from '@cfworker/json-schema';

export function isSchema(value: unknown): value is Schema | boolean {
  return typeof value === 'boolean' || (typeof value === 'object' && value !== null && !Array.isArray(value));
}

/** True when `value` satisfies `schema` (draft-07, like the tools' option schemas); false for no schema. */
export function satisfies(schema: unknown, value: unknown): boolean {
  return isSchema(schema) && new Validator(schema, '7', true).validate(value).valid;
}
