import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'lorem-ipsum',
  name: 'Lorem Ipsum Generator',
  description: 'Generate lorem ipsum placeholder text by paragraphs or words, with a live word and character count.',
  group: 'tools',
  path: '/tools/lorem-ipsum',
  order: 5,
  icon: 'type',
  keywords: ['lorem ipsum', 'placeholder text', 'dummy text', 'filler text', 'paragraphs', 'words', 'generator'],
  features: [
    'Paragraphs (1–50) or words (1–1000)',
    'Starts with the standard “Lorem ipsum dolor sit amet”',
    'Live word and character count',
    'Copy and download lorem-ipsum.txt',
  ],
  seo: {
    title: 'Lorem Ipsum Generator',
    description:
      'Generate lorem ipsum placeholder text by paragraphs or words, count words and characters, copy or download it — free, in your browser.',
    keywords: ['lorem ipsum generator', 'placeholder text generator', 'dummy text', 'filler text'],
  },
  options: optionsSpec,
});
