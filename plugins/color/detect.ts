import { defineDetector } from '@/lib/detect';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)$/i;

export default defineDetector({
  detect: ({ text }) => {
    // the colours live in the tool's settings (fg, bg), so the paste opens as the text colour
    if (HEX.test(text)) return { score: 0.95, reason: 'Hex colour', field: null, settings: { fg: text } };
    return FUNCTION.test(text)
      ? {
          score: 0.95,
          reason: `CSS colour, ${text.slice(0, text.indexOf('('))}()`,
          field: null,
          settings: { fg: text },
        }
      : null;
  },
  examples: {
    matches: ['#ff8800', '#abc', 'rgb(255 0 0 / 50%)', 'oklch(0.7 0.1 200)', 'hsl(120, 50%, 50%)'],
    misses: ['#hashtag', 'ff8800x', 'rgb', 'hello'],
  },
});
