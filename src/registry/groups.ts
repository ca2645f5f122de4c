import type { ToolGroup } from './types';

export const groups: readonly ToolGroup[] = [
  {
    id: 'encoding',
    title: 'Encoding & Decoding',
    menuTitle: 'Encoding',
    path: '/encoding',
    description: 'Encode and decode text, files and URLs, and compute hashes, entirely in your browser.',
    order: 1,
  },
  {
    id: 'converters',
    title: 'Converters',
    menuTitle: 'Converters',
    path: '/converters',
    description: 'Convert Base64 to images and PDFs, images between formats, HTML to text and timestamps to dates.',
    order: 2,
  },
  {
    id: 'formatters',
    title: 'Formatters',
    menuTitle: 'Formatters',
    path: '/formatters',
    description: 'Format, validate and compare JSON, XML, stack traces and text.',
    order: 3,
  },
  {
    id: 'tools',
    title: 'Developer Tools',
    menuTitle: 'Developer Tools',
    path: '/tools',
    description: 'UUIDs, regular expressions, HTTP requests, mock data and placeholder text.',
    order: 4,
  },
];

export const groupIds = groups.map((g) => g.id);
