import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'xml-formatter',
  name: 'XML Formatter',
  description:
    'Format, validate, minify and prettify XML with syntax highlighting. Comments, CDATA, processing instructions and namespaces are kept; entities are never expanded.',
  group: 'formatters',
  path: '/format/xml',
  order: 2,
  popular: false,
  icon: 'file-code',
  useCases: ['data'],
  accepts: [{ kinds: ['xml'] }],
  produces: ['xml'],
  keywords: ['xml', 'format', 'prettify', 'beautify', 'minify', 'validate', 'xml validator', 'pretty print'],
  features: [
    'Format and minify',
    'Validation with the parser message',
    'Syntax highlighting in 3 themes',
    'Safe: no entity expansion',
  ],
  seo: {
    title: 'XML Formatter, Validator and Minifier',
    description:
      'Format, validate and minify XML online with syntax highlighting and line numbers. Private: everything runs in your browser, even for large files.',
    keywords: ['xml formatter', 'xml validator', 'xml minifier', 'xml beautifier', 'xml pretty print'],
  },
  options: optionsSpec,
});
