import { EditorState, StateField, type Extension, type Transaction } from '@codemirror/state';

/** A close tag the editor wrote by itself when the visitor typed an open tag's `>`. */
interface AutoClosed {
  from: number;
  to: number;
}

const CLOSE_TAG = /^<\/[^\s<>/]+>$/;

/** The close tags the editor inserted (XML's and HTML's auto-close), followed through later edits. */
const autoClosed = StateField.define<readonly AutoClosed[]>({
  create: () => [],
  update(tags, tr) {
    if (!tr.docChanged) return tags;
    const doc = tr.newDoc;
    const kept = tags
      .map((tag) => ({ from: tr.changes.mapPos(tag.from, 1), to: tr.changes.mapPos(tag.to, -1) }))
      // an edit inside the tag makes it the visitor's own
      .filter((tag) => tag.to > tag.from && CLOSE_TAG.test(doc.sliceString(tag.from, tag.to)));
    if (!tr.isUserEvent('input.complete')) return kept;
    const added: AutoClosed[] = [];
    tr.changes.iterChanges((_fromA, _toA, fromB, _toB, inserted) => {
      const text = inserted.toString();
      if (CLOSE_TAG.test(text)) added.push({ from: fromB, to: fromB + text.length });
    });
    return [...kept, ...added];
  },
});

/** The close tag `</name>` that ends right at `pos`, if the text there is one. */
function closeTagBefore(state: EditorState, pos: number): string | null {
  const line = state.doc.lineAt(pos);
  const match = /<\/[^\s<>/]+>$/.exec(state.doc.sliceString(line.from, pos));
  return match ? match[0] : null;
}

/**
 * A close tag typed by hand over one the editor inserted types over it, as in VS Code: typing
 * `<port>` writes `</port>` after the cursor, and typing `80</port>` then leaves one `</port>`,
 * not two. The inserted tag is taken back also when Enter has moved it to a line below (the white
 * space between goes with it). Only tags the editor wrote are taken back; a close tag the visitor
 * wrote stays.
 */
const typeOver = EditorState.transactionFilter.of((tr: Transaction) => {
  if (!tr.docChanged || !tr.isUserEvent('input') || tr.newSelection.ranges.length !== 1) return tr;
  const { head, empty } = tr.newSelection.main;
  if (!empty) return tr;
  const state = tr.state;
  const typed = closeTagBefore(state, head);
  if (!typed) return tr;
  // the inserted tag may have been pushed down by Enter: only white space may stand between
  const gap = /^\s*/.exec(state.doc.sliceString(head, Math.min(state.doc.length, head + 1000)))?.[0].length ?? 0;
  const next = state.field(autoClosed).find((tag) => tag.from === head + gap);
  if (!next || state.doc.sliceString(next.from, next.to) !== typed) return tr;
  return [tr, { changes: { from: head, to: next.to }, sequential: true }];
});

export const closeTagTypeOver: Extension = [autoClosed, typeOver];
