import { defineTool } from '@/registry/types';

export default defineTool({
  id: 'base64-image',
  name: 'Base64 to Image',
  description:
    'Turn a Base64 string or data URL into an image: preview, real format from the bytes, size and dimensions, Copy URL and Download.',
  group: 'converters',
  alsoIn: ['encoding'],
  path: '/convert/base64image',
  order: 1,
  popular: true,
  quickAccess: 1,
  icon: 'image',
  pickerDefault: true,
  useCases: ['data'],
  keywords: [
    'base64',
    'image',
    'data url',
    'data uri',
    'png',
    'jpeg',
    'gif',
    'webp',
    'svg',
    'bmp',
    'ico',
    'decode',
    'preview',
  ],
  features: [
    'Data URL or raw Base64',
    'Format detected from the bytes',
    'Dimensions and size',
    'Copy URL and download',
    'Safe SVG preview',
  ],
  seo: {
    title: 'Base64 to Image Converter',
    description:
      'Decode Base64 or a data URL to an image and preview it: PNG, JPEG, GIF, WebP, BMP, SVG, ICO. Real format detection, dimensions, download — all in your browser.',
    keywords: ['base64 to image', 'data url to image', 'base64 image decoder', 'base64 to png', 'base64 to jpg'],
  },
});
