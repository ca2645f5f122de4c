import { defineDetector } from '@/lib/detect';

/** An object or array start as JSON writes it: a key's quote, a value, or the close. */
const JSON_START = /^(?:\{\s*(?:"|\})|\[\s*(?:[-\d"{[\]]|true|false|null))/;

export default defineDetector({
  detect: ({ text, complete }) => {
    if (!JSON_START.test(text)) return null;
    if (!complete) return { score: 0.8, reason: 'JSON (its first 64 KB read)', kind: 'json' };
    try {
      const value: unknown = JSON.parse(text);
      const reason = Array.isArray(value)
        ? `JSON array of ${value.length} ${value.length === 1 ? 'item' : 'items'}`
        : 'JSON object';
      return { score: 0.95, reason, kind: 'json' };
    } catch {
      return { score: 0.6, reason: 'JSON with an error to find', kind: 'json' };
    }
  },
  examples: {
    matches: ['{"a": 1}', '[1, 2, 3]', '[{"id": 1}]', '{}', '{"a": 1,}'],
    misses: ['hello', '[server]\nport = 80', 'key: value', '{{ template }}', '[a-z]+'],
  },
});
