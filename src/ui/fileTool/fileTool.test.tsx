import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '@/app/Providers';
import { readBlob } from '@/lib/bytes';
import { defineJobs } from '@/lib/defineJobs';
import { jobClient } from '@/lib/jobClient';
import { ToolScope } from '@/lib/toolScope';
import { storeInputs } from '@/lib/toolState';
import { defineOptions } from '@/registry/types';
import { UPLOAD_MESSAGES } from '@/ui/blueprint/upload';
import { defineFileTool } from './defineFileTool';
import type { FileTool } from './types';

const options = defineOptions<{ upper: boolean }>({
  schema: {
    type: 'object',
    properties: { upper: { type: 'boolean', title: 'Upper case' } },
    additionalProperties: false,
  },
  defaults: { upper: false },
});

let runs = 0;
let release: (() => void) | null = null;
const jobs = jobClient(
  defineJobs({
    // reads the file as text; 'hold' waits to be released, 'bad' is refused, 'boom' throws
    read: async (file: File) => {
      runs++;
      const text = new TextDecoder().decode(await readBlob(file));
      if (text === 'hold') await new Promise<void>((done) => (release = done));
      if (text === 'boom') throw new Error('worker crashed');
      return text === 'bad' ? { ok: false as const, error: 'Not readable' } : { ok: true as const, text };
    },
  }),
);

const tool = defineFileTool({
  options,
  input: {
    title: 'Choose a file',
    hint: 'Any file',
    maxBytes: 10,
    empty: 'No file selected.',
    missing: 'Choose a file first',
    testId: 'chosen',
    // a pasted data URL of text is read as a file
    fromText: (text) => (text.startsWith('data:,') ? new File([text.slice(6)], 'pasted.txt') : null),
  },
  job: {
    jobs,
    kind: 'read',
    policy: 'fileRead',
    request: (file) => file,
    read: (result, file) =>
      result.ok
        ? { ok: true, output: result.text, details: { name: file.name } }
        : { ok: false, error: { message: result.error } },
    failed: (error) => ({ message: `Failed: ${error.message}` }),
    button: 'Read',
    progress: 'Reading progress',
  },
  output: {
    controls: ['upper'],
    label: ({ options: o }) => (o.upper ? 'Upper output' : 'Output text'),
    placeholder: 'Choose a file',
    show: (text, _details, { options: o }) => (o.upper ? text.toUpperCase() : text),
    download: { fileName: ({ file }) => `${file?.name ?? 'file'}.out` },
    footer: ({ details }) => (details ? <p>read {details.name}</p> : null),
  },
});

function show(shown: FileTool) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={['/f']}>
        <ToolScope id="file-tool-test">
          <shown.Screen manifest={{ id: 'file-tool-test' }} />
        </ToolScope>
      </MemoryRouter>
    </Providers>,
  );
}

const browse = (file: File) => fireEvent.change(screen.getByLabelText('Browse Files'), { target: { files: [file] } });
const output = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /output/i });
/** Waits for the output; the first run in a test file also loads the job's module, which a busy machine takes a while for. */
const shown = (text: string) => waitFor(() => expect(output().value).toBe(text), { timeout: 5000 });
const pasteEvent = (target: EventTarget, data: { files?: File[]; text?: string }) => {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.assign(event, {
    clipboardData: { files: data.files ?? [], getData: (type: string) => (type === 'text/plain' ? data.text : '') },
  });
  act(() => {
    target.dispatchEvent(event);
  });
};

describe('a file tool drawn from its declaration', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('runs a chosen file at once, names it with what its bytes are, and applies a shown option without reading again', async () => {
    show(tool);
    expect(screen.getByText('No file selected.')).toBeInTheDocument();
    runs = 0;
    // 'GIF89a' is the GIF signature (the GIF89a specification), whatever the browser's type says
    browse(new File(['GIF89a'], 'a.txt', { type: 'text/plain' }));
    await shown('GIF89a');
    expect(screen.getByTestId('chosen')).toHaveTextContent('a.txt');
    expect(screen.getByTestId('chosen')).toHaveTextContent('text/plain');
    expect(await screen.findByText('GIF image')).toBeInTheDocument();
    expect(screen.getByText('read a.txt')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Upper case' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Upper output' }).value).toBe('GIF89A');
    expect(runs).toBe(1);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download/ })).toBeInTheDocument();
    // the button and Ctrl+Enter read it again
    fireEvent.click(screen.getByRole('button', { name: 'Read' }));
    await waitFor(() => expect(runs).toBe(2));
    fireEvent.keyDown(document, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(runs).toBe(3));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('No file selected.')).toBeInTheDocument();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Upper output' }).value).toBe('');
  });

  it("refuses a file over the size with the platform's message unless the tool gives its own, and says when none is chosen", () => {
    show(tool);
    browse(new File(['01234567890'], 'big.txt'));
    expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.tooLarge(10));
    expect(screen.getByText('No file selected.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Read' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file first');
  });

  it("shows the tool's error for a result it refuses and the failure for a job that throws, beside the file", async () => {
    show(tool);
    browse(new File(['bad'], 'bad.txt'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not readable');
    expect(screen.getByTestId('chosen')).toHaveTextContent('bad.txt');
    browse(new File(['boom'], 'boom.txt'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed: worker crashed'));
    expect(output().value).toBe('');
  });

  it('says it is busy with Cancel while it runs, and a cancelled run shows nothing', async () => {
    show(tool);
    browse(new File(['hold'], 'slow.txt'));
    expect(await screen.findByRole('button', { name: 'Reading...' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    release?.();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Read' })).toBeEnabled());
    expect(output().value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a file pasted on the page or dropped anywhere on the tool, and text the tool reads as a file; a paste into a field stays there', async () => {
    show(tool);
    pasteEvent(document.body, { files: [new File(['pasted'], 'p.txt')] });
    await shown('pasted');
    pasteEvent(document.body, { text: 'data:,hi' });
    await shown('hi');
    expect(screen.getByTestId('chosen')).toHaveTextContent('pasted.txt');
    pasteEvent(document.body, { text: 'plain words' });
    pasteEvent(screen.getByRole('textbox', { name: /output/i }), { files: [new File(['no'], 'no.txt')] });
    expect(screen.getByTestId('chosen')).toHaveTextContent('pasted.txt');
    fireEvent.drop(screen.getByTestId('chosen'), { dataTransfer: { files: [new File(['dropped'], 'd.txt')] } });
    await shown('dropped');
  });

  it('keeps the file and its output in the page only, never in storage, while its settings are kept', async () => {
    show(tool);
    browse(new File(['secret'], 'secret-name.txt'));
    await shown('secret');
    fireEvent.click(screen.getByRole('switch', { name: 'Upper case' }));
    act(() => storeInputs());
    const kept = [sessionStorage, localStorage]
      .flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`))
      .join('\n');
    expect(kept).toContain('upper=true');
    expect(kept.toLowerCase()).not.toContain('secret');
  });

  it('reads a file kept from before again when the screen opens anew (Back, Forward)', async () => {
    const first = show(tool);
    browse(new File(['kept'], 'kept.txt'));
    await shown('kept');
    first.unmount();
    show(tool);
    expect(screen.getByTestId('chosen')).toHaveTextContent('kept.txt');
    await shown('kept');
  });
});
