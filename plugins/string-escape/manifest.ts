import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'string-escape',
  name: 'String Escape / Unescape',
  description:
    'Escape text as a string literal and read literals back: JSON, JavaScript, Java, C#, Python, Go, shell, SQL, HTML entities and CSV, each by its own rules, with a round-trip check.',
  group: 'encoding',
  path: '/encode/escape',
  aliases: ['/encode/string-escape'],
  order: 6,
  icon: 'quote',
  useCases: ['api'],
  accepts: [{ kinds: ['text', 'json', 'html', 'xml', 'csv', 'sql'] }],
  // what the output sniffer can tell apart: JSON, XML and HTML by their start, anything else is text
  produces: ['text', 'json', 'html', 'xml'],
  keywords: ['escape', 'unescape', 'string literal', 'backslash', 'html entities', 'shell quote', 'repr', 'jsesc'],
  features: [
    'Eleven languages, both ways',
    'Invalid escapes shown with line and column',
    'Round-trip check',
    'Spots escaped and double-escaped JSON',
  ],
  seo: {
    title: 'String Escape / Unescape: JSON, JavaScript, Java, C#, Python, Go, Shell',
    description:
      'Escape and unescape strings for JSON, JavaScript, Java, C#, Python, Go, bash, SQL, HTML and CSV, privately in your browser.',
    keywords: ['escape string', 'unescape string', 'json escape', 'json unescape', 'shell escape'],
  },
  options: optionsSpec,
});
