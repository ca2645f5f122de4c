import type { TransformExample } from '@/ui/transform';
import type { Target } from './constants';
import type { Options } from './options';

/** Two responses of the same API, one per line (JSON Lines): the Example button's samples in every tab. */
const API_RESPONSES =
  '{"id": 1, "first-name": "Ada", "createdAt": "2024-05-01T09:30:00Z", "tags": ["admin"], "address": {"city": "London", "zip": "N1"}, "manager": null}' +
  '\n' +
  '{"id": 2, "first-name": "Linus", "createdAt": "2024-06-12T17:05:00+02:00", "tags": [], "address": {"city": "Helsinki", "zip": "00100"}, "billing": {"city": "Espoo", "zip": "02100"}, "2x": 1.5, "manager": {"id": 1}}';

/**
 * The Example button loads the current tab's example. The outputs are the tool's design; what makes
 * them right is checked by real programs in logic.test.ts: every TypeScript output compiles under
 * `tsc --strict` (the typescript package) with its samples assigned to the root type, every Zod
 * output parses its samples with zod, and ajv validates the samples against every JSON Schema output.
 */
export const examples: readonly TransformExample<Options, Target>[] = [
  // two API responses, one per line: optional fields, a shared Address type, a date-time, quoted keys
  {
    mode: 'typescript',
    input: API_RESPONSES,
    output: `export interface Root {
  id: number;
  "first-name": string;
  /** ISO 8601 date-time: JSON.parse gives a string, not a Date */
  createdAt: string;
  tags: string[];
  address: Address;
  manager: Manager | null;
  billing?: Address;
  "2x"?: number;
}

export interface Address {
  city: string;
  zip: string;
}

export interface Manager {
  id: number;
}
`,
  },
  // the same samples as a Zod schema
  {
    mode: 'zod',
    input: API_RESPONSES,
    output: `// Zod 4 (npm install zod@^4)
import { z } from 'zod';

export const AddressSchema = z.object({
  city: z.string(),
  zip: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

export const ManagerSchema = z.object({
  id: z.number().int(),
});
export type Manager = z.infer<typeof ManagerSchema>;

export const RootSchema = z.object({
  id: z.number().int(),
  "first-name": z.string(),
  /** ISO 8601 date-time: JSON.parse gives a string, not a Date */
  createdAt: z.iso.datetime({ offset: true }),
  tags: z.array(z.string()),
  address: AddressSchema,
  manager: ManagerSchema.nullable(),
  billing: AddressSchema.optional(),
  "2x": z.number().optional(),
});
export type Root = z.infer<typeof RootSchema>;
`,
  },
  // the same samples as a JSON Schema
  {
    mode: 'schema',
    input: API_RESPONSES,
    output: `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Root",
  "type": "object",
  "properties": {
    "id": {
      "type": "integer"
    },
    "first-name": {
      "type": "string"
    },
    "createdAt": {
      "type": "string",
      "format": "date-time"
    },
    "tags": {
      "type": "array",
      "items": {
        "type": "string"
      }
    },
    "address": {
      "$ref": "#/$defs/Address"
    },
    "manager": {
      "anyOf": [
        {
          "$ref": "#/$defs/Manager"
        },
        {
          "type": "null"
        }
      ]
    },
    "billing": {
      "$ref": "#/$defs/Address"
    },
    "2x": {
      "type": "number"
    }
  },
  "required": [
    "id",
    "first-name",
    "createdAt",
    "tags",
    "address",
    "manager"
  ],
  "$defs": {
    "Address": {
      "type": "object",
      "properties": {
        "city": {
          "type": "string"
        },
        "zip": {
          "type": "string"
        }
      },
      "required": [
        "city",
        "zip"
      ]
    },
    "Manager": {
      "type": "object",
      "properties": {
        "id": {
          "type": "integer"
        }
      },
      "required": [
        "id"
      ]
    }
  }
}
`,
  },
  // a top-level array of mixed values, an empty array and a null-only field
  {
    mode: 'typescript',
    input:
      '[{"n": 1, "mixed": [1, "two", 3], "none": [], "gone": null}, {"n": 2.5, "mixed": [], "none": [], "gone": null}]',
    output: `export type Root = RootItem[];

export interface RootItem {
  n: number;
  mixed: Array<number | string>;
  none: unknown[];
  gone: null;
}
`,
  },
  // a top-level array read as a list of samples, as type aliases, readonly, missing fields also null
  {
    mode: 'typescript',
    input: '[{"name": "a", "tags": ["x"], "meta": {}}, {"name": "b", "tags": [["y"]], "size": 3}]',
    options: { arraySamples: true, declaration: 'type', readonly: true, missing: 'nullish', rootName: 'item' },
    output: `export type Item = {
  readonly name: string;
  readonly tags: ReadonlyArray<string | readonly string[]>;
  readonly meta?: Readonly<Record<string, unknown>> | null;
  readonly size?: number | null;
};
`,
  },
  // an integer beyond 2^53 keeps number with a note; Zod does not ask for int()
  {
    mode: 'zod',
    input: '{"id": 12345678901234567890, "count": 3}',
    output: `// Zod 4 (npm install zod@^4)
import { z } from 'zod';

export const RootSchema = z.object({
  /** holds integers beyond 2^53, which JSON.parse rounds: read them as strings or with a big-number parser */
  id: z.number(),
  count: z.number().int(),
});
export type Root = z.infer<typeof RootSchema>;
`,
  },
  // several pretty-printed documents one after another; a union of kinds at the root
  {
    mode: 'schema',
    input: `"text"

42

{
  "ok": true
}`,
    output: `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Root",
  "anyOf": [
    {
      "type": "integer"
    },
    {
      "type": "string"
    },
    {
      "$ref": "#/$defs/RootObject"
    }
  ],
  "$defs": {
    "RootObject": {
      "type": "object",
      "properties": {
        "ok": {
          "type": "boolean"
        }
      },
      "required": [
        "ok"
      ]
    }
  }
}
`,
  },
];
