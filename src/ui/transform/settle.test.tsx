import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/Providers';
import { defineJobs } from '@/lib/defineJobs';
import { jobClient } from '@/lib/jobClient';
import { ToolScope } from '@/lib/toolScope';
import { defineOptions } from '@/registry/types';
import { defineTransform } from './defineTransform';

type Options = { pick: 'auto' | 'x' | 'y'; last: 'x' | 'y' };
const choices = (values: readonly string[]) => values.map((v) => ({ const: v, title: v.toUpperCase() }));

// "last" is never drawn: it remembers the pick the visitor left for Automatic
const options = defineOptions<Options>({
  schema: {
    type: 'object',
    properties: {
      pick: { type: 'string', title: 'Pick', oneOf: choices(['auto', 'x', 'y']) },
      last: { type: 'string', title: 'Last', oneOf: choices(['x', 'y']) },
    },
    additionalProperties: false,
  },
  uiSchema: { last: { 'ui:widget': 'hidden' } },
  defaults: { pick: 'auto', last: 'x' },
});

const jobs = jobClient(defineJobs({ run: (text: string) => Promise.resolve(text) }));

const tool = defineTransform({
  options,
  settle: {
    read: (stored) => stored,
    write: (next, before) => (next.pick === 'auto' && before.pick !== 'auto' ? { ...next, last: before.pick } : next),
  },
  jobs,
  kind: 'run',
  policy: 'lines',
  modes: { control: 'buttons', label: 'Action', items: [{ id: 'run', label: 'Run' }] },
  request: ({ input, options: { pick, last } }) => `${input}:${pick}/${last}`,
  // "bad" runs only with Y, and its error offers to pick it
  read: (output) =>
    output.startsWith('bad:') && !output.startsWith('bad:y')
      ? { ok: false, error: { message: 'Bad needs Y', fix: { label: 'Use Y', options: { pick: 'y' } } } }
      : { ok: true, output, details: null },
  failed: (error) => ({ message: error.message }),
  input: { label: () => 'Input', placeholder: () => '' },
  output: { label: () => 'Output', view: 'text', download: { fileName: () => 'out.txt' } },
  examples: [],
});

describe('the options of a transform tool', { timeout: 40_000 }, () => {
  it('draw no control for a hidden option, and a change writes the option its settle rule names', async () => {
    render(
      <Providers>
        <MemoryRouter initialEntries={['/t']}>
          <ToolScope id="settle-test">
            <tool.Screen manifest={{ id: 'settle-test' }} />
          </ToolScope>
        </MemoryRouter>
      </Providers>,
    );
    expect(screen.getByLabelText('Pick')).toBeInTheDocument();
    expect(screen.queryByLabelText('Last')).toBeNull();
    fireEvent.change(screen.getByLabelText('Input'), { target: { value: 'a' } });
    const output = () => screen.getByRole('textbox', { name: 'Output' });
    await waitFor(() => expect(output()).toHaveValue('a:auto/x'), { timeout: 25_000 });
    fireEvent.change(screen.getByLabelText('Pick'), { target: { value: 'y' } });
    await waitFor(() => expect(output()).toHaveValue('a:y/x'));
    fireEvent.change(screen.getByLabelText('Pick'), { target: { value: 'auto' } });
    await waitFor(() => expect(output()).toHaveValue('a:auto/y'));
  });

  it("take an error's fix from its button: the options it names are set and the run goes through", async () => {
    render(
      <Providers>
        <MemoryRouter initialEntries={['/t']}>
          <ToolScope id="fix-test">
            <tool.Screen manifest={{ id: 'fix-test' }} />
          </ToolScope>
        </MemoryRouter>
      </Providers>,
    );
    fireEvent.change(screen.getByLabelText('Input'), { target: { value: 'bad' } });
    expect(await screen.findByText('Bad needs Y', {}, { timeout: 25_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Use Y' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Output' })).toHaveValue('bad:y/x'));
    expect(screen.queryByText('Bad needs Y')).toBeNull();
    expect(screen.getByLabelText('Pick')).toHaveValue('y');
  });
});
