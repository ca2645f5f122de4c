import { defineTool } from '../../src/registry/types';

const FIELD_TYPES = [
  'string', 'number', 'boolean', 'null', 'object', 'array',
  'name', 'fullName', 'email', 'phone', 'address', 'city', 'country', 'zipCode',
  'date', 'time', 'datetime', 'uuid', 'color', 'url', 'image',
  'paragraph', 'sentence', 'id', 'price', 'product',
];

/** One row of the field list; the same data as FIELD_SCHEMA in logic.ts (a unit test keeps them equal). */
const FIELD_SCHEMA = {
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
  required: ['type'],
};

export default defineTool({
  id: 'mock-data',
  name: 'Mock Data Generator',
  description: 'Generate realistic mock JSON from a field list, a template or a JSON Schema — 26 field types, reproducible with a seed.',
  group: 'tools',
  path: '/tools/mock-data',
  order: 4,
  icon: 'database',
  useCases: ['api'],
  keywords: ['mock data', 'fake data', 'json generator', 'test data', 'dummy data', 'faker', 'json schema', 'seed', 'fixtures'],
  features: ['26 field types, arrays and nested objects', 'Templates: User Profile, Product Catalog, Blog Post', 'Reproducible output with a seed', 'Generate from a JSON Schema', 'Copy and download mock-data.json'],
  seo: {
    title: 'Mock JSON Data Generator',
    description: 'Generate fake JSON test data in your browser: names, emails, addresses, dates, prices and more, from a field list, a template or a JSON Schema.',
    keywords: ['mock data generator', 'fake json generator', 'test data generator', 'json schema faker', 'dummy json'],
  },
  options: {
    schema: {
      type: 'object',
      properties: {
        fields: { type: 'array', title: 'Fields', items: FIELD_SCHEMA },
        count: { type: 'integer', title: 'Number of items', minimum: 1, maximum: 100, default: 10 },
        seed: { type: 'integer', title: 'Seed', minimum: 0, maximum: 4294967295 },
      },
    },
    uiSchema: {
      fields: {
        'ui:options': { orderable: true, addable: true, removable: true },
        items: {
          name: { 'ui:placeholder': 'e.g. email' },
          isArray: { 'ui:widget': 'checkbox' },
          options: { 'ui:placeholder': 'e.g. red, green, blue' },
        },
      },
      count: { 'ui:widget': 'updown' },
    },
    defaults: {
      fields: [
        { name: 'id', type: 'id', isArray: false },
        { name: 'name', type: 'fullName', isArray: false },
        { name: 'email', type: 'email', isArray: false },
      ],
      count: 10,
    },
  },
});
