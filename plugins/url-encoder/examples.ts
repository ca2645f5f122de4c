import type { TransformExample } from '@/ui/transform';
import type { UrlDirection } from './logic';
import type { Options } from './options';

/**
 * One example for each direction; outputs from Python's urllib.parse: quote(s, safe="-_.!~*'()"),
 * which keeps the characters encodeURIComponent keeps, and unquote.
 */
export const examples: readonly TransformExample<Options, UrlDirection>[] = [
  {
    mode: 'encode',
    input: 'https://example.com/search?q=café & crème&page=1',
    output: 'https%3A%2F%2Fexample.com%2Fsearch%3Fq%3Dcaf%C3%A9%20%26%20cr%C3%A8me%26page%3D1',
  },
  { mode: 'decode', input: 'q%3Dcaf%C3%A9%20%26%20cr%C3%A8me%26page%3D1', output: 'q=café & crème&page=1' },
];
