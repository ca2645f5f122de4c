import {
  Change,
  diff,
  getChunks,
  goToNextChunk,
  goToPreviousChunk,
  MergeView,
  unifiedMergeView,
  type DiffConfig,
} from '@codemirror/merge';
import { EditorState, Prec, Text, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { baseExtensions } from './createEditor';
import { mergeTheme } from './mergeTheme';
import type { MergeHandle, MergeSettings } from './types';

/** Unchanged stretches longer than this many lines fold away, leaving this many lines of context. */
const COLLAPSE = { margin: 3, minSize: 8 };

/**
 * The changes the caller computed (elsewhere, e.g. in a worker) for the view's first diff, which is
 * of the whole texts (checked by length: comparing megabytes costs a frame); any later one (never
 * the case for read-only views) is diffed here.
 */
function diffConfig(settings: MergeSettings): DiffConfig {
  const given: Change[] = [];
  const c = settings.changes;
  for (let k = 0; k + 3 < c.length; k += 4) given.push(new Change(c[k], c[k + 1], c[k + 2], c[k + 3]));
  let first = true;
  return {
    override: (a, b) => {
      const whole = first && a.length === settings.original.length && b.length === settings.modified.length;
      first = false;
      return whole ? given : diff(a, b, { scanLimit: 500 });
    },
  };
}

/**
 * How many unchanged stretches of the modified text fold away: those of at least `minSize` lines
 * once `margin` lines of context are kept beside each change (the rule of `collapseUnchanged`).
 */
function foldCount(state: EditorState): number {
  const chunks = getChunks(state)?.chunks ?? [];
  const { doc } = state;
  let count = 0;
  let previousEnd = 1;
  for (let i = 0; i <= chunks.length; i++) {
    const chunk = chunks[i];
    const from = i ? previousEnd + COLLAPSE.margin : 1;
    const to = chunk ? doc.lineAt(chunk.fromB).number - 1 - COLLAPSE.margin : doc.lines;
    if (to - from + 1 >= COLLAPSE.minSize) count++;
    if (chunk) previousEnd = doc.lineAt(Math.min(doc.length, chunk.toB)).number;
  }
  return count;
}

/** 1-based number of the chunk holding the selection head, 0 when it is outside every chunk. */
function chunkAtHead(state: EditorState): { index: number; count: number } {
  const found = getChunks(state);
  if (!found) return { index: 0, count: 0 };
  const head = state.selection.main.head;
  const index = found.chunks.findIndex((ch) => {
    const [from, to] = found.side === 'a' ? [ch.fromA, ch.toA] : [ch.fromB, ch.toB];
    return from <= head && (head < to || head === from);
  });
  return { index: index + 1, count: found.chunks.length };
}

/**
 * Shows the folded unchanged lines right below or right above the cursor's line, as a click on
 * them does (in both halves of a side-by-side view): folds are otherwise out of a keyboard's reach.
 */
function unfoldNextToCursor(view: EditorView): boolean {
  const line = view.state.doc.lineAt(view.state.selection.main.head);
  const starts = new Set([line.to + 1]);
  if (line.from > 0) starts.add(view.lineBlockAt(line.from - 1).from);
  const fold = Array.from(view.contentDOM.querySelectorAll<HTMLElement>('.cm-collapsedLines')).find((el) =>
    starts.has(view.posAtDOM(el)),
  );
  fold?.click();
  return fold !== undefined;
}

function viewerExtensions(label: string, settings: MergeSettings, onFocus: (view: EditorView) => void): Extension {
  return [
    baseExtensions(),
    mergeTheme,
    EditorState.readOnly.of(true),
    settings.wrap ? EditorView.lineWrapping : [],
    EditorView.contentAttributes.of({
      'aria-label': label,
      'aria-readonly': 'true',
      'aria-multiline': 'true',
      tabindex: '0',
      spellcheck: 'false',
    }),
    Prec.high(
      keymap.of([
        { key: 'Alt-ArrowDown', run: goToNextChunk },
        { key: 'Alt-ArrowUp', run: goToPreviousChunk },
        { key: 'Enter', run: unfoldNextToCursor },
      ]),
    ),
    EditorView.updateListener.of((update) => {
      if (update.focusChanged && update.view.hasFocus) onFocus(update.view);
      if (update.selectionSet) {
        const at = chunkAtHead(update.state);
        settings.onPosition(at.index, at.count);
      }
    }),
  ];
}

/**
 * A read-only diff of two texts in `parent`: side by side (two aligned editors) or unified (the
 * modified text with the removed lines shown above the lines that replace them). Changed lines and
 * the changed characters in them are marked, long unchanged stretches fold away (a click, or Enter
 * on the line next to them, shows them), and Alt+↓ / Alt+↑ or the handle move to the next or
 * previous change.
 */
export function createMergeView(parent: HTMLElement, settings: MergeSettings): MergeHandle {
  let active: EditorView;
  const focus = (view: EditorView) => {
    active = view;
  };
  let destroy: () => void;
  let count: number;
  let folds: number;
  const config = diffConfig(settings);
  if (settings.layout === 'split') {
    const merge = new MergeView({
      parent,
      a: { doc: settings.original, extensions: viewerExtensions(settings.labels.original, settings, focus) },
      b: { doc: settings.modified, extensions: viewerExtensions(settings.labels.modified, settings, focus) },
      gutter: true,
      highlightChanges: true,
      collapseUnchanged: COLLAPSE,
      diffConfig: config,
    });
    active = merge.b;
    count = merge.chunks.length;
    folds = foldCount(merge.b.state);
    destroy = () => merge.destroy();
  } else {
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: settings.modified,
        extensions: [
          viewerExtensions(settings.labels.unified, settings, focus),
          unifiedMergeView({
            // lines split as the editor splits them (at LF only), so offsets and CRs stay exact
            original: Text.of(settings.original.split('\n')),
            gutter: true,
            highlightChanges: true,
            mergeControls: false,
            syntaxHighlightDeletions: false,
            collapseUnchanged: COLLAPSE,
            diffConfig: config,
          }),
        ],
      }),
    });
    active = view;
    count = getChunks(view.state)?.chunks.length ?? 0;
    folds = foldCount(view.state);
    destroy = () => view.destroy();
  }
  settings.onPosition(0, count);
  const move = (command: typeof goToNextChunk) => () => {
    command(active);
  };
  return { next: move(goToNextChunk), previous: move(goToPreviousChunk), folds, destroy };
}
