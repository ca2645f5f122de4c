import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToolOptions } from './toolOptions';
import { ToolScope, useMainAction, useToolFile, useToolInput, useToolInputs } from './toolScope';
import {
  clearSecretFields,
  declareSecretFields,
  getSettings,
  inputsOf,
  inputStorageKey,
  resetToolState,
  settingsStorageKey,
  storeInputs,
  STORED_INPUT_LIMIT,
} from './toolState';
import { useToolOptions } from './useToolOptions';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetToolState();
  vi.restoreAllMocks();
});

function scoped(initial = '/tool', id = 'demo') {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/tool" element={<ToolScope id={id}>{children}</ToolScope>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('useToolInput', () => {
  it('keeps input in sessionStorage only, and Clear removes it', () => {
    const { result } = renderHook(() => useToolInput(), { wrapper: scoped() });
    act(() => result.current[1]('secret token'));
    expect(result.current[0]).toBe('secret token');
    storeInputs();
    expect(sessionStorage.getItem(inputStorageKey('demo', 'input'))).toBe('secret token');
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret token');
    act(() => result.current[1](''));
    storeInputs();
    expect(sessionStorage.getItem(inputStorageKey('demo', 'input'))).toBeNull();
  });

  it('keeps a secret field in memory only: never in storage, never among the shareable inputs', () => {
    declareSecretFields('vault', ['key']);
    sessionStorage.setItem(inputStorageKey('vault', 'key'), 'kept by an older page');
    // declaring a field secret removes what storage held under it
    declareSecretFields('vault', ['key']);
    expect(sessionStorage.getItem(inputStorageKey('vault', 'key'))).toBeNull();
    const key = renderHook(() => useToolInput('key'), { wrapper: scoped('/tool', 'vault') });
    const body = renderHook(() => useToolInput(), { wrapper: scoped('/tool', 'vault') });
    act(() => key.result.current[1]('hunter2'));
    act(() => body.result.current[1]('payload'));
    expect(key.result.current[0]).toBe('hunter2');
    storeInputs();
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('hunter2');
    expect(sessionStorage.getItem(inputStorageKey('vault', 'input'))).toBe('payload');
    expect([...inputsOf('vault')]).toEqual([['input', 'payload']]);
    expect([...inputsOf('vault', { secret: true })]).toEqual([['key', 'hunter2']]);
    // a tool's Clear empties its secret fields and leaves the others to the tool
    act(() => clearSecretFields('vault'));
    expect(key.result.current[0]).toBe('');
    expect(body.result.current[0]).toBe('payload');
  });

  it('stores input a moment after the last change, or at once when the page is left', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useToolInput(), { wrapper: scoped() });
      const stored = () => sessionStorage.getItem(inputStorageKey('demo', 'input'));
      act(() => result.current[1]('typed'));
      expect(stored()).toBeNull();
      act(() => vi.advanceTimersByTime(500));
      expect(stored()).toBe('typed');
      act(() => result.current[1]('typed more'));
      window.dispatchEvent(new Event('pagehide'));
      expect(stored()).toBe('typed more');
    } finally {
      vi.useRealTimers();
    }
  });

  it('restores what the tab kept when the tool opens again', () => {
    sessionStorage.setItem(inputStorageKey('demo', 'pattern'), '\\d+');
    const { result } = renderHook(() => useToolInput('pattern'), { wrapper: scoped() });
    expect(result.current[0]).toBe('\\d+');
  });

  it('accepts an updater and shares one value between readers of the same field', () => {
    const { result } = renderHook(() => [useToolInput(), useToolInput()] as const, { wrapper: scoped() });
    act(() => result.current[0][1]('a'));
    act(() => result.current[0][1]((text) => `${text}b`));
    expect(result.current[1][0]).toBe('ab');
  });

  it('does not store input above the size limit, nor crash when storage is full', () => {
    const { result } = renderHook(() => useToolInput(), { wrapper: scoped() });
    const big = 'x'.repeat(STORED_INPUT_LIMIT + 1);
    act(() => result.current[1](big));
    expect(result.current[0]).toBe(big);
    storeInputs();
    expect(sessionStorage.getItem(inputStorageKey('demo', 'input'))).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    act(() => result.current[1]('small'));
    storeInputs();
    expect(result.current[0]).toBe('small');
  });

  it('is plain state outside a tool page', () => {
    const { result } = renderHook(() => useToolInput());
    act(() => result.current[1]('local'));
    expect(result.current[0]).toBe('local');
    expect(sessionStorage.length).toBe(0);
  });

  it('takes input from a shared link and drops it from the address', () => {
    let search = '';
    function Probe() {
      search = useLocation().search;
      return <span>{useToolInput()[0]}</span>;
    }
    // the link is read from the real address before the first render
    window.history.replaceState(null, '', '/tool?input=hello%20world&mode=b');
    render(<Probe />, { wrapper: scoped('/tool?input=hello%20world&mode=b') });
    expect(screen.getByText('hello world')).toBeTruthy();
    expect(search).toBe('?mode=b');
    window.history.replaceState(null, '', '/');
  });
  it("takes input from a shared link's fragment and drops it, keeping the settings in the query", () => {
    let location = { search: '', hash: '' };
    function Probe() {
      const { search, hash } = useLocation();
      location = { search, hash };
      return <span>{useToolInput()[0]}</span>;
    }
    window.history.replaceState(null, '', '/tool?mode=b#input=from%20fragment');
    render(<Probe />, { wrapper: scoped('/tool?mode=b#input=from%20fragment') });
    expect(screen.getByText('from fragment')).toBeTruthy();
    expect(location).toEqual({ search: '?mode=b', hash: '' });
    window.history.replaceState(null, '', '/');
  });
});

describe('useToolInputs', () => {
  it('keeps each field as useToolInput does, and shares it with a reader of one field', () => {
    const fields = ['schema', 'source'];
    const { result } = renderHook(() => [useToolInputs(fields), useToolInput('schema')] as const, {
      wrapper: scoped(),
    });
    expect(result.current[0][0]).toEqual({ schema: '', source: '' });
    act(() => result.current[0][1]('schema', '{"type":"string"}'));
    act(() => result.current[0][1]('source', 'schema'));
    expect(result.current[0][0]).toEqual({ schema: '{"type":"string"}', source: 'schema' });
    expect(result.current[1][0]).toBe('{"type":"string"}');
    storeInputs();
    expect(sessionStorage.getItem(inputStorageKey('demo', 'source'))).toBe('schema');
    expect(JSON.stringify({ ...localStorage })).not.toContain('schema');
  });

  it('is plain state outside a tool page', () => {
    const fields = ['a', 'b'];
    const { result } = renderHook(() => useToolInputs(fields));
    expect(result.current[0]).toEqual({ a: '', b: '' });
    act(() => result.current[1]('a', 'local'));
    expect(result.current[0]).toEqual({ a: 'local', b: '' });
    expect(sessionStorage.length).toBe(0);
  });
});

describe('useToolFile', () => {
  it('keeps a chosen file for the tool across remounts, in memory only; null forgets it', () => {
    const file = new File(['abc'], 'abc.txt', { type: 'text/plain' });
    const first = renderHook(() => useToolFile(), { wrapper: scoped() });
    act(() => first.result.current[1](file));
    expect(first.result.current[0]).toBe(file);
    first.unmount();
    // the page drawn again (Back) finds it; another tool does not
    const again = renderHook(() => useToolFile(), { wrapper: scoped() });
    expect(again.result.current[0]).toBe(file);
    expect(renderHook(() => useToolFile(), { wrapper: scoped('/tool', 'other') }).result.current[0]).toBeNull();
    storeInputs();
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('abc.txt');
    act(() => again.result.current[1](null));
    expect(renderHook(() => useToolFile(), { wrapper: scoped() }).result.current[0]).toBeNull();
  });
});

describe('useMainAction', () => {
  it('runs the registered action on Ctrl+Enter and ⌘+Enter, nothing else', () => {
    const action = vi.fn();
    renderHook(() => useMainAction(action), { wrapper: scoped() });
    fireEvent.keyDown(document.body, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'Enter', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    fireEvent.keyDown(document.body, { key: 'a', ctrlKey: true });
    expect(action).toHaveBeenCalledTimes(2);
  });
  it('stops running after unmount', () => {
    const action = vi.fn();
    const { unmount } = renderHook(() => useMainAction(action), { wrapper: scoped() });
    unmount();
    fireEvent.keyDown(document.body, { key: 'Enter', ctrlKey: true });
    expect(action).not.toHaveBeenCalled();
  });
  it('marks the page once Ctrl+Enter is live, and unmarks it when the tool leaves', () => {
    const { unmount } = renderHook(() => useMainAction(vi.fn()), { wrapper: scoped('/tool', 'demo') });
    expect(document.documentElement.dataset.mainAction).toBe('demo');
    unmount();
    expect(document.documentElement.dataset.mainAction).toBeUndefined();
  });
});

const spec: ToolOptions<{ mode: string; count: number }> = {
  schema: {
    type: 'object',
    properties: { mode: { type: 'string', enum: ['a', 'b'] }, count: { type: 'integer', minimum: 1 } },
  },
  defaults: { mode: 'a', count: 1 },
};

describe('useToolOptions on a tool page', () => {
  it('remembers settings in localStorage and opens with them on the next visit', () => {
    const first = renderHook(() => useToolOptions(spec), { wrapper: scoped() });
    act(() => first.result.current[1]({ mode: 'b', count: 3 }));
    expect(localStorage.getItem(settingsStorageKey('demo'))).toBe('mode=b&count=3');
    first.unmount();
    sessionStorage.clear();
    const next = renderHook(() => useToolOptions(spec), { wrapper: scoped() });
    expect(next.result.current[0]).toEqual({ mode: 'b', count: 3 });
  });
  it('lets the query win over kept settings, and ignores kept values the schema rejects', () => {
    localStorage.setItem(settingsStorageKey('demo'), 'mode=b&count=-4');
    expect(renderHook(() => useToolOptions(spec), { wrapper: scoped() }).result.current[0]).toEqual({
      mode: 'b',
      count: 1,
    });
    expect(renderHook(() => useToolOptions(spec), { wrapper: scoped('/tool?count=7') }).result.current[0]).toEqual({
      mode: 'a',
      count: 7,
    });
  });
  it('forgets settings set back to the defaults', () => {
    const { result } = renderHook(() => useToolOptions(spec), { wrapper: scoped() });
    act(() => result.current[1]({ mode: 'b', count: 1 }));
    act(() => result.current[1]({ mode: 'a', count: 1 }));
    expect(localStorage.getItem(settingsStorageKey('demo'))).toBeNull();
    expect(getSettings('demo')).toBe('');
  });
});
