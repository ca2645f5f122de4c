import type { TransformExample } from '@/ui/transform';
import type { Direction } from './constants';
import type { Options } from './options';

/**
 * One example for each direction. The escaping outputs are Python's html.escape(s, quote=True),
 * which escapes the same five characters (it writes ' as &#x27;, which no example here contains).
 */
export const examples: readonly TransformExample<Options, Direction>[] = [
  {
    mode: 'html-to-text',
    input:
      '<h1>Release notes</h1>\n<p>Version <b>2.0</b> is out &amp; ready.</p>\n<ul><li>Faster</li><li>Smaller</li></ul>',
  },
  { mode: 'text-to-html', input: 'Tom & Jerry say "5 < 6"', output: '<p>Tom &amp; Jerry say &quot;5 &lt; 6&quot;</p>' },
  {
    mode: 'text-to-html',
    input: 'a & b\n<c> "d"',
    options: { lineBreaks: 'escape' },
    output: 'a &amp; b\n&lt;c&gt; &quot;d&quot;',
  },
];
