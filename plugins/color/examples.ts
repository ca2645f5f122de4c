import { defineExamples } from '@/lib/examples';
import { checkPair, type PairCheck } from './logic';

/**
 * Colour pairs with their WCAG 2.2 contrast as python3 computes it from the standard's formula
 * (relative luminance with the 0.04045 knee, (L1 + 0.05) / (L2 + 0.05)), written with two decimals
 * cut, not rounded. The first is what the Example button loads.
 */
export default defineExamples<{ text: string; background: string }, PairCheck | null>({
  examples: [
    {
      name: 'Blue on white',
      description: 'A link blue on a white page: 5.1685…:1, AA for all text, not AAA',
      input: { text: '#2563eb', background: '#ffffff' },
      output: {
        text: '#2563eb',
        background: '#ffffff',
        ratio: '5.16',
        passes: ['normal-aa', 'large-aa', 'large-aaa', 'ui-aa'],
      },
    },
    {
      name: 'Half-transparent black on white',
      description: 'rgba(0, 0, 0, 0.5) is painted as #808080 on white: 3.9494…:1, not the 21:1 of opaque black',
      input: { text: 'rgba(0, 0, 0, 0.5)', background: 'white' },
      output: { text: '#808080', background: '#ffffff', ratio: '3.94', passes: ['large-aa', 'ui-aa'] },
    },
    {
      name: 'Just under 4.5:1',
      description: '#6d6d6d on #efefef is 4.49994…:1: it reads 4.49 and fails AA for normal text',
      input: { text: '#6d6d6d', background: 'hsl(0 0% 93.725%)' },
      output: { text: '#6d6d6d', background: '#efefef', ratio: '4.49', passes: ['large-aa', 'ui-aa'] },
    },
    {
      name: 'Wide-gamut green on black',
      description:
        'oklch(0.87 0.3 145) lies outside sRGB: it is mapped into sRGB in OKLCH before its contrast is taken',
      input: { text: 'oklch(0.87 0.3 145)', background: 'black' },
    },
  ],
  run: ({ text, background }) => checkPair(text, background),
});
