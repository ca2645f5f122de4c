import type { TransformExample } from '@/ui/transform';
import { EXAMPLES, LANGUAGES, type Language } from './logic';
import type { Options } from './options';

/** Load Example loads the current language's trace; formatting keeps each trace's text as it is. */
export const examples: readonly TransformExample<Options, Language>[] = LANGUAGES.map((mode) => ({
  mode,
  input: EXAMPLES[mode],
  output: EXAMPLES[mode],
}));
