import { defineTool } from '../../src/registry/types';

export default defineTool({
  id: 'lorem-ipsum',
  name: 'Lorem Ipsum Generator',
  description: 'Generate lorem ipsum placeholder text by paragraphs or words, with a live word and character count.',
  group: 'tools',
  path: '/tools/lorem-ipsum',
  order: 5,
  icon: 'type',
  keywords: ['lorem ipsum', 'placeholder text', 'dummy text', 'filler text', 'paragraphs', 'words', 'generator'],
  features: ['Paragraphs (1–50) or words (1–1000)', 'Starts with the standard “Lorem ipsum dolor sit amet”', 'Live word and character count', 'Copy and download lorem-ipsum.txt'],
  seo: {
    title: 'Lorem Ipsum Generator',
    description: 'Generate lorem ipsum placeholder text by paragraphs or words, count words and characters, copy or download it — free, in your browser.',
    keywords: ['lorem ipsum generator', 'placeholder text generator', 'dummy text', 'filler text'],
  },
  options: {
    // the same data as OPTIONS_SCHEMA in logic.ts (a unit test keeps them equal)
    schema: {
      type: 'object',
      properties: {
        mode: { type: 'string', title: 'Mode', enum: ['paragraphs', 'words'], default: 'paragraphs' },
        count: { type: 'integer', title: 'Count', minimum: 1, maximum: 1000, default: 3 },
        start: { type: 'boolean', title: 'Start with standard text', default: true },
      },
      additionalProperties: false,
      if: { properties: { mode: { const: 'words' } }, required: ['mode'] },
      then: { properties: { count: { maximum: 1000 } } },
      else: { properties: { count: { maximum: 50 } } },
    },
    uiSchema: {
      mode: { 'ui:widget': 'radio' },
      count: { 'ui:widget': 'updown' },
    },
    // no count default: an absent count means the mode's own default (3 paragraphs, 50 words)
    defaults: { mode: 'paragraphs', start: true },
  },
});
