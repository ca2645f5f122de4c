import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import examples from './examples';
import {
  apcaContrast,
  apcaY,
  checkPair,
  contrastOf,
  contrastRatio,
  formatRatio,
  nearestOpacity,
  nearestPassing,
  parseColor,
  readColor,
  relativeLuminance,
  simulate,
  DEFICIENCIES,
  type ColorInfo,
  type Rgb8,
} from './logic';

const rgb8 = (hex: string, alpha = 1): Rgb8 => ({
  r: parseInt(hex.slice(1, 3), 16),
  g: parseInt(hex.slice(3, 5), 16),
  b: parseInt(hex.slice(5, 7), 16),
  alpha,
});

function info(text: string): ColorInfo {
  const read = readColor(text);
  if (!read.ok) throw new Error(read.error.message);
  return read.info;
}

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`);

const numbers = (s: string) => (s.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('reading CSS Color 4', () => {
  it.each([
    ['#f80', '#ff8800'],
    ['#F80C', '#ff8800cc'],
    ['#ff8800', '#ff8800'],
    ['#ff880080', '#ff880080'],
    ['ff8800', '#ff8800'],
    ['rgb(255 136 0)', '#ff8800'],
    ['rgb(255, 136, 0)', '#ff8800'],
    ['rgba(255,136,0,0.5)', '#ff880080'],
    ['rgb(255 136 0 / 50%)', '#ff880080'],
    ['RGB(100% 53.333% 0%)', '#ff8800'],
    ['hsl(32 100% 50%)', '#ff8800'],
    ['hsl(32deg, 100%, 50%)', '#ff8800'],
    ['hsla(32, 100%, 50%, 0.5)', '#ff880080'],
    ['hwb(32 0% 0%)', '#ff8800'],
    ['hwb(0.0888889turn 0% 0% / 0.5)', '#ff880080'],
    ['rebeccapurple', '#663399'],
    ['DarkSlateGray', '#2f4f4f'],
    ['transparent', '#00000000'],
    // CSS Color 4, §§ 9.3 and 11: #7654CD is lab(44.36% 36.05 -58.99), lch(44.36% 69.13 301.43),
    // color(xyz-d65 0.21661 0.14602 0.59452) and color(xyz-d50 0.2005 0.14089 0.4472)
    ['lab(44.36% 36.05 -58.99)', '#7654cd'],
    ['lch(44.36% 69.13 301.43)', '#7654cd'],
    ['color(xyz-d65 0.21661 0.14602 0.59452)', '#7654cd'],
    ['color(xyz-d50 0.2005 0.14089 0.4472)', '#7654cd'],
    ['color(srgb 1 0.5333 0)', '#ff8800'],
    ['color(display-p3 1 1 1)', '#ffffff'],
  ])('%s is %s', (text, hex) => {
    expect(info(text).text.hex).toBe(hex);
  });

  it('clamps rgb() values past 255 as CSS does, without calling them out of gamut', () => {
    const c = info('rgb(300 -20 0)');
    expect(c.text.hex).toBe('#ff0000');
    expect(c.inSrgb).toBe(true);
  });

  it('writes #7654cd in every format (python3 colorsys for HSL/HWB, CSS Color 4 for Lab/LCH)', () => {
    const t = info('#7654cd').text;
    expect(t.rgb).toBe('rgb(118 84 205)');
    expect(t.rgbLegacy).toBe('rgb(118, 84, 205)');
    // colorsys.rgb_to_hls: h 256.8595…, s 54.7511…%, l 56.6666…%
    expect(t.hsl).toBe('hsl(256.86 54.75% 56.67%)');
    expect(t.hslLegacy).toBe('hsl(256.86, 54.75%, 56.67%)');
    // from colorsys.rgb_to_hsv: w = (1 − s)·v = 32.9411…%, b = 1 − v = 19.6078…%
    expect(t.hwb).toBe('hwb(256.86 32.94% 19.61%)');
    expect(numbers(t.lab)).toEqual([44.36, 36.05, -58.99]);
    expect(numbers(t.lch)).toEqual([44.36, 69.13, 301.43]);
  });

  it('gives OKLab of XYZ as in Björn Ottosson\'s table of reference values ("A perceptual color space for image processing")', () => {
    // X Y Z (D65) → L a b, given there to three decimals
    const table: [number[], number[]][] = [
      [
        [0.95, 1, 1.089],
        [1, 0, 0],
      ],
      [
        [1, 0, 0],
        [0.45, 1.236, -0.019],
      ],
      [
        [0, 1, 0],
        [0.922, -0.671, 0.263],
      ],
      [
        [0, 0, 1],
        [0.153, -1.415, -0.449],
      ],
    ];
    for (const [xyz, lab] of table) {
      const got = numbers(info(`color(xyz-d65 ${xyz.join(' ')})`).text.oklab);
      got.forEach((v, i) => expect(v).toBeCloseTo(lab[i], 2));
    }
  });

  it('writes the alpha after a slash, in commas for the legacy forms', () => {
    const t = info('rgb(255 136 0 / 0.5)').text;
    expect(t.rgb).toBe('rgb(255 136 0 / 0.5)');
    expect(t.rgbLegacy).toBe('rgba(255, 136, 0, 0.5)');
    expect(t.hslLegacy).toBe('hsla(32, 100%, 50%, 0.5)');
    expect(t.oklch).toMatch(/ \/ 0\.5\)$/);
  });

  it('names the named colours a colour equals', () => {
    expect(info('#00ffff').names).toEqual(['aqua', 'cyan']);
    expect(info('#123456').names).toEqual([]);
  });
});

describe('gamut', () => {
  it('flags a colour outside sRGB and maps it in OKLCH (chroma lowered, hue kept)', () => {
    const c = info('oklch(0.7 0.4 150)');
    expect(c.inSrgb).toBe(false);
    expect(c.text.oklch).toBe('oklch(0.7 0.4 150)');
    const mapped = numbers(info(c.text.hex).text.oklch);
    expect(mapped[0]).toBeCloseTo(0.7, 1);
    expect(mapped[1]).toBeLessThan(0.4);
    expect(Math.abs(mapped[2] - 150)).toBeLessThan(3);
  });

  it('sees display-p3 green as outside sRGB and inside P3', () => {
    const c = info('color(display-p3 0 1 0)');
    expect(c.inSrgb).toBe(false);
    expect(c.inP3).toBe(true);
    expect(c.text.p3).toBe('color(display-p3 0 1 0)');
  });

  it('keeps sRGB colours converted through other spaces inside sRGB', () => {
    fc.assert(
      fc.property(hex, (h) => {
        const t = info(h).text;
        for (const text of [t.lab, t.lch, t.oklab, t.oklch, t.p3]) expect(info(text).inSrgb).toBe(true);
      }),
    );
  });
});

describe('messages for what is not a colour', () => {
  const error = (text: string) => {
    const r = parseColor(text);
    if (r.ok) throw new Error(`${text} was read`);
    return r.error;
  };
  it.each([
    ['', 'Enter a colour', 0],
    ['#12g456', '“g” is not a hex digit (0–9, a–f)', 3],
    ['#12345', 'A hex colour has 3, 4, 6 or 8 digits; this one has 5', 0],
    ['reddish', '“reddish” is not one of the 148 CSS named colours', 0],
    ['rgbb(1 2 3)', '“rgbb” is not a CSS colour function', 0],
    ['rgb(1 2 x', '“x” is not valid as value 3', 8],
    ['rgb(1 2 3) x', 'Unexpected text after rgb()', 10],
    ['rgb(1 2)', 'rgb() takes 3 values (and an optional alpha after “/”); found 2', 0],
    ['rgb(1 2 abc)', '“abc” is not valid as value 3: expected a number or a percentage or none', 8],
    ['hsl(red 50% 50%)', '“red” is not valid as the hue', 4],
    ['rgb(1, 2 3)', 'Use commas between all the values or between none', 9],
    ['lab(50, 20, 30)', 'lab() takes values separated by spaces, not commas', 6],
    ['rgb(1 2 3 /)', 'The alpha after “/” is missing', 11],
    ['color(xyz-d42 1 1 1)', '“xyz-d42” is not a colour space color() knows', 6],
    ['rgb(10%, 20, 30)', 'rgb() with commas takes all numbers or all percentages, not a mix', 0],
    ['hsl(120, 50, 50%)', '“50” needs a % sign', 9],
    ['currentColor', '“currentcolor” depends on the page', 0],
    ['  #zzz', '“z” is not a hex digit', 3],
  ])('%j: %s', (text, message, offset) => {
    const e = error(text);
    expect(e.message).toContain(message);
    expect(e.offset).toBe(offset);
  });

  it('suggests the named colour a typo meant', () => {
    expect(error('rebecapurple').message).toContain('did you mean “rebeccapurple”?');
    expect(error('gren').message).toContain('did you mean “green”?');
  });

  it('refuses a huge text at once, saying how long it is', () => {
    const huge = `rgb(${'1 '.repeat(2_500_000)})`;
    const started = performance.now();
    expect(error(huge).message).toContain('5,000,005 characters');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('WCAG 2.2 contrast', () => {
  // python3: the WCAG 2.2 relative luminance and (L1 + 0.05) / (L2 + 0.05)
  it.each([
    ['#000000', '#ffffff', 21.0],
    ['#777777', '#ffffff', 4.478089453577214],
    ['#767676', '#ffffff', 4.542224959605253],
    ['#2563eb', '#ffffff', 5.168555560022562],
    ['#ff0000', '#ffffff', 3.9984767707539985],
    ['#0000ff', '#ffff00', 8.00163666121113],
    ['#6d6d6d', '#efefef', 4.499948402271119],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(rgb8(a), rgb8(b))).toBeCloseTo(ratio, 12);
  });

  it('composites a translucent text over the background first: rgba(0,0,0,0.5) on white is 3.95:1, not 21:1', () => {
    const r = contrastOf(rgb8('#000000', 0.5), rgb8('#ffffff'));
    expect(r.text).toEqual(rgb8('#808080'));
    // python3: #808080 on #ffffff
    expect(r.ratio).toBeCloseTo(3.9494396480491156, 12);
  });

  it('composites a translucent background over a white page', () => {
    expect(contrastOf(rgb8('#000000'), rgb8('#000000', 0)).background).toEqual(rgb8('#ffffff'));
  });

  it('cuts the shown ratio to two decimals and never rounds a fail into a pass', () => {
    expect(formatRatio(4.499948402271119)).toBe('4.49');
    expect(formatRatio(4.478089453577214)).toBe('4.47');
    expect(formatRatio(21)).toBe('21.00');
    expect(formatRatio(1)).toBe('1.00');
    expect(checkPair('#6d6d6d', '#efefef')?.passes).not.toContain('normal-aa');
    expect(checkPair('#767676', '#ffffff')?.passes).toContain('normal-aa');
  });

  it('is symmetric and between 1 and 21 (property)', () => {
    const color = fc.record({
      r: fc.integer({ min: 0, max: 255 }),
      g: fc.integer({ min: 0, max: 255 }),
      b: fc.integer({ min: 0, max: 255 }),
      alpha: fc.constant(1),
    });
    fc.assert(
      fc.property(color, color, (a, b) => {
        const ab = contrastRatio(a, b);
        expect(ab).toBe(contrastRatio(b, a));
        expect(ab).toBeGreaterThanOrEqual(1);
        expect(ab).toBeLessThanOrEqual(21 + 1e-12);
      }),
    );
  });

  it('uses the WCAG 2.2 luminance (knee at 0.04045)', () => {
    // 10/255 = 0.0392 is under the knee: linear part, 0.0392 / 12.92
    expect(relativeLuminance({ r: 10, g: 10, b: 10 })).toBeCloseTo(10 / 255 / 12.92, 15);
  });
});

describe('APCA', () => {
  // the apca-w3 package's own test vectors (Myndex/apca-w3 test/index.js, calcAPCA(text, background))
  it.each([
    ['#888888', '#ffffff', 63.056469930209424],
    ['#ffffff', '#888888', -68.54146436644962],
    ['#000000', '#aaaaaa', 58.146262578561334],
    ['#aaaaaa', '#000000', -56.24113336839742],
    ['#112233', '#ddeeff', 91.66830811481631],
    ['#ddeeff', '#112233', -93.06770049484275],
    ['#112233', '#444444', 8.32326136957393],
    ['#444444', '#112233', -7.526878460278154],
  ])('%s on %s is Lc %d', (text, background, lc) => {
    expect(apcaContrast(apcaY(rgb8(text)), apcaY(rgb8(background)))).toBeCloseTo(lc, 10);
  });

  it('takes a translucent text composited over the background (#0006 on #fff)', () => {
    expect(contrastOf(rgb8('#000000', 0.4), rgb8('#ffffff')).apca).toBeCloseTo(54.62184067441377, 10);
  });

  it('is 0 for equal colours', () => {
    expect(apcaContrast(apcaY(rgb8('#777777')), apcaY(rgb8('#777777')))).toBe(0);
  });
});

describe('the nearest passing colour', () => {
  it('moves only OKLCH lightness, just far enough, the nearer way', () => {
    const text = info('#888888');
    const bg = info('#ffffff');
    const s = nearestPassing(text, bg, 4.5, true);
    expect(s).not.toBeNull();
    if (!s) return;
    expect(s.deltaL).toBeLessThan(0);
    const got = contrastRatio(rgb8(s.hex), rgb8('#ffffff'));
    expect(got).toBeGreaterThanOrEqual(4.5);
    // one 8-bit step lighter would fail: the smallest change that passes
    const lighter = parseInt(s.hex.slice(1, 3), 16) + 1;
    expect(contrastRatio({ r: lighter, g: lighter, b: lighter, alpha: 1 }, rgb8('#ffffff'))).toBeLessThan(4.5);
  });

  it('keeps the hue of a coloured text', () => {
    const s = nearestPassing(info('#ff8800'), info('#ffffff'), 4.5, true);
    expect(s).not.toBeNull();
    const hue = numbers(info(s?.hex ?? '').text.oklch)[2];
    const start = numbers(info('#ff8800').text.oklch)[2];
    expect(Math.abs(hue - start)).toBeLessThan(10);
  });

  it('says when no lightness reaches the ratio (AAA on mid grey)', () => {
    // python3: black on #777777 is 4.68:1 and white on it 4.48:1, both under 7
    expect(nearestPassing(info('#777777'), info('#777777'), 7, true)).toBeNull();
  });

  it('moves the background when asked', () => {
    const s = nearestPassing(info('#eeeeee'), info('#777777'), 4.5, false);
    expect(s).not.toBeNull();
    expect(contrastRatio(rgb8('#777777'), rgb8(s?.hex ?? '#000000'))).toBeGreaterThanOrEqual(4.5);
  });

  it('finds a passing colour whenever one exists (property)', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const s = nearestPassing(info(a), info(b), 3, true);
        if (s) expect(contrastRatio(rgb8(s.hex), rgb8(b))).toBeGreaterThanOrEqual(3);
        else
          expect(
            Math.max(contrastRatio(rgb8('#000000'), rgb8(b)), contrastRatio(rgb8('#ffffff'), rgb8(b))),
          ).toBeLessThan(3.2);
      }),
      { numRuns: 40 },
    );
  });
});

describe('the least opacity that passes', () => {
  it('raises a translucent text just enough', () => {
    const s = nearestOpacity(info('rgba(0, 0, 0, 0.5)'), info('#ffffff'), 4.5);
    expect(s).not.toBeNull();
    if (!s) return;
    // python3: #767676 on white is 4.54:1 and #777777 4.48:1, so black at the least alpha that paints #767676
    expect(contrastOf(rgb8(s.hex.slice(0, 7), parseInt(s.hex.slice(7), 16) / 255), rgb8('#ffffff')).text).toEqual(
      rgb8('#767676'),
    );
  });

  it('gives nothing for an opaque text or one that fails even opaque', () => {
    expect(nearestOpacity(info('#777777'), info('#ffffff'), 4.5)).toBeNull();
    expect(nearestOpacity(info('rgb(119 119 119 / 0.5)'), info('#ffffff'), 4.5)).toBeNull();
  });
});

describe('round trips (properties)', () => {
  it('hex → every format → hex', () => {
    fc.assert(
      fc.property(hex, (h) => {
        const t = info(h).text;
        for (const text of [t.rgb, t.rgbLegacy, t.hsl, t.hslLegacy, t.hwb, t.lab, t.lch, t.oklab, t.oklch, t.p3])
          expect(info(text).text.hex).toBe(h);
      }),
    );
  });

  it('keeps an 8-bit alpha through every format', () => {
    fc.assert(
      fc.property(hex, fc.integer({ min: 0, max: 254 }), (h, a) => {
        const h8 = `${h}${a.toString(16).padStart(2, '0')}`;
        const t = info(h8).text;
        for (const text of [t.rgb, t.hslLegacy, t.oklch]) expect(info(text).text.hex).toBe(h8);
      }),
    );
  });

  it('rgb ↔ hsl ↔ hwb keep the colour', () => {
    fc.assert(
      fc.property(hex, (h) => {
        const viaHsl = info(info(h).text.hsl).text.hwb;
        expect(info(info(viaHsl).text.rgb).text.hex).toBe(h);
      }),
    );
  });

  it('lab ↔ lch keep the colour within rounding', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: -120, max: 120, noNaN: true }),
        fc.double({ min: -120, max: 120, noNaN: true }),
        (l, a, b) => {
          const lab = `lab(${l} ${a} ${b})`;
          const back = numbers(info(info(lab).text.lch).text.lab);
          expect(Math.abs(back[0] - l)).toBeLessThan(0.02);
          expect(Math.abs(back[1] - a)).toBeLessThan(0.05);
          expect(Math.abs(back[2] - b)).toBeLessThan(0.05);
        },
      ),
    );
  });
});

describe('colour vision', () => {
  it('leaves greys grey and changes red for protanopia', () => {
    for (const d of DEFICIENCIES) expect(simulate(rgb8('#808080'), d.filter)).toEqual(rgb8('#808080'));
    expect(simulate(rgb8('#ff0000'), DEFICIENCIES[0].filter)).not.toEqual(rgb8('#ff0000'));
  });
});

describe('examples', () => {
  it('reads every example pair', () => {
    for (const e of examples.examples) expect(checkPair(e.input.text, e.input.background)).not.toBeNull();
  });
});
