import { defineDetector } from '@/lib/detect';

/** Base64 starts of the image formats the tool shows (PNG, JPEG, GIF, WebP, SVG's `<svg`/`<?xml`). */
const IMAGE_STARTS = /^(?:iVBORw0KGgo|\/9j\/|R0lGOD|UklGR|PHN2Zy|PD94bWwg)/;

export default defineDetector({
  detect: ({ text }) => {
    if (/^data:image\/[\w.+-]+;base64,/i.test(text)) return { score: 1, reason: 'Image data URL', kind: 'image' };
    return IMAGE_STARTS.test(text) ? { score: 0.9, reason: 'Image in Base64', kind: 'image' } : null;
  },
  examples: {
    matches: ['data:image/png;base64,iVBORw0KGgo=', 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB', '/9j/4AAQSkZJRgABAQ'],
    misses: ['aGVsbG8gd29ybGQ=', 'data:text/plain;base64,aGk=', 'hello'],
  },
});
