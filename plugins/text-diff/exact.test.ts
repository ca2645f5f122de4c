import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyPatch } from 'diff';
import fc from 'fast-check';
import {
  computeDiff,
  diffReport,
  graphemes,
  lineEndingNote,
  unifiedDiff,
  type DiffMode,
  type DiffSegment,
} from './logic';

/** Pieces of real-world text: mixed line endings, emoji (ZWJ, skin tone, flag), combining marks. */
const piece = fc.constantFrom(
  'a',
  'b',
  'word',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  'é',
  'e\u0301',
  '😀',
  '👍🏽',
  '🇫🇷',
  '🇫🇮',
  '👨‍👩‍👧',
  '👨‍👩‍👦',
  'Ä',
  'A\u0308\u0323',
);
const text = fc.array(piece, { maxLength: 30 }).map((p) => p.join(''));
/** Texts `patch` reads as lines: LF and CRLF endings, with or without a final newline. */
const lfPiece = fc.constantFrom('a', 'b', 'c', 'line', ' ', 'é', '😀', 'e\u0301', '\n', '\r\n', '\n', '\r\n');
const patchText = fc.array(lfPiece, { maxLength: 40 }).map((p) => p.join(''));

const spell = (segments: DiffSegment[], without: DiffSegment['type']) =>
  segments
    .filter((s) => s.type !== without)
    .map((s) => s.text)
    .join('');

describe('segments reproduce both texts exactly', () => {
  it.each<DiffMode>(['line', 'word', 'char'])(
    '%s mode (property: mixed endings, emoji, combining marks, no final newline)',
    (mode) => {
      fc.assert(
        fc.property(text, text, (a, b) => {
          if (a === '' && b === '') return;
          const r = computeDiff(a, b, { mode });
          if (!r.ok) throw new Error(r.message);
          expect(spell(r.segments, 'added')).toBe(a);
          expect(spell(r.segments, 'removed')).toBe(b);
        }),
        { numRuns: 400 },
      );
    },
  );
  it('CRLF against LF: the report says the line endings differ, unchanged lines keep each side exact', () => {
    const a = 'one\r\ntwo\r\nthree\r\n';
    const b = 'one\nTWO\nthree';
    const r = computeDiff(a, b, { mode: 'line' });
    if (!r.ok) throw new Error(r.message);
    expect([r.added, r.removed]).toEqual([1, 1]);
    expect(spell(r.segments, 'added')).toBe(a);
    expect(spell(r.segments, 'removed')).toBe(b);
    expect(r.segments[0]).toEqual({ text: 'one', type: 'unchanged' });
    const report = diffReport(a, b, { mode: 'line' });
    if (!report.ok) throw new Error(report.message);
    expect(lineEndingNote(report)).toBe(
      'Line endings differ (original CRLF, modified LF); they are ignored so that only real changes are shown.',
    );
  });
});

describe('character mode works on grapheme clusters', () => {
  it('never splits an emoji, a flag or a combining sequence', () => {
    const cases: [string, string, string, string][] = [
      ['a👨‍👩‍👧b', 'a👨‍👩‍👦b', '👨‍👩‍👧', '👨‍👩‍👦'],
      ['x🇫🇷', 'x🇫🇮', '🇫🇷', '🇫🇮'],
      ['cafe\u0301', 'cafe', 'e\u0301', 'e'],
      ['👍🏽!', '👍🏿!', '👍🏽', '👍🏿'],
    ];
    for (const [a, b, removed, added] of cases) {
      const r = computeDiff(a, b, { mode: 'char' });
      if (!r.ok) throw new Error(r.message);
      expect(r.segments.filter((s) => s.type === 'removed').map((s) => s.text)).toEqual([removed]);
      expect(r.segments.filter((s) => s.type === 'added').map((s) => s.text)).toEqual([added]);
      expect([r.added, r.removed]).toEqual([1, 1]);
    }
  });
  it('every segment boundary is a grapheme boundary (property)', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        if (a === '' && b === '') return;
        const r = computeDiff(a, b, { mode: 'char' });
        if (!r.ok) throw new Error(r.message);
        const clusters = (without: DiffSegment['type']) =>
          r.segments.filter((s) => s.type !== without).flatMap((s) => graphemes(s.text));
        expect(clusters('added')).toEqual(graphemes(a));
        expect(clusters('removed')).toEqual(graphemes(b));
      }),
      { numRuns: 300 },
    );
  });
  it('splits like Intl.Segmenter, also across its windows and for long non-ASCII runs', () => {
    const seg = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const reference = (t: string) => Array.from(seg.segment(t), (s) => s.segment);
    fc.assert(
      fc.property(text, (t) => {
        expect(graphemes(t)).toEqual(reference(t));
      }),
      { numRuns: 300 },
    );
    const long = '👨‍👩‍👧é🇫🇷'.repeat(300) + 'a\r\n' + 'e\u0301'.repeat(400);
    expect(graphemes(long)).toEqual(reference(long));
  });
});

const gnuPatch = spawnSync('patch', ['--version'], { encoding: 'utf8' });
const hasPatch = gnuPatch.status === 0;
if (!hasPatch)
  console.warn(
    'GNU patch is not installed (scripts/ensure-system-tools.mjs installs it when run as root): the GNU patch test is skipped.',
  );

/** Runs GNU patch on `original` with `diff`, returns the patched file. */
function runPatch(dir: string, original: string, diff: string): string {
  const file = join(dir, 'file.txt');
  writeFileSync(file, original);
  writeFileSync(join(dir, 'd.diff'), diff);
  const r = spawnSync(
    'patch',
    ['--quiet', '--force', '--no-backup-if-mismatch', '-r', '-', file, join(dir, 'd.diff')],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`patch failed: ${r.stdout}${r.stderr}\n${JSON.stringify(diff)}`);
  return readFileSync(file, 'utf8');
}

const fixed: [string, string][] = [
  ['a\nb\nc\n', 'a\nB\nc\n'],
  ['a\r\nb\r\nc\r\n', 'a\nb\nc\n'],
  ['one\ntwo', 'one\ntwo\n'],
  ['one\ntwo\n', 'one\ntwo'],
  ['x\r\ny', 'x\r\ny\r\nz'],
  ['', 'new\r\n'],
  ['gone\n', ''],
  ['1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n', '1\n2\nthree\n4\n5\n6\n7\n8\n9\n10\neleven\n12'],
  ['😀 e\u0301\r\nok\n', '😀 é\r\nok\r\n'],
];

describe('diff_result.diff applies to the original and gives the modified text byte for byte', () => {
  it("with the diff package's applyPatch", () => {
    for (const [a, b] of fixed) expect(applyPatch(a, unifiedDiff(a, b)!)).toBe(b);
    fc.assert(
      fc.property(patchText, patchText, fc.boolean(), fc.boolean(), (a, b, ignoreWhitespace, ignoreCase) => {
        const d = unifiedDiff(a, b, { ignoreWhitespace, ignoreCase });
        expect(d).not.toBeNull();
        if (a === b) expect(d).toBe('');
        else expect(applyPatch(a, d!)).toBe(b);
      }),
      { numRuns: 500 },
    );
  });
  it('the screen report carries the same exact diff, in every mode', () => {
    for (const [a, b] of fixed)
      for (const mode of ['line', 'word', 'char'] as const) {
        const r = diffReport(a, b, { mode });
        if (!r.ok) throw new Error(r.message);
        expect(applyPatch(a, r.unified!)).toBe(b);
      }
  });
  it.skipIf(!hasPatch)('with GNU patch', () => {
    const dir = mkdtempSync(join(tmpdir(), 'diff-patch-'));
    try {
      for (const [a, b] of fixed) expect(runPatch(dir, a, unifiedDiff(a, b)!)).toBe(b);
      fc.assert(
        fc.property(patchText, patchText, (a, b) => {
          if (a === b) return;
          expect(runPatch(dir, a, unifiedDiff(a, b)!)).toBe(b);
        }),
        { numRuns: 150 },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
