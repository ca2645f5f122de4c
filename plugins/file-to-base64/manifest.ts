import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'file-to-base64',
  name: 'File to Base64',
  description:
    'Convert any file up to 5 MB to Base64 or a data URL, read in chunks so large files never freeze the page.',
  group: 'encoding',
  path: '/encode/file-base64',
  order: 3,
  icon: 'file-code',
  useCases: ['data'],
  testimonial: {
    quote:
      'An email template needs an inline logo. Drop the PNG into File to Base64, copy the data URL, and check it renders with Base64 to Image before shipping.',
    role: 'Front-end developer',
    context: 'Building an HTML email',
  },
  keywords: [
    'file to base64',
    'base64',
    'data url',
    'data uri',
    'encode file',
    'image to base64',
    'pdf to base64',
    'upload',
  ],
  features: ['Files up to 5 MB', 'Drag and drop or browse', 'Base64 or full data URL', 'Copy and download'],
  seo: {
    title: 'File to Base64 Converter',
    description:
      'Convert images, PDFs and any other file to Base64 or a data URL online. Private: the file never leaves your browser.',
    keywords: ['file to base64', 'convert file to base64', 'image to base64', 'data uri generator'],
  },
  options: optionsSpec,
});
