import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'json-validator',
  name: 'JSON Formatter / Validator & Viewer',
  description:
    'Format, minify and validate JSON with exact error positions, browse it as a tree, and check it against a JSON Schema. Big numbers keep their digits; 5 MB documents stay smooth.',
  group: 'formatters',
  path: '/tools/json-validator',
  // every other formatter lives under /format/, and people look for a JSON formatter there
  aliases: ['/format/json', '/tools/json-formatter'],
  order: 1,
  popular: true,
  quickAccess: 2,
  icon: 'file-json',
  useCases: ['api'],
  testimonial: {
    quote:
      'A webhook fails in staging. Paste the payload into the JSON formatter, find the trailing comma at line 48, column 3, and compare it with the last good payload in the diff checker.',
    role: 'Backend developer',
    context: 'Debugging an integration',
  },
  accepts: [{ kinds: ['json'] }],
  produces: ['json'],
  keywords: [
    'json',
    'formatter',
    'validator',
    'viewer',
    'beautify',
    'pretty print',
    'minify',
    'lint',
    'tree',
    'json schema',
    'sort keys',
    'parse',
  ],
  features: [
    'Format, minify or validate with line and column of errors',
    'Tree viewer that stays fast on 100k nodes',
    'JSON Schema validation (draft-07, 2019-09, 2020-12)',
    'Big integers, duplicate keys and BOMs handled correctly',
  ],
  seo: {
    title: 'JSON Formatter, Validator & Viewer',
    description:
      'Format, beautify, minify and validate JSON online with exact error lines and columns, a fast tree viewer, sort keys and JSON Schema validation. Private: runs in your browser.',
    keywords: [
      'json formatter',
      'json validator',
      'json viewer',
      'json beautifier',
      'json minify',
      'json schema validator',
      'json lint',
    ],
  },
  options: optionsSpec,
});
