import { defineOptions, type OptionsInput, type OptionValues } from '@/registry/types';

/** The 26 field types a row can pick, in the order the type menu lists them; any other type yields 'Unknown type'. */
export const FIELD_TYPES = [
  'string',
  'number',
  'boolean',
  'null',
  'object',
  'array',
  'name',
  'fullName',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'zipCode',
  'date',
  'time',
  'datetime',
  'uuid',
  'color',
  'url',
  'image',
  'paragraph',
  'sentence',
  'id',
  'price',
  'product',
] as const;

/** One row of the field list. */
export const FIELD_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Field name', default: '' },
    type: { type: 'string', title: 'Type', enum: FIELD_TYPES, default: 'string' },
    isArray: { type: 'boolean', title: 'Array', default: false },
    arrayLength: { type: 'integer', title: 'Array length', minimum: 1, maximum: 20, default: 3 },
    minValue: { type: 'number', title: 'Min' },
    maxValue: { type: 'number', title: 'Max' },
    options: { type: 'string', title: 'Options (comma-separated)' },
  },
  // name is not required: a row whose name was cleared is dropped at generation, and must not
  // make a shared link's whole field list invalid
  required: ['type'],
  additionalProperties: false,
} as const;

/** JSON Schema of the field list: an array of {@link FIELD_SCHEMA} rows (add, remove, move). */
export const FIELDS_SCHEMA = { type: 'array', title: 'Fields', items: FIELD_SCHEMA } as const;

/** What the generated items are written as. */
export const OUTPUT_FORMATS = ['json', 'csv', 'sql', 'yaml'] as const;

/** Options of the tool: fields, count, seed, output format. */
export const optionsSchema = {
  type: 'object',
  properties: {
    fields: FIELDS_SCHEMA,
    count: { type: 'integer', title: 'Number of items', minimum: 1, maximum: 100, default: 10 },
    seed: { type: 'integer', title: 'Seed', minimum: 0, maximum: 4294967295 },
    format: { type: 'string', title: 'Output format', enum: OUTPUT_FORMATS, default: 'json' },
  },
  additionalProperties: false,
} as const;

export const OPTIONS_UI_SCHEMA = {
  fields: {
    'ui:options': { orderable: true, addable: true, removable: true },
    items: {
      name: { 'ui:placeholder': 'e.g. email' },
      isArray: { 'ui:widget': 'checkbox' },
      options: { 'ui:placeholder': 'e.g. red, green, blue' },
    },
  },
  count: { 'ui:widget': 'updown' },
};

const defaults = {
  fields: [
    { name: 'id', type: 'id', isArray: false },
    { name: 'name', type: 'fullName', isArray: false },
    { name: 'email', type: 'email', isArray: false },
  ],
  count: 10,
  format: 'json',
} satisfies OptionsInput<typeof optionsSchema>;

/** The tool's option values: a property with a default is always present. */
export type Options = OptionValues<typeof optionsSchema, typeof defaults>;

/** A row of the field list as the form and the URL carry it. */
export type FieldRow = Options['fields'][number];

/** The tool's options: the JSON Schema that types them and checks a link's query and stored settings (the tool draws its own controls), with the defaults. */
export const optionsSpec = defineOptions<Options>({ schema: optionsSchema, uiSchema: OPTIONS_UI_SCHEMA, defaults });
