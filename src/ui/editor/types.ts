import type { EditorView } from '@codemirror/view';
import type { LineDecorator } from './lineDecorations';
import type { LineFold } from './lineFolds';
import type { EditorPalette } from './palette';

export type { ClassStyle, EditorPalette, SyntaxRole } from './palette';
export type { LineDecorator, LineLook, LineMark } from './lineDecorations';
export type { LineFold } from './lineFolds';

export type EditorLanguage = 'text' | 'json' | 'xml' | 'html' | 'typescript' | 'yaml' | 'toml';

/**
 * A stretch of the text to mark, by UTF-16 offsets: where parsing stopped (`error`), a match or one
 * of its capture groups (`match`, `group`).
 */
export interface EditorMark {
  from: number;
  to: number;
  kind: 'error' | 'match' | 'group';
}

/** What the React wrapper tells the editor; each update applies only what changed. */
export interface EditorSettings {
  value: string;
  label: string;
  language: EditorLanguage;
  wrap: boolean;
  readOnly: boolean;
  invalid: boolean;
  placeholder?: string;
  describedBy?: string;
  marks: readonly EditorMark[];
  /** a fixed colour theme instead of the site's light/dark code colours */
  palette?: EditorPalette;
  /** classes of the lines in view (and marks inside them) */
  decorateLine?: LineDecorator;
  /** whole lines folded away when the text is shown (keep the list stable while the text is the same) */
  folds?: readonly LineFold[];
}

export interface EditorHandle {
  view: EditorView;
  update: (settings: EditorSettings) => void;
  /** puts the caret on (or selects) the range and scrolls it into view */
  select: (from: number, to: number) => void;
  /** opens the search panel (Ctrl+F), its field focused */
  find: () => void;
  destroy: () => void;
}

/** What a read-only diff of two texts is made from. */
export interface MergeSettings {
  original: string;
  modified: string;
  /** Changed ranges, fromA, toA, fromB, toB per change (UTF-16 offsets in `original` and `modified`). */
  changes: Uint32Array;
  layout: 'split' | 'unified';
  /** Accessible names of the editors. */
  labels: { original: string; modified: string; unified: string };
  wrap: boolean;
  /** The change holding the selection (1-based, 0 for none) and how many there are; called at start and as the selection moves. */
  onPosition: (index: number, count: number) => void;
}

export interface MergeHandle {
  next: () => void;
  previous: () => void;
  /** how many unchanged stretches are folded away when the view opens */
  folds: number;
  destroy: () => void;
}
