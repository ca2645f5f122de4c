import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOB_POLICIES } from '@/lib/jobPolicy';
import regexExamples from './examples';
import {
  DEFAULT_FLAGS,
  DEFAULT_MAX_MATCHES,
  FLAGS,
  FLAG_ORDER,
  HIGHLIGHT_LIMIT,
  advanceIndex,
  canTest,
  clipSegments,
  groupLabel,
  groupNames,
  handleRegexRequest,
  highlightSegments,
  replacePreview,
  runRegex,
  toggleFlag,
  validatePattern,
} from './logic';

function ok<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r as Extract<T, { ok: true }>;
}

describe('flags and time limit', () => {
  it('has a guide entry for each flag, in the order the buttons show', () => {
    expect(FLAGS.map((f) => f.flag)).toEqual([...FLAG_ORDER]);
    for (const f of FLAGS) {
      expect(f.name.length).toBeGreaterThan(0);
      expect(f.description.length).toBeGreaterThan(10);
    }
  });
  it('has a time limit of about 1–2 s', () => {
    expect(JOB_POLICIES.regexMatch.timeLimit).toBeGreaterThanOrEqual(1000);
    expect(JOB_POLICIES.regexMatch.timeLimit).toBeLessThanOrEqual(2000);
  });
});

describe('example presets', () => {
  it('are each valid under every flag but u, load with the flags g and say what they match', () => {
    for (const { input, description } of regexExamples.examples) {
      expect(validatePattern(input.pattern, 'g')).toEqual({ valid: true });
      expect(validatePattern(input.pattern, 'gimsy')).toEqual({ valid: true });
      expect(input.flags).toBe(DEFAULT_FLAGS);
      expect(description?.length).toBeGreaterThan(10);
    }
  });
});

describe('toggleFlag', () => {
  it('adds and removes flags in canonical order', () => {
    expect(toggleFlag('g', 'i')).toBe('gi');
    expect(toggleFlag('gi', 'g')).toBe('i');
    expect(toggleFlag('ys', 'g')).toBe('gsy');
    expect(toggleFlag('', 'u')).toBe('u');
  });
  it('property: toggling twice is the identity on canonical flag strings', () => {
    fc.assert(
      fc.property(fc.subarray([...FLAG_ORDER]), fc.constantFrom(...FLAG_ORDER), (set, f) => {
        const flags = set.join('');
        expect(toggleFlag(toggleFlag(flags, f), f)).toBe(flags);
      }),
    );
  });
});

describe('validatePattern and canTest', () => {
  it('empty pattern → Pattern is empty', () => {
    expect(validatePattern('', 'g')).toEqual({ valid: false, error: 'Pattern is empty' });
  });
  it('invalid pattern → the engine message', () => {
    let engine = '';
    const unterminated = '(';
    try {
      new RegExp(unterminated, 'g');
    } catch (e) {
      engine = (e as Error).message;
    }
    expect(engine).not.toBe('');
    expect(validatePattern(unterminated, 'g')).toEqual({ valid: false, error: engine });
    expect(validatePattern('a', 'gg').valid).toBe(false);
    expect(validatePattern('\\p{L}', 'u')).toEqual({ valid: true });
    expect(validatePattern('[', '')).toMatchObject({ valid: false });
  });
  it('Test is disabled for empty pattern, empty text or invalid pattern', () => {
    expect(canTest('a', 'g', 'abc')).toBe(true);
    expect(canTest('', 'g', 'abc')).toBe(false);
    expect(canTest('a', 'g', '')).toBe(false);
    expect(canTest('(', 'g', 'abc')).toBe(false);
  });
});

describe('runRegex', () => {
  it('empty pattern → No pattern provided; invalid → engine message', () => {
    expect(runRegex('', 'g', 'abc')).toEqual({ ok: false, error: 'No pattern provided' });
    const r = runRegex('a(', 'g', 'abc');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/Invalid regular expression|Unterminated/);
  });
  it('a* on baaa with g terminates and finds aaa at 1', () => {
    const r = ok(runRegex('a*', 'g', 'baaa'));
    expect(r.matches.map((m) => [m.index, m.fullMatch])).toEqual([
      [0, ''],
      [1, 'aaa'],
      [4, ''],
    ]);
    expect(r.message).toBe('3 matches found');
    expect(r.truncated).toBe(false);
  });
  it('without g only the first match', () => {
    const r = ok(runRegex('a', 'i', 'bAaa'));
    expect(r.matches).toHaveLength(1);
    expect(r.matches[0]).toMatchObject({ index: 1, end: 2, fullMatch: 'A' });
    expect(r.message).toBe('1 match found');
  });
  it('no match → No matches found', () => {
    const r = ok(runRegex('z', 'g', 'abc'));
    expect(r.matches).toEqual([]);
    expect(r.message).toBe('No matches found');
  });
  it('reports numbered and named groups', () => {
    const r = ok(runRegex('(?<year>\\d{4})-(\\d{2})(x)?', 'g', 'on 2024-05 and 1999-12x'));
    expect(r.matches).toEqual([
      {
        index: 3,
        end: 10,
        fullMatch: '2024-05',
        groups: ['2024', '05', undefined],
        namedGroups: { year: '2024' },
        groupSpans: [[3, 7], [8, 10], null],
      },
      {
        index: 15,
        end: 23,
        fullMatch: '1999-12x',
        groups: ['1999', '12', 'x'],
        namedGroups: { year: '1999' },
        groupSpans: [
          [15, 19],
          [20, 22],
          [22, 23],
        ],
      },
    ]);
    expect(ok(runRegex('(a)', 'g', 'a')).matches[0].namedGroups).toBeUndefined();
  });
  it('empty matches advance by a whole code point with u, by a code unit without', () => {
    expect(ok(runRegex('(?:)', 'gu', 'x😀')).matches.map((m) => m.index)).toEqual([0, 1, 3]);
    expect(ok(runRegex('(?:)', 'g', 'x😀')).matches.map((m) => m.index)).toEqual([0, 1, 2, 3]);
    expect(advanceIndex('😀', 0, true)).toBe(2);
    expect(advanceIndex('😀', 0, false)).toBe(1);
    expect(advanceIndex('ab', 1, true)).toBe(2);
  });
  it('multiline, dotAll and sticky flags behave as the engine', () => {
    expect(ok(runRegex('^b', 'gm', 'a\nb')).matches.map((m) => m.index)).toEqual([2]);
    expect(ok(runRegex('^b', 'g', 'a\nb')).matches).toEqual([]);
    expect(ok(runRegex('a.b', 'gs', 'a\nb')).matches).toHaveLength(1);
    expect(ok(runRegex('a', 'gy', 'aaba')).matches.map((m) => m.index)).toEqual([0, 1]);
  });
  it('caps matches with a truncated flag and stays fast on 1 MB', () => {
    const text = 'x'.repeat(1024 * 1024);
    const t0 = performance.now();
    const r = ok(runRegex('.', 'g', text));
    const ms = performance.now() - t0;
    expect(r.matches).toHaveLength(DEFAULT_MAX_MATCHES);
    expect(r.truncated).toBe(true);
    expect(ms).toBeLessThan(500);
    const small = ok(runRegex('.', 'g', 'abcd', { maxMatches: 4 }));
    expect(small.truncated).toBe(false);
    expect(ok(runRegex('.', 'g', 'abcde', { maxMatches: 4 })).truncated).toBe(true);
  });
  it('reports progress', () => {
    const calls: [number, number][] = [];
    ok(runRegex('a', 'g', 'a'.repeat(10), { progressEvery: 4, onProgress: (n, p) => calls.push([n, p]) }));
    expect(calls).toEqual([
      [4, 4],
      [8, 8],
    ]);
  });
  it('property: with g equals matchAll (capped) for random patterns', () => {
    const piece = fc.constantFrom(
      'a',
      'b',
      '.',
      'a*',
      'b?',
      '(a|b)',
      '(?<n>a)',
      '\\b',
      '^',
      '$',
      '(?:)',
      '[ab]+',
      'x{0,2}',
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(piece, { minLength: 1, maxLength: 4 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'x', ' ', '\n') }),
        fc.constantFrom('g', 'gi', 'gm', 'gs'),
        (pieces, text, flags) => {
          const pattern = pieces.join('');
          const expected = [...text.matchAll(new RegExp(pattern, flags))];
          const r = ok(runRegex(pattern, flags, text, { maxMatches: 50 }));
          expect(r.truncated).toBe(expected.length > 50);
          expect(r.matches.map((m) => [m.index, m.fullMatch, m.groups])).toEqual(
            expected.slice(0, 50).map((m) => [m.index, m[0], m.slice(1)]),
          );
        },
      ),
    );
  });
});

describe('replacePreview', () => {
  it('supports $1 and $<name>, all with g, first without', () => {
    expect(replacePreview('(\\w+)@(?<dom>\\w+)', 'g', 'a@b c@d', '$<dom>:$1')).toEqual({ ok: true, output: 'b:a d:c' });
    expect(replacePreview('o', '', 'foo', '0')).toEqual({ ok: true, output: 'f0o' });
    expect(replacePreview('o', 'g', 'foo', '$$')).toEqual({ ok: true, output: 'f$$' });
    expect(replacePreview('', 'g', 'x', 'y')).toEqual({ ok: false, error: 'No pattern provided' });
    expect(replacePreview('(', 'g', 'x', 'y').ok).toBe(false);
  });
  it('property: equals String.prototype.replace', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('a', '(a)(b)?', 'a*', '(?<k>b)'),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c') }),
        fc.constantFrom('', '[$1]', '<$<k>>', '$&$&', 'z'),
        fc.constantFrom('g', ''),
        (p, text, rep, flags) => {
          expect(replacePreview(p, flags, text, rep)).toEqual({
            ok: true,
            output: text.replace(new RegExp(p, flags), rep),
          });
        },
      ),
    );
  });
});

describe('highlightSegments', () => {
  it('splits the text into matched and unmatched segments', () => {
    const r = ok(runRegex('a+', 'g', 'baab a'));
    expect(highlightSegments('baab a', r.matches)).toEqual([
      { text: 'b', matched: false },
      { text: 'aa', matched: true, match: 0 },
      { text: 'b ', matched: false },
      { text: 'a', matched: true, match: 1 },
    ]);
    expect(highlightSegments('', [])).toEqual([]);
    expect(highlightSegments('abc', [])).toEqual([{ text: 'abc', matched: false }]);
  });
  it('property: segments concatenate back to the text and alternate kinds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('a', 'a*', '[ab]', 'b?', '\\w+', '(?:)'),
        fc.string({ unit: fc.constantFrom('a', 'b', ' ') }),
        (p, text) => {
          const r = ok(runRegex(p, 'g', text));
          const segs = highlightSegments(text, r.matches);
          expect(segs.map((s) => s.text).join('')).toBe(text);
          for (const s of segs) expect(s.text.length).toBeGreaterThan(0);
          for (let i = 1; i < segs.length; i++) if (!segs[i].matched) expect(segs[i - 1].matched).toBe(true);
          expect(segs.filter((s) => s.matched).map((s) => s.text)).toEqual(
            r.matches.filter((m) => m.fullMatch !== '').map((m) => m.fullMatch),
          );
        },
      ),
    );
  });
});

describe('handleRegexRequest (worker entry)', () => {
  it('returns matches, segments and the replace preview as plain data', () => {
    const res = handleRegexRequest({ pattern: '(\\d)', flags: 'g', text: 'a1b2', replacement: '<$1>' });
    expect(res).toEqual({
      ok: true,
      matches: [
        { index: 1, end: 2, fullMatch: '1', groups: ['1'], groupSpans: [[1, 2]] },
        { index: 3, end: 4, fullMatch: '2', groups: ['2'], groupSpans: [[3, 4]] },
      ],
      truncated: false,
      message: '2 matches found',
      segments: [
        { text: 'a', matched: false },
        { text: '1', matched: true, match: 0 },
        { text: 'b', matched: false },
        { text: '2', matched: true, match: 1 },
      ],
      replaced: 'a<1>b<2>',
    });
    expect(structuredClone(res)).toEqual(res);
    expect(handleRegexRequest({ pattern: '', flags: 'g', text: 'x' })).toEqual({
      ok: false,
      error: 'No pattern provided',
    });
    expect('replaced' in handleRegexRequest({ pattern: 'x', flags: 'g', text: 'x' })).toBe(false);
  });
});

describe('groupNames and groupLabel', () => {
  it('names groups in the order of their opening parenthesis', () => {
    expect(groupNames('(?<year>\\d{4})-(\\d{2})(?:x)(?<=a)(?<!b)(?=c)(?!d)(?<day>\\d)')).toEqual([
      'year',
      undefined,
      'day',
    ]);
    expect(groupNames('\\((a)[(](?<n>b)[\\]()](c)')).toEqual([undefined, 'n', undefined]);
    expect(groupNames('[]](a)[^](b)')).toEqual([undefined, undefined]);
    expect(groupLabel(['year', undefined], 0)).toBe('year');
    expect(groupLabel(['year', undefined], 1)).toBe('Group 2');
  });
  it('property: one entry per capture group, named like the engine names them', () => {
    const piece = fc.constantFrom(
      'a',
      '(b)',
      '(?<n1>c)',
      '(?:d)',
      '[(]',
      '\\(',
      '(?=e)',
      '(?<!f)',
      '[^)]',
      '(?<n2>g(h))',
      '[\\]]',
      '|',
      '*',
      '(?<n3>[]])',
    );
    fc.assert(
      fc.property(fc.uniqueArray(piece, { minLength: 1, maxLength: 6 }), (pieces) => {
        const pattern = pieces.join('');
        let re: RegExp;
        try {
          re = new RegExp(pattern + '|', 'g');
        } catch {
          return;
        }
        const m = new RegExp(`(?:${re.source})`).exec('')!;
        const names = groupNames(pattern);
        expect(names).toHaveLength(m.length - 1);
        const expectedNames = Object.keys(m.groups ?? {}).sort();
        expect(names.filter((n): n is string => n !== undefined).sort()).toEqual(expectedNames);
      }),
    );
  });
});

describe('clipSegments', () => {
  it('keeps the first characters for highlighting and says when it cut', () => {
    const segs = highlightSegments('aaXbbXcc', ok(runRegex('X', 'g', 'aaXbbXcc')).matches);
    expect(clipSegments(segs, 100)).toEqual({ segments: segs, clipped: false });
    expect(clipSegments(segs, 4)).toEqual({
      segments: [
        { text: 'aa', matched: false },
        { text: 'X', matched: true, match: 0 },
        { text: 'b', matched: false },
      ],
      clipped: true,
    });
    expect(
      clipSegments(segs, 3)
        .segments.map((s) => s.text)
        .join(''),
    ).toBe('aaX');
    expect(clipSegments(segs, 3).clipped).toBe(true);
    expect(HIGHLIGHT_LIMIT).toBeGreaterThanOrEqual(10_000);
  });
  it('property: the clipped text is the prefix of the text up to the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ') }), fc.nat(40), (text, limit) => {
        const segs = highlightSegments(text, ok(runRegex('a+', 'g', text)).matches);
        const r = clipSegments(segs, limit);
        expect(r.segments.map((s) => s.text).join('')).toBe(text.slice(0, limit));
        expect(r.clipped).toBe(text.length > limit);
      }),
    );
  });
});

describe('group spans', () => {
  it('say where each numbered group matched, null where one did not take part', () => {
    const [m] = ok(runRegex('(\\d{4})-(\\d{2})(x)?', 'g', 'on 2024-05 ok')).matches;
    expect(m.groupSpans).toEqual([[3, 7], [8, 10], null]);
  });
  it('are left out for a pattern without groups, and the flags keep their meaning', () => {
    const r = ok(runRegex('a', 'g', 'aa'));
    expect(r.matches[0].groupSpans).toBeUndefined();
    expect(ok(runRegex('(a)', '', 'aa')).matches).toHaveLength(1);
  });
});
