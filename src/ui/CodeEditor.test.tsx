import { EditorView } from '@codemirror/view';
import { render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { LARGE_TEXT_CHARS } from '@/lib/rows';
import { theme } from '@/theme/themes';
import { CodeEditor, EDITOR_LOADING } from './CodeEditor';

const renderEditor = (value: string) =>
  render(
    <ThemeProvider theme={theme}>
      <CodeEditor label="Input" value={value} placeholder="Type here" />
    </ThemeProvider>,
  );

describe('CodeEditor stand-in', () => {
  it('holds a small text until the editor loads', () => {
    renderEditor('{"a": 1}');
    const standin = screen.getByRole('textbox', { name: 'Input' });
    expect(standin).toHaveValue('{"a": 1}');
    expect(standin).not.toHaveAttribute('readonly');
  });

  it('keeps a large text out of the textarea and waits read-only for the editor', () => {
    renderEditor('x'.repeat(LARGE_TEXT_CHARS + 1));
    const standin = screen.getByRole('textbox', { name: 'Input' });
    expect(standin).toHaveValue('');
    expect(standin).toHaveAttribute('readonly');
    expect(standin).toHaveAttribute('placeholder', EDITOR_LOADING);
  });

  it('hands its focus and selection to the editor that takes its place', async () => {
    renderEditor('hello');
    const standin = screen.getByRole('textbox', { name: 'Input' });
    if (!(standin instanceof HTMLTextAreaElement)) throw new Error('no stand-in');
    standin.focus();
    standin.setSelectionRange(1, 3);
    await waitFor(() => expect(document.querySelector('[data-editor="ready"]')).not.toBeNull());
    const content = screen.getByRole('textbox', { name: 'Input' });
    const view = EditorView.findFromDOM(content);
    expect(view?.hasFocus).toBe(true);
    expect(view?.state.selection.main.from).toBe(1);
    expect(view?.state.selection.main.to).toBe(3);
  });

  it('leaves the focus where the visitor moved it while the editor loaded', async () => {
    render(
      <ThemeProvider theme={theme}>
        <CodeEditor label="First" value="a" />
        <CodeEditor label="Second" value="" />
      </ThemeProvider>,
    );
    screen.getByRole('textbox', { name: 'First' }).focus();
    const second = screen.getByRole('textbox', { name: 'Second' });
    second.focus();
    await waitFor(() => expect(document.querySelectorAll('[data-editor="ready"]')).toHaveLength(2));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Second');
  });
});
