import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'url-encoder',
  name: 'URL Encoder/Decoder',
  description:
    'Percent-encode and decode URLs, query values and form data. Converts as you type, Unicode-safe, never breaks on bad escapes.',
  group: 'encoding',
  path: '/encode/url',
  order: 4,
  quickAccess: 6,
  icon: 'link',
  useCases: ['api'],
  accepts: [{ kinds: ['text', 'url'] }],
  produces: ['url', 'text', 'json'],
  keywords: [
    'url',
    'encode',
    'decode',
    'percent encoding',
    'encodeURIComponent',
    'decodeURIComponent',
    'query string',
    'urlencoded',
    'uri',
  ],
  features: ['Component, whole URL or form data', 'Converts as you type', 'Swap input and output', 'Copy and download'],
  seo: {
    title: 'URL Encoder / Decoder',
    description:
      'Encode and decode URLs, query parameters and form data (percent-encoding) online. Free, private, runs entirely in your browser.',
    keywords: ['url encode', 'url decode', 'percent encoding', 'encodeURIComponent online', 'urlencode', 'urldecode'],
  },
  options: optionsSpec,
});
