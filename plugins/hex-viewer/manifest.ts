import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'hex-viewer',
  name: 'Hex Viewer',
  description:
    'View any file as xxd-style hex rows, even at 100 MB; select bytes to read them as integers, floats and text, find hex or text, and export xxd, a C array or Base64.',
  group: 'encoding',
  path: '/encode/hex',
  aliases: ['/tools/hex-viewer', '/tools/hexdump'],
  order: 8,
  icon: 'binary',
  // Base64, and the kinds whose text is Base64 of bytes (a data URL), are viewed as the bytes they hold
  accepts: [{ kinds: ['base64', 'image', 'pdf'] }],
  keywords: [
    'hex viewer',
    'hex dump',
    'hexdump',
    'xxd',
    'hex editor',
    'binary viewer',
    'file bytes',
    'magic bytes',
    'paste hex',
    'c array',
  ],
  features: [
    'Files up to 256 MB, scrolled smoothly',
    'Bytes read as u8 to i64, f32, f64, UTF-8 and UTF-16',
    'Find by hex or text',
    'Export xxd, xxd -i or Base64',
  ],
  seo: {
    title: 'Hex Viewer and Hex Dump Online (xxd)',
    description:
      'Open a file and see its bytes as an xxd hex dump: read integers, floats and text from a selection, search, and export a C array. Private: the file never leaves your browser.',
    keywords: ['hex viewer online', 'hex dump online', 'xxd online', 'view binary file', 'file to c array'],
  },
  options: optionsSpec,
});
