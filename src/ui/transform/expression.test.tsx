import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/Providers';
import { defineJobs } from '@/lib/defineJobs';
import { jobClient } from '@/lib/jobClient';
import { ToolScope } from '@/lib/toolScope';
import { defineOptions } from '@/registry/types';
import { defineTransform } from './defineTransform';

const schema = {
  type: 'object',
  properties: { mode: { type: 'string', enum: ['a', 'b'] } },
  additionalProperties: false,
} as const;
const options = defineOptions<{ mode: 'a' | 'b' }>({ schema, defaults: { mode: 'a' } });
// echoes what it was given, and says where a '!' in the expression is
const jobs = jobClient(
  defineJobs({
    run: ({ input, expression, mode }: { input: string; expression: string; mode: string }) => {
      const at = expression.indexOf('!');
      return at === -1 ? { ok: true as const, output: `${mode}:${expression}:${input}` } : { ok: false as const, at };
    },
  }),
);

const tool = defineTransform({
  options,
  jobs,
  kind: 'run',
  policy: 'lines',
  modes: {
    control: 'tabs',
    label: 'Mode',
    option: 'mode',
    items: [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ],
  },
  request: ({ input, expression, mode }) => ({ input, expression, mode }),
  blank: ({ expression }) => (expression.trim() === '' ? 'Enter an expression' : 'Enter some input'),
  read: (result) =>
    result.ok
      ? { ok: true, output: result.output, details: null }
      : {
          ok: false,
          error: {
            title: 'Bad expression',
            message: 'a !',
            line: 1,
            column: result.at + 1,
            offset: result.at,
            in: 'expression',
          },
        },
  failed: (error) => ({ message: error.message }),
  expression: { label: ({ mode }) => `Expression ${mode}`, placeholder: () => 'e.g. x', perMode: true },
  input: { label: () => 'Input', placeholder: () => '' },
  output: { label: () => 'Output', view: 'text', download: { fileName: () => 'out.txt' } },
  examples: [{ mode: 'a', input: 'doc', expression: 'ex' }],
});

let rendered = 0;
function renderTool() {
  return render(
    <Providers>
      <MemoryRouter initialEntries={['/t']}>
        <ToolScope id={`expression-test-${++rendered}`}>
          <tool.Screen manifest={{ id: 'expression-test' }} />
        </ToolScope>
      </MemoryRouter>
    </Providers>,
  );
}

// the first render loads the frame's lazy pieces, which the test runner transforms on first use
describe('a transform tool with an expression', { timeout: 40_000 }, () => {
  it('runs only once both texts are given, with the expression in the request', async () => {
    renderTool();
    const input = screen.getByLabelText('Input');
    fireEvent.change(input, { target: { value: 'doc' } });
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.getByRole('textbox', { name: 'Output' })).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Expression a'), { target: { value: 'x' } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Output' })).toHaveValue('a:x:doc'), {
      timeout: 25_000,
    });
  });

  it('keeps one expression per mode when asked', async () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Input'), { target: { value: 'doc' } });
    fireEvent.change(screen.getByLabelText('Expression a'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByLabelText('Expression b')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Expression b'), { target: { value: 'y' } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Output' })).toHaveValue('b:y:doc'), {
      timeout: 25_000,
    });
    fireEvent.click(screen.getByRole('tab', { name: 'A' }));
    expect(screen.getByLabelText('Expression a')).toHaveValue('x');
  });

  it('shows an error in the expression under it, and Go to error selects the character there', async () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Input'), { target: { value: 'doc' } });
    const field = screen.getByLabelText('Expression a');
    fireEvent.change(field, { target: { value: 'ab!c' } });
    const alert = await screen.findByRole('alert', {}, { timeout: 25_000 });
    expect(alert).toHaveTextContent('Line 1, Column 3');
    // the field at fault is outlined, not the input
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Input')).not.toHaveAttribute('aria-invalid');
    // placed right after the expression field, before the input
    expect(field.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      alert.compareDocumentPosition(screen.getByLabelText('Input')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to error' }));
    expect(field).toHaveFocus();
    expect(field instanceof HTMLInputElement ? [field.selectionStart, field.selectionEnd] : null).toEqual([2, 3]);
  });

  it('runs its examples with their expression', async () => {
    await expect(tool.runExample(0)).resolves.toEqual({ ok: true, output: 'a:ex:doc' });
  });
});
