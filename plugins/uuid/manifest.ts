import { defineTool } from '../../src/registry/types';

export default defineTool({
  id: 'uuid',
  name: 'UUID Generator',
  description: 'Generate random version 4 UUIDs one at a time or in bulk, with or without hyphens, and validate UUIDs.',
  group: 'tools',
  path: '/tools/uuid',
  aliases: ['/tools/uuid-generator'],
  order: 1,
  quickAccess: 5,
  icon: 'fingerprint',
  keywords: ['uuid', 'guid', 'v4', 'random', 'unique id', 'generator', 'validator'],
  features: ['Cryptographically random (v4)', 'Bulk generation with download', 'Hyphenated or plain', 'UUID v4 validator'],
  seo: {
    title: 'UUID Generator (v4) and Validator',
    description: 'Generate cryptographically random UUID v4 values in bulk, remove hyphens, download them, and validate UUIDs — in your browser.',
    keywords: ['uuid generator', 'guid generator', 'uuid v4', 'uuid validator'],
  },
  options: {
    schema: {
      type: 'object',
      properties: {
        count: { type: 'integer', title: 'Quantity', minimum: 1, maximum: 100, description: 'How many UUIDs to generate (1–100).' },
        hyphens: { type: 'boolean', title: 'Hyphens' },
      },
      required: ['count', 'hyphens'],
      additionalProperties: false,
    },
    uiSchema: {
      hyphens: { 'ui:widget': 'InvertedSwitch', 'ui:title': 'Remove hyphens', 'ui:options': { label: false } },
      'ui:order': ['hyphens', 'count'],
    },
    defaults: { count: 5, hyphens: true },
  },
});
