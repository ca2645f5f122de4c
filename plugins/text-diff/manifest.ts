import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'text-diff',
  name: 'Text Diff Checker',
  description:
    'Compare two texts line by line, word by word or character by character, side by side or unified, and download the result as a unified diff.',
  group: 'formatters',
  path: '/format/text-diff',
  order: 4,
  popular: false,
  icon: 'diff',
  useCases: ['debug'],
  accepts: [
    { kinds: ['text', 'json', 'yaml', 'toml', 'xml', 'html', 'csv', 'sql'], field: 'original', as: 'as the original' },
    {
      kinds: ['text', 'json', 'yaml', 'toml', 'xml', 'html', 'csv', 'sql'],
      field: 'modified',
      as: 'as the changed text',
    },
  ],
  keywords: ['diff', 'compare', 'text compare', 'difference', 'unified diff', 'patch', 'side by side', 'merge'],
  features: [
    'Real Myers diff of lines, words or characters',
    'Side-by-side and unified views',
    'Ignore whitespace and case',
    'Download a unified .diff',
  ],
  seo: {
    title: 'Text Diff Checker - Compare Two Texts',
    description:
      'Find the differences between two texts by line, word or character, view them side by side or unified, and download a unified diff. Private and in-browser.',
    keywords: ['text diff', 'diff checker', 'compare text', 'diff online', 'unified diff'],
  },
  options: optionsSpec,
});
