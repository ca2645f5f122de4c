import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'uuid',
  name: 'UUID Generator',
  description:
    'Generate version 4 (random), 7 (time-ordered) or 1 UUIDs one at a time or in bulk, with or without hyphens, and validate UUIDs of any RFC 9562 version.',
  group: 'tools',
  path: '/tools/uuid',
  aliases: ['/tools/uuid-generator'],
  order: 1,
  quickAccess: 5,
  icon: 'fingerprint',
  useCases: ['debug'],
  keywords: ['uuid', 'guid', 'v4', 'v7', 'v1', 'rfc 9562', 'random', 'unique id', 'generator', 'validator'],
  features: [
    'Cryptographically random (v4), time-ordered (v7) or v1',
    'Bulk generation with download',
    'Hyphenated or plain',
    'Validator with version, variant and embedded time',
  ],
  seo: {
    title: 'UUID Generator (v4, v7, v1) and Validator',
    description:
      'Generate random UUID v4, time-ordered v7 or v1 values in bulk, remove hyphens, download them, and validate UUIDs of any RFC 9562 version — in your browser.',
    keywords: ['uuid generator', 'guid generator', 'uuid v4', 'uuid v7', 'uuid validator'],
  },
  options: optionsSpec,
});
