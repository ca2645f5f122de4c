import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@/theme/ThemeProvider';
import { Input } from '@/ui/layout';
import { TextArea } from '@/ui/TextArea';
import { rememberTypedText } from './typedBeforeHydration';

/** A tool's fields as its page prerenders them; the state each field reports is shown beside it. */
function Fields() {
  const [line, setLine] = useState('');
  const [text, setText] = useState('prerendered');
  const [on, setOn] = useState(false);
  return (
    <AppThemeProvider>
      <Input aria-label="line" value={line} onChange={(e) => setLine(e.target.value)} />
      <TextArea label="text" value={text} onChange={(e) => setText(e.target.value)} showCount={false} />
      <input type="checkbox" aria-label="on" checked={on} onChange={(e) => setOn(e.target.checked)} />
      <output data-testid="state">{JSON.stringify({ line, text, on })}</output>
    </AppThemeProvider>
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[aria-label="${name}"]`)!;

afterEach(() => {
  document.body.innerHTML = '';
});

/** The prerendered page, typed into before the script hydrates it. */
async function hydrateAfterTyping(type: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Fields />);
  document.body.append(container);
  type();
  rememberTypedText(container);
  await act(async () => {
    hydrateRoot(container, <Fields />);
  });
  return JSON.parse(document.querySelector('[data-testid="state"]')!.textContent!);
}

describe('text typed into a prerendered field before hydration', () => {
  it('becomes the state of a one-line field and of a text area, and stays on screen', async () => {
    const state = await hydrateAfterTyping(() => {
      field('line').value = 'typed';
      document.querySelector('textarea')!.value = 'prerendered, then typed';
    });
    expect(state).toEqual({ line: 'typed', text: 'prerendered, then typed', on: false });
    expect(field('line').value).toBe('typed');
    expect(document.querySelector('textarea')!.value).toBe('prerendered, then typed');
  });

  it('keeps the caret where the visitor left it', async () => {
    const state = await hydrateAfterTyping(() => {
      const line = field('line');
      line.value = 'abcdef';
      line.setSelectionRange(2, 4);
    });
    expect(state.line).toBe('abcdef');
    expect([field('line').selectionStart, field('line').selectionEnd]).toEqual([2, 4]);
  });

  it('leaves untouched fields and checkboxes as they are', async () => {
    const state = await hydrateAfterTyping(() => undefined);
    expect(state).toEqual({ line: '', text: 'prerendered', on: false });
  });
});
