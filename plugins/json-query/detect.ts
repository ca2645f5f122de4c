import { defineDetector } from '@/lib/detect';

/** A JSONPath query (RFC 9535): `$` and then a segment, `.name`, `..name`, `.*` or `[…]`, on one line. */
const JSONPATH = /^\$(?:\.\.?(?:[A-Za-z_*]|\[)|\[)[^\n]*$/;
/** A jq filter that only jq reads this way: a path from `.` piped or iterated (`.items[] | .name`). */
const JQ = /^\.(?:[A-Za-z_][\w]*|\[\])[^\n]*(?:\|\s*\S|\[\]|select\(|map\()/;

export default defineDetector({
  detect: ({ text }) => {
    if (JSONPATH.test(text))
      return {
        score: 0.95,
        reason: 'JSONPath query',
        field: 'expression-jsonpath',
        value: text,
        settings: { language: 'jsonpath' },
      };
    if (JQ.test(text))
      return { score: 0.85, reason: 'jq filter', field: 'expression-jq', value: text, settings: { language: 'jq' } };
    return null;
  },
  examples: {
    matches: ['$..price', '$.store.book[0]', "$['store']", '$.store.book[?@.price < 10].title', '.items[] | .name'],
    misses: ['$100', '$HOME/bin', '$ npm install', '.gitignore', 'price: $5', '{"a": 1}', '.5'],
  },
});
