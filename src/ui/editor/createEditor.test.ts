import { afterEach, describe, expect, it, vi } from 'vitest';
import { undo } from '@codemirror/commands';
import { createEditor } from './createEditor';
import type { EditorHandle, EditorSettings } from './types';

const base: EditorSettings = { value: '', label: 'Input', language: 'text', wrap: true, readOnly: false, invalid: false, marks: [] };
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
});
