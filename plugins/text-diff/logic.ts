/**
 * Text diff: pure logic (no React, no DOM), safe to run in a Web Worker.
 *
 * Uses the `diff` package (Myers) for lines, words and characters, bounded by a time limit so
 * that two unrelated 5 MB texts stop with a clear message instead of running for minutes.
 */
import { diffArrays, diffWords, diffWordsWithSpace, type ChangeObject } from 'diff';
import { forEachSpanInRange } from '../../src/lib/rows';

// ---------------------------------------------------------------------------------------------
// Spec texts and constants (spec 02 §2, §4, §5, §7, §8)
// ---------------------------------------------------------------------------------------------

export const MESSAGES = {
  bothEmpty: 'Please enter text in both fields to compare',
  downloadFailed: 'Failed to download file',
  copyFailed: 'Failed to copy to clipboard',
  copyFailedAlt: 'Could not copy to clipboard',
  tooDifferent: 'Comparison stopped: the texts are too different to compare in reasonable time. Try line mode, or compare smaller parts.',
  identical: 'The texts are identical',
  lineEndingsOnly: 'The texts differ only in line endings',
} as const;

export const DIFF_FILE_NAME = 'diff_result.diff';
export const PROCESSING_DELAY_MS = 300;
/** Time budget of one comparison. */
export const DEFAULT_TIMEOUT_MS = 3000;
/** Context lines around each hunk of the unified diff. */
export const CONTEXT_LINES = 3;

export type DiffMode = 'line' | 'word' | 'char';

export interface DiffOptions {
  mode: DiffMode;
  /** Lines/words: whitespace differences are ignored (runs of whitespace compare equal, leading and trailing ignored). */
  ignoreWhitespace?: boolean;
  ignoreCase?: boolean;
  timeoutMs?: number;
}

/** Diff segment (spec 02 §3). */
export interface DiffSegment {
  text: string;
  type: 'added' | 'removed' | 'unchanged';
}

export type LineEndingStyle = 'LF' | 'CRLF' | 'CR' | 'Mixed' | 'None';

export interface DiffSuccess {
  ok: true;
  segments: DiffSegment[];
  /** Added / removed units: lines (line mode), words (word mode) or characters (char mode). */
  added: number;
  removed: number;
  unit: 'lines' | 'words' | 'characters';
  identical: boolean;
  /** The texts are equal once line endings are normalised. */
  lineEndingOnly: boolean;
  lineEndings: { original: LineEndingStyle; modified: LineEndingStyle };
}

export type DiffResult = DiffSuccess | { ok: false; message: string };

export type ProgressCallback = (fraction: number) => void;

/** Compare is disabled when both areas are empty. */
export function isCompareDisabled(original: string, modified: string): boolean {
  return original === '' && modified === '';
}

/** 'Please enter text in both fields to compare' when both are empty, else null. */
export function validateInputs(original: string, modified: string): string | null {
  return isCompareDisabled(original, modified) ? MESSAGES.bothEmpty : null;
}

// ---------------------------------------------------------------------------------------------
// Line endings
// ---------------------------------------------------------------------------------------------

/** The line-ending style of a text. */
export function lineEndingStyle(text: string): LineEndingStyle {
  let crlf = 0;
  let lf = 0;
  let cr = 0;
  for (let i = text.indexOf('\r'); i !== -1; i = text.indexOf('\r', i + 1)) {
    if (text.charCodeAt(i + 1) === 10) crlf++;
    else cr++;
  }
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lf++;
  lf -= crlf;
  const kinds = (crlf > 0 ? 1 : 0) + (lf > 0 ? 1 : 0) + (cr > 0 ? 1 : 0);
  if (kinds === 0) return 'None';
  if (kinds > 1) return 'Mixed';
  return crlf ? 'CRLF' : lf ? 'LF' : 'CR';
}

const normaliseEol = (s: string) => s.replace(/\r\n?/g, '\n');

/** True when the texts differ, but only in their line endings. */
export function differsOnlyInLineEndings(a: string, b: string): boolean {
  return a !== b && normaliseEol(a) === normaliseEol(b);
}

// ---------------------------------------------------------------------------------------------
// Line diff (the basis of counts, side-by-side rows and the unified diff)
// ---------------------------------------------------------------------------------------------

/** Splits into lines, each keeping its terminator ('\n', '\r\n' or '\r'). */
export function splitLines(text: string): string[] {
  return text.match(/[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$/g) ?? [];
}

function stripEol(line: string): string {
  return line.replace(/(?:\r\n|\r|\n)$/, '');
}

export interface LineOp {
  type: ' ' | '-' | '+';
  /** Line with its terminator. */
  text: string;
  /** 1-based line numbers on each side (0 when absent). */
  oldNo: number;
  newNo: number;
  /** Unchanged lines: the original's line, which can differ from `text` in what the options ignore. */
  oldText?: string;
}

function lineKeyFn(opts: DiffOptions, ignoreEol: boolean): (line: string) => string {
  return (line) => {
    let k = ignoreEol ? stripEol(line) : line;
    if (opts.ignoreWhitespace) k = k.replace(/\s+/g, ' ').trim();
    if (opts.ignoreCase) k = k.toLowerCase();
    return k;
  };
}

/**
 * Line-level edit script, or null when the time limit was reached. Line endings are ignored when
 * the two texts use different styles, e.g. LF against CRLF (that difference is reported
 * separately through `lineEndings` / `lineEndingOnly`); unchanged lines then carry the modified
 * text's line.
 */
export function lineOps(original: string, modified: string, opts: DiffOptions): LineOp[] | null {
  const a = splitLines(original);
  const b = splitLines(modified);
  const sa = lineEndingStyle(original);
  const sb = lineEndingStyle(modified);
  const ignoreEol = opts.ignoreWhitespace || (sa !== sb && sa !== 'None' && sb !== 'None');
  return diffLineLists(a, b, opts, !!ignoreEol);
}

/** Myers over two lists of lines (terminators included), lines compared through the options. */
function diffLineLists(a: string[], b: string[], opts: DiffOptions, ignoreEol: boolean): LineOp[] | null {
  const key = lineKeyFn(opts, !!ignoreEol);
  // lines become small integers (equal lines, equal ids) so the diff compares numbers, not strings
  const ids = new Map<string, number>();
  const idOf = (line: string) => {
    const k = key(line);
    let id = ids.get(k);
    if (id === undefined) ids.set(k, (id = ids.size));
    return id;
  };
  const changes = diffArrays(a.map(idOf), b.map(idOf), { timeout: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS });
  if (!changes) return null;
  const ops: LineOp[] = [];
  let i = 0;
  let j = 0;
  for (const c of changes) {
    for (let k = 0; k < c.count; k++) {
      if (c.added) {
        ops.push({ type: '+', text: b[j], oldNo: 0, newNo: j + 1 });
        j++;
      } else if (c.removed) {
        ops.push({ type: '-', text: a[i], oldNo: i + 1, newNo: 0 });
        i++;
      } else {
        ops.push({ type: ' ', text: b[j], oldNo: i + 1, newNo: j + 1, oldText: a[i] });
        i++;
        j++;
      }
    }
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------
// The one call the worker makes
// ---------------------------------------------------------------------------------------------

function countWords(s: string): number {
  return s.match(/\S+/g)?.length ?? 0;
}

let segmenter: Intl.Segmenter | undefined;

/** Window of Intl.Segmenter calls: iterating one long string is quadratic in V8, small windows are linear. */
const SEGMENT_WINDOW = 512;

/**
 * Boundaries of the grapheme clusters of a text (what a reader calls one character: an emoji, a
 * flag, a letter with its combining marks): cluster k is text[b[k], b[k + 1]). ASCII not followed
 * by a non-ASCII character is a cluster on its own (CR LF is one), so only the neighbourhood of
 * non-ASCII text goes through Intl.Segmenter.
 */
function clusterBounds(text: string): Uint32Array {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const n = text.length;
  let bounds = new Uint32Array(Math.min(n, 1 << 16) + 1);
  let count = 0;
  const push = (at: number) => {
    if (count === bounds.length) {
      const next = new Uint32Array(bounds.length * 2);
      next.set(bounds);
      bounds = next;
    }
    bounds[count++] = at;
  };
  let i = 0;
  while (i < n) {
    push(i);
    const c = text.charCodeAt(i);
    if (c < 0x80 && !(text.charCodeAt(i + 1) >= 0x80)) {
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      continue;
    }
    // a run of non-ASCII text with the character before it (a base letter takes combining marks)
    let end = i + 1;
    while (end < n && text.charCodeAt(end) >= 0x80) end++;
    for (;;) {
      const stop = Math.min(end, i + SEGMENT_WINDOW);
      const parts = Array.from(segmenter.segment(text.slice(i, stop)), (p) => p.segment.length);
      // the last cluster of a window may continue past it: segment it again with what follows
      const keep = stop < end && parts.length > 1 ? parts.length - 1 : parts.length;
      for (let k = 0; k < keep; k++) {
        i += parts[k];
        if (i < end) push(i);
      }
      if (i >= end) break;
    }
  }
  push(n);
  return bounds.subarray(0, count);
}

/** Grapheme clusters of a text (see clusterBounds). */
export function graphemes(text: string): string[] {
  const b = clusterBounds(text);
  const out: string[] = [];
  for (let k = 0; k + 1 < b.length; k++) out.push(text.slice(b[k], b[k + 1]));
  return out;
}

/** One id per cluster: ASCII clusters are their code (lower-cased when case is ignored), others come from a table. */
function clusterIds(text: string, bounds: Uint32Array, table: Map<string, number>, ignoreCase: boolean): number[] {
  const ids = new Array<number>(Math.max(0, bounds.length - 1));
  for (let k = 0; k + 1 < bounds.length; k++) {
    const from = bounds[k];
    const to = bounds[k + 1];
    let c = text.charCodeAt(from);
    if (to - from === 1 && c < 0x80) {
      if (ignoreCase && c >= 65 && c <= 90) c += 32;
      ids[k] = c;
      continue;
    }
    const key = ignoreCase ? text.slice(from, to).toLowerCase() : text.slice(from, to);
    let id = table.get(key);
    if (id === undefined) table.set(key, (id = 0x80 + table.size));
    ids[k] = id;
  }
  return ids;
}

/**
 * Character-level changes over grapheme clusters, so an emoji, a flag or a combining sequence is
 * never split; `count` is in clusters. Undefined past the time limit.
 */
function diffGraphemes(original: string, modified: string, ignoreCase: boolean, timeout?: number): ChangeObject<string>[] | undefined {
  const ba = clusterBounds(original);
  const bb = clusterBounds(modified);
  const table = new Map<string, number>();
  const a = clusterIds(original, ba, table, ignoreCase);
  const b = clusterIds(modified, bb, table, ignoreCase);
  const changes = timeout === undefined ? diffArrays(a, b) : diffArrays(a, b, { timeout });
  if (!changes) return undefined;
  let i = 0;
  let j = 0;
  return changes.map((c) => {
    let value: string;
    if (c.removed) value = original.slice(ba[i], ba[(i += c.count)]);
    else if (c.added) value = modified.slice(bb[j], bb[(j += c.count)]);
    else {
      value = modified.slice(bb[j], bb[j + c.count]);
      i += c.count;
      j += c.count;
    }
    return { value, added: c.added, removed: c.removed, count: c.count };
  });
}

/**
 * Segments of a line pair the line diff calls equal (e.g. 'a\r\n' against 'a\n' when line endings
 * are ignored): what both share is unchanged and the rest removed or added, so the unchanged and
 * removed segments still spell the original exactly and the unchanged and added ones the modified.
 */
function pairSegments(left: string, right: string, push: (text: string, type: DiffSegment['type']) => void): void {
  if (left === right) {
    push(left, 'unchanged');
    return;
  }
  let p = 0;
  const max = Math.min(left.length, right.length);
  while (p < max && left.charCodeAt(p) === right.charCodeAt(p)) p++;
  let q = 0;
  while (q < max - p && left.charCodeAt(left.length - 1 - q) === right.charCodeAt(right.length - 1 - q)) q++;
  // never cut a surrogate pair
  if (p > 0 && isHighSurrogate(left.charCodeAt(p - 1))) p--;
  if (q > 0 && isLowSurrogate(left.charCodeAt(left.length - q))) q--;
  push(left.slice(0, p), 'unchanged');
  push(left.slice(p, left.length - q), 'removed');
  push(right.slice(p, right.length - q), 'added');
  push(left.slice(left.length - q), 'unchanged');
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

function toSegments(changes: ChangeObject<string>[]): DiffSegment[] {
  const out: DiffSegment[] = [];
  for (const c of changes) {
    const type = c.added ? 'added' : c.removed ? 'removed' : 'unchanged';
    const last = out[out.length - 1];
    if (last && last.type === type) last.text += c.value;
    else if (c.value) out.push({ text: c.value, type });
  }
  return out;
}

/**
 * Compares two texts (plain data in, plain data out). Returns `{ ok: false, message }` with
 * MESSAGES.bothEmpty or MESSAGES.tooDifferent instead of throwing.
 */
export function computeDiff(original: string, modified: string, opts: DiffOptions, onProgress?: ProgressCallback): DiffResult {
  const invalid = validateInputs(original, modified);
  if (invalid) return { ok: false, message: invalid };
  onProgress?.(0);
  const lineEndings = { original: lineEndingStyle(original), modified: lineEndingStyle(modified) };
  const identical = original === modified;
  const lineEndingOnly = differsOnlyInLineEndings(original, modified);
  const timeout = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = { ok: true as const, identical, lineEndingOnly, lineEndings };
  let result: DiffSuccess;
  if (opts.mode === 'line') {
    const ops = lineOps(original, modified, opts);
    if (!ops) return { ok: false, message: MESSAGES.tooDifferent };
    const segments: DiffSegment[] = [];
    let added = 0;
    let removed = 0;
    const push = (text: string, type: DiffSegment['type']) => {
      const last = segments[segments.length - 1];
      if (last && last.type === type) last.text += text;
      else if (text) segments.push({ text, type });
    };
    for (const op of ops) {
      if (op.type === '+') {
        added++;
        push(op.text, 'added');
      } else if (op.type === '-') {
        removed++;
        push(op.text, 'removed');
      } else pairSegments(op.oldText ?? op.text, op.text, push);
    }
    result = { ...base, segments, added, removed, unit: 'lines' };
  } else {
    const a = original;
    const ignoreCase = !!opts.ignoreCase;
    let changes: ChangeObject<string>[] | undefined;
    if (opts.mode === 'char') changes = diffGraphemes(a, modified, ignoreCase, timeout);
    else if (opts.ignoreWhitespace) changes = diffWords(a, modified, { ignoreCase, timeout });
    else changes = diffWordsWithSpace(a, modified, { ignoreCase, timeout });
    if (!changes) return { ok: false, message: MESSAGES.tooDifferent };
    let added = 0;
    let removed = 0;
    for (const c of changes) {
      const n = opts.mode === 'char' ? c.count : countWords(c.value);
      if (c.added) added += n;
      else if (c.removed) removed += n;
    }
    result = { ...base, segments: toSegments(changes), added, removed, unit: opts.mode === 'char' ? 'characters' : 'words' };
  }
  onProgress?.(1);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Unified diff (diff_result.diff)
// ---------------------------------------------------------------------------------------------

/**
 * A unified diff of the two texts (with `--- original` / `+++ modified` headers and 3 lines of
 * context) that `patch` applies to the original to give the modified text byte for byte: lines
 * the options call equal but whose bytes differ (line endings, whitespace, case) are written as
 * changed. '' when the texts are equal, null when the time limit was reached.
 */
export function unifiedDiff(original: string, modified: string, opts: Omit<DiffOptions, 'mode'> = {}, names = { original: 'original', modified: 'modified' }): string | null {
  const ops = lineOps(original, modified, { ...opts, mode: 'line' });
  if (!ops) return null;
  const exact = patchOps(original, modified, ops, opts.timeoutMs);
  return exact ? unifiedFromOps(exact, names) : null;
}

const BARE_CR = /\r(?!\n)/;

/**
 * The edit script a patch needs: equal-but-different pairs become a removed and an added line,
 * grouped with the changes around them. `patch` splits lines at LF only, so a text with a bare CR
 * is compared again line by line at LF, byte for byte. Null past the time limit.
 */
export function patchOps(original: string, modified: string, ops: LineOp[], timeoutMs?: number): LineOp[] | null {
  if (BARE_CR.test(original) || BARE_CR.test(modified)) {
    const byLf = (t: string) => t.match(/[^\n]*\n|[^\n]+$/g) ?? [];
    return diffLineLists(byLf(original), byLf(modified), { mode: 'line', timeoutMs }, false);
  }
  const out: LineOp[] = [];
  let removed: LineOp[] = [];
  let added: LineOp[] = [];
  const flush = () => {
    out.push(...removed, ...added);
    removed = [];
    added = [];
  };
  for (const op of ops) {
    if (op.type === '-') removed.push(op);
    else if (op.type === '+') added.push(op);
    else {
      const left = op.oldText ?? op.text;
      if (left === op.text) {
        flush();
        out.push(op);
      } else {
        removed.push({ type: '-', text: left, oldNo: op.oldNo, newNo: 0 });
        added.push({ type: '+', text: op.text, oldNo: 0, newNo: op.newNo });
      }
    }
  }
  flush();
  return out;
}

/** The unified diff of an edit script ('' when nothing changed). */
export function unifiedFromOps(ops: LineOp[], names = { original: 'original', modified: 'modified' }): string {
  const changed: number[] = [];
  ops.forEach((op, k) => {
    if (op.type !== ' ') changed.push(k);
  });
  if (changed.length === 0) return '';
  const out: string[] = [`--- ${names.original}\n`, `+++ ${names.modified}\n`];
  let g = 0;
  while (g < changed.length) {
    const start = Math.max(0, changed[g] - CONTEXT_LINES);
    let endChange = changed[g];
    while (g + 1 < changed.length && changed[g + 1] - endChange <= 2 * CONTEXT_LINES) endChange = changed[++g];
    g++;
    const end = Math.min(ops.length, endChange + CONTEXT_LINES + 1);
    let oldLen = 0;
    let newLen = 0;
    let oldStart = 0;
    let newStart = 0;
    // first line numbers of the hunk on each side
    for (let k = start; k < end; k++) {
      const op = ops[k];
      if (op.type !== '+') {
        if (!oldStart) oldStart = op.oldNo;
        oldLen++;
      }
      if (op.type !== '-') {
        if (!newStart) newStart = op.newNo;
        newLen++;
      }
    }
    if (!oldLen) oldStart = countBefore(ops, start, 'old');
    if (!newLen) newStart = countBefore(ops, start, 'new');
    out.push(`@@ -${oldStart},${oldLen} +${newStart},${newLen} @@\n`);
    for (let k = start; k < end; k++) {
      const op = ops[k];
      const body = op.text.endsWith('\n') ? op.text.slice(0, -1) : op.text;
      out.push(op.type + body + '\n');
      if (!op.text.endsWith('\n')) out.push('\\ No newline at end of file\n');
    }
  }
  return out.join('');
}

function countBefore(ops: LineOp[], idx: number, side: 'old' | 'new'): number {
  let n = 0;
  for (let k = 0; k < idx; k++) if (ops[k].type !== (side === 'old' ? '+' : '-')) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Side-by-side rows
// ---------------------------------------------------------------------------------------------

export interface SideCell {
  lineNo: number;
  /** Line without its terminator. */
  text: string;
}

export interface SideBySideRow {
  type: 'unchanged' | 'removed' | 'added' | 'modified';
  left: SideCell | null;
  right: SideCell | null;
}

/**
 * Side-by-side rows: unchanged lines face each other, a removed block is paired line by line with
 * the added block that follows it ('modified'), leftovers stand alone. Null on time-out.
 */
export function sideBySide(original: string, modified: string, opts: Omit<DiffOptions, 'mode'> = {}): SideBySideRow[] | null {
  const ops = lineOps(original, modified, { ...opts, mode: 'line' });
  if (!ops) return null;
  const leftLines = splitLines(original);
  const rows: SideBySideRow[] = [];
  let k = 0;
  while (k < ops.length) {
    const op = ops[k];
    if (op.type === ' ') {
      rows.push({
        type: 'unchanged',
        left: { lineNo: op.oldNo, text: stripEol(leftLines[op.oldNo - 1]) },
        right: { lineNo: op.newNo, text: stripEol(op.text) },
      });
      k++;
      continue;
    }
    const removed: LineOp[] = [];
    const added: LineOp[] = [];
    while (k < ops.length && ops[k].type === '-') removed.push(ops[k++]);
    while (k < ops.length && ops[k].type === '+') added.push(ops[k++]);
    const n = Math.max(removed.length, added.length);
    for (let r = 0; r < n; r++) {
      const l = removed[r];
      const a = added[r];
      rows.push({
        type: l && a ? 'modified' : l ? 'removed' : 'added',
        left: l ? { lineNo: l.oldNo, text: stripEol(l.text) } : null,
        right: a ? { lineNo: a.newNo, text: stripEol(a.text) } : null,
      });
    }
  }
  return rows;
}

/** Character-level segments inside one modified row (for intra-line highlighting); null past the time limit. */
export function inlineDiff(left: string, right: string, ignoreCase = false, timeoutMs?: number): DiffSegment[] | null {
  const changes = diffGraphemes(left, right, ignoreCase, timeoutMs);
  return changes ? toSegments(changes) : null;
}

// ---------------------------------------------------------------------------------------------
// The worker's job: everything the screen needs, in compact form
// ---------------------------------------------------------------------------------------------

/** Op codes of a line edit script. */
export const OP_SAME = 0;
export const OP_REMOVED = 1;
export const OP_ADDED = 2;

/** Segment kinds of an inline (word / character) view. */
export const SEGMENT_KINDS: readonly DiffSegment['type'][] = ['unchanged', 'removed', 'added'];

export interface InlineSpans {
  /** Segments concatenated in order (removed text before the added text that replaces it). */
  text: string;
  /** SEGMENT_KINDS index of each segment. */
  kinds: Uint8Array;
  /** End offset of each segment in `text`. */
  ends: Uint32Array;
}

export interface DiffReportOk {
  ok: true;
  added: number;
  removed: number;
  unit: DiffSuccess['unit'];
  identical: boolean;
  lineEndingOnly: boolean;
  lineEndings: DiffSuccess['lineEndings'];
  /** The unified diff ('' when the lines do not differ), or null if the line diff ran out of time. */
  unified: string | null;
  /** Line mode: one OP_* code per line of the edit script. */
  ops?: Uint8Array;
  /** Word and character modes: the segments. */
  inline?: InlineSpans;
}

export type DiffReport = DiffReportOk | { ok: false; message: string };

/** Segments as InlineSpans (cheap to transfer). */
export function toInlineSpans(segments: DiffSegment[]): InlineSpans {
  const kinds = new Uint8Array(segments.length);
  const ends = new Uint32Array(segments.length);
  let pos = 0;
  segments.forEach((seg, i) => {
    pos += seg.text.length;
    kinds[i] = SEGMENT_KINDS.indexOf(seg.type);
    ends[i] = pos;
  });
  return { text: segments.map((seg) => seg.text).join(''), kinds, ends };
}

/**
 * Compares two texts for the screen: counts, line-ending facts, the unified diff and either the
 * line edit script (line mode) or the inline segments (word and character modes). Never throws.
 */
export function diffReport(original: string, modified: string, opts: DiffOptions, onProgress?: ProgressCallback): DiffReport {
  const invalid = validateInputs(original, modified);
  if (invalid) return { ok: false, message: invalid };
  onProgress?.(0);
  const lineEndings = { original: lineEndingStyle(original), modified: lineEndingStyle(modified) };
  const base = { ok: true as const, identical: original === modified, lineEndingOnly: differsOnlyInLineEndings(original, modified), lineEndings };
  const lineOptions = { mode: 'line' as const, ignoreWhitespace: opts.ignoreWhitespace, ignoreCase: opts.ignoreCase, timeoutMs: opts.timeoutMs };
  if (opts.mode === 'line') {
    const ops = lineOps(original, modified, lineOptions);
    if (!ops) return { ok: false, message: MESSAGES.tooDifferent };
    onProgress?.(0.8);
    const codes = new Uint8Array(ops.length);
    let added = 0;
    let removed = 0;
    ops.forEach((op, k) => {
      if (op.type === '+') {
        codes[k] = OP_ADDED;
        added++;
      } else if (op.type === '-') {
        codes[k] = OP_REMOVED;
        removed++;
      }
    });
    const exact = patchOps(original, modified, ops, opts.timeoutMs);
    const unified = exact ? unifiedFromOps(exact) : null;
    onProgress?.(1);
    return { ...base, added, removed, unit: 'lines', unified, ops: codes };
  }
  const r = computeDiff(original, modified, opts);
  if (!r.ok) return r;
  onProgress?.(0.7);
  const lines = lineOps(original, modified, lineOptions);
  const exact = lines && patchOps(original, modified, lines, opts.timeoutMs);
  onProgress?.(1);
  return { ...base, added: r.added, removed: r.removed, unit: r.unit, unified: exact ? unifiedFromOps(exact) : null, inline: toInlineSpans(r.segments) };
}

/** Rows of a line edit script: the 0-based line on each side (-1 when absent) and the op code. */
export interface RowIndex {
  left: Int32Array;
  right: Int32Array;
  kind: Uint8Array;
  count: number;
}

/** Unified rows: one per op. */
export function unifiedRows(ops: Uint8Array): RowIndex {
  const n = ops.length;
  const left = new Int32Array(n);
  const right = new Int32Array(n);
  let i = 0;
  let j = 0;
  for (let k = 0; k < n; k++) {
    const op = ops[k];
    left[k] = op === OP_ADDED ? -1 : i++;
    right[k] = op === OP_REMOVED ? -1 : j++;
  }
  return { left, right, kind: ops.slice(), count: n };
}

/** Row kind of a side-by-side row where a removed line faces an added one. */
export const ROW_MODIFIED = 3;

/**
 * Side-by-side rows (as sideBySide): unchanged lines face each other, a removed block is paired
 * line by line with the added block that follows it (ROW_MODIFIED), leftovers stand alone.
 */
export function splitRows(ops: Uint8Array): RowIndex {
  const n = ops.length;
  const left = new Int32Array(n);
  const right = new Int32Array(n);
  const kind = new Uint8Array(n);
  let count = 0;
  let i = 0;
  let j = 0;
  let k = 0;
  while (k < n) {
    if (ops[k] === OP_SAME) {
      left[count] = i++;
      right[count] = j++;
      kind[count++] = OP_SAME;
      k++;
      continue;
    }
    const r0 = k;
    while (k < n && ops[k] === OP_REMOVED) k++;
    const removed = k - r0;
    const a0 = k;
    while (k < n && ops[k] === OP_ADDED) k++;
    const added = k - a0;
    for (let r = 0; r < Math.max(removed, added); r++) {
      left[count] = r < removed ? i + r : -1;
      right[count] = r < added ? j + r : -1;
      kind[count++] = r < removed && r < added ? ROW_MODIFIED : r < removed ? OP_REMOVED : OP_ADDED;
    }
    i += removed;
    j += added;
  }
  return { left: left.subarray(0, count), right: right.subarray(0, count), kind: kind.subarray(0, count), count };
}

/** Lines of a text without their terminators (the rows' text). */
export function linesOf(text: string): string[] {
  return splitLines(text).map(stripEol);
}

/** The inline segments covering text[start, end) (one row of the inline view). */
export function segmentsInRange(spans: InlineSpans, start: number, end: number): DiffSegment[] {
  const { kinds, ends, text } = spans;
  const out: DiffSegment[] = [];
  forEachSpanInRange(ends, start, end, (i, from, to) => out.push({ text: text.slice(from, to), type: SEGMENT_KINDS[kinds[i]] }));
  return out;
}

/** '1 line', '2 lines', '1 character'… */
export function countLabel(n: number, unit: DiffSuccess['unit']): string {
  const one = unit.slice(0, -1);
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : unit}`;
}

/** A sentence about the line endings, or null when there is nothing to say. */
export function lineEndingNote(r: Pick<DiffReportOk, 'identical' | 'lineEndingOnly' | 'lineEndings'>): string | null {
  const { original, modified } = r.lineEndings;
  if (r.lineEndingOnly) return `${MESSAGES.lineEndingsOnly}: the original uses ${original}, the modified text uses ${modified}.`;
  if (original !== modified && original !== 'None' && modified !== 'None')
    return `Line endings differ (original ${original}, modified ${modified}); they are ignored so that only real changes are shown.`;
  return null;
}

/** Line boundaries of a text (same lines as splitLines, terminators excluded), without a string per line. */
export interface LineIndex {
  starts: Uint32Array;
  ends: Uint32Array;
  count: number;
}

export function lineIndex(text: string): LineIndex {
  let cap = 1024;
  let starts = new Uint32Array(cap);
  let ends = new Uint32Array(cap);
  let count = 0;
  const push = (s: number, e: number) => {
    if (count === cap) {
      cap *= 2;
      const ns = new Uint32Array(cap);
      ns.set(starts);
      starts = ns;
      const ne = new Uint32Array(cap);
      ne.set(ends);
      ends = ne;
    }
    starts[count] = s;
    ends[count++] = e;
  };
  let start = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      push(start, i);
      start = i + 1;
    } else if (c === 13) {
      push(start, i);
      if (text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
  }
  if (start < n) push(start, n);
  return { starts: starts.subarray(0, count), ends: ends.subarray(0, count), count };
}

/** Line i of an indexed text. */
export function lineAt(text: string, index: LineIndex, i: number): string {
  return text.slice(index.starts[i], index.ends[i]);
}
