/** The unified diff (diff_result.diff) that `patch` applies byte for byte, and the edit script it is written from. */
import { CONTEXT_LINES, type DiffOptions } from './constants';
import { diffLineLists, lineOps, type LineOp } from './lineDiff';

/**
 * A unified diff of the two texts (with `--- original` / `+++ modified` headers and 3 lines of
 * context) that `patch` applies to the original to give the modified text byte for byte: lines
 * the options call equal but whose bytes differ (line endings, whitespace, case) are written as
 * changed. '' when the texts are equal, null when the time limit was reached.
 */
export function unifiedDiff(
  original: string,
  modified: string,
  opts: Omit<DiffOptions, 'mode'> = {},
  names = { original: 'original', modified: 'modified' },
): string | null {
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
