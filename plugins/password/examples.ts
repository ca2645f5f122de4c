import { defineExamples } from '@/lib/examples';
import type { StrengthReport } from './strengthTypes';

type Verdict = Pick<StrengthReport, 'score' | 'warning' | 'suggestions'> & { guessesLog10: number };

/**
 * Passwords to check. Outputs from the reference implementation run directly in Node with the same
 * dictionaries: `new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs:
 * common.adjacencyGraphs, translations: en.translations }).check(password)` of @zxcvbn-ts/core 4.2.0,
 * language-common 4.1.3, language-en 4.1.1 (guessesLog10 rounded to 3 places).
 */
export default defineExamples<string, Verdict>({
  examples: [
    {
      name: 'A keyboard walk with digits',
      description: 'qwerty123: a commonly used password',
      input: 'qwerty123',
      output: {
        score: 0,
        guessesLog10: 2.436,
        warning: 'This is a commonly used password.',
        suggestions: ['Add more words that are less common.'],
      },
    },
    {
      name: 'The most used password',
      input: 'password',
      output: {
        score: 0,
        guessesLog10: 0.477,
        warning: 'This is a heavily used password.',
        suggestions: ['Add more words that are less common.'],
      },
    },
    {
      name: 'A four-word passphrase',
      input: 'correct-horse-battery-staple',
      output: { score: 4, guessesLog10: 19.722, warning: '', suggestions: [] },
    },
  ],
  run: async (password) => {
    const { checkStrength } = await import('./strength');
    const r = checkStrength(password);
    return {
      score: r.score,
      guessesLog10: Math.round(r.guessesLog10 * 1000) / 1000,
      warning: r.warning,
      suggestions: r.suggestions,
    };
  },
});
