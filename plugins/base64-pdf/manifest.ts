import { defineTool } from '@/registry/types';

export default defineTool({
  id: 'base64-pdf',
  name: 'Base64 to PDF',
  description:
    'Convert Base64 or a data URL back into a PDF: checks it is a real PDF, previews it in the page and downloads it.',
  group: 'converters',
  path: '/convert/base64pdf',
  aliases: ['/convert/base64-pdf'],
  order: 2,
  icon: 'file-text',
  keywords: ['base64', 'pdf', 'data url', 'decode', 'convert', 'preview', 'download', 'application/pdf'],
  features: ['Data URL prefix removed', 'Checks the %PDF- signature', 'In-page preview', 'Handles 5 MB PDFs'],
  seo: {
    title: 'Base64 to PDF Converter',
    description:
      'Decode Base64 to a PDF file, preview it and download it. Validates the PDF signature and handles large files — privately, in your browser.',
    keywords: ['base64 to pdf', 'decode base64 pdf', 'data url to pdf', 'base64 pdf viewer'],
  },
});
