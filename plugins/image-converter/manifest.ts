import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'image-converter',
  name: 'Image Converter',
  description:
    'Convert images between PNG, JPEG, WebP, BMP and GIF in your browser: real BMP and GIF files, quality control, transparency handled correctly.',
  group: 'converters',
  path: '/convert/image-formats',
  order: 3,
  popular: true,
  quickAccess: 3,
  icon: 'images',
  useCases: ['data'],
  keywords: [
    'image',
    'convert',
    'png',
    'jpeg',
    'jpg',
    'webp',
    'bmp',
    'gif',
    'svg',
    'tiff',
    'format',
    'compress',
    'quality',
  ],
  features: [
    'PNG, JPEG, WebP, BMP and GIF output',
    'Real BMP and GIF encoders',
    'Quality slider for JPEG and WebP',
    'Files never leave your device',
  ],
  seo: {
    title: 'Image Converter: PNG, JPEG, WebP, BMP, GIF',
    description:
      'Convert images to PNG, JPEG, WebP, BMP or GIF online without uploading them. Adjustable quality, transparent areas become white in JPEG and BMP.',
    keywords: [
      'image converter',
      'png to jpg',
      'jpg to png',
      'webp converter',
      'png to bmp',
      'png to gif',
      'svg to png',
    ],
  },
  options: optionsSpec,
});
