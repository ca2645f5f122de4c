import { codeFolding, foldedRanges, foldEffect, foldService, unfoldEffect } from '@codemirror/language';
import { StateEffect, StateField, type EditorState, type Text } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';

/**
 * Whole lines a tool folds away when its output is shown (1-based, `from` to `to` inclusive), with
 * what the fold stands for ("4 framework frames"). The first line keeps its number and shows the
 * label; a click on it, or Ctrl+Shift+] on the line, shows the lines again.
 */
export interface LineFold {
  from: number;
  to: number;
  label: string;
}

interface Folds {
  list: readonly LineFold[];
  byStart: ReadonlyMap<number, LineFold>;
}

const NONE: Folds = { list: [], byStart: new Map() };

export const setLineFolds = StateEffect.define<readonly LineFold[] | undefined>();

const foldsField = StateField.define<Folds>({
  create: () => NONE,
  update(value, tr) {
    for (const effect of tr.effects)
      if (effect.is(setLineFolds))
        value = effect.value ? { list: effect.value, byStart: new Map(effect.value.map((f) => [f.from, f])) } : NONE;
    return value;
  },
});

/**
 * The character range of a fold, or null while the text does not hold all its lines. It starts
 * after the first line's indent, so the label lines up with the lines around it.
 */
function rangeOf(doc: Text, fold: LineFold): { from: number; to: number } | null {
  if (fold.from < 1 || fold.to < fold.from || fold.to > doc.lines) return null;
  const first = doc.line(fold.from);
  const indent = /^\s*/.exec(first.text)?.[0].length ?? 0;
  return { from: first.from + indent, to: doc.line(fold.to).to };
}

function foldAt(state: EditorState, pos: number): LineFold | undefined {
  return state.field(foldsField).byStart.get(state.doc.lineAt(pos).number);
}

/** The placeholder of a fold: its label where the tool gave one, CodeMirror's "…" otherwise (a JSON object folded by hand). */
function placeholderDOM(view: EditorView, onclick: (event: Event) => void, label: unknown): HTMLElement {
  const element = document.createElement('span');
  const named = typeof label === 'string';
  element.textContent = named ? `… ${label}` : '…';
  element.setAttribute('aria-label', named ? label : view.state.phrase('folded code'));
  element.title = view.state.phrase('unfold');
  element.className = named ? 'cm-foldPlaceholder cm-foldPlaceholder-named' : 'cm-foldPlaceholder';
  element.onclick = onclick;
  return element;
}

/** Folding of the tool's line folds: each can be opened and folded again from the gutter. */
export const lineFolds = [
  foldsField,
  foldService.of((state, lineStart) => {
    const fold = foldAt(state, lineStart);
    return fold ? rangeOf(state.doc, fold) : null;
  }),
  codeFolding({
    placeholderDOM,
    preparePlaceholder: (state, range) => {
      const fold = foldAt(state, range.from);
      const whole = fold && rangeOf(state.doc, fold);
      return whole && whole.to === range.to ? fold.label : null;
    },
  }),
];

/**
 * Replaces the tool's folds: the lines it folded before are shown again and the new ones folded.
 * Dispatched after the text they belong to is in the editor.
 */
export function applyLineFolds(view: EditorView, folds: readonly LineFold[] | undefined): void {
  const { state } = view;
  const old = state.field(foldsField).byStart;
  const effects: StateEffect<unknown>[] = [setLineFolds.of(folds)];
  foldedRanges(state).between(0, state.doc.length, (from, to) => {
    if (old.has(state.doc.lineAt(from).number)) effects.push(unfoldEffect.of({ from, to }));
  });
  for (const fold of folds ?? []) {
    const range = rangeOf(state.doc, fold);
    if (range) effects.push(foldEffect.of(range));
  }
  view.dispatch({ effects });
}
