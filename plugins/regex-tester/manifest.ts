import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'regex-tester',
  name: 'Regex Tester',
  description:
    'Test JavaScript regular expressions against your text: every match with its position and capture groups, highlighted matches, a replace preview, and protection against runaway patterns.',
  group: 'tools',
  path: '/tools/regex',
  aliases: ['/tools/regex-tester'],
  order: 2,
  icon: 'regex',
  options: optionsSpec,
  // the pattern says what the tool does, like the flags: every link carries it; the test text and replacement only with "Include input"
  linkFields: [{ field: 'pattern', label: 'pattern' }],
  useCases: ['debug'],
  faq: [
    {
      id: 'regex-freeze',
      question: 'Can a complex regular expression freeze my browser?',
      answer: [
        'No. Patterns run in a background worker with a time limit. If a pattern takes too long, for example because of catastrophic backtracking, it is stopped and you get a clear message instead of a frozen tab.',
      ],
    },
  ],
  keywords: [
    'regex',
    'regexp',
    'regular expression',
    'pattern',
    'match',
    'replace',
    'capture group',
    'named group',
    'javascript',
  ],
  features: [
    'Flags g, i, m, s, u, y',
    'Positions and named capture groups',
    'Highlighted matches and replace preview',
    'Runaway patterns stopped safely',
  ],
  seo: {
    title: 'Regex Tester – JavaScript Regular Expressions',
    description:
      'Test JavaScript regular expressions online: matches with positions and capture groups, highlighting, replace with $1 and $<name>, and a time limit against catastrophic backtracking.',
    keywords: ['regex tester', 'regular expression tester', 'regexp online', 'javascript regex', 'regex replace'],
  },
});
