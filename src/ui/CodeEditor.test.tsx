import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/themes';
import { LARGE_TEXT_CHARS } from '../lib/rows';
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
});
