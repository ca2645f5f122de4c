/**
 * The colour and error-correction facts the screen shows without loading the encoder: the WCAG
 * contrast of the two colours and what each error-correction level restores.
 */
import type { Rgb } from './png';

export type Ecc = 'L' | 'M' | 'Q' | 'H';

/** ISO/IEC 18004 §7.5.1: the share of the symbol each level can restore. */
export const ECC_RECOVERY: Record<Ecc, string> = { L: '7%', M: '15%', Q: '25%', H: '30%' };

export const parseHex = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

/** WCAG 2.x relative luminance of an sRGB colour. */
export function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2.x contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Below this ratio many phone cameras no longer tell the modules apart. */
export const MIN_CONTRAST = 3;

export interface ColourCheck {
  ratio: number;
  /** the modules are lighter than the background */
  inverted: boolean;
  lowContrast: boolean;
}

export function checkColours(fg: string, bg: string): ColourCheck {
  const f = parseHex(fg);
  const b = parseHex(bg);
  const ratio = contrastRatio(f, b);
  return { ratio, inverted: luminance(f) > luminance(b), lowContrast: ratio < MIN_CONTRAST };
}
