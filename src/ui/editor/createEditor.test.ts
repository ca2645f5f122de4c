import { undo } from '@codemirror/commands';
import { foldCode } from '@codemirror/language';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEditor } from './createEditor';
import type { EditorHandle, EditorSettings } from './types';

const base: EditorSettings = {
  value: '',
  label: 'Input',
  language: 'text',
  wrap: true,
  readOnly: false,
  invalid: false,
  marks: [],
};
let open: EditorHandle | null = null;

function mount(settings: Partial<EditorSettings>, onChange = vi.fn()) {
  const parent = document.createElement('div');
  document.body.append(parent);
  open = createEditor(parent, { ...base, ...settings }, onChange);
  return { editor: open, parent, onChange };
}

afterEach(() => {
  open?.destroy();
  open = null;
  document.body.innerHTML = '';
});

describe('createEditor', () => {
  it('is a tab stop, editable or read-only', () => {
    const { editor, parent } = mount({ value: 'x' });
    expect(parent.querySelector('.cm-content')?.getAttribute('tabindex')).toBe('0');
    editor.update({ ...base, value: 'x', readOnly: true });
    expect(parent.querySelector('.cm-content')?.getAttribute('tabindex')).toBe('0');
  });

  it('starts with its text, which undo does not take away', () => {
    const { editor, onChange } = mount({ value: 'start' });
    expect(editor.view.state.doc.toString()).toBe('start');
    expect(undo(editor.view)).toBe(false);
    expect(editor.view.state.doc.toString()).toBe('start');
    expect(onChange).not.toHaveBeenCalled();
  });

  // that its field takes the focus is a browser's doing (select()), checked in the e2e suite
  it('find opens the search panel at the top, in a read-only editor too', () => {
    const { editor, parent } = mount({ value: '{"email": 1}', readOnly: true });
    expect(parent.querySelector('.cm-search')).toBeNull();
    editor.find();
    expect(parent.querySelector('.cm-panels-top .cm-search input[name=search]')).not.toBeNull();
  });

  it('holds exactly the text it is given: CRLF stays CRLF', () => {
    const { editor } = mount({ value: 'a\r\nb\rc\nd' });
    expect(editor.view.state.doc.toString()).toBe('a\r\nb\rc\nd');
    expect(editor.view.state.doc.lines).toBe(3);
  });

  it('reports the user’s edits, not the text the tool sets', () => {
    const { editor, onChange } = mount({ value: 'one' });
    editor.update({ ...base, value: 'two' });
    expect(onChange).not.toHaveBeenCalled();
    expect(editor.view.state.doc.toString()).toBe('two');
    editor.view.dispatch({ changes: { from: 3, insert: '!' } });
    expect(onChange).toHaveBeenCalledWith('two!');
  });

  it('keeps a caret at the end of the text at the end when the tool sets a longer text, so typing goes on after it', () => {
    const { editor } = mount({ value: '' });
    editor.view.focus();
    expect(editor.view.hasFocus).toBe(true);
    editor.update({ ...base, value: '{"a":' });
    expect(editor.view.state.selection.main.head).toBe(5);
    editor.view.dispatch(editor.view.state.replaceSelection(' 1}'));
    expect(editor.view.state.doc.toString()).toBe('{"a": 1}');
    // a caret elsewhere stays where it was
    editor.view.dispatch({ selection: { anchor: 1 } });
    editor.update({ ...base, value: '{"a": 1}\n' });
    expect(editor.view.state.selection.main.head).toBe(1);
  });

  it('marks an error where it is, and the last character when the text stops too early', () => {
    const { editor, parent } = mount({ value: '<a><b></a>', marks: [{ from: 8, to: 9, kind: 'error' }] });
    expect(Array.from(parent.querySelectorAll('.cm-mark-error'), (m) => m.textContent)).toEqual(['a']);
    const marks = [{ from: 10, to: 10, kind: 'error' as const }];
    editor.update({ ...base, value: '<a><b></a>', marks });
    expect(Array.from(parent.querySelectorAll('.cm-mark-error'), (m) => m.textContent)).toEqual(['>']);
  });

  it('keeps marks on their text while the user edits before them, and drops them for new ones', () => {
    const marks = [{ from: 4, to: 7, kind: 'match' as const }];
    const { editor, parent } = mount({ value: 'foo bar', marks });
    editor.view.dispatch({ changes: { from: 0, insert: '>> ' } });
    expect(Array.from(parent.querySelectorAll('.cm-mark-match'), (m) => m.textContent)).toEqual(['bar']);
    editor.update({ ...base, value: '>> foo bar', marks: [] });
    expect(parent.querySelectorAll('.cm-mark-match')).toHaveLength(0);
  });

  it('select puts the caret on a range', () => {
    const { editor } = mount({ value: 'line one\nline two' });
    editor.select(14, 17);
    expect(editor.view.state.selection.main).toMatchObject({ from: 14, to: 17 });
  });

  it('takes a text that grows by its new end only, keeping what it holds', () => {
    const { editor } = mount({ value: 'one\ntwo\n', readOnly: true });
    const first = editor.view.state.doc.line(1);
    editor.update({ ...base, value: 'one\ntwo\nthree', readOnly: true });
    expect(editor.view.state.doc.toString()).toBe('one\ntwo\nthree');
    expect(editor.view.state.doc.line(1)).toEqual(first);
    editor.update({ ...base, value: 'other', readOnly: true });
    expect(editor.view.state.doc.toString()).toBe('other');
  });

  it('gives the lines in view the decorator’s classes and marks, and takes them away with it', () => {
    const decorateLine = (line: number, text: string) => ({
      className: `row-${line}`,
      attributes: { 'data-kind': text.startsWith('at') ? 'frame' : 'head' },
      marks: [{ from: 0, to: 2, className: 'lead' }],
    });
    const { editor, parent } = mount({ value: 'Error: x\nat f', readOnly: true, decorateLine });
    const lines = Array.from(parent.querySelectorAll('.cm-line'));
    expect(lines.map((l) => l.classList.contains(`row-${lines.indexOf(l) + 1}`))).toEqual([true, true]);
    expect(lines.map((l) => l.getAttribute('data-kind'))).toEqual(['head', 'frame']);
    expect(Array.from(parent.querySelectorAll('.lead'), (m) => m.textContent)).toEqual(['Er', 'at']);
    editor.update({ ...base, value: 'Error: x\nat f', readOnly: true });
    expect(parent.querySelectorAll('[data-kind], .lead')).toHaveLength(0);
  });

  describe('folds whole lines the tool names, with their label', () => {
    const text = 'Error: x\nat a\nat b\nat c\nat main';
    const folds = [{ from: 2, to: 4, label: '3 framework frames' }];
    const placeholders = (parent: Element) =>
      Array.from(parent.querySelectorAll('.cm-foldPlaceholder'), (p) => p.textContent);
    const shown = (parent: Element) => Array.from(parent.querySelectorAll('.cm-line'), (l) => l.textContent);

    it('from the start, and again for a new list; without one every line shows', () => {
      const { editor, parent } = mount({ value: text, readOnly: true, folds });
      expect(placeholders(parent)).toEqual(['… 3 framework frames']);
      expect(shown(parent)).toEqual(['Error: x', '… 3 framework frames', 'at main']);
      // the text the tool copies is whole
      expect(editor.view.state.doc.toString()).toBe(text);
      const next = 'Error: y\nat a\nat b\nat main';
      editor.update({ ...base, value: next, readOnly: true, folds: [{ from: 2, to: 3, label: '2 framework frames' }] });
      expect(shown(parent)).toEqual(['Error: y', '… 2 framework frames', 'at main']);
      editor.update({ ...base, value: next, readOnly: true });
      expect(shown(parent)).toEqual(['Error: y', 'at a', 'at b', 'at main']);
    });

    it('a click on the label shows the lines; the gutter folds them again', () => {
      const { editor, parent } = mount({ value: text, readOnly: true, folds });
      parent.querySelector<HTMLElement>('.cm-foldPlaceholder')?.click();
      expect(shown(parent)).toEqual(text.split('\n'));
      const marker = parent.querySelectorAll<HTMLElement>('.cm-foldGutter .cm-gutterElement')[2];
      expect(marker?.textContent).toBe('⌄');
      // what the marker's click runs (jsdom has no layout to find the line under the pointer)
      editor.view.dispatch({ selection: { anchor: editor.view.state.doc.line(2).from } });
      expect(foldCode(editor.view)).toBe(true);
      expect(placeholders(parent)).toEqual(['… 3 framework frames']);
    });

    it('leaves a fold whose lines the text does not hold', () => {
      const { parent } = mount({ value: 'Error: x\nat a', readOnly: true, folds });
      expect(placeholders(parent)).toEqual([]);
    });
  });

  it('takes a palette’s colours and gives them back to the site theme without one', () => {
    const palette = {
      background: 'rgb(39, 40, 34)',
      text: 'rgb(248, 248, 242)',
      lineNumber: 'rgb(144, 144, 138)',
      syntax: { tag: 'rgb(252, 92, 147)' },
    };
    const { editor, parent } = mount({ value: '<a/>', language: 'xml', readOnly: true, palette });
    const root = parent.querySelector<HTMLElement>('.cm-editor')!;
    expect(getComputedStyle(root).backgroundColor).toBe('rgb(39, 40, 34)');
    expect(getComputedStyle(root).getPropertyValue('--syntax-tag')).toBe('rgb(252, 92, 147)');
    editor.update({ ...base, value: '<a/>', language: 'xml', readOnly: true });
    expect(getComputedStyle(root).getPropertyValue('--syntax-tag')).toBe('');
  });

  // a highlighted token is a span with the highlighter's class; plain text has none
  const highlighted = (parent: HTMLElement, text: string) =>
    [...parent.querySelectorAll('.cm-line span')].some((span) => span.textContent === text && span.className !== '');

  it.each([
    ['yaml', 'port: 8080 # the default', '# the default'],
    ['toml', 'port = 8080 # the default', '# the default'],
  ] as const)('fetches the %s parser on first use and highlights with it', async (language, value, comment) => {
    const { parent } = mount({ value, language, readOnly: true });
    await vi.waitFor(() => expect(highlighted(parent, comment)).toBe(true));
  });

  it('leaves a text editor plain', () => {
    const { parent } = mount({ value: 'port: 8080 # the default', readOnly: true });
    expect(highlighted(parent, '# the default')).toBe(false);
  });
});
