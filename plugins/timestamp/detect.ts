import { defineDetector } from '@/lib/detect';

/** 2001-09-09 … 2286-11-20 in seconds; the same span in milliseconds has 13 digits. */
const SECONDS = /^1\d{9}$/;
const MILLISECONDS = /^1\d{12}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export default defineDetector({
  detect: ({ text }) => {
    if (SECONDS.test(text)) return { score: 0.9, reason: 'Unix timestamp (seconds)' };
    if (MILLISECONDS.test(text)) return { score: 0.9, reason: 'Unix timestamp (milliseconds)' };
    return ISO_DATE.test(text) ? { score: 0.8, reason: 'Date and time' } : null;
  },
  examples: {
    matches: ['1700000000', '1700000000123', '2026-11-26T15:39:57Z', '2026-11-26'],
    misses: ['12345', '999999999', 'hello', '17000000001234567'],
  },
});
