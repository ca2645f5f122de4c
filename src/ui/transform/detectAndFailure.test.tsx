import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/Providers';
import { defineJobs } from '@/lib/defineJobs';
import { jobClient } from '@/lib/jobClient';
import { ToolScope } from '@/lib/toolScope';
import { defineOptions } from '@/registry/types';
import { defineTransform } from './defineTransform';

const options = defineOptions<Record<string, never>>({
  schema: { type: 'object', properties: {}, additionalProperties: false },
  defaults: {},
});

// "bad…" throws (as a crashed worker does); "hold…" waits until the test lets it finish
const held: Array<() => void> = [];
const jobs = jobClient(
  defineJobs({
    run: ({ input, mode }: { input: string; mode: string }) => {
      if (input.startsWith('bad')) return Promise.reject(new Error('it broke'));
      if (input.startsWith('hold')) return new Promise<string>((done) => held.push(() => done(`${mode}:${input}`)));
      return Promise.resolve(`${mode}:${input}`);
    },
  }),
);

// an input that starts with "!" calls for the "shout" mode
const tool = defineTransform({
  options,
  jobs,
  kind: 'run',
  policy: 'lines',
  modes: {
    control: 'buttons',
    label: 'Direction',
    items: [
      { id: 'plain', label: 'Plain' },
      { id: 'shout', label: 'Shout' },
    ],
    detect: {
      mode: (input) => (input.startsWith('!') ? 'shout' : null),
      note: () => 'Looks loud — shouted.',
      instead: () => ({ label: 'Plain instead', mode: 'plain' }),
    },
  },
  request: ({ input, mode }) => ({ input, mode }),
  read: (output) => ({ ok: true, output, details: null }),
  failed: (error) => ({ message: `Failed: ${error.message}` }),
  input: { label: () => 'Input', placeholder: () => '' },
  output: { label: () => 'Output', view: 'text', download: { fileName: () => 'out.txt' } },
  examples: [],
});

// the direction is an option (kept in the link); an input that starts with "{" sets it to "b"
type Directions = { dir: 'a' | 'b' };
const directions = defineOptions<Directions>({
  schema: {
    type: 'object',
    properties: {
      dir: {
        type: 'string',
        oneOf: [
          { const: 'a', title: 'A' },
          { const: 'b', title: 'B' },
        ],
      },
    },
    additionalProperties: false,
  },
  defaults: { dir: 'a' },
});

const optionTool = defineTransform({
  options: directions,
  jobs,
  kind: 'run',
  policy: 'lines',
  modes: {
    control: 'tabs',
    label: 'Direction',
    option: 'dir',
    items: [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ],
  },
  detectOptions: {
    keys: ['dir'],
    options: (input, { dir }): Partial<Directions> | null =>
      input.startsWith('{') && dir === 'a' ? { dir: 'b' } : null,
    note: ({ dir }) => `Looks like braces — switched to ${dir.toUpperCase()}.`,
    instead: ({ dir }) => `${dir.toUpperCase()} instead`,
  },
  request: ({ input, mode }) => ({ input, mode }),
  read: (output) => ({ ok: true, output, details: null }),
  failed: (error) => ({ message: `Failed: ${error.message}` }),
  input: { label: () => 'Input', placeholder: () => '' },
  output: { label: () => 'Output', view: 'text', download: { fileName: () => 'out.txt' } },
  examples: [],
});

function renderTool(id: string, screen = tool.Screen) {
  const Screen = screen;
  render(
    <Providers>
      <MemoryRouter initialEntries={['/t']}>
        <ToolScope id={id}>
          <Screen manifest={{ id }} />
        </ToolScope>
      </MemoryRouter>
    </Providers>,
  );
}

const output = () => screen.getByRole('textbox', { name: 'Output' });
const type = (text: string) => fireEvent.change(screen.getByLabelText('Input'), { target: { value: text } });

describe('a transform tool whose input picks the mode', { timeout: 40_000 }, () => {
  it('runs the mode the input calls for and says so, until the visitor picks one; Clear gives it back', async () => {
    renderTool('detect-test');
    const plain = screen.getByRole('button', { name: 'Plain' });
    expect(plain).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Direction' })).toBeInTheDocument();
    type('!hey');
    await waitFor(() => expect(output()).toHaveValue('shout:!hey'), { timeout: 25_000 });
    expect(screen.getByText('Looks loud — shouted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shout' })).toHaveAttribute('aria-pressed', 'true');
    expect(plain).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Plain instead' }));
    await waitFor(() => expect(output()).toHaveValue('plain:!hey'));
    expect(screen.queryByText('Looks loud — shouted.')).toBeNull();
    // the visitor's choice holds over what a typed input calls for
    type('!again');
    await waitFor(() => expect(output()).toHaveValue('plain:!again'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    type('!back');
    await waitFor(() => expect(output()).toHaveValue('shout:!back'));
    expect(screen.getByText('Looks loud — shouted.')).toBeInTheDocument();
  });
});

describe('a transform tool whose input sets an option', { timeout: 40_000 }, () => {
  it('sets the option the input plainly calls for and says so, with one button back that holds until Clear', async () => {
    renderTool('detect-option-test', optionTool.Screen);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('A')).toHaveAttribute('aria-selected', 'true');
    type('{x');
    await waitFor(() => expect(output()).toHaveValue('b:{x'), { timeout: 25_000 });
    expect(screen.getByText('Looks like braces — switched to B.')).toBeInTheDocument();
    expect(tab('B')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'A instead' }));
    await waitFor(() => expect(output()).toHaveValue('a:{x'));
    expect(screen.queryByText('Looks like braces — switched to B.')).toBeNull();
    // the visitor's choice holds while they type
    type('{xy');
    await waitFor(() => expect(output()).toHaveValue('a:{xy'));
    expect(tab('A')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    type('{z');
    await waitFor(() => expect(output()).toHaveValue('b:{z'));
    expect(screen.getByText('Looks like braces — switched to B.')).toBeInTheDocument();
    // a tab the visitor picks is theirs too
    fireEvent.click(tab('A'));
    await waitFor(() => expect(output()).toHaveValue('a:{z'));
    expect(screen.queryByText('Looks like braces — switched to B.')).toBeNull();
    type('{zz');
    await waitFor(() => expect(output()).toHaveValue('a:{zz'));
  });
});

describe('a transform tool after a failed run', { timeout: 40_000 }, () => {
  it('never shows the output of an earlier input beside the error, also while the next run works', async () => {
    renderTool('failure-test');
    type('good');
    await waitFor(() => expect(output()).toHaveValue('plain:good'), { timeout: 25_000 });
    type('bad');
    expect(await screen.findByText('Failed: it broke')).toBeInTheDocument();
    expect(output()).toHaveValue('');
    // the next run is under way: the job still holds the result of "good", which is not this input's
    type('hold');
    await new Promise((done) => setTimeout(done, 50));
    expect(output()).toHaveValue('');
    expect(screen.queryByText(/Out of date/)).toBeNull();
    held.forEach((finish) => finish());
    await waitFor(() => expect(output()).toHaveValue('plain:hold'));
    expect(screen.queryByText('Failed: it broke')).toBeNull();
  });
});
