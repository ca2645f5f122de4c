import type { TransformExample } from '@/ui/transform';
import type { Mode } from './logic';
import type { Options } from './options';

/**
 * The Example button loads the current mode's first example. Every output was written by Python's
 * standard library (python3 3.11), named beside each; the examples test runs them through the job.
 */
export const examples: readonly TransformExample<Options, Mode>[] = [
  // json.dumps('He said "hi"\n\tand left\\', ensure_ascii=False)
  {
    mode: 'escape',
    options: { language: 'json' },
    input: 'He said "hi"\n\tand left\\',
    output: '"He said \\"hi\\"\\n\\tand left\\\\"',
  },
  // json.loads('"caf\\u00e9 \\u2615 \\ud83d\\ude00"')
  {
    mode: 'unescape',
    options: { language: 'json' },
    input: '"caf\\u00e9 \\u2615 \\ud83d\\ude00"',
    output: 'café ☕ 😀',
  },
  // repr('tab\tnul\x00bell\x07 café')
  {
    mode: 'escape',
    options: { language: 'python', asciiOnly: false },
    input: 'tab\tnul\0bell\x07 café',
    output: "'tab\\tnul\\x00bell\\x07 café'",
  },
  // ascii('naïve ☕ 😀')
  {
    mode: 'escape',
    options: { language: 'python', asciiOnly: true },
    input: 'naïve ☕ 😀',
    output: "'na\\xefve \\u2615 \\U0001f600'",
  },
  // shlex.quote("it's a file.txt")
  { mode: 'escape', options: { language: 'shell' }, input: "it's a file.txt", output: `'it'"'"'s a file.txt'` },
  // html.unescape('&lt;p class=&quot;note&quot;&gt;Caf&eacute; &amp; cr&#232;me &copy 2024&lt;/p&gt;')
  {
    mode: 'unescape',
    options: { language: 'html' },
    input: '&lt;p class=&quot;note&quot;&gt;Caf&eacute; &amp; cr&#232;me &copy 2024&lt;/p&gt;',
    output: '<p class="note">Café & crème © 2024</p>',
  },
  // csv.writer(f).writerow(['Acme, Inc. "the best"'])
  { mode: 'escape', options: { language: 'csv' }, input: 'Acme, Inc. "the best"', output: '"Acme, Inc. ""the best"""' },
];
