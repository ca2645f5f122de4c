import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'json-query',
  name: 'JSON Query (JSONPath & jq)',
  description:
    'Query a JSON document with JSONPath (RFC 9535) or jq: every result with its normalized path, clear errors with their position, and a time limit that stops a runaway filter.',
  group: 'tools',
  path: '/tools/json-query',
  aliases: [
    { path: '/tools/jsonpath', settings: { language: 'jsonpath' } },
    { path: '/tools/jq', settings: { language: 'jq' } },
  ],
  order: 6,
  icon: 'search-code',
  useCases: ['data'],
  faq: [
    {
      id: 'jsonpath-standard',
      question: 'Which JSONPath does the JSON Query tool use?',
      answer: [
        'JSONPath as standardised in RFC 9535 (2024), checked against the JSONPath Compliance Test Suite. Older dialects differ in details such as filter syntax; the tool follows the standard and says where a query breaks it.',
      ],
    },
  ],
  // a document opened from another tool shows at once: the query that gives the whole document, in either language
  accepts: [{ kinds: ['json'], fields: { 'expression-jsonpath': '$', 'expression-jq': '.' } }],
  produces: ['json'],
  keywords: [
    'jsonpath',
    'jq',
    'json query',
    'json path',
    'filter json',
    'rfc 9535',
    'normalized path',
    'json select',
    'query json',
  ],
  features: [
    'JSONPath per RFC 9535 with normalized paths',
    'jq 1.7 (WebAssembly) in a worker',
    'Errors with their position',
    'Runaway filters stopped after 10 s',
  ],
  seo: {
    title: 'JSONPath & jq Online – JSON Query Tester',
    description:
      'Run JSONPath (RFC 9535) and jq queries on JSON online: results with normalized paths, copy path, precise syntax errors, large documents in a background worker. Private: nothing leaves your browser.',
    keywords: ['jsonpath tester', 'jq online', 'jq playground', 'jsonpath evaluator', 'rfc 9535 jsonpath'],
  },
  options: optionsSpec,
});
