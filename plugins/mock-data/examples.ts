import { defineExamples } from '@/lib/examples';
import type { Job } from './job';
import { DEFAULT_FIELDS } from './templates';

/** The schema the 'From JSON Schema' tab's Load example schema button fills in (the first example). */
export const EXAMPLE_SCHEMA = JSON.stringify(
  {
    type: 'object',
    required: ['id', 'email', 'name', 'age', 'roles', 'createdAt'],
    properties: {
      id: { type: 'string', format: 'uuid' },
      email: { type: 'string', format: 'email' },
      name: { type: 'string' },
      age: { type: 'integer', minimum: 18, maximum: 99 },
      roles: {
        type: 'array',
        items: { enum: ['admin', 'editor', 'viewer'] },
        minItems: 1,
        maxItems: 3,
        uniqueItems: true,
      },
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

/**
 * Generation jobs and what is fixed in their result whatever the random values: the item count, and
 * whether the items match the schema. Every item of the example schema is valid under python3's
 * jsonschema 4.26 (`Draft7Validator(schema).is_valid(item)`), so the tool's own check (ajv) has
 * nothing to report; a pattern the generator does not honour is reported with ajv's message.
 */
export default defineExamples<Job, { items: number; warning?: string } | { error: string }>({
  examples: [
    {
      name: 'The example schema',
      input: { source: 'schema', schema: EXAMPLE_SCHEMA, count: 25, seed: 11 },
      output: { items: 25, warning: undefined },
    },
    {
      name: 'The default fields',
      input: { source: 'fields', fields: DEFAULT_FIELDS, count: 4, seed: 9 },
      output: { items: 4 },
    },
    {
      name: 'A count of 1 gives one item, even an array',
      input: {
        source: 'schema',
        schema: '{"type":"array","items":{"type":"integer"},"minItems":3}',
        count: 1,
        seed: 2,
      },
      output: { items: 1, warning: undefined },
    },
    {
      name: 'A pattern the generator does not honour',
      input: { source: 'schema', schema: '{"type":"string","pattern":"^[A-Z]{3}$"}', count: 5, seed: 2 },
      output: {
        items: 5,
        warning:
          '5 of 5 generated items do not match the schema ((root) must match pattern "^[A-Z]{3}$"). Keywords such as pattern are not supported by the generator.',
      },
    },
    {
      name: 'No fields',
      input: { source: 'fields', fields: [], count: 4, seed: 9 },
      output: { error: 'Error: At least one field is required' },
    },
  ],
  run: async (job) => {
    // the job runs in the worker on the page, so ajv is loaded only here
    const { runJob } = await import('./job');
    const r = runJob(job);
    if (!r.ok) return { error: r.error };
    return { items: r.items, warning: r.warning };
  },
});
