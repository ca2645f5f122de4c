import { defineDetector } from '@/lib/detect';

const UUID = /^\{?[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\}?$/i;

export default defineDetector({
  detect: ({ text }) => {
    if (UUID.test(text)) {
      const version = text.replace(/[{}-]/g, '')[12];
      return {
        score: 1,
        reason: /[1-8]/.test(version) ? `UUID version ${version}` : 'UUID',
        field: 'candidate',
      };
    }
    return null;
  },
  examples: {
    matches: ['123e4567-e89b-12d3-a456-426614174000', '{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}'],
    misses: ['123e4567-e89b-12d3-a456', 'hello', '123e4567e89b12d3a456426614174000xx'],
  },
});
