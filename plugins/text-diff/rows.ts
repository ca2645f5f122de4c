/** Rows of the line views: side-by-side pairs of lines, and the unified and split row indexes of an op code list. */
import type { DiffOptions } from './constants';
import { lineOps, type LineOp } from './lineDiff';
import { splitLines, stripEol } from './lines';
import { OP_ADDED, OP_REMOVED, OP_SAME } from './spans';

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
