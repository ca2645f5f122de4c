import { defineDetector } from '@/lib/detect';

/** 2001-09-09 … 2286-11-20 in seconds; the same span in milliseconds has 13 digits. */
const SECONDS = /^1\d{9}$/;
const MILLISECONDS = /^1\d{12}$/;

export default defineDetector({
  detect: ({ text }) => {
    if (SECONDS.test(text)) return { score: 0.9, reason: 'Unix timestamp (seconds)', field: 'unix' };
    if (MILLISECONDS.test(text)) return { score: 0.9, reason: 'Unix timestamp (milliseconds)', field: 'unix' };
    return null;
  },
  examples: {
    matches: ['1700000000', '1700000000123'],
    misses: ['12345', '999999999', 'hello', '17000000001234567'],
  },
});
