import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'base64-text',
  name: 'Base64 Text',
  description:
    'Encode text to Base64 and decode Base64 back to text. Unicode-safe (UTF-8), URL-safe option, handles megabytes.',
  group: 'encoding',
  path: '/encode/base64text',
  aliases: ['/encode/base64-text'],
  order: 1,
  quickAccess: 4,
  icon: 'binary',
  useCases: ['api'],
  accepts: [{ kinds: ['text', 'base64'] }],
  produces: ['base64', 'text', 'json', 'xml', 'html'],
  keywords: ['base64', 'encode', 'decode', 'btoa', 'atob', 'base64url', 'utf-8'],
  features: ['Unicode-safe (UTF-8)', 'URL-safe alphabet', 'Data URL prefix accepted', 'Copy and download'],
  seo: {
    title: 'Base64 Encoder / Decoder',
    description: 'Encode and decode Base64 text online, Unicode-safe and private: everything runs in your browser.',
    keywords: ['base64 encode', 'base64 decode', 'base64 converter', 'base64url'],
  },
  options: optionsSpec,
});
