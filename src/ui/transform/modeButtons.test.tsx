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

// a run in mode "slow" waits until the test lets it finish; a run in mode "fast" ends at once
const held: Array<() => void> = [];
const jobs = jobClient(
  defineJobs({
    run: ({ input, mode }: { input: string; mode: string }) =>
      mode === 'slow'
        ? new Promise<string>((done) => held.push(() => done(`slow:${input}`)))
        : Promise.resolve(`fast:${input}`),
  }),
);

const tool = defineTransform({
  options,
  jobs,
  kind: 'run',
  policy: 'lines',
  modes: {
    control: 'buttons',
    label: 'Action',
    items: [
      { id: 'slow', label: 'Slow', busyLabel: 'Slowing...' },
      { id: 'fast', label: 'Fast', busyLabel: 'Hurrying...' },
    ],
  },
  request: ({ input, mode }) => ({ input, mode }),
  read: (output) => ({ ok: true, output, details: null }),
  failed: (error) => ({ message: error.message }),
  input: { label: () => 'Input', placeholder: () => '' },
  output: { label: ({ mode }) => `Output ${mode}`, view: 'text', download: { fileName: () => 'out.txt' } },
  examples: [{ input: 'doc' }],
});

describe('the mode buttons of a transform tool', { timeout: 40_000 }, () => {
  it('keep the running mode waiting, and let another mode replace the run under way', async () => {
    render(
      <Providers>
        <MemoryRouter initialEntries={['/t']}>
          <ToolScope id="mode-buttons-test">
            <tool.Screen manifest={{ id: 'mode-buttons-test' }} />
          </ToolScope>
        </MemoryRouter>
      </Providers>,
    );
    // typing runs the first mode, which is still working when the visitor presses the other one
    fireEvent.change(screen.getByLabelText('Input'), { target: { value: 'doc' } });
    const running = await screen.findByRole('button', { name: 'Slowing...' }, { timeout: 25_000 });
    expect(running).toBeDisabled();
    const other = screen.getByRole('button', { name: 'Fast' });
    expect(other).toBeEnabled();
    fireEvent.click(other);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Output fast' })).toHaveValue('fast:doc'), {
      timeout: 25_000,
    });
    // the replaced run finishing late does not overwrite the newer output
    held.forEach((finish) => finish());
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getByRole('textbox', { name: 'Output fast' })).toHaveValue('fast:doc');
    expect(screen.getByRole('button', { name: 'Slow' })).toBeEnabled();
  });
});
