/**
 * The options forms' validator: rjsf's interface over @cfworker/json-schema, which interprets a
 * schema instead of compiling it to code, so the page needs no eval under its Content-Security-Policy.
 */
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import {
  toErrorSchema,
  withIdRefPrefix,
  type RJSFSchema,
  type RJSFValidationError,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { isSchema } from '@/lib/schemaCheck';

/** The id rjsf's `withIdRefPrefix` points a sub-schema's `#/…` references at. */
const ROOT_SCHEMA_ID = '__rjsf_rootSchema';

/** Keywords that only report that something beneath them failed; the failure itself is listed too. */
const WRAPPERS = new Set([
  'properties',
  'items',
  'prefixItems',
  'additionalItems',
  'allOf',
  '$ref',
  'additionalProperties',
  'patternProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'dependentSchemas',
  'if',
  'then',
  'else',
  'propertyNames',
]);

function failures(schema: RJSFSchema, data: unknown, rootSchema?: RJSFSchema): OutputUnit[] {
  const own: unknown = rootSchema ? withIdRefPrefix(schema) : schema;
  const root: unknown = rootSchema;
  if (!isSchema(own)) throw new TypeError('Not a JSON Schema');
  const validator = new Validator(own, '7', false);
  if (isSchema(root) && typeof root === 'object') validator.addSchema(root, ROOT_SCHEMA_ID);
  return validator.validate(data).errors.filter((e) => !WRAPPERS.has(e.keyword));
}

/** `#/fields/0/name` → `.fields.0.name`, rjsf's property path. */
const propertyOf = (instanceLocation: string) => instanceLocation.replace(/^#/, '').replace(/\//g, '.');

function toRjsfError(unit: OutputUnit): RJSFValidationError {
  const property = propertyOf(unit.instanceLocation);
  return {
    name: unit.keyword,
    property,
    message: unit.error,
    stack: `${property} ${unit.error}`.trim(),
    schemaPath: unit.keywordLocation,
  };
}

export const optionsValidator: ValidatorType = {
  validateFormData(formData, schema, _customValidate, transformErrors, uiSchema): ValidationData<unknown> {
    let errors = failures(schema, formData).map(toRjsfError);
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    return { errors, errorSchema: toErrorSchema(errors) };
  },
  isValid(schema, formData, rootSchema) {
    try {
      return failures(schema, formData, rootSchema).length === 0;
    } catch {
      return false;
    }
  },
  // rjsf's playground shows these; the result type is the caller's to name, so the units go as plain JSON values
  rawValidation(schema, formData) {
    try {
      return { errors: JSON.parse(JSON.stringify(failures(schema, formData))) };
    } catch (e) {
      return { validationError: e instanceof Error ? e : new Error(String(e)) };
    }
  },
};
