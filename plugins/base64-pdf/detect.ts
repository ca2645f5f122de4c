import { defineDetector } from '@/lib/detect';

export default defineDetector({
  detect: ({ text }) => {
    if (/^data:application\/pdf;base64,/i.test(text)) return { score: 1, reason: 'PDF data URL', kind: 'pdf' };
    // '%PDF-' in Base64
    return text.startsWith('JVBERi0') ? { score: 0.95, reason: 'PDF in Base64', kind: 'pdf' } : null;
  },
  examples: {
    matches: ['JVBERi0xLjQKJcOkw7zDtsOf', 'data:application/pdf;base64,JVBERi0xLjQ='],
    misses: ['aGVsbG8=', 'iVBORw0KGgo=', '%PDF-1.4'],
  },
});
