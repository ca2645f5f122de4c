import { defineExamples } from '@/lib/examples';
import { generate, stats, type LoremMode } from './logic';

/**
 * The opening of the classic lorem ipsum passage (the Letraset text derived from Cicero's De finibus
 * 1.10.32, as lipsum.com gives it), which the text starts with while "Start with standard text" is on.
 */
export const CLASSIC_OPENING = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';

/**
 * What is fixed in the generated text whatever the random words: in words mode, up to eight words
 * are the classic opening cut to the count and closed with a period; in paragraphs mode, the first
 * paragraph opens with the classic sentence and the paragraphs are separated by blank lines.
 * Texts, word counts (`len(t.split())`) and characters (`len(t)`) from python3 on the classic opening.
 */
export default defineExamples<
  { mode: LoremMode; count: number; start: boolean },
  { text: string; words: number; characters: number } | { opening: string; paragraphs: number }
>({
  examples: [
    {
      name: 'Five words',
      input: { mode: 'words', count: 5, start: true },
      output: { text: 'Lorem ipsum dolor sit amet.', words: 5, characters: 27 },
    },
    {
      name: 'One word',
      input: { mode: 'words', count: 1, start: true },
      output: { text: 'Lorem.', words: 1, characters: 6 },
    },
    {
      name: 'Two words',
      input: { mode: 'words', count: 2, start: true },
      output: { text: 'Lorem ipsum.', words: 2, characters: 12 },
    },
    {
      name: 'The classic sentence',
      input: { mode: 'words', count: 8, start: true },
      output: { text: CLASSIC_OPENING, words: 8, characters: 56 },
    },
    {
      name: 'Three paragraphs',
      input: { mode: 'paragraphs', count: 3, start: true },
      output: { opening: CLASSIC_OPENING, paragraphs: 3 },
    },
  ],
  run: ({ mode, count, start }) => {
    const text = generate(mode, count, start, 1);
    if (mode === 'words') return { text, ...stats(text) };
    return { opening: text.slice(0, CLASSIC_OPENING.length), paragraphs: text.split('\n\n').length };
  },
});
