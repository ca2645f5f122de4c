import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'json-types',
  name: 'JSON to TypeScript, Zod & JSON Schema',
  description:
    'Infer TypeScript types, a Zod schema or a JSON Schema from one or more JSON samples: optional fields and unions from several responses, shared nested types, checked against every sample.',
  group: 'converters',
  path: '/convert/json-types',
  aliases: [
    { path: '/convert/json-to-typescript', settings: { target: 'typescript' } },
    { path: '/convert/json-to-zod', settings: { target: 'zod' } },
  ],
  order: 8,
  icon: 'braces',
  useCases: ['api'],
  accepts: [{ kinds: ['json'] }],
  produces: ['text', 'json'],
  keywords: [
    'json to typescript',
    'json to ts',
    'typescript interface',
    'zod',
    'json schema',
    'types',
    'infer',
    'quicktype',
    'json to zod',
    'generate types',
  ],
  features: [
    'TypeScript, Zod and JSON Schema 2020-12',
    'Several samples: optional fields and unions',
    'Shared nested types',
    'Schema checked against every sample',
  ],
  seo: {
    title: 'JSON to TypeScript, Zod and JSON Schema',
    description:
      'Generate TypeScript interfaces, Zod schemas and JSON Schema from JSON samples. Private: everything runs in your browser, even for large files.',
    keywords: [
      'json to typescript',
      'json to zod',
      'json to json schema',
      'typescript interface generator',
      'json schema generator',
    ],
  },
  options: optionsSpec,
});
