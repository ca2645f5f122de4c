import { defineExamples } from '@/lib/examples';
import type { ProcessOptions } from './format';

/**
 * The Load Sample document: a user object with nesting, a list and a null, so every JSON type shows
 * in the tree. Written as python3's json.dumps(sample, indent=2) writes it, so formatting it with
 * indent 2 gives it back unchanged.
 */
export const SAMPLE_JSON = `{
  "id": 1,
  "name": "John Doe",
  "email": "john.doe@example.com",
  "isActive": true,
  "profile": {
    "age": 30,
    "location": "New York",
    "preferences": {
      "theme": "dark",
      "notifications": true
    }
  },
  "tags": [
    "developer",
    "javascript",
    "react"
  ],
  "lastLogin": null
}`;

/** A JSON Schema (draft-07) that the Load Sample document satisfies; offered in the schema panel. */
export const SAMPLE_SCHEMA = `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "type": "object",
  "required": ["id", "name", "email"],
  "properties": {
    "id": { "type": "integer", "minimum": 1 },
    "name": { "type": "string", "minLength": 1 },
    "email": { "type": "string", "pattern": "^[^@\\\\s]+@[^@\\\\s]+$" },
    "isActive": { "type": "boolean" },
    "profile": { "type": "object" },
    "tags": { "type": "array", "items": { "type": "string" } },
    "lastLogin": { "type": ["string", "null"] }
  }
}`;

/**
 * Outputs as python3's json module writes them: json.dumps(json.loads(text), indent=…, sort_keys=…,
 * ensure_ascii=False), and separators=(',', ':') for Minify.
 */
export default defineExamples<{ text: string; options: ProcessOptions }, string>({
  examples: [
    {
      name: 'the sample, formatted',
      input: { text: SAMPLE_JSON, options: { mode: 'format', indent: 2 } },
      output: SAMPLE_JSON,
    },
    {
      name: 'the sample, minified',
      input: { text: SAMPLE_JSON, options: { mode: 'minify', indent: 2 } },
      output:
        '{"id":1,"name":"John Doe","email":"john.doe@example.com","isActive":true,"profile":{"age":30,"location":"New York","preferences":{"theme":"dark","notifications":true}},"tags":["developer","javascript","react"],"lastLogin":null}',
    },
    {
      name: 'the sample with sorted keys and 4 spaces',
      input: { text: SAMPLE_JSON, options: { mode: 'format', indent: 4, sortKeys: true } },
      output:
        '{\n    "email": "john.doe@example.com",\n    "id": 1,\n    "isActive": true,\n    "lastLogin": null,\n    "name": "John Doe",\n    "profile": {\n        "age": 30,\n        "location": "New York",\n        "preferences": {\n            "notifications": true,\n            "theme": "dark"\n        }\n    },\n    "tags": [\n        "developer",\n        "javascript",\n        "react"\n    ]\n}',
    },
    {
      name: 'an integer past 2^53 and UTF-8 text kept as written',
      input: { text: '{"n": 12345678901234567890, "s": "Zoë"}', options: { mode: 'format', indent: 2 } },
      output: '{\n  "n": 12345678901234567890,\n  "s": "Zoë"\n}',
    },
  ],
  run: async ({ text, options }) => {
    const { processJson } = await import('./format');
    const result = processJson(text, options);
    return result.isValid ? result.output : (result.error?.message ?? 'invalid');
  },
});
