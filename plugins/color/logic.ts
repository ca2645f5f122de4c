import {
  colorsNamed,
  converter,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  toGamut,
  type Color,
  type Oklch,
  type Rgb,
} from 'culori/fn';
import { parseColor, type ColorError } from './parse';

export { parseColor, closestName, MAX_COLOR_LENGTH, NAMED_COLORS, type ColorError, type ParsedColor } from './parse';

const toRgb = converter('rgb');
const toHsl = converter('hsl');
const toHwb = converter('hwb');
const toLab = converter('lab');
const toLch = converter('lch');
const toOklab = converter('oklab');
const toOklch = converter('oklch');
const toP3 = converter('p3');
// CSS Color 4 gamut mapping: lower OKLCH chroma until the colour is within a just-noticeable
// difference (ΔEOK 0.02) of its clipped self, then clip
const mapToSrgb = toGamut('rgb', 'oklch');
const mapToP3 = toGamut('p3', 'oklch');

/** How far outside [0, 1] a channel may sit and still count as inside its gamut (half an 8-bit step). */
const GAMUT_TOLERANCE = 0.5 / 255;

const inside = (...channels: number[]) => channels.every((v) => v >= -GAMUT_TOLERANCE && v <= 1 + GAMUT_TOLERANCE);
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** A number written with at most `places` decimals, without trailing zeros or a negative zero. */
export function fmt(value: number, places: number): string {
  const fixed = value.toFixed(places);
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

/** A colour in 8-bit sRGB with its alpha: what the screen shows. */
export interface Rgb8 {
  r: number;
  g: number;
  b: number;
  /** 0–1 */
  alpha: number;
}

export const FORMATS = [
  'hex',
  'rgb',
  'rgbLegacy',
  'hsl',
  'hslLegacy',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'p3',
] as const;
export type Format = (typeof FORMATS)[number];

export const FORMAT_LABELS: Record<Format, string> = {
  hex: 'HEX',
  rgb: 'RGB',
  rgbLegacy: 'RGB (commas)',
  hsl: 'HSL',
  hslLegacy: 'HSL (commas)',
  hwb: 'HWB',
  lab: 'Lab',
  lch: 'LCH',
  oklab: 'OKLab',
  oklch: 'OKLCH',
  p3: 'Display P3',
};

/** The formats that can hold only sRGB: a colour outside it is shown mapped into it. */
export const SRGB_FORMATS: readonly Format[] = ['hex', 'rgb', 'rgbLegacy', 'hsl', 'hslLegacy', 'hwb'];

export interface ColorInfo {
  /** the colour as written (sRGB syntaxes clamped into sRGB, as CSS does) */
  color: Color;
  /** the colour in sRGB, gamut-mapped when it lies outside */
  srgb: Rgb;
  /** the sRGB colour in 8 bits, as the screen shows it */
  rgb8: Rgb8;
  alpha: number;
  inSrgb: boolean;
  inP3: boolean;
  /** each format's text */
  text: Record<Format, string>;
  /** the CSS named colours equal to it (cyan and aqua), empty for none */
  names: string[];
}

const hueOf = (h: number | undefined) => fmt(h === undefined || Number.isNaN(h) ? 0 : ((h % 360) + 360) % 360, 2);
const alphaPart = (alpha: number, sep: string) => (alpha < 1 ? `${sep}${fmt(alpha, 3)}` : '');

function hex8(c: Rgb8): string {
  const two = (v: number) => v.toString(16).padStart(2, '0');
  const a = c.alpha < 1 ? two(Math.round(c.alpha * 255)) : '';
  return `#${two(c.r)}${two(c.g)}${two(c.b)}${a}`;
}

/** The 8-bit sRGB of a colour (clipped; map it into the gamut first to keep its hue). */
export function toRgb8(color: Color): Rgb8 {
  const c = toRgb(color);
  const byte = (v: number) => Math.round(clamp01(Number.isNaN(v) ? 0 : v) * 255);
  return { r: byte(c.r), g: byte(c.g), b: byte(c.b), alpha: c.alpha ?? 1 };
}

const NAMES_BY_HEX = new Map<number, string[]>();
for (const [name, value] of Object.entries(colorsNamed))
  NAMES_BY_HEX.set(value, [...(NAMES_BY_HEX.get(value) ?? []), name]);

/** Every format of a colour read by parseColor. */
export function describeColor(parsed: Color, legacy: boolean): ColorInfo {
  const asRgb = toRgb(parsed);
  // rgb(), hsl(), hwb() and hex are sRGB by definition: CSS clamps their values into it
  const color: Color = legacy
    ? { mode: 'rgb', r: clamp01(asRgb.r || 0), g: clamp01(asRgb.g || 0), b: clamp01(asRgb.b || 0), alpha: asRgb.alpha }
    : parsed;
  const exact = toRgb(color);
  const inSrgb = inside(exact.r || 0, exact.g || 0, exact.b || 0);
  const srgb = inSrgb ? exact : mapToSrgb(color);
  const alpha = clamp01(color.alpha ?? 1);
  const rgb8 = { ...toRgb8(srgb), alpha };
  const p3Exact = toP3(color);
  const inP3 = inside(p3Exact.r || 0, p3Exact.g || 0, p3Exact.b || 0);
  const p3 = inP3 ? p3Exact : toP3(mapToP3(color));
  const hsl = toHsl(srgb);
  const hwb = toHwb(srgb);
  const lab = toLab(color);
  const lch = toLch(color);
  const oklab = toOklab(color);
  const oklch = toOklch(color);
  const channel = (v: number | undefined) => fmt(clamp01(v || 0) * 255, 2);
  const pct = (v: number | undefined) => `${fmt(clamp01(v || 0) * 100, 2)}%`;
  const slash = (s: string) => alphaPart(alpha, s);
  const rgbValues = [channel(srgb.r), channel(srgb.g), channel(srgb.b)];
  const hslValues = [hueOf(hsl.h), pct(hsl.s), pct(hsl.l)];
  const text: Record<Format, string> = {
    hex: hex8(rgb8),
    rgb: `rgb(${rgbValues.join(' ')}${slash(' / ')})`,
    rgbLegacy: alpha < 1 ? `rgba(${rgbValues.join(', ')}, ${fmt(alpha, 3)})` : `rgb(${rgbValues.join(', ')})`,
    hsl: `hsl(${hslValues.join(' ')}${slash(' / ')})`,
    hslLegacy: alpha < 1 ? `hsla(${hslValues.join(', ')}, ${fmt(alpha, 3)})` : `hsl(${hslValues.join(', ')})`,
    hwb: `hwb(${hueOf(hwb.h)} ${pct(hwb.w)} ${pct(hwb.b)}${slash(' / ')})`,
    lab: `lab(${fmt(lab.l || 0, 2)} ${fmt(lab.a || 0, 2)} ${fmt(lab.b || 0, 2)}${slash(' / ')})`,
    lch: `lch(${fmt(lch.l || 0, 2)} ${fmt(lch.c || 0, 2)} ${hueOf(lch.h)}${slash(' / ')})`,
    oklab: `oklab(${fmt(oklab.l || 0, 5)} ${fmt(oklab.a || 0, 5)} ${fmt(oklab.b || 0, 5)}${slash(' / ')})`,
    oklch: `oklch(${fmt(oklch.l || 0, 5)} ${fmt(oklch.c || 0, 5)} ${hueOf(oklch.h)}${slash(' / ')})`,
    p3: `color(display-p3 ${fmt(p3.r || 0, 4)} ${fmt(p3.g || 0, 4)} ${fmt(p3.b || 0, 4)}${slash(' / ')})`,
  };
  const key = (rgb8.r << 16) | (rgb8.g << 8) | rgb8.b;
  const names = inSrgb && alpha === 1 ? (NAMES_BY_HEX.get(key) ?? []) : alpha === 0 ? ['transparent'] : [];
  return { color, srgb, rgb8, alpha, inSrgb, inP3, text, names };
}

/** parseColor and describeColor in one step. */
export function readColor(text: string): { ok: true; info: ColorInfo } | { ok: false; error: ColorError } {
  const parsed = parseColor(text);
  return parsed.ok ? { ok: true, info: describeColor(parsed.color, parsed.legacy) } : parsed;
}

// ——— WCAG 2.2 contrast ———

/** WCAG 2.2 relative luminance of an 8-bit sRGB colour (the sRGB transfer function with its 0.04045 knee). */
export function relativeLuminance({ r, g, b }: Pick<Rgb8, 'r' | 'g' | 'b'>): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio (L1 + 0.05) / (L2 + 0.05) of two opaque colours, lighter over darker: 1 to 21. */
export function contrastRatio(a: Rgb8, b: Rgb8): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * A translucent colour over an opaque one, blended in sRGB as browsers paint it and rounded to the
 * 8 bits the screen shows: the colour whose contrast counts.
 */
export function composite(top: Rgb8, under: Rgb8): Rgb8 {
  const mix = (t: number, u: number) => Math.round(t * top.alpha + u * (1 - top.alpha));
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), alpha: 1 };
}

const WHITE: Rgb8 = { r: 255, g: 255, b: 255, alpha: 1 };

/** The pair as painted: a translucent background over a white page, then the text over that. */
export function painted(text: Rgb8, background: Rgb8): { text: Rgb8; background: Rgb8 } {
  const bg = background.alpha < 1 ? composite(background, WHITE) : { ...background, alpha: 1 };
  return { text: text.alpha < 1 ? composite(text, bg) : { ...text, alpha: 1 }, background: bg };
}

/**
 * The ratio written with two decimals, cut rather than rounded, so a failing 4.499 reads 4.49 and
 * never 4.50. The 1e-9 absorbs floating-point noise only (21 computes as 20.999…).
 */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100 + 1e-9) / 100).toFixed(2);
}

export interface Criterion {
  id: string;
  label: string;
  level: 'AA' | 'AAA';
  /** the WCAG 2.2 success criterion */
  sc: string;
  minimum: number;
}

export const CRITERIA: readonly Criterion[] = [
  { id: 'normal-aa', label: 'Normal text', level: 'AA', sc: '1.4.3', minimum: 4.5 },
  { id: 'normal-aaa', label: 'Normal text', level: 'AAA', sc: '1.4.6', minimum: 7 },
  { id: 'large-aa', label: 'Large text', level: 'AA', sc: '1.4.3', minimum: 3 },
  { id: 'large-aaa', label: 'Large text', level: 'AAA', sc: '1.4.6', minimum: 4.5 },
  { id: 'ui-aa', label: 'UI components and graphics', level: 'AA', sc: '1.4.11', minimum: 3 },
];

/** Whether a ratio meets a minimum: the exact ratio decides, never the rounded figure. */
export const passes = (ratio: number, minimum: number) => ratio >= minimum;

// ——— APCA ———

/**
 * APCA-W3 0.0.98G-4g constants, as published in the apca-w3 package (Myndex/apca-w3 README,
 * "Current APCA Constants").
 */
const APCA = {
  mainTRC: 2.4,
  sRco: 0.2126729,
  sGco: 0.7151522,
  sBco: 0.072175,
  normBG: 0.56,
  normTXT: 0.57,
  revTXT: 0.62,
  revBG: 0.65,
  blkThrs: 0.022,
  blkClmp: 1.414,
  scaleBoW: 1.14,
  scaleWoB: 1.14,
  loBoWoffset: 0.027,
  loWoBoffset: 0.027,
  deltaYmin: 0.0005,
  loClip: 0.1,
} as const;

/** APCA's screen luminance Ys of an 8-bit sRGB colour (a plain 2.4 power, not the piecewise curve). */
export function apcaY({ r, g, b }: Pick<Rgb8, 'r' | 'g' | 'b'>): number {
  const p = (v: number) => (v / 255) ** APCA.mainTRC;
  return APCA.sRco * p(r) + APCA.sGco * p(g) + APCA.sBco * p(b);
}

/** APCA lightness contrast Lc of text over a background: positive for dark text on light, negative for light on dark. */
export function apcaContrast(textY: number, backgroundY: number): number {
  const clampBlack = (y: number) => (y > APCA.blkThrs ? y : y + (APCA.blkThrs - y) ** APCA.blkClmp);
  const txt = clampBlack(textY);
  const bg = clampBlack(backgroundY);
  if (Math.abs(bg - txt) < APCA.deltaYmin) return 0;
  if (bg > txt) {
    const sapc = (bg ** APCA.normBG - txt ** APCA.normTXT) * APCA.scaleBoW;
    return sapc < APCA.loClip ? 0 : (sapc - APCA.loBoWoffset) * 100;
  }
  const sapc = (bg ** APCA.revBG - txt ** APCA.revTXT) * APCA.scaleWoB;
  return sapc > -APCA.loClip ? 0 : (sapc + APCA.loWoBoffset) * 100;
}

export interface ContrastReport {
  /** the colours as painted (translucency composited) */
  text: Rgb8;
  background: Rgb8;
  ratio: number;
  apca: number;
}

export function contrastOf(text: Rgb8, background: Rgb8): ContrastReport {
  const p = painted(text, background);
  return { ...p, ratio: contrastRatio(p.text, p.background), apca: apcaContrast(apcaY(p.text), apcaY(p.background)) };
}

// ——— the nearest passing colour ———

export interface Suggestion {
  /** the colour to use instead, as hex */
  hex: string;
  ratio: number;
  /** how far OKLCH lightness moved (−1 to 1) */
  deltaL: number;
}

/**
 * The colour closest to `moving` in OKLCH lightness (chroma and hue kept, then mapped into sRGB) whose
 * pair with `fixed` reaches `minimum`, or null when neither darker nor lighter gets there. `movingIsText`
 * says which of the two is the text (a translucent text is composited over the background, not the reverse).
 */
export function nearestPassing(
  moving: ColorInfo,
  fixed: ColorInfo,
  minimum: number,
  movingIsText: boolean,
): Suggestion | null {
  const start = toOklch(moving.color);
  const l0 = start.l || 0;
  const at = (l: number): { hex: string; ratio: number } => {
    const candidate: Oklch = { mode: 'oklch', l, c: start.c || 0, h: start.h, alpha: moving.alpha };
    const rgb8 = { ...toRgb8(mapToSrgb(candidate)), alpha: moving.alpha };
    const report = movingIsText ? contrastOf(rgb8, fixed.rgb8) : contrastOf(fixed.rgb8, rgb8);
    return { hex: hex8(rgb8), ratio: report.ratio };
  };
  let best: Suggestion | null = null;
  for (const target of [0, 1]) {
    // walk towards black or white; contrast grows as the lightness leaves the other colour's
    const steps = 50;
    let prev = l0;
    for (let i = 1; i <= steps; i++) {
      const l = l0 + ((target - l0) * i) / steps;
      if (passes(at(l).ratio, minimum)) {
        let lo = prev;
        let hi = l;
        for (let k = 0; k < 24; k++) {
          const mid = (lo + hi) / 2;
          if (passes(at(mid).ratio, minimum)) hi = mid;
          else lo = mid;
        }
        const found = at(hi);
        const deltaL = hi - l0;
        if (!best || Math.abs(deltaL) < Math.abs(best.deltaL)) best = { ...found, deltaL };
        break;
      }
      prev = l;
    }
  }
  return best;
}

/**
 * The least opacity at which a translucent text reaches `minimum` over the background (its colour
 * kept), or null when even opaque it does not.
 */
export function nearestOpacity(text: ColorInfo, background: ColorInfo, minimum: number): Suggestion | null {
  const at = (alpha: number) => contrastOf({ ...text.rgb8, alpha }, background.rgb8).ratio;
  if (text.alpha >= 1 || !passes(at(1), minimum)) return null;
  let lo = text.alpha;
  let hi = 1;
  while (hi - lo > 0.0005) {
    const mid = (lo + hi) / 2;
    if (passes(at(mid), minimum)) hi = mid;
    else lo = mid;
  }
  // up to the next 8-bit alpha, so the hex written keeps the pass
  const alpha = Math.ceil(hi * 255 - 1e-9) / 255;
  const rgb8 = { ...text.rgb8, alpha };
  return { hex: hex8(rgb8), ratio: at(alpha), deltaL: 0 };
}

// ——— colour vision ———

export const DEFICIENCIES = [
  { id: 'protanopia', label: 'Protanopia', note: 'no red cones', filter: filterDeficiencyProt(1) },
  { id: 'deuteranopia', label: 'Deuteranopia', note: 'no green cones', filter: filterDeficiencyDeuter(1) },
  { id: 'tritanopia', label: 'Tritanopia', note: 'no blue cones', filter: filterDeficiencyTrit(1) },
] as const;

/** How an opaque colour looks with a colour-vision deficiency (Machado et al. 2009, full severity). */
export function simulate(color: Rgb8, filter: (c: Color) => Color): Rgb8 {
  const seen = filter({ mode: 'rgb', r: color.r / 255, g: color.g / 255, b: color.b / 255 });
  return { ...toRgb8(seen), alpha: 1 };
}

export const toHex = hex8;

export interface PairCheck {
  /** the text and background as painted, in hex */
  text: string;
  background: string;
  /** the ratio as shown: two decimals, cut */
  ratio: string;
  /** the criteria the pair meets, by id */
  passes: string[];
}

/** Reads two colour texts and checks the pair against every criterion; null when either is not a colour. */
export function checkPair(text: string, background: string): PairCheck | null {
  const t = readColor(text);
  const b = readColor(background);
  if (!t.ok || !b.ok) return null;
  const report = contrastOf(t.info.rgb8, b.info.rgb8);
  return {
    text: hex8(report.text),
    background: hex8(report.background),
    ratio: formatRatio(report.ratio),
    passes: CRITERIA.filter((c) => passes(report.ratio, c.minimum)).map((c) => c.id),
  };
}
