import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'hash-generator',
  name: 'Hash Generator',
  description:
    'Compute MD5, SHA-1, SHA-256, SHA-384 and SHA-512 hashes and HMACs of text or files of any size, compare all algorithms and verify a digest.',
  group: 'encoding',
  path: '/encode/hash',
  aliases: ['/tools/hash-generator'],
  order: 5,
  icon: 'hash',
  useCases: ['debug'],
  testimonial: {
    quote:
      'A test fixture must match the checksum in the deploy log. Paste it into the hash generator, compare MD5, SHA-1 and SHA-256 side by side, and generate fresh UUIDs for the next run.',
    role: 'QA engineer',
    context: 'Verifying a release',
  },
  faq: [
    {
      id: 'hashes',
      question: 'Which hash algorithms can I use?',
      answer: [
        'MD5, SHA-1, SHA-256, SHA-384 and SHA-512, with SHA-256 as the default. MD5 and SHA-1 are fine for checksums but should not be used to protect passwords or sign data.',
      ],
    },
  ],
  accepts: [{ kinds: ['text'] }],
  keywords: [
    'hash',
    'md5',
    'sha1',
    'sha-1',
    'sha256',
    'sha-256',
    'sha384',
    'sha512',
    'hmac',
    'checksum',
    'digest',
    'verify',
    'file hash',
  ],
  features: [
    'MD5, SHA-1, SHA-256, SHA-384, SHA-512',
    'Files of any size, streamed with progress',
    'HMAC with a key',
    'Verify against an expected digest',
    'Hex or Base64 output',
  ],
  seo: {
    title: 'Hash Generator (MD5, SHA-1, SHA-256, SHA-512)',
    description:
      'Generate MD5, SHA-1, SHA-256, SHA-384 and SHA-512 hashes and HMACs of text or large files and verify checksums, privately in your browser.',
    keywords: ['hash generator', 'sha256 online', 'md5 generator', 'file checksum', 'hmac generator', 'sha512 hash'],
  },
  options: optionsSpec,
});
