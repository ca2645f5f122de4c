import { defineDetector } from '@/lib/detect';

export default defineDetector({
  detect: ({ text }) => {
    const escapes = text.match(/%[0-9A-Fa-f]{2}/g)?.length ?? 0;
    if (escapes >= 2 && !/\s/.test(text))
      return { score: 0.8, reason: `URL-encoded text (${escapes} escapes)`, kind: 'url' };
    if (/^https?:\/\/\S+$/.test(text)) return { score: 0.5, reason: 'URL', kind: 'url' };
    return null;
  },
  examples: {
    matches: ['name%3DAda%26lang%3Den', 'https%3A%2F%2Fexample.com%2F', 'https://example.com/a?b=c'],
    misses: ['100% sure', 'hello world', '{"a": "%20"}'],
  },
});
