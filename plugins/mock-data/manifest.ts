import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'mock-data',
  name: 'Mock Data Generator',
  description:
    'Generate realistic mock JSON from a field list, a template or a JSON Schema — 26 field types, reproducible with a seed.',
  group: 'tools',
  path: '/tools/mock-data',
  order: 4,
  icon: 'database',
  useCases: ['api'],
  keywords: [
    'mock data',
    'fake data',
    'json generator',
    'test data',
    'dummy data',
    'faker',
    'json schema',
    'seed',
    'fixtures',
  ],
  features: [
    '26 field types, arrays and nested objects',
    'Templates: User Profile, Product Catalog, Blog Post',
    'Reproducible output with a seed',
    'Generate from a JSON Schema',
    'Copy and download mock-data.json',
  ],
  seo: {
    title: 'Mock JSON Data Generator',
    description:
      'Generate fake JSON test data in your browser: names, emails, addresses, dates, prices and more, from a field list, a template or a JSON Schema.',
    keywords: ['mock data generator', 'fake json generator', 'test data generator', 'json schema faker', 'dummy json'],
  },
  options: optionsSpec,
});
