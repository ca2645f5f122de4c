import { defineDetector, type Detection } from '@/lib/detect';

const PREFIXED = /^[+-]?0(?:[xX][0-9a-fA-F][0-9a-fA-F_]*|[bB][01][01_]*|[oO][0-7][0-7_]*)(?:n|u?ll?|u)?$/i;
const NAMES: Readonly<Record<string, string>> = { x: 'Hexadecimal number', b: 'Binary number', o: 'Octal number' };
/** Digits alone: 1700000000 is a Unix time first, a plain number second. */
const DECIMAL = /^[+-]?\d[\d_]*$/;
/** A decimal with a point or an exponent, or a C hex float (0x1.8p3). */
const FRACTION =
  /^[+-]?(?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?$|^[+-]?\d+[eE][+-]?\d+$|^[+-]?0x[\da-f]*\.?[\da-f]*p[+-]?\d+$/i;

export default defineDetector({
  detect: ({ text }): Detection | null => {
    // the number goes in the main input, read by its prefix, in the Integer tab
    if (PREFIXED.test(text)) {
      const letter = text.replace(/^[+-]/, '')[1].toLowerCase();
      return { score: 0.95, reason: NAMES[letter], settings: { mode: 'integer', from: 'auto' } };
    }
    if (DECIMAL.test(text))
      return { score: 0.6, reason: 'Decimal integer', settings: { mode: 'integer', from: 'auto' } };
    if (FRACTION.test(text)) return { score: 0.55, reason: 'Decimal fraction', settings: { mode: 'float' } };
    return null;
  },
  examples: {
    matches: [
      '0xDEADBEEF',
      '0xffff_ffff',
      '-0x2a',
      '0b1010_1010',
      '0o755',
      '0xffffffffffffffffULL',
      '255',
      '3.14',
      '1e-7',
      '0x1.8p3',
    ],
    misses: ['hello', '0x', '0xZZ', '#ff8800', '12:30', '1.2.3', 'ff', '123e4567-e89b-12d3-a456-426614174000'],
  },
});
