import { defineDetector } from '@/lib/detect';

/** Elements that only HTML has: a text with them is a page or a fragment of one. */
const HTML_TAGS = /<(?:p|div|span|a|br|ul|ol|li|table|tr|td|h[1-6]|strong|em|body|head|img|section)[\s>/]/i;

export default defineDetector({
  detect: ({ text }) => {
    if (/^<!doctype html|^<html[\s>]/i.test(text)) return { score: 0.9, reason: 'HTML page', kind: 'html' };
    return text.startsWith('<') && HTML_TAGS.test(text) ? { score: 0.65, reason: 'HTML', kind: 'html' } : null;
  },
  examples: {
    matches: ['<!DOCTYPE html><html><body>x</body></html>', '<p>Hello <strong>there</strong></p>'],
    misses: ['<note><to>Ada</to></note>', 'a < b and p > q', 'hello'],
  },
});
