import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionsFromQuery } from '@/lib/useToolOptions';
import {
  DEFAULT_OPTIONS,
  LIMITS,
  STANDARD_SENTENCE,
  countChars,
  countWords,
  generate,
  parseCount,
  resolveOptions,
  stats,
  type LoremMode,
} from './logic';
import { optionsSchema } from './options';

const modeArb = fc.constantFrom<LoremMode>('paragraphs', 'words');

describe('parseCount', () => {
  it('accepts integers 1–50 for paragraphs and 1–1000 for words', () => {
    expect(parseCount('1', 'paragraphs')).toBe(1);
    expect(parseCount('50', 'paragraphs')).toBe(50);
    expect(parseCount(' 7 ', 'paragraphs')).toBe(7);
    expect(parseCount('1', 'words')).toBe(1);
    expect(parseCount('1000', 'words')).toBe(1000);
    expect(parseCount(12, 'words')).toBe(12);
  });
  it('ignores everything else', () => {
    for (const bad of ['0', '51', '-1', '3.5', '3.0', '1e1', '', ' ', 'abc', '0x10', '+3', '٣']) {
      expect(parseCount(bad, 'paragraphs')).toBeNull();
    }
    expect(parseCount('1001', 'words')).toBeNull();
    expect(parseCount('0', 'words')).toBeNull();
    expect(parseCount(2.5, 'words')).toBeNull();
    expect(parseCount(Number.NaN, 'words')).toBeNull();
    expect(parseCount(Infinity, 'words')).toBeNull();
  });
  it('property: returns the number exactly when it is an in-range integer', () => {
    fc.assert(
      fc.property(modeArb, fc.integer({ min: -2000, max: 3000 }), (mode, n) => {
        const inRange = n >= 1 && n <= (mode === 'words' ? 1000 : 50);
        expect(parseCount(String(n), mode)).toBe(inRange ? n : null);
      }),
    );
  });
  it('property: arbitrary strings give null or an in-range integer', () => {
    fc.assert(
      fc.property(modeArb, fc.string(), (mode, s) => {
        const r = parseCount(s, mode);
        if (r !== null) {
          expect(Number.isInteger(r)).toBe(true);
          expect(r).toBeGreaterThanOrEqual(1);
          expect(r).toBeLessThanOrEqual(LIMITS[mode].max);
          expect(s.trim()).toMatch(/^\d+$/);
        }
      }),
    );
  });
});

describe('resolveOptions and the options schema', () => {
  it('resolves defaults and per-mode ranges', () => {
    expect(resolveOptions({})).toEqual({ mode: 'paragraphs', count: 3, start: true });
    expect(resolveOptions({ mode: 'words' })).toEqual({ mode: 'words', count: 50, start: true });
    expect(resolveOptions({ mode: 'words', count: 700, start: false })).toEqual({
      mode: 'words',
      count: 700,
      start: false,
    });
    expect(resolveOptions({ mode: 'paragraphs', count: 700 })).toEqual({ mode: 'paragraphs', count: 3, start: true });
    expect(resolveOptions({ mode: 'bogus', count: '5', start: 'false' })).toEqual({
      mode: 'paragraphs',
      count: 5,
      start: false,
    });
  });
  it('schema accepts the defaults and rejects out-of-range counts per mode', () => {
    const ajv = new Ajv({ strict: false });
    const validate = ajv.compile(optionsSchema);
    expect(validate(DEFAULT_OPTIONS)).toBe(true);
    expect(validate({ mode: 'words', count: 1000, start: false })).toBe(true);
    expect(validate({ mode: 'words', count: 1001 })).toBe(false);
    expect(validate({ mode: 'paragraphs', count: 51 })).toBe(false);
    expect(validate({ count: 51 })).toBe(false);
    expect(validate({ mode: 'paragraphs', count: 0 })).toBe(false);
    expect(validate({ mode: 'paragraphs', count: 2.5 })).toBe(false);
    expect(validate({ mode: 'lines' })).toBe(false);
    expect(validate({ start: 'yes' })).toBe(false);
  });
});

describe('generate', () => {
  it('paragraph mode: count paragraphs separated by a blank line, first starts with the standard text', () => {
    const text = generate('paragraphs', 3, true, 1);
    const paras = text.split('\n\n');
    expect(paras).toHaveLength(3);
    expect(paras[0].startsWith(STANDARD_SENTENCE)).toBe(true);
    expect(paras[1].startsWith(STANDARD_SENTENCE)).toBe(false);
    for (const p of paras) {
      expect(p.trim()).toBe(p);
      expect(p).toMatch(/^[A-Z].*\.$/);
      expect(p).not.toContain('\n');
    }
  });
  it('start off: does not begin with the standard text', () => {
    for (let seed = 0; seed < 30; seed++) {
      expect(generate('paragraphs', 2, false, seed).startsWith('Lorem ipsum dolor sit amet')).toBe(false);
      expect(generate('words', 10, false, seed).startsWith('Lorem ipsum dolor sit amet')).toBe(false);
    }
  });
  it('words mode: exact word count, standard opening', () => {
    const text = generate('words', 50, true, 7);
    expect(countWords(text)).toBe(50);
    expect(text.startsWith('Lorem ipsum dolor sit amet, consectetur adipiscing elit.')).toBe(true);
    expect(text.endsWith('.')).toBe(true);
  });
  it('clamps counts outside the limits', () => {
    expect(generate('paragraphs', 500, true, 1).split('\n\n')).toHaveLength(50);
    expect(generate('paragraphs', 0, true, 1).split('\n\n')).toHaveLength(1);
    expect(countWords(generate('words', 5000, true, 1))).toBe(1000);
    expect(countWords(generate('words', -3, false, 1))).toBe(1);
  });
  it('is reproducible with a seed and varies between seeds', () => {
    expect(generate('paragraphs', 5, false, 42)).toBe(generate('paragraphs', 5, false, 42));
    expect(generate('paragraphs', 5, false, 42)).not.toBe(generate('paragraphs', 5, false, 43));
  });
  it('property: words mode yields exactly count words; paragraphs mode exactly count paragraphs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.boolean(), fc.integer(), (n, start, seed) => {
        const t = generate('words', n, start, seed);
        expect(countWords(t)).toBe(n);
        expect(t).toMatch(/^[A-Z]/);
        expect(t).not.toMatch(/\s{2}|^\s|\s$/);
      }),
      { numRuns: 60 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.boolean(), fc.integer(), (n, start, seed) => {
        const t = generate('paragraphs', n, start, seed);
        expect(t.split('\n\n')).toHaveLength(n);
        expect(t.startsWith(STANDARD_SENTENCE)).toBe(start);
      }),
      { numRuns: 60 },
    );
  });
});

describe('word and character counts', () => {
  it('counts words by whitespace runs and characters by code points', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n ')).toBe(0);
    expect(countWords(' a  b\n\nc ')).toBe(3);
    expect(countChars('')).toBe(0);
    expect(countChars('abc')).toBe(3);
    expect(countChars('a😀b')).toBe(3);
    expect(countChars('\uD800x')).toBe(2);
    expect(stats('Lorem ipsum.')).toEqual({ words: 2, characters: 12 });
  });
  it('property: countChars equals the code point count', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(countChars(s)).toBe([...s].length);
      }),
    );
  });
});

describe('manifest options and the URL', () => {
  it('the manifest carries optionsSchema and the defaults as data', async () => {
    const { default: manifest } = await import('./manifest');
    expect(manifest.options.schema).toBe(optionsSchema);
    expect(manifest.options.defaults).toEqual({ mode: 'paragraphs', start: true });
    expect(resolveOptions(manifest.options.defaults)).toEqual(DEFAULT_OPTIONS);
    expect(manifest).toMatchObject({
      id: 'lorem-ipsum',
      group: 'tools',
      order: 5,
      path: '/tools/lorem-ipsum',
      icon: 'type',
    });
  });
  it('options are read from the query; values out of range for their mode fall back to the defaults', async () => {
    const { default: manifest } = await import('./manifest');
    const read = (q: string) => resolveOptions(optionsFromQuery(manifest.options as never, new URLSearchParams(q)));
    expect(read('')).toEqual({ mode: 'paragraphs', count: 3, start: true });
    expect(read('mode=words&count=700&start=false')).toEqual({ mode: 'words', count: 700, start: false });
    expect(read('mode=words')).toEqual({ mode: 'words', count: 50, start: true });
    expect(read('count=12')).toEqual({ mode: 'paragraphs', count: 12, start: true });
    expect(read('count=700')).toEqual({ mode: 'paragraphs', count: 3, start: true });
    expect(read('mode=words&count=1001')).toEqual({ mode: 'words', count: 50, start: true });
    expect(read('mode=words&count=3')).toEqual({ mode: 'words', count: 3, start: true });
    expect(read('mode=lines&count=2.5&start=maybe')).toEqual({ mode: 'paragraphs', count: 3, start: true });
  });
});
