import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'html-text',
  name: 'HTML to Text Converter',
  description:
    'Turn HTML into clean plain text and text into safely escaped HTML, with formatting, warnings for broken markup and a sanitised preview.',
  group: 'converters',
  path: '/convert/html-text',
  aliases: ['/convert/html'],
  order: 4,
  icon: 'file-code',
  useCases: ['data'],
  accepts: [{ kinds: ['html'] }],
  produces: ['text', 'html'],
  keywords: [
    'html',
    'text',
    'plain text',
    'strip tags',
    'escape',
    'unescape',
    'entities',
    'html to text',
    'text to html',
    'format html',
  ],
  features: [
    'Inert parsing: no scripts, no requests',
    'Escapes every special character',
    'Format HTML',
    'Warnings for broken markup',
  ],
  seo: {
    title: 'HTML to Text and Text to HTML Converter',
    description:
      'Strip HTML tags to plain text or escape text as HTML, safely in your browser: scripts never run, entities decoded, markup warnings and formatting.',
    keywords: ['html to text', 'strip html tags', 'text to html', 'html escape', 'html entities decode'],
  },
  options: optionsSpec,
});
