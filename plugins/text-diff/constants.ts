/** Text diff constants, options and result types, and the input check. */
import type { LineEndingStyle } from './lines';

export const MESSAGES = {
  bothEmpty: 'Please enter text in both fields to compare',
  downloadFailed: 'Failed to download file',
  copyFailed: 'Failed to copy to clipboard',
  copyFailedAlt: 'Could not copy to clipboard',
  tooDifferent:
    'Comparison stopped: the texts are too different to compare in reasonable time. Try line mode, or compare smaller parts.',
  identical: 'The texts are identical',
  lineEndingsOnly: 'The texts differ only in line endings',
} as const;

export const DIFF_FILE_NAME = 'diff_result.diff';

/** What the unified diff's `---` and `+++` lines name: the opened files' names, as `diff -u a b` writes them. */
export interface DiffNames {
  original: string;
  modified: string;
}
export const DEFAULT_NAMES: DiffNames = { original: 'original', modified: 'modified' };

const stem = (name: string) => name.replace(/\.[^.]*$/, '') || name;

/**
 * The download's name: diff_result.diff for typed texts; after the opened files otherwise
 * (`old_vs_new.diff`, or one file's name when only one side was opened or both share it).
 */
export function diffFileName(files: Partial<DiffNames>): string {
  const names = [files.original, files.modified].filter((n): n is string => !!n).map(stem);
  if (names.length === 0) return DIFF_FILE_NAME;
  const [first, second] = names;
  return `${second && second !== first ? `${first}_vs_${second}` : first}.diff`;
}
/** Time budget of one word or character comparison. */
export const DEFAULT_TIMEOUT_MS = 3000;
/**
 * Line mode gives up past this many added plus removed lines. Myers' work grows with the square of
 * that number, so the limit keeps a comparison to about two seconds on a laptop while the answer
 * depends only on the texts: a busy or slow machine takes longer but never turns a comparison it
 * could finish into "too different".
 */
export const MAX_LINE_EDITS = 4000;
/** Line mode's clock backstop when the caller sets no time budget. */
export const LINE_BACKSTOP_MS = 15_000;
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

/** A run of text and whether the modified side added it, removed it or kept it. */
export interface DiffSegment {
  text: string;
  type: 'added' | 'removed' | 'unchanged';
}

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
