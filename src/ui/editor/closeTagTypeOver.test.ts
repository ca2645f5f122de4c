import { html } from '@codemirror/lang-html';
import { xml } from '@codemirror/lang-xml';
import { EditorSelection, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTagTypeOver } from './closeTagTypeOver';

let view: EditorView | null = null;
afterEach(() => {
  view?.destroy();
  view = null;
});

function editor(language: Extension, doc = '') {
  view = new EditorView({
    state: EditorState.create({
      doc,
      selection: EditorSelection.cursor(doc.length),
      extensions: [language, closeTagTypeOver],
    }),
    parent: document.body,
  });
  return view;
}

/** Types as the browser does: each character goes to the input handlers (auto-close among them), else is inserted. */
function type(v: EditorView, text: string) {
  for (const ch of text) {
    const { from, to } = v.state.selection.main;
    const insert = () =>
      v.state.update({
        changes: { from, to, insert: ch },
        selection: EditorSelection.cursor(from + ch.length),
        userEvent: 'input.type',
      });
    const handled = v.state.facet(EditorView.inputHandler).some((handler) => handler(v, from, to, ch, insert));
    if (!handled) v.dispatch(insert());
  }
}

const enter = (v: EditorView) => type(v, '\n');

describe('a typed close tag types over the one the editor inserted', () => {
  it('XML: typing an element by hand leaves one close tag for each element', () => {
    const v = editor(xml());
    type(v, '<config>');
    expect(v.state.doc.toString()).toBe('<config></config>');
    enter(v);
    type(v, '<port>80</port>');
    enter(v);
    type(v, '</config>');
    expect(v.state.doc.toString()).toBe('<config>\n<port>80</port>\n</config>');
  });

  it('the inserted tag pushed down by Enter (with indentation) is taken back with the white space before it', () => {
    const v = editor(xml());
    type(v, '<config>');
    // Enter between the tags, as the editor's Enter splits them: the close tag on a line of its own
    v.dispatch({ changes: { from: 8, insert: '\n  \n' }, selection: EditorSelection.cursor(11), userEvent: 'input' });
    type(v, '<port>80</port>');
    enter(v);
    type(v, '</config>');
    expect(v.state.doc.toString()).toBe('<config>\n  <port>80</port>\n</config>');
  });

  it('HTML: the same', () => {
    const v = editor(html());
    type(v, '<div><b>bold</b></div>');
    expect(v.state.doc.toString()).toBe('<div><b>bold</b></div>');
  });

  it('a close tag the visitor wrote stays, and a different tag is typed, not swallowed', () => {
    const v = editor(xml(), '<a>');
    // the text is the visitor's: no close tag was inserted for it
    v.dispatch({ changes: { from: 3, insert: '</a>' } });
    v.dispatch({ selection: EditorSelection.cursor(3) });
    type(v, '</a>');
    expect(v.state.doc.toString()).toBe('<a></a></a>');
  });

  it('a child element typed in front of an inserted close tag is typed, not swallowed', () => {
    const v = editor(xml());
    type(v, '<x>');
    type(v, '<y/>');
    expect(v.state.doc.toString()).toBe('<x><y/></x>');
  });
});
