import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'gzip',
  name: 'Compress / Decompress',
  description:
    'Decompress gzip, zlib and raw deflate pasted as Base64 or hex, with the format detected, every gzip member read, CRC-32 and Adler-32 checked and the header shown, or compress text, or bytes given as Base64 or hex, at the level you choose.',
  group: 'encoding',
  path: '/encode/gzip',
  // each alias opens in its format; gunzip opens ready to decompress gzip
  aliases: [
    { path: '/encode/zlib', settings: { format: 'zlib' } },
    { path: '/encode/deflate', settings: { format: 'deflate' } },
    { path: '/tools/gunzip', settings: { mode: 'decompress', format: 'gzip' } },
  ],
  order: 5,
  icon: 'file-archive',
  accepts: [
    { kinds: ['base64'], settings: { mode: 'decompress' } },
    { kinds: ['text'], as: 'to compress', settings: { mode: 'compress' } },
  ],
  produces: ['text', 'base64', 'json', 'xml', 'html'],
  keywords: [
    'gzip',
    'gunzip',
    'zlib',
    'deflate',
    'inflate',
    'compress',
    'decompress',
    'uncompress',
    'H4sI',
    '1f8b',
    'crc32',
    'adler32',
    'rfc 1952',
    'rfc 1950',
    'rfc 1951',
  ],
  features: [
    'gzip, zlib and raw deflate, detected',
    'Base64 or hex in and out',
    'Every gzip member, CRC-32 checked',
    'Header: file name, time, system, level',
    'Compression level 0 to 9',
    'Stops data that expands without end',
  ],
  seo: {
    title: 'Gzip Decompress & Compress Online (zlib, deflate)',
    description:
      'Decompress gzip, zlib or deflate from Base64 or hex, see the gzip header and check the CRC, or compress text at any level. Private: runs in your browser.',
    keywords: [
      'gzip decompress online',
      'gunzip base64',
      'decompress gzip base64',
      'zlib decompress',
      'inflate deflate online',
      'gzip compress text',
      'H4sI decode',
    ],
  },
  options: optionsSpec,
});
