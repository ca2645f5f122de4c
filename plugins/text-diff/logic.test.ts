import { applyPatch } from 'diff';
import fc from 'fast-check';
import {
  MESSAGES,
  computeDiff,
  differsOnlyInLineEndings,
  isCompareDisabled,
  lineEndingStyle,
  splitLines,
  unifiedDiff,
  validateInputs,
  OP_ADDED,
  OP_REMOVED,
  countLabel,
  diffFileName,
  diffReport,
  lineEndingNote,
  segmentsInRange,
  type DiffOptions,
  type DiffSegment,
  type DiffReportOk,
  type DiffSuccess,
} from './logic';

function ok(r: ReturnType<typeof computeDiff>): DiffSuccess {
  if (!r.ok) throw new Error(r.message);
  return r;
}
const join = (segs: DiffSegment[], skip: DiffSegment['type']) =>
  segs
    .filter((s) => s.type !== skip)
    .map((s) => s.text)
    .join('');

describe('empty inputs', () => {
  it('Compare is disabled only when both fields are empty', () => {
    expect(isCompareDisabled('', '')).toBe(true);
    expect(isCompareDisabled('a', '')).toBe(false);
    expect(isCompareDisabled('', 'b')).toBe(false);
    expect(validateInputs('', '')).toBe(MESSAGES.bothEmpty);
    expect(validateInputs('a', '')).toBeNull();
    expect(computeDiff('', '', { mode: 'line' })).toEqual({ ok: false, message: MESSAGES.bothEmpty });
  });
  it('one empty side is all added or all removed', () => {
    expect(ok(computeDiff('', 'a\nb\n', { mode: 'line' }))).toMatchObject({ added: 2, removed: 0 });
    expect(ok(computeDiff('a\nb', '', { mode: 'line' }))).toMatchObject({ added: 0, removed: 2 });
  });
});

describe('line mode', () => {
  it('counts added and removed lines with a real (Myers) diff', () => {
    const a = 'one\ntwo\nthree\nfour\nfive\n';
    const b = 'zero\none\ntwo\nTHREE\nfour\nsix\nfive\n';
    const r = ok(computeDiff(a, b, { mode: 'line' }));
    expect([r.added, r.removed, r.unit]).toEqual([3, 1, 'lines']);
    expect(r.segments).toEqual([
      { text: 'zero\n', type: 'added' },
      { text: 'one\ntwo\n', type: 'unchanged' },
      { text: 'three\n', type: 'removed' },
      { text: 'THREE\n', type: 'added' },
      { text: 'four\n', type: 'unchanged' },
      { text: 'six\n', type: 'added' },
      { text: 'five\n', type: 'unchanged' },
    ]);
  });
  it('finds a moved block far beyond a lookahead of 3', () => {
    const base = Array.from({ length: 20 }, (_, i) => `line ${i}`);
    const b = [...base.slice(0, 5), 'x1', 'x2', 'x3', 'x4', 'x5', ...base.slice(5)];
    const r = ok(computeDiff(base.join('\n'), b.join('\n'), { mode: 'line' }));
    expect([r.added, r.removed]).toEqual([5, 0]);
  });
  it('ignore whitespace and ignore case', () => {
    const a = 'Hello  World\n  indented\nsame\n';
    const b = 'hello world\nindented \nsame\n';
    expect(ok(computeDiff(a, b, { mode: 'line' }))).toMatchObject({ added: 2, removed: 2 });
    expect(ok(computeDiff(a, b, { mode: 'line', ignoreWhitespace: true }))).toMatchObject({ added: 1, removed: 1 });
    expect(ok(computeDiff(a, b, { mode: 'line', ignoreWhitespace: true, ignoreCase: true }))).toMatchObject({
      added: 0,
      removed: 0,
    });
    expect(ok(computeDiff('ABC\n', 'abc\n', { mode: 'line', ignoreCase: true }))).toMatchObject({
      added: 0,
      removed: 0,
    });
  });
  it('reconstructs both texts from the segments (property)', () => {
    const line = fc.constantFrom('a', 'b', 'c', 'foo', '', 'bar baz');
    const text = fc.array(line, { maxLength: 15 }).map((ls) => ls.join('\n'));
    fc.assert(
      fc.property(text, text, (a, b) => {
        if (a === '' && b === '') return;
        const r = ok(computeDiff(a, b, { mode: 'line' }));
        expect(join(r.segments, 'added')).toBe(a);
        expect(join(r.segments, 'removed')).toBe(b);
        expect(r.added).toBe(
          r.segments.filter((s) => s.type === 'added').reduce((n, s) => n + splitLines(s.text).length, 0),
        );
        if (a === b) expect([r.added, r.removed, r.identical]).toEqual([0, 0, true]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('word and character modes', () => {
  it('character mode counts characters', () => {
    const r = ok(computeDiff('kitten', 'sitting', { mode: 'char' }));
    expect(r.unit).toBe('characters');
    expect([r.added, r.removed]).toEqual([3, 2]);
    expect(join(r.segments, 'added')).toBe('kitten');
    expect(join(r.segments, 'removed')).toBe('sitting');
    expect(ok(computeDiff('ABC', 'abc', { mode: 'char', ignoreCase: true }))).toMatchObject({ added: 0, removed: 0 });
  });
  it('counts astral characters once', () => {
    expect(ok(computeDiff('a', 'a😀', { mode: 'char' }))).toMatchObject({ added: 1 });
  });
  it('word mode counts words, with whitespace and case options', () => {
    const r = ok(computeDiff('the quick brown fox', 'the slow brown  fox', { mode: 'word' }));
    expect(r.unit).toBe('words');
    expect([r.added, r.removed]).toEqual([1, 1]);
    expect(ok(computeDiff('a  b', 'a b', { mode: 'word', ignoreWhitespace: true }))).toMatchObject({
      added: 0,
      removed: 0,
    });
    expect(ok(computeDiff('Foo bar', 'foo bar', { mode: 'word', ignoreCase: true }))).toMatchObject({
      added: 0,
      removed: 0,
    });
  });
  it('reconstructs both texts from the segments (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        fc.constantFrom('char' as const, 'word' as const),
        (a, b, mode) => {
          if (a === '' && b === '') return;
          const r = ok(computeDiff(a, b, { mode }));
          expect(join(r.segments, 'added')).toBe(a);
          expect(join(r.segments, 'removed')).toBe(b);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('line endings', () => {
  it('detects the style', () => {
    expect(lineEndingStyle('a\nb\n')).toBe('LF');
    expect(lineEndingStyle('a\r\nb\r\n')).toBe('CRLF');
    expect(lineEndingStyle('a\rb')).toBe('CR');
    expect(lineEndingStyle('a\r\nb\n')).toBe('Mixed');
    expect(lineEndingStyle('ab')).toBe('None');
  });
  it('reports a line-ending-only difference as such', () => {
    const r = ok(computeDiff('a\nb\nc\n', 'a\r\nb\r\nc\r\n', { mode: 'line' }));
    expect(r.lineEndingOnly).toBe(true);
    expect(r.identical).toBe(false);
    expect(r.lineEndings).toEqual({ original: 'LF', modified: 'CRLF' });
    expect([r.added, r.removed]).toEqual([0, 0]);
    expect(differsOnlyInLineEndings('a\nb', 'a\nb')).toBe(false);
    expect(differsOnlyInLineEndings('a\nb', 'a\nc')).toBe(false);
  });
  it('shows only the real changes when styles differ', () => {
    const r = ok(computeDiff('a\nb\nc\n', 'a\r\nB\r\nc\r\n', { mode: 'line' }));
    expect([r.added, r.removed, r.lineEndingOnly]).toEqual([1, 1, false]);
  });
});

describe('unified diff', () => {
  it('writes a real unified diff', () => {
    const a = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].join('\n') + '\n';
    const b = a.replace('2\n', 'two\n').replace('11\n', '');
    expect(unifiedDiff(a, b)).toBe(
      [
        '--- original',
        '+++ modified',
        '@@ -1,5 +1,5 @@',
        ' 1',
        '-2',
        '+two',
        ' 3',
        ' 4',
        ' 5',
        '@@ -8,5 +8,4 @@',
        ' 8',
        ' 9',
        ' 10',
        '-11',
        ' 12',
        '',
      ].join('\n'),
    );
    expect(unifiedDiff('same', 'same')).toBe('');
  });
  it('names the opened files in its headers and in the download', () => {
    const report = diffReport('a\n', 'b\n', { mode: 'line' }, undefined, { original: 'old.txt', modified: 'new.txt' });
    expect(report.ok && report.unified).toBe('--- old.txt\n+++ new.txt\n@@ -1,1 +1,1 @@\n-a\n+b\n');
    expect(diffFileName({})).toBe('diff_result.diff');
    expect(diffFileName({ original: 'old.txt', modified: 'new.txt' })).toBe('old_vs_new.diff');
    expect(diffFileName({ modified: 'app.config.json' })).toBe('app.config.diff');
    expect(diffFileName({ original: 'a.txt', modified: 'a.txt' })).toBe('a.diff');
    expect(diffFileName({ original: 'Makefile' })).toBe('Makefile.diff');
  });
  it('marks a missing final newline', () => {
    expect(unifiedDiff('a\n', 'a')).toBe(
      '--- original\n+++ modified\n@@ -1,1 +1,1 @@\n-a\n+a\n\\ No newline at end of file\n',
    );
  });
  it('applies with the diff package to give the modified text (property)', () => {
    const line = fc.constantFrom('a', 'b', 'c', 'd', 'longer line', '');
    const text = fc
      .tuple(fc.array(line, { maxLength: 25 }), fc.boolean())
      .map(([ls, nl]) => (ls.length ? ls.join('\n') + (nl ? '\n' : '') : ''));
    fc.assert(
      fc.property(text, text, (a, b) => {
        const patch = unifiedDiff(a, b)!;
        if (a === b) expect(patch).toBe('');
        else expect(applyPatch(a, patch)).toBe(b);
      }),
      { numRuns: 500 },
    );
  });
});

describe('changed ranges', () => {
  const ranges = (a: string, b: string, opts: Omit<DiffOptions, 'mode'> = {}) => [
    ...report(diffReport(a, b, { mode: 'line', ...opts })).changes!,
  ];
  it('narrow a changed line to the characters that differ', () => {
    expect(ranges('apples: 3\nbananas: 5\n', 'apples: 3\nbananas: 6\ndates: 2\n')).toEqual([
      19, 20, 19, 20, 21, 21, 21, 30,
    ]);
    expect(ranges('color\n', 'colour\n')).toEqual([4, 4, 4, 5]);
  });
  it('mark whole lines when one side has none', () => {
    expect(ranges('a\nb\n', 'a\n')).toEqual([2, 4, 2, 2]);
    expect(ranges('a\r\n', 'a\r\nb\r\n')).toEqual([3, 3, 3, 6]);
  });
  it('leave out lines the options call equal', () => {
    expect(ranges('A\nb\n', 'a\nc\n', { ignoreCase: true })).toEqual([2, 3, 2, 3]);
    expect(ranges('a\nb\n', 'a\r\nb\r\n')).toEqual([]);
  });
  it('what lies between the changes is the same on both sides (property)', () => {
    const line = fc.constantFrom('a', 'b', 'ab', 'foo bar', '', '😀x');
    const text = fc.array(line, { maxLength: 12 }).map((ls) => ls.join('\n'));
    fc.assert(
      fc.property(text, text, (a, b) => {
        if (a === '' && b === '') return;
        const c = ranges(a, b);
        let pa = 0;
        let pb = 0;
        for (let k = 0; k <= c.length; k += 4) {
          const [fa, fb] = k < c.length ? [c[k], c[k + 2]] : [a.length, b.length];
          expect(a.slice(pa, fa)).toBe(b.slice(pb, fb));
          if (k < c.length) [pa, pb] = [c[k + 1], c[k + 3]];
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('bounds and speed', () => {
  function randomText(seed: number, chars: number, lineLen = 60): string {
    let x = seed;
    const parts: string[] = [];
    let n = 0;
    while (n < chars) {
      let line = '';
      for (let i = 0; i < lineLen; i++) {
        x = (x * 1103515245 + 12345) & 0x7fffffff;
        line += String.fromCharCode(97 + (x % 26));
      }
      parts.push(line);
      n += lineLen + 1;
    }
    return parts.join('\n');
  }
  it('two unrelated 5 MB texts finish or stop with a clear message in bounded time', () => {
    const a = randomText(1, 5 * 1024 * 1024);
    const b = randomText(2, 5 * 1024 * 1024);
    for (const mode of ['line', 'word', 'char'] as const) {
      const t0 = performance.now();
      const r = computeDiff(a, b, { mode, timeoutMs: 500 });
      const ms = performance.now() - t0;
      if (r.ok) expect(r.added + r.removed).toBeGreaterThan(0);
      else expect(r.message).toBe(MESSAGES.tooDifferent);
      if (mode === 'char') expect(r).toEqual({ ok: false, message: MESSAGES.tooDifferent });
      expect(ms).toBeLessThan(5000);
    }
  });
  it('line-based views give null when the time limit is reached', () => {
    // one-letter lines: many equal lines, the worst case for Myers
    const a = randomText(4, 1024 * 1024, 1);
    const b = randomText(5, 1024 * 1024, 1);
    const t0 = performance.now();
    expect(computeDiff(a, b, { mode: 'line', timeoutMs: 200 })).toEqual({ ok: false, message: MESSAGES.tooDifferent });
    expect(unifiedDiff(a, b, { timeoutMs: 200 })).toBeNull();
    expect(performance.now() - t0).toBeLessThan(5000);
  });
  it('diffs two 5,000-line texts with 1% changed lines fast', () => {
    const a = randomText(3, 5000 * 61).split('\n');
    const b = a.map((l, i) => (i % 100 === 7 ? l.toUpperCase() : l));
    const t0 = performance.now();
    const r = ok(computeDiff(a.join('\n'), b.join('\n'), { mode: 'line' }));
    const patch = unifiedDiff(a.join('\n'), b.join('\n'));
    expect(performance.now() - t0).toBeLessThan(1000);
    expect([r.added, r.removed]).toEqual([50, 50]);
    expect(applyPatch(a.join('\n'), patch!)).toBe(b.join('\n'));
  });
});

function report(r: ReturnType<typeof diffReport>): DiffReportOk {
  if (!r.ok) throw new Error(r.message);
  return r;
}

describe('diffReport (the worker job)', () => {
  it('line mode: counts, op codes and the unified diff agree with computeDiff and unifiedDiff (property)', () => {
    const line = fc.constantFrom('a', 'b', 'c', 'foo', '', 'Bar baz');
    const text = fc.array(line, { maxLength: 15 }).map((ls) => ls.join('\n'));
    fc.assert(
      fc.property(text, text, fc.boolean(), fc.boolean(), (a, b, ignoreWhitespace, ignoreCase) => {
        if (a === '' && b === '') return;
        const opts = { mode: 'line' as const, ignoreWhitespace, ignoreCase };
        const r = report(diffReport(a, b, opts));
        const c = ok(computeDiff(a, b, opts));
        expect([r.added, r.removed, r.unit]).toEqual([c.added, c.removed, c.unit]);
        expect(r.unified).toBe(unifiedDiff(a, b, { ignoreWhitespace, ignoreCase }));
        const ops = [...r.ops!];
        expect(ops.filter((o) => o === OP_ADDED)).toHaveLength(r.added);
        expect(ops.filter((o) => o === OP_REMOVED)).toHaveLength(r.removed);
        expect(ops.filter((o) => o !== OP_ADDED)).toHaveLength(splitLines(a).length);
        expect(ops.filter((o) => o !== OP_REMOVED)).toHaveLength(splitLines(b).length);
      }),
      { numRuns: 300 },
    );
  });
  it('word and character modes give inline spans that rebuild both texts', () => {
    const r = report(diffReport('kitten sat', 'sitting sat', { mode: 'char' }));
    expect([r.added, r.removed, r.unit]).toEqual([3, 2, 'characters']);
    expect(r.ops).toBeUndefined();
    const segs = segmentsInRange(r.inline!, 0, r.inline!.text.length);
    expect(
      segs
        .filter((s) => s.type !== 'added')
        .map((s) => s.text)
        .join(''),
    ).toBe('kitten sat');
    expect(
      segs
        .filter((s) => s.type !== 'removed')
        .map((s) => s.text)
        .join(''),
    ).toBe('sitting sat');
    expect(r.unified).toBe(
      '--- original\n+++ modified\n@@ -1,1 +1,1 @@\n-kitten sat\n\\ No newline at end of file\n+sitting sat\n\\ No newline at end of file\n',
    );
    expect(
      segmentsInRange(r.inline!, 1, 3)
        .map((s) => s.text)
        .join(''),
    ).toBe(r.inline!.text.slice(1, 3));
  });
  it('empty inputs and time-outs give messages, never throw', () => {
    expect(diffReport('', '', { mode: 'line' })).toEqual({ ok: false, message: MESSAGES.bothEmpty });
    const a = Array.from({ length: 200_000 }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join('\n');
    const b = Array.from({ length: 200_000 }, (_, i) => String.fromCharCode(97 + ((i * 104729 + 3) % 26))).join('\n');
    expect(diffReport(a, b, { mode: 'line', timeoutMs: 50 })).toEqual({ ok: false, message: MESSAGES.tooDifferent });
  });
  it('reports line endings in words', () => {
    const only = report(diffReport('a\nb\n', 'a\r\nb\r\n', { mode: 'line' }));
    expect(lineEndingNote(only)).toBe(
      'The texts differ only in line endings: the original uses LF, the modified text uses CRLF.',
    );
    const mixed = report(diffReport('a\nb\n', 'a\r\nB\r\n', { mode: 'line' }));
    expect(lineEndingNote(mixed)).toMatch(/^Line endings differ \(original LF, modified CRLF\)/);
    expect(lineEndingNote(report(diffReport('a\n', 'b\n', { mode: 'line' })))).toBeNull();
  });
  it('labels counts with the right unit and number', () => {
    expect(countLabel(1, 'lines')).toBe('1 line');
    expect(countLabel(0, 'lines')).toBe('0 lines');
    expect(countLabel(1234, 'characters')).toBe('1,234 characters');
    expect(countLabel(1, 'words')).toBe('1 word');
  });
});
