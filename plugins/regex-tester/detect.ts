import { defineDetector } from '@/lib/detect';

/** A regex literal: /…/ with flags, holding at least one regex construct. */
const LITERAL = /^\/(?![*/])((?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\\n[])+)\/([dgimsuvy]*)$/;
const CONSTRUCTS = /\\[dwsbDWSB]|[[\]()|+*?^$]|\{\d/;

export default defineDetector({
  detect: ({ text }) => {
    const literal = LITERAL.exec(text);
    if (!literal || !CONSTRUCTS.test(literal[1])) return null;
    try {
      new RegExp(literal[1], literal[2]);
    } catch {
      return { score: 0.6, reason: 'Regular expression with an error', field: 'pattern', value: literal[1] };
    }
    return {
      score: 0.9,
      reason: literal[2] ? `Regular expression, flags ${literal[2]}` : 'Regular expression',
      field: 'pattern',
      value: literal[1],
    };
  },
  examples: {
    matches: ['/^\\d{3}-\\d{4}$/', '/(a|b)+/gi', '/[a-z]+/'],
    misses: ['/usr/local/bin/', '/api/v1/users/', 'hello', '// comment'],
  },
});
