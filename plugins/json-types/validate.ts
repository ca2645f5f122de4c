/**
 * The generated schema checked against the samples with ajv, the validator the site runs user
 * schemas with in its workers (it compiles to code, which only a worker's policy allows), with the
 * JSON tool's settings: formats are annotations, a sample's own `__proto__` key is data.
 */
import Ajv2020 from 'ajv/dist/2020';
import type { SchemaCheck } from './generate';

export const checkSchema: SchemaCheck = (schemaText, samples) => {
  const ajv = new Ajv2020({
    allErrors: false,
    strict: false,
    logger: false,
    validateFormats: false,
    ownProperties: true,
  });
  const validate = ajv.compile<unknown>(JSON.parse(schemaText));
  for (let index = 0; index < samples.length; index++) {
    if (validate(samples[index])) continue;
    const error = validate.errors?.[0];
    return {
      index,
      message: error ? `${error.instancePath || '(root)'} ${error.message ?? error.keyword}` : 'rejected',
    };
  }
  return null;
};
