/** The worker's job: everything the screen needs in compact form, and the summary texts shown with it. */
import { countOf } from '@/lib/count';
import { changedRanges } from './changes';
import {
  DEFAULT_NAMES,
  MESSAGES,
  validateInputs,
  type DiffNames,
  type DiffOptions,
  type DiffSuccess,
  type ProgressCallback,
} from './constants';
import { lineOps } from './lineDiff';
import { differsOnlyInLineEndings, lineEndingStyle } from './lines';
import { patchOps, unifiedFromOps } from './patch';
import { computeDiff } from './segments';
import { OP_ADDED, OP_REMOVED, toInlineSpans, type InlineSpans } from './spans';

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
  /** Line mode: the changed ranges (fromA, toA, fromB, toB per change, see changedRanges). */
  changes?: Uint32Array;
  /** Word and character modes: the segments. */
  inline?: InlineSpans;
}

export type DiffReport = DiffReportOk | { ok: false; message: string };

/** A report with the texts and options it was made from (what the result card shows). */
export interface Compared {
  report: DiffReportOk;
  original: string;
  modified: string;
  options: DiffOptions;
  files?: Partial<DiffNames>;
}

/**
 * Compares two texts for the screen: counts, line-ending facts, the unified diff and either the
 * line edit script (line mode) or the inline segments (word and character modes). Never throws.
 */
export function diffReport(
  original: string,
  modified: string,
  opts: DiffOptions,
  onProgress?: ProgressCallback,
  files: Partial<DiffNames> = {},
): DiffReport {
  const names = { ...DEFAULT_NAMES, ...files };
  const invalid = validateInputs(original, modified);
  if (invalid) return { ok: false, message: invalid };
  onProgress?.(0);
  const lineEndings = { original: lineEndingStyle(original), modified: lineEndingStyle(modified) };
  const base = {
    ok: true as const,
    identical: original === modified,
    lineEndingOnly: differsOnlyInLineEndings(original, modified),
    lineEndings,
  };
  const lineOptions = {
    mode: 'line' as const,
    ignoreWhitespace: opts.ignoreWhitespace,
    ignoreCase: opts.ignoreCase,
    timeoutMs: opts.timeoutMs,
  };
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
    const unified = exact ? unifiedFromOps(exact, names) : null;
    const changes = changedRanges(original, modified, ops, !!opts.ignoreCase);
    onProgress?.(1);
    return { ...base, added, removed, unit: 'lines', unified, ops: codes, changes };
  }
  const r = computeDiff(original, modified, opts);
  if (!r.ok) return r;
  onProgress?.(0.7);
  const lines = lineOps(original, modified, lineOptions);
  const exact = lines && patchOps(original, modified, lines, opts.timeoutMs);
  onProgress?.(1);
  return {
    ...base,
    added: r.added,
    removed: r.removed,
    unit: r.unit,
    unified: exact ? unifiedFromOps(exact, names) : null,
    inline: toInlineSpans(r.segments),
  };
}

/** '1 line', '2 lines', '1 character'… */
export function countLabel(n: number, unit: DiffSuccess['unit']): string {
  return countOf(n, unit.slice(0, -1), unit);
}

/** A sentence about the line endings, or null when there is nothing to say. */
export function lineEndingNote(r: Pick<DiffReportOk, 'identical' | 'lineEndingOnly' | 'lineEndings'>): string | null {
  const { original, modified } = r.lineEndings;
  if (r.lineEndingOnly)
    return `${MESSAGES.lineEndingsOnly}: the original uses ${original}, the modified text uses ${modified}.`;
  if (original !== modified && original !== 'None' && modified !== 'None')
    return `Line endings differ (original ${original}, modified ${modified}); they are ignored so that only real changes are shown.`;
  return null;
}
