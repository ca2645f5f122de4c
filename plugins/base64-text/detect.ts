import { defineDetector } from '@/lib/detect';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$|^[A-Za-z0-9_-]+={0,2}$/;

export default defineDetector({
  detect: ({ text }) => {
    // a blob is wrapped at line ends only: spaces inside a line make it words ('- milk')
    if (/[ \t]/.test(text)) return null;
    const compact = text.replace(/\s+/g, '');
    // short words are Base64 by accident ('hello'); a real blob is long or padded
    if (compact.length < 16 || !BASE64.test(compact)) return null;
    if (!/[0-9+/=_-]/.test(compact) || (!text.includes('=') && compact.length % 4 === 1)) return null;
    // hex digits alone (a UUID, a hash, a colour) are hex, not Base64 that happens to use no other letters
    if (/^[0-9a-f-]+$/i.test(compact)) return null;
    if (compact.startsWith('H4sI')) return { score: 0.7, reason: 'gzip data in Base64', kind: 'base64' };
    if (compact.startsWith('eyJ')) return { score: 0.75, reason: 'Base64 of JSON', kind: 'base64' };
    return { score: 0.7, reason: 'Base64', kind: 'base64' };
  },
  examples: {
    matches: ['aGVsbG8gd29ybGQsIHRoaXMgaXM=', 'eyJuYW1lIjoiQWRhIn0=', 'H4sIAAAAAAAAA8tIzcnJBwCGphA2BQAAAA=='],
    misses: [
      'hello',
      'Thisisjustalongwordwithoutdigits',
      '{"a": 1}',
      'data:image/png;base64,iVBORw0KGgo=',
      '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      '- milk\n- eggs\n- bread',
    ],
  },
});
