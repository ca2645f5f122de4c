import { defineTool } from '../../src/registry/types';

export default defineTool({
  id: 'url-encoder',
  name: 'URL Encoder/Decoder',
  description: 'Percent-encode and decode URLs, query values and form data. Converts as you type, Unicode-safe, never breaks on bad escapes.',
  group: 'encoding',
  path: '/encode/url',
  order: 4,
  quickAccess: 6,
  icon: 'link',
  useCases: ['api'],
  keywords: ['url', 'encode', 'decode', 'percent encoding', 'encodeURIComponent', 'decodeURIComponent', 'query string', 'urlencoded', 'uri'],
  features: ['Component, whole URL or form data', 'Converts as you type', 'Swap input and output', 'Copy and download'],
  seo: {
    title: 'URL Encoder / Decoder',
    description: 'Encode and decode URLs, query parameters and form data (percent-encoding) online. Free, private, runs entirely in your browser.',
    keywords: ['url encode', 'url decode', 'percent encoding', 'encodeURIComponent online', 'urlencode', 'urldecode'],
  },
  options: {
    schema: {
      type: 'object',
      properties: {
        target: {
          type: 'string',
          title: 'Encoding style',
          default: 'component',
          oneOf: [
            { const: 'component', title: 'URL component (encodeURIComponent)' },
            { const: 'url', title: 'Whole URL (reserved characters kept)' },
            { const: 'form', title: 'Form data (spaces as +)' },
          ],
        },
      },
      required: ['target'],
      additionalProperties: false,
    },
    uiSchema: { target: { 'ui:widget': 'radio' } },
    defaults: { target: 'component' },
  },
});
