import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/Providers';
import { defineJobs } from '@/lib/defineJobs';
import { jobClient } from '@/lib/jobClient';
import { ToolScope } from '@/lib/toolScope';
import { storeInputs } from '@/lib/toolState';
import { defineOptions } from '@/registry/types';
import { defineGenerator } from './defineGenerator';
import type { GeneratorTool, Recipe } from './types';

const options = defineOptions<{ size: number; upper: boolean; count: number }>({
  schema: {
    type: 'object',
    properties: {
      size: { type: 'integer', minimum: 1, maximum: 9 },
      upper: { type: 'boolean', title: 'Upper case' },
      count: { type: 'integer', minimum: 1, maximum: 50 },
    },
    additionalProperties: false,
  },
  defaults: { size: 3, upper: false, count: 3 },
});

let drawn = 0;
/** Values of `size` letters, a new one on every draw, so a test tells a redraw from the same value. */
const letters = ({ options: o }: { options: { size: number } }): Recipe<{ size: number }> => ({
  ok: true,
  key: String(o.size),
  make: () => `v${++drawn}`.padEnd(o.size + 2, 'x'),
  details: { size: o.size },
});

function show(tool: GeneratorTool, path = '/g') {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <ToolScope id="generator-test">
          <tool.Screen manifest={{ id: 'generator-test' }} />
        </ToolScope>
      </MemoryRouter>
    </Providers>,
  );
}

const stored = () =>
  [sessionStorage, localStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`)).join('\n');

const drawnTool = defineGenerator({
  options,
  one: {
    title: 'Your value',
    controls: [
      { key: 'size', kind: 'number', label: 'Size', min: 1, max: 9 },
      { key: 'upper', kind: 'switch', label: 'Upper case' },
    ],
    recipe: letters,
    show: (value, { options: o }) => (o.upper ? value.toUpperCase() : value),
    view: 'value',
    label: 'Generated value',
    testId: 'value',
    regenerate: { label: 'Regenerate', placement: 'below' },
  },
  bulk: {
    title: 'Bulk',
    count: 'count',
    controls: [{ key: 'count', kind: 'number', label: 'How many', min: 1, max: 50 }],
    recipe: letters,
    button: (count) => `Generate ${count}`,
    label: 'Generated values',
    placeholder: '',
    download: { fileName: 'values.txt' },
  },
});

describe('a generator drawn from its declaration', { timeout: 30_000 }, () => {
  it('draws an unseeded value only once the page is live, so the prerendered page holds none', () => {
    const html = renderToString(
      <Providers>
        <MemoryRouter initialEntries={['/g']}>
          <drawnTool.Screen manifest={{ id: 'generator-test' }} />
        </MemoryRouter>
      </Providers>,
    );
    expect(html).toContain('aria-label="Generated value"');
    expect(html).not.toMatch(/v\d+x/);
  });

  it('draws anew when the recipe changes, on Regenerate and on Ctrl+Enter; a shown change converts the value in place', async () => {
    show(drawnTool);
    const value = screen.getByTestId('value');
    await waitFor(() => expect(value.textContent).toMatch(/^v\d+x+$/));
    const first = value.textContent ?? '';
    fireEvent.click(screen.getByRole('switch', { name: 'Upper case' }));
    expect(value.textContent).toBe(first.toUpperCase());
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(value.textContent).not.toBe(first.toUpperCase());
    const second = value.textContent ?? '';
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '6' } });
    await waitFor(() => expect(value.textContent).toMatch(/^V\d+X+$/));
    expect(value.textContent).toHaveLength(8);
    expect(value.textContent).not.toBe(second);
    const third = value.textContent ?? '';
    fireEvent.keyDown(document, { key: 'Enter', ctrlKey: true });
    expect(value.textContent).not.toBe(third);
  });

  it('makes a list on demand, marks it out of date when the recipe changes, and Ctrl+Enter makes it again', async () => {
    show(drawnTool);
    fireEvent.click(screen.getByRole('button', { name: 'Generate 3' }));
    const list = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Generated values' });
    expect(list.value.split('\n')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('How many'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '2' } });
    await screen.findByText('Out of date — press Generate 5 or Ctrl+Enter');
    fireEvent.keyDown(document, { key: 'Enter', ctrlKey: true });
    expect(list.value.split('\n')).toHaveLength(5);
    expect(screen.queryByText(/Out of date/)).toBeNull();
  });

  it('keeps what it generated in the page only: never in storage, while its settings are kept', async () => {
    show(drawnTool, '/g?size=4');
    const value = screen.getByTestId('value');
    await waitFor(() => expect(value.textContent).toMatch(/^v\d+x+$/));
    fireEvent.click(screen.getByRole('button', { name: 'Generate 3' }));
    const list = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Generated values' }).value.split('\n');
    fireEvent.click(screen.getByRole('switch', { name: 'Upper case' }));
    act(() => storeInputs());
    const kept = stored();
    expect(kept).toContain('upper=true');
    for (const secret of [value.textContent ?? '', ...list]) expect(kept.toLowerCase()).not.toContain(secret);
  });

  it("keeps a declared input like typed text, and the screen's own state in the page only", () => {
    const tool = defineGenerator({
      options,
      inputs: ['text'],
      screen: { tab: 'first' },
      settings: {
        slot: ({ view, setInput }) => (
          <>
            <button onClick={() => setInput('tab', 'second')}>tab {view.inputs.tab}</button>
            <button onClick={() => setInput('text', 'typed words')}>text {view.inputs.text}</button>
          </>
        ),
      },
    });
    show(tool);
    fireEvent.click(screen.getByRole('button', { name: 'tab first' }));
    fireEvent.click(screen.getByRole('button', { name: 'text' }));
    expect(screen.getByRole('button', { name: 'tab second' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'text typed words' })).toBeInTheDocument();
    act(() => storeInputs());
    expect(stored()).toContain('typed words');
    expect(stored()).not.toContain('second');
  });

  it('gives a seeded value in the first render, the same on every render of the same options', () => {
    const seeded = defineGenerator({
      options,
      one: {
        title: 'Text',
        recipe: ({ options: o }) => ({ ok: true, key: String(o.size), make: (seed) => `seed ${seed}`, details: null }),
        firstSeed: 7,
        view: 'text',
        label: 'Text',
        regenerate: { label: 'Regenerate', placement: 'title' },
      },
    });
    const html = renderToString(
      <Providers>
        <MemoryRouter initialEntries={['/g']}>
          <seeded.Screen manifest={{ id: 'generator-test' }} />
        </MemoryRouter>
      </Providers>,
    );
    expect(html).toContain('seed 7');
  });

  it('says what a recipe waits for, then draws once it has loaded; a failed load is shown as the recipe says', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    let loaded = false;
    const until = new Promise<void>((done, fail) => {
      finish = (ok) => (ok ? done() : fail(new Error('offline')));
    }).then(() => {
      loaded = true;
    });
    const waiting = (): Recipe<null> =>
      loaded
        ? { ok: true, key: 'w', make: () => 'loaded value', details: null }
        : {
            ok: 'waiting',
            key: 'w',
            until,
            note: 'Loading the list…',
            failed: { title: 'Not loaded', message: 'Reload' },
          };
    const tool = defineGenerator({
      options,
      one: {
        title: 'Value',
        recipe: waiting,
        view: 'value',
        label: 'Value',
        testId: 'value',
        regenerate: { label: 'Generate', placement: 'title' },
      },
    });
    show(tool);
    expect(screen.getByText('Loading the list…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await act(async () => finish(true));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('loaded value'));
  });

  it('runs a job on demand: its error for the run asked for, hidden while another runs; the output of the last success', async () => {
    let release: () => void = () => undefined;
    const jobs = jobClient(
      defineJobs({
        make: async ({ size, seed }: { size: number; seed: number }) => {
          if (size === 9) await new Promise<void>((done) => (release = done));
          return size === 1
            ? { ok: false as const, error: 'Too small' }
            : { ok: true as const, text: `made ${seed % 10}` };
        },
      }),
    );
    const tool = defineGenerator({
      options,
      run: {
        jobs,
        kind: 'make',
        policy: 'generate',
        request: ({ options: o }, seed) => ({ size: o.size, seed }),
        read: (result) =>
          result.ok
            ? { ok: true, output: result.text, details: null }
            : { ok: false, error: { message: result.error } },
        failed: (error) => ({ message: `Failed: ${error.message}` }),
        title: 'Generate',
        button: 'Generate',
        controls: [{ key: 'size', kind: 'number', label: 'Size', min: 1, max: 9 }],
        output: { label: 'Made', placeholder: 'Press Generate', testId: 'made', download: { fileName: 'made.txt' } },
      },
    });
    show(tool);
    const output = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Made' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(output.value).toMatch(/^made \d$/));
    expect(screen.getByTestId('made')).toHaveAttribute('data-runs', '1');
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too small');
    // a failed run leaves no output
    expect(output.value).toBe('');
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('made')).toHaveAttribute('data-runs', '3');
  });
});
