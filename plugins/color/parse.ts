import {
  colorsNamed,
  modeA98,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeProphoto,
  modeRec2020,
  modeRgb,
  modeXyz50,
  modeXyz65,
  parse,
  useMode as registerMode,
  type Color,
} from 'culori/fn';
import { groupDigits } from '@/lib/count';

// culori/fn knows only the colour spaces registered here: the ones CSS Color 4 can write
for (const mode of [
  modeRgb,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeOklab,
  modeOklch,
  modeP3,
  modeLrgb,
  modeXyz65,
  modeXyz50,
  modeA98,
  modeProphoto,
  modeRec2020,
]) {
  registerMode(mode);
}

/** A colour text longer than this is not read (no CSS colour comes near it). */
export const MAX_COLOR_LENGTH = 200;

export const NAMED_COLORS: readonly string[] = Object.keys(colorsNamed);

/** Why a colour text was not read, and which characters are wrong (`offset`, `length` in the text as typed). */
export interface ColorError {
  message: string;
  offset: number;
  length: number;
}

export type ParsedColor = { ok: true; color: Color; legacy: boolean } | { ok: false; error: ColorError };

const FUNCTIONS: Record<string, { channels: number; hue?: number; legacy: boolean }> = {
  rgb: { channels: 3, legacy: true },
  rgba: { channels: 3, legacy: true },
  hsl: { channels: 3, hue: 0, legacy: true },
  hsla: { channels: 3, hue: 0, legacy: true },
  hwb: { channels: 3, hue: 0, legacy: false },
  lab: { channels: 3, legacy: false },
  lch: { channels: 3, hue: 2, legacy: false },
  oklab: { channels: 3, legacy: false },
  oklch: { channels: 3, hue: 2, legacy: false },
  color: { channels: 4, legacy: false },
};

const SPACES = [
  'srgb',
  'srgb-linear',
  'display-p3',
  'a98-rgb',
  'prophoto-rgb',
  'rec2020',
  'xyz',
  'xyz-d50',
  'xyz-d65',
] as const;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/;
const PERCENT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?%$/;
const ANGLE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?(deg|rad|grad|turn)$/;

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** The named colour closest in spelling to a word, when it is close enough to be a typo. */
export function closestName(word: string): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const name of [...NAMED_COLORS, 'transparent']) {
    const d = editDistance(word, name);
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return bestDistance <= Math.max(1, Math.floor(word.length / 4)) ? best : null;
}

const quote = (s: string) => `“${s}”`;

interface Token {
  text: string;
  offset: number;
}

/** Splits a function's arguments into values, commas and slashes, with their offsets. */
function tokenize(body: string, start: number): Token[] {
  const tokens: Token[] = [];
  const re = /[,/]|[^\s,/]+/g;
  for (let m = re.exec(body); m; m = re.exec(body)) tokens.push({ text: m[0], offset: start + m.index });
  return tokens;
}

/**
 * Says what is wrong with a colour text culori refused: the first character that is not a hex
 * digit, an unknown function or name, a missing bracket, the wrong number of values, a value that
 * is not a number. Offsets count in the text as typed.
 */
function diagnose(text: string): ColorError {
  const lead = text.length - text.trimStart().length;
  const s = text.trim().toLowerCase();
  const whole = { offset: lead, length: s.length };
  if (s.startsWith('#')) {
    const bad = /[^0-9a-f]/.exec(s.slice(1));
    if (bad)
      return {
        message: `${quote(bad[0])} is not a hex digit (0–9, a–f)`,
        offset: lead + 1 + bad.index,
        length: 1,
      };
    const digits = s.length - 1;
    return { message: `A hex colour has 3, 4, 6 or 8 digits; this one has ${digits}`, ...whole };
  }
  const call = /^([a-z-]*)\s*\(/.exec(s);
  if (!call) {
    if (/^[a-z-]+$/.test(s)) {
      if (s === 'currentcolor' || s === 'inherit' || s === 'initial' || s === 'unset')
        return { message: `${quote(s)} depends on the page; give the colour itself`, ...whole };
      const near = closestName(s);
      return {
        message: `${quote(s)} is not one of the 148 CSS named colours${near ? ` — did you mean ${quote(near)}?` : ''}`,
        ...whole,
      };
    }
    return {
      message: 'Not a colour: write a hex code (#1e40af), a function such as rgb(30 64 175) or a name (navy)',
      ...whole,
    };
  }
  const name = call[1];
  const shape = FUNCTIONS[name];
  if (!shape)
    return {
      message: `${quote(name || '(')} is not a CSS colour function: use rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color()`,
      offset: lead,
      length: Math.max(name.length, 1),
    };
  const open = call[0].length;
  // CSS closes a function left open at the end of the text
  const bracket = s.indexOf(')', open);
  const close = bracket < 0 ? s.length : bracket;
  if (close < s.length - 1)
    return {
      message: `Unexpected text after ${name}()`,
      offset: lead + close + 1,
      length: s.length - close - 1,
    };
  let tokens = tokenize(s.slice(open, close), lead + open);
  let hue = shape.hue;
  let channels = shape.channels;
  if (name === 'color') {
    const space = tokens[0];
    if (!space) return { message: 'color() needs a colour space, such as color(display-p3 1 0 0)', ...whole };
    if (!SPACES.some((known) => known === space.text))
      return {
        message: `${quote(space.text)} is not a colour space color() knows: use ${SPACES.join(', ')}`,
        offset: space.offset,
        length: space.text.length,
      };
    tokens = tokens.slice(1);
    channels = 3;
    hue = undefined;
  }
  const commas = tokens.filter((t) => t.text === ',');
  if (commas.length > 0 && !shape.legacy)
    return {
      message: `${name}() takes values separated by spaces, not commas`,
      offset: commas[0].offset,
      length: 1,
    };
  const legacy = commas.length > 0;
  const values: Token[] = [];
  let alpha: Token | null = null;
  let slash = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.text === ',') {
      const next = tokens[i + 1];
      if (!next || next.text === ',')
        return { message: 'A value is missing between commas', offset: t.offset, length: 1 };
      continue;
    }
    if (t.text === '/') {
      if (legacy) return { message: 'Use “,” before the alpha in comma syntax, or “/” with spaces', ...t, length: 1 };
      if (slash) return { message: 'Only one “/” may come before the alpha', offset: t.offset, length: 1 };
      slash = true;
      continue;
    }
    if (slash) {
      if (alpha) return { message: 'Only one alpha value may follow “/”', offset: t.offset, length: t.text.length };
      alpha = t;
    } else values.push(t);
    if (legacy && i + 1 < tokens.length && tokens[i + 1].text !== ',')
      return {
        message: 'Use commas between all the values or between none (rgb(30, 64, 175) or rgb(30 64 175))',
        offset: tokens[i + 1].offset,
        length: tokens[i + 1].text.length,
      };
  }
  if (slash && !alpha) return { message: 'The alpha after “/” is missing', offset: lead + close, length: 0 };
  if (legacy && values.length === channels + 1) alpha = values.pop() ?? null;
  if (values.length !== channels)
    return {
      message: `${name}() takes ${channels} values${slash || legacy ? '' : ' (and an optional alpha after “/”)'}; found ${values.length}`,
      ...whole,
    };
  for (const [index, t] of [...values.entries(), ...(alpha ? ([[-1, alpha]] as const) : [])]) {
    const isHue = index === hue;
    const ok =
      (t.text === 'none' && !legacy) || NUMBER.test(t.text) || PERCENT.test(t.text) || (isHue && ANGLE.test(t.text));
    if (!ok) {
      const what = index === -1 ? 'the alpha' : isHue ? 'the hue' : `value ${index + 1}`;
      const allowed = isHue ? 'a number or an angle (deg, rad, grad, turn)' : 'a number or a percentage';
      return {
        message: `${quote(t.text)} is not valid as ${what}: expected ${allowed}${legacy ? '' : ' or none'}`,
        offset: t.offset,
        length: t.text.length,
      };
    }
  }
  if (legacy && (name === 'rgb' || name === 'rgba')) {
    const percents = values.filter((t) => PERCENT.test(t.text)).length;
    if (percents !== 0 && percents !== values.length)
      return { message: 'rgb() with commas takes all numbers or all percentages, not a mix', ...whole };
  }
  if (legacy && (name === 'hsl' || name === 'hsla')) {
    const plain = values.slice(1).find((t) => !PERCENT.test(t.text));
    if (plain)
      return {
        message: `${quote(plain.text)} needs a % sign: hsl() with commas takes percentages for saturation and lightness`,
        offset: plain.offset,
        length: plain.text.length,
      };
  }
  return { message: `This ${name}() is not a colour CSS Color 4 can read`, ...whole };
}

/**
 * Reads a colour written in CSS Color 4 syntax: hex (3, 4, 6, 8 digits, # optional), rgb()/hsl()/hwb()
 * in comma or space syntax with an optional alpha, lab(), lch(), oklab(), oklch(), color() with a
 * predefined space, the 148 named colours and transparent. `legacy` marks the sRGB-only syntaxes
 * (hex, names, rgb(), hsl(), hwb()), whose values CSS clamps into sRGB.
 */
export function parseColor(text: string): ParsedColor {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: { message: 'Enter a colour', offset: 0, length: 0 } };
  if (trimmed.length > MAX_COLOR_LENGTH)
    return {
      ok: false,
      error: {
        message: `This is ${groupDigits(trimmed.length)} characters long; a CSS colour is at most ${MAX_COLOR_LENGTH}`,
        offset: 0,
        length: text.length,
      },
    };
  const lower = trimmed.toLowerCase();
  const source = /^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(lower) ? `#${lower}` : lower;
  const color = parse(source);
  if (!color) return { ok: false, error: diagnose(text) };
  const legacy = !/^(lab|lch|oklab|oklch|color)\s*\(/.test(source);
  return { ok: true, color, legacy };
}
