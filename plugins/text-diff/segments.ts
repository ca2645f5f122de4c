/** Diff segments: two texts compared by line, word or character, and the character segments inside one modified row. */
import { diffWords, diffWordsWithSpace, type ChangeObject } from 'diff';
import {
  DEFAULT_TIMEOUT_MS,
  MESSAGES,
  validateInputs,
  type DiffOptions,
  type DiffResult,
  type DiffSegment,
  type DiffSuccess,
  type ProgressCallback,
} from './constants';
import { diffGraphemes } from './graphemes';
import { lineOps } from './lineDiff';
import { differsOnlyInLineEndings, lineEndingStyle } from './lines';

function countWords(s: string): number {
  return s.match(/\S+/g)?.length ?? 0;
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

export function toSegments(changes: ChangeObject<string>[]): DiffSegment[] {
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
export function computeDiff(
  original: string,
  modified: string,
  opts: DiffOptions,
  onProgress?: ProgressCallback,
): DiffResult {
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
    result = {
      ...base,
      segments: toSegments(changes),
      added,
      removed,
      unit: opts.mode === 'char' ? 'characters' : 'words',
    };
  }
  onProgress?.(1);
  return result;
}
