/** The line edit script (Myers, bounded by a time limit) behind the counts, the rows and the unified diff. */
import { diffArrays } from 'diff';
import { LINE_BACKSTOP_MS, MAX_LINE_EDITS, type DiffOptions } from './constants';
import { lineEndingStyle, splitLines, stripEol } from './lines';

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
export function diffLineLists(a: string[], b: string[], opts: DiffOptions, ignoreEol: boolean): LineOp[] | null {
  const key = lineKeyFn(opts, !!ignoreEol);
  // lines become small integers (equal lines, equal ids) so the diff compares numbers, not strings
  const ids = new Map<string, number>();
  const idOf = (line: string) => {
    const k = key(line);
    let id = ids.get(k);
    if (id === undefined) ids.set(k, (id = ids.size));
    return id;
  };
  const changes = diffArrays(a.map(idOf), b.map(idOf), {
    maxEditLength: MAX_LINE_EDITS,
    timeout: opts.timeoutMs ?? LINE_BACKSTOP_MS,
  });
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
