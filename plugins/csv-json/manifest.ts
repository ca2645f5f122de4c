import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'csv-json',
  name: 'CSV ↔ JSON Converter',
  description:
    'Convert CSV to JSON and JSON to CSV (RFC 4180): quoted fields, detected delimiter, header row, nested keys as dot paths, type inference that never rounds, uneven rows listed.',
  group: 'converters',
  path: '/convert/csv-json',
  aliases: [{ path: '/convert/json-csv', settings: { direction: 'json-csv' } }],
  order: 6,
  icon: 'sheet',
  useCases: ['data'],
  accepts: [
    { kinds: ['csv'], settings: { direction: 'csv-json' } },
    { kinds: ['json'], as: 'to CSV', settings: { direction: 'json-csv' } },
  ],
  produces: ['json', 'csv'],
  keywords: ['csv', 'csv to json', 'json to csv', 'tsv', 'spreadsheet', 'excel', 'rfc 4180', 'convert', 'table'],
  features: [
    'RFC 4180 both ways',
    'Delimiter detected',
    'Nested keys as dot paths',
    'Excel download and formula guard',
    'Table preview',
  ],
  seo: {
    title: 'CSV to JSON and JSON to CSV Converter',
    description:
      'Convert CSV to JSON and back online: RFC 4180 quoting, delimiter detection, header row, nested objects, Excel-ready CSV. Private: everything runs in your browser.',
    keywords: ['csv to json', 'json to csv', 'csv converter', 'convert csv to json', 'json to excel csv'],
  },
  options: optionsSpec,
});
