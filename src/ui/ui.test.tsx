import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { ErrorBoundary, isChunkLoadError } from '@/app/ErrorBoundary';
import { theme } from '@/theme/themes';
import { indexRows } from './CodeView';
import { CopyButton } from './CopyButton';
import { DownloadButton } from './DownloadButton';
import { checkFile } from './FileDrop';
import { Tabs } from './Tabs';

const notify = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('@/lib/notify', () => ({ notify, TOAST_DURATION: 5000, registerToastHost: () => () => undefined }));

const wrap = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

beforeEach(() => {
  vi.useRealTimers();
  Object.values(notify).forEach((f) => f.mockReset());
});

describe('CopyButton', () => {
  it('says Copied only after the clipboard promise resolves, for 2 s', async () => {
    let resolve!: () => void;
    const writeText = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    vi.useFakeTimers();
    wrap(<CopyButton value="abc" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('abc');
    expect(screen.queryByRole('button', { name: 'Copied!' })).toBeNull();
    await act(async () => resolve());
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith('Copied to clipboard', undefined);
    await act(async () => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
  it('empty value → info toast; refused clipboard → error toast, no exception', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const { rerender } = wrap(<CopyButton value="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(notify.info).toHaveBeenCalledWith('No output to copy');
    rerender(
      <ThemeProvider theme={theme}>
        <CopyButton value="x" />
      </ThemeProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(notify.error).toHaveBeenCalledWith('Failed to copy to clipboard', undefined);
    expect(screen.queryByRole('button', { name: 'Copied!' })).toBeNull();
  });
});

describe('DownloadButton', () => {
  it('empty output → No output to download; otherwise a Blob URL that is revoked later', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:x');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let data = '';
    wrap(<DownloadButton getData={() => data} fileName="out.txt" busyLabel="Downloading..." />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(notify.info).toHaveBeenCalledWith('No output to download');
    data = 'hello';
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(create).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeInTheDocument();
    expect(revoke).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(revoke).toHaveBeenCalledWith('blob:x');
    click.mockRestore();
  });
});

describe('Tabs', () => {
  function Demo() {
    const [v, setV] = useState<'a' | 'b' | 'c'>('a');
    return (
      <Tabs
        label="Mode"
        value={v}
        onChange={setV}
        items={[
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
          { id: 'c', label: 'C' },
        ]}
      />
    );
  }
  it('arrow keys, Home and End move the selection', () => {
    wrap(<Demo />);
    const a = screen.getByRole('tab', { name: 'A' });
    expect(a).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(a, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'B' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(a, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'C' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(a, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(a, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'C' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('checkFile', () => {
  it('checks type by MIME, wildcard or extension, and size inclusive of the limit', () => {
    const f = (name: string, type: string, size: number) => ({ name, type, size });
    expect(checkFile(f('a.json', '', 10), { accept: ['.json', '.txt'] })).toBeNull();
    expect(checkFile(f('a.exe', 'application/x-msdownload', 10), { accept: ['.json'] })).toBe('type');
    expect(checkFile(f('a.png', 'image/png', 10), { accept: ['image/*'] })).toBeNull();
    expect(checkFile(f('a', '', 5_242_880), { maxBytes: 5_242_880 })).toBeNull();
    expect(checkFile(f('a', '', 5_242_881), { maxBytes: 5_242_880 })).toBe('size');
  });
});

describe('CodeView rows', () => {
  it('indexes lines (LF and CRLF) and wraps long lines', () => {
    const idx = indexRows('ab\r\ncd\n\nlast');
    expect(idx.count).toBe(4);
    expect(idx.lineCount).toBe(4);
    expect(Array.from(idx.starts.slice(0, 4))).toEqual([0, 4, 7, 8]);
    expect(Array.from(idx.ends.slice(0, 4))).toEqual([2, 6, 7, 12]);
    const wrapped = indexRows('x'.repeat(250), 100);
    expect(wrapped.count).toBe(3);
    expect(Array.from(wrapped.lines.slice(0, 3))).toEqual([1, 0, 0]);
  });
  it('indexes 5 MB without a string per line', () => {
    const text = 'line\n'.repeat(1_000_000);
    expect(indexRows(text).count).toBe(1_000_001);
  });
});

describe('ErrorBoundary', () => {
  function Boom({ error }: { error: Error }): never {
    throw error;
  }
  it('shows Try again for ordinary errors and Reload for chunk load errors; resets on key change', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = wrap(
      <ErrorBoundary resetKey="a">
        <Boom error={new Error('kaput')} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    rerender(
      <ThemeProvider theme={theme}>
        <ErrorBoundary resetKey="b">
          <p>fine</p>
        </ErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    rerender(
      <ThemeProvider theme={theme}>
        <ErrorBoundary resetKey="c">
          <Boom error={new TypeError('Failed to fetch dynamically imported module: /assets/Tool-x.js')} />
        </ErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(isChunkLoadError(new Error('nope'))).toBe(false);
    spy.mockRestore();
    warn.mockRestore();
  });
});
