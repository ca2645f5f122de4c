/** Which language a stack trace comes from, by the shape of its lines; null when nothing says. */
import { defineDetector } from '@/lib/detect';
import type { Language } from './logic';

/** Only the start of a trace is read: enough lines to see frames, cheap on a 100k-line paste. */
const HEAD_CHARS = 20_000;

const SIGNS: readonly [Language, RegExp][] = [
  [
    'dotnet',
    /^\s*at [^\n]+\) in [^\n]+:line \d+\s*$|^\s*---> [\w.]+(Exception|Error)\b|^\s*--- End of inner exception stack trace ---|^System\.[\w.]*(Exception|Error)\b/m,
  ],
  ['python', /^[\s|+-]*(?:Exception Group )?Traceback \(most recent call last\):|^[\s|]*File "[^"\n]+", line \d+/m],
  [
    'java',
    /^\s*at [\w$.<>/]+\((?:[\w$-]+\.(?:java|kt|scala|groovy):\d+|Native Method|Unknown Source)\)\s*$|^(?:Caused by: )?(?:java|javax|kotlin|org|com)\.[\w.$]+(?:Exception|Error)\b/m,
  ],
  [
    'javascript',
    /^\s*at (?:async )?[^\n]*?\(?(?:file:\/\/|https?:\/\/|node:|\/|[A-Za-z]:\\)[^\n]*:\d+:\d+\)?\s*$|^[^\s@]*@[^\n]+:\d+:\d+\s*$/m,
  ],
];

export function detectLanguage(text: string): Language | null {
  const head = text.slice(0, HEAD_CHARS);
  for (const [language, sign] of SIGNS) if (sign.test(head)) return language;
  return null;
}

/** The language when only one language's signs are in the trace: certain enough to switch to it unasked. */
export function certainLanguage(text: string): Language | null {
  const head = text.slice(0, HEAD_CHARS);
  const found = SIGNS.filter(([, sign]) => sign.test(head));
  return found.length === 1 ? found[0][0] : null;
}

const LANGUAGE_NAMES: Record<Language, string> = {
  dotnet: '.NET',
  java: 'Java',
  javascript: 'JavaScript',
  python: 'Python',
  generic: 'generic',
};

/** Paste anything: a trace whose language its lines give away. */
export default defineDetector({
  detect: ({ text }) => {
    const language = detectLanguage(text);
    return language ? { score: 0.95, reason: `${LANGUAGE_NAMES[language]} stack trace` } : null;
  },
  examples: {
    matches: [
      'Traceback (most recent call last):\n  File "app.py", line 3, in <module>\n    main()\nValueError: bad',
      'java.lang.IllegalStateException: boom\n\tat com.example.App.main(App.java:12)',
      'TypeError: x is undefined\n    at run (/srv/app.js:10:5)',
    ],
    misses: ['hello', 'at home (tonight)', '{"a": 1}'],
  },
});
