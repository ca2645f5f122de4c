import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker, fakeWorkers } from '@/test/fakeWorker';
import { defineJobs } from './defineJobs';
import { jobClient } from './jobClient';
import { WorkerTimeoutError } from './runInWorker';
import { usePreparedToolJob, useToolJob, type ToolJobOptions } from './useToolJob';

/** Runs of `slow` wait here until the test settles them. */
let waiting: { input: string; resolve: (output: string) => void }[] = [];

const testJobs = defineJobs({
  upper: (text: string) => text.toUpperCase(),
  slow: (text: string, { progress }) => {
    progress(0.5);
    return new Promise<string>((resolve) => waiting.push({ input: text, resolve }));
  },
  fail: (text: string): string => {
    throw new Error(`Cannot read ${text}`);
  },
  hang: (_text: string) => new Promise<string>(() => undefined),
});

function setup() {
  const workers = fakeWorkers(testJobs);
  return { workers, client: jobClient(testJobs, workers.create) };
}

/** Lets queued worker messages and promise callbacks run. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A keystroke in a text field: the next change counts as typed. */
function typed() {
  const field = document.createElement('textarea');
  document.body.append(field);
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
  field.remove();
}

function settle(input: string, output: string) {
  const run = waiting.find((w) => w.input === input);
  if (!run) throw new Error(`no run of ${input} is waiting`);
  run.resolve(output);
}

beforeEach(() => {
  waiting = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useToolJob on input', () => {
  type Options = ToolJobOptions<string, string, string>;
  function renderOnInput(kind: 'upper' | 'slow' | 'hang', options: Options) {
    const { client, workers } = setup();
    const hook = renderHook((props: Options) => useToolJob(client, kind, props), { initialProps: options });
    return { ...hook, workers };
  }

  it('waits for the debounce and runs only the last input', async () => {
    const onResult = vi.fn();
    typed();
    const { rerender, workers } = renderOnInput('upper', { input: 'a', debounceMs: 300, onResult });
    await wait(200);
    typed();
    rerender({ input: 'ab', debounceMs: 300, onResult });
    await wait(200);
    typed();
    rerender({ input: 'abc', debounceMs: 300, onResult });
    await wait(299);
    expect(workers.used).toHaveLength(0);
    await wait(1);
    await flush();
    expect(workers.used).toHaveLength(1);
    expect(workers.used[0].received).toEqual([{ seq: 1, kind: 'upper', input: 'abc' }]);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith('ABC', 'abc');
  });

  it('a run asked for while the debounce waits replaces it, so the work does not start twice', async () => {
    const onResult = vi.fn();
    typed();
    const { result, workers } = renderOnInput('upper', { input: 'abc', debounceMs: 300, onResult });
    await wait(100);
    act(() => result.current.run('abc'));
    await flush();
    expect(onResult).toHaveBeenCalledTimes(1);
    await wait(500);
    expect(workers.used.flatMap((w) => w.received)).toEqual([{ seq: 1, kind: 'upper', input: 'abc' }]);
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('aborts the running job as soon as the input changes and never reports its result', async () => {
    const onResult = vi.fn();
    const { rerender, workers, result } = renderOnInput('slow', { input: 'one', debounceMs: 100, onResult });
    await wait(100);
    await flush();
    expect(result.current.busy).toBe(true);
    rerender({ input: 'two', debounceMs: 100, onResult });
    expect(workers.used[0].terminated).toBe(true);
    expect(result.current.busy).toBe(false);
    settle('one', 'ONE');
    await wait(100);
    await flush();
    settle('two', 'TWO');
    await flush();
    expect(onResult.mock.calls).toEqual([['TWO', 'two']]);
  });

  it('calls onClear after the debounce when the input becomes null, and runs nothing', async () => {
    const onClear = vi.fn();
    const { rerender, workers } = renderOnInput('upper', { input: 'x', debounceMs: 300, onClear });
    typed();
    rerender({ input: null, debounceMs: 300, onClear });
    await wait(299);
    expect(onClear).not.toHaveBeenCalled();
    await wait(1);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(workers.used).toHaveLength(0);
  });

  it('runs a change that was not typed (a paste, an upload, a button) at once, debounce or not', async () => {
    const onResult = vi.fn();
    typed();
    const { rerender, workers } = renderOnInput('upper', { input: 'typed', debounceMs: 300, onResult });
    await flush();
    expect(workers.used).toHaveLength(0);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    rerender({ input: 'uploaded', debounceMs: 300, onResult });
    await flush();
    expect(workers.used.flatMap((w) => w.received)).toEqual([{ seq: 1, kind: 'upper', input: 'uploaded' }]);
    expect(onResult).toHaveBeenCalledWith('UPLOADED', 'uploaded');
  });

  it('runs at once, without waiting for a timer, when the debounce is zero', async () => {
    const { result, workers } = renderOnInput('slow', { input: 'now' });
    await act(async () => undefined);
    expect(result.current.busy).toBe(true);
    expect(workers.used).toHaveLength(1);
  });

  it('an input left out (too large to follow the typing) drops the waiting run, keeps a run asked for, and live runs resume with the next input', async () => {
    const onResult = vi.fn();
    typed();
    const { rerender, result, workers } = renderOnInput('slow', { input: 'small', debounceMs: 100, onResult });
    rerender({ debounceMs: 100, onResult });
    await wait(1000);
    expect(workers.used).toHaveLength(0);
    act(() => result.current.run('huge'));
    await flush();
    // typing into the huge input changes nothing the hook is given: the asked-for run goes on
    rerender({ debounceMs: 100, onResult });
    await flush();
    expect(result.current.busy).toBe(true);
    settle('huge', 'HUGE');
    await flush();
    expect(onResult.mock.calls).toEqual([['HUGE', 'huge']]);
    rerender({ input: 'small again', debounceMs: 100, onResult });
    await wait(100);
    await flush();
    settle('small again', 'SMALL AGAIN');
    await flush();
    expect(onResult.mock.calls).toEqual([
      ['HUGE', 'huge'],
      ['SMALL AGAIN', 'small again'],
    ]);
  });

  it('does not run by itself when no input is given', async () => {
    const { workers } = renderOnInput('upper', {});
    await wait(1000);
    expect(workers.used).toHaveLength(0);
  });
});

describe('useToolJob on demand', () => {
  function renderOnDemand<K extends 'upper' | 'slow' | 'fail' | 'hang'>(
    kind: K,
    options: ToolJobOptions<string, string, string> = {},
  ) {
    const { client, workers } = setup();
    const hook = renderHook(() => useToolJob(client, kind, options));
    return { ...hook, workers };
  }

  it('reports progress and busy while running, then the result', async () => {
    const onResult = vi.fn();
    const { result } = renderOnDemand('slow', { onResult });
    act(() => result.current.run('data'));
    expect(result.current.busy).toBe(true);
    await flush();
    expect(result.current.progress).toBe(50);
    settle('data', 'DATA');
    await flush();
    expect(onResult).toHaveBeenCalledWith('DATA', 'data');
    expect(result.current.busy).toBe(false);
    expect(result.current.progress).toBeNull();
  });

  it('drops the result of a run that a newer run replaced', async () => {
    const onResult = vi.fn();
    const { result, workers } = renderOnDemand('slow', { onResult });
    act(() => result.current.run('first'));
    await flush();
    act(() => result.current.run('second'));
    expect(workers.used[0].terminated).toBe(true);
    await flush();
    settle('first', 'FIRST');
    settle('second', 'SECOND');
    await flush();
    expect(onResult.mock.calls).toEqual([['SECOND', 'second']]);
  });

  it('drops the late result of a replaced run in the page, which cannot be terminated', async () => {
    const onResult = vi.fn();
    const { result, workers } = renderOnDemand('slow', { inline: () => true, onResult });
    act(() => result.current.run('first'));
    await flush();
    act(() => result.current.run('second'));
    await flush();
    settle('first', 'FIRST');
    await flush();
    expect(onResult).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(true);
    settle('second', 'SECOND');
    await flush();
    expect(onResult.mock.calls).toEqual([['SECOND', 'second']]);
    expect(workers.used).toHaveLength(0);
  });

  it('terminates the worker on unmount and reports nothing after it', async () => {
    const onResult = vi.fn();
    const { result, unmount, workers } = renderOnDemand('slow', { onResult });
    act(() => result.current.run('data'));
    await flush();
    unmount();
    expect(workers.used[0].terminated).toBe(true);
    settle('data', 'DATA');
    await flush();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('starts the worker at the first pointer, focus or key on the page, runs the first job in it, and ends it with the tool', async () => {
    const { result, unmount, workers } = renderOnDemand('upper');
    expect(workers.made).toHaveLength(0);
    act(() => document.body.dispatchEvent(new Event('pointerover', { bubbles: true })));
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(workers.made).toHaveLength(1);
    act(() => result.current.run('data'));
    await flush();
    expect(workers.made).toHaveLength(1);
    expect(workers.used).toHaveLength(1);
    unmount();
    expect(workers.made[0].terminated).toBe(true);
  });

  it('stops a job at its time limit with a timeout error', async () => {
    const onError = vi.fn();
    const { result, workers } = renderOnDemand('hang', { timeLimit: 1500, onError });
    act(() => result.current.run('data'));
    await wait(1499);
    expect(onError).not.toHaveBeenCalled();
    await wait(1);
    expect(onError).toHaveBeenCalledWith(expect.any(WorkerTimeoutError), 'data');
    expect(workers.used[0].terminated).toBe(true);
    expect(result.current.busy).toBe(false);
  });

  it('reports the error a job throws', async () => {
    const onError = vi.fn();
    const { result } = renderOnDemand('fail', { onError });
    act(() => result.current.run('x'));
    await flush();
    expect(onError.mock.calls[0][0]).toEqual(new Error('Cannot read x'));
    expect(result.current.busy).toBe(false);
  });

  it('runs small inputs in the page and large ones in a worker', async () => {
    const onResult = vi.fn();
    const { result, workers } = renderOnDemand('upper', { inline: (text) => text.length < 4, onResult });
    act(() => result.current.run('abc'));
    await flush();
    expect(onResult).toHaveBeenLastCalledWith('ABC', 'abc');
    expect(workers.used).toHaveLength(0);
    act(() => result.current.run('abcd'));
    await flush();
    expect(onResult).toHaveBeenLastCalledWith('ABCD', 'abcd');
    expect(workers.used).toHaveLength(1);
  });

  it('cancel stops the run silently', async () => {
    const onResult = vi.fn();
    const onError = vi.fn();
    const { result, workers } = renderOnDemand('slow', { onResult, onError });
    act(() => result.current.run('data'));
    await flush();
    act(() => result.current.cancel());
    expect(workers.used[0].terminated).toBe(true);
    expect(result.current.busy).toBe(false);
    settle('data', 'DATA');
    await flush();
    expect(onResult).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('clear stops the run and forgets the last result', async () => {
    const onResult = vi.fn();
    const { result } = renderOnDemand('upper', { onResult });
    act(() => result.current.run('abc'));
    await flush();
    expect(result.current.result).toBe('ABC');
    act(() => result.current.run('abcd'));
    act(() => result.current.clear());
    await flush();
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({
      status: 'idle',
      busy: false,
      result: null,
      error: null,
      source: null,
      stale: false,
    });
  });

  it('is busy during the delay before a run and starts the job after it', async () => {
    const { result, workers } = renderOnDemand('upper', { delayMs: 300 });
    act(() => result.current.run('x'));
    expect(result.current.busy).toBe(true);
    await wait(299);
    expect(workers.used).toHaveLength(0);
    await wait(1);
    expect(workers.used).toHaveLength(1);
  });

  it('keeps a finished bar at 100 % for hideDoneAfterMs', async () => {
    const { result } = renderOnDemand('upper', { hideDoneAfterMs: 300 });
    act(() => result.current.run('x'));
    await flush();
    expect(result.current.busy).toBe(false);
    expect(result.current.progress).toBe(100);
    await wait(300);
    expect(result.current.progress).toBeNull();
  });
});

describe('usePreparedToolJob', () => {
  it('runs the job on what the page prepared, and drops a run replaced while preparing', async () => {
    const { client } = setup();
    const onResult = vi.fn();
    const onError = vi.fn();
    const prepared: { source: number; resolve: (text: string) => void }[] = [];
    const prepare = (source: number) => new Promise<string>((resolve) => prepared.push({ source, resolve }));
    const { result } = renderHook(() =>
      usePreparedToolJob(client, 'upper', { prepare, progressOf: (f) => 15 + f * 80, onResult, onError }),
    );
    act(() => result.current.run(1));
    act(() => result.current.run(2));
    expect(result.current.progress).toBe(0);
    prepared[0].resolve('one');
    prepared[1].resolve('two');
    await flush();
    expect(onResult.mock.calls).toEqual([['TWO', 2]]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a failed preparation as the run’s error', async () => {
    const { client, workers } = setup();
    const onError = vi.fn();
    const prepare = (): string => {
      throw new Error('Not an image');
    };
    const { result } = renderHook(() => usePreparedToolJob(client, 'upper', { prepare, onError }));
    act(() => result.current.run(7));
    await flush();
    expect(onError).toHaveBeenCalledWith(new Error('Not an image'), 7);
    expect(workers.used).toHaveLength(0);
  });
});

describe('useToolJob state and size policy', () => {
  type Options = ToolJobOptions<string, string, string>;
  function renderJob(kind: 'upper' | 'slow' | 'fail' | 'hang', options: Options) {
    const { client, workers } = setup();
    const hook = renderHook((props: Options) => useToolJob(client, kind, props), { initialProps: options });
    return { ...hook, workers };
  }

  it('returns the result with the request it came from, and status through a run', async () => {
    const { result } = renderJob('slow', { input: 'one' });
    expect(result.current.status).toBe('running');
    expect(result.current.result).toBeNull();
    await flush();
    settle('one', 'ONE');
    await flush();
    expect(result.current).toMatchObject({ status: 'done', result: 'ONE', source: 'one', error: null, stale: false });
  });

  it('says waiting while a typed change rests', async () => {
    const { result, rerender } = renderJob('upper', { input: 'a', debounceMs: 300 });
    await flush();
    typed();
    rerender({ input: 'ab', debounceMs: 300 });
    expect(result.current.status).toBe('waiting');
    await wait(300);
    await flush();
    expect(result.current).toMatchObject({ status: 'done', result: 'AB' });
  });

  it('keeps the last result when a run fails, and reports the failure', async () => {
    const { client } = setup();
    const hook = renderHook(
      ({ kind, input }: { kind: 'upper' | 'fail'; input: string }) => useToolJob(client, kind, { input }),
      {
        initialProps: { kind: 'upper', input: 'ok' },
      },
    );
    await flush();
    hook.rerender({ kind: 'fail', input: 'bad' });
    await flush();
    expect(hook.result.current.status).toBe('failed');
    expect(hook.result.current.error?.message).toBe('Cannot read bad');
    expect(hook.result.current.result).toBe('OK');
    expect(hook.result.current.source).toBe('bad');
  });

  it('past liveBelow the input waits for run, and the result shows as stale until then', async () => {
    const { result, rerender, workers } = renderJob('upper', { input: 'abc', liveBelow: 5 });
    await flush();
    expect(result.current.result).toBe('ABC');
    rerender({ input: 'abcdef', liveBelow: 5 });
    await flush();
    expect(workers.used.flatMap((w) => w.received)).toHaveLength(1);
    expect(result.current).toMatchObject({ result: 'ABC', stale: true, status: 'done' });
    act(() => result.current.run('abcdef'));
    await flush();
    expect(result.current).toMatchObject({ result: 'ABCDEF', stale: false });
  });

  it('runs requests below inlineBelow in the page and larger ones in the worker', async () => {
    const { result, workers } = renderJob('upper', { inlineBelow: 4 });
    act(() => result.current.run('abc'));
    await flush();
    expect(workers.used).toHaveLength(0);
    expect(result.current.result).toBe('ABC');
    act(() => result.current.run('abcd'));
    await flush();
    expect(workers.used).toHaveLength(1);
    expect(result.current.result).toBe('ABCD');
  });

  it("a time limit of 'none' never stops the run", async () => {
    const onError = vi.fn();
    const { result } = renderJob('hang', { timeLimit: 'none', onError });
    act(() => result.current.run('x'));
    await wait(3_600_000);
    expect(onError).not.toHaveBeenCalled();
    expect(result.current.status).toBe('running');
  });

  it('a request rebuilt with the same fields starts nothing', async () => {
    const { client, workers } = setup();
    const hook = renderHook(
      ({ input }: { input: { text: string } }) => useToolJob(client, 'upper', { input: input.text }),
      {
        initialProps: { input: { text: 'a' } },
      },
    );
    await flush();
    hook.rerender({ input: { text: 'a' } });
    await flush();
    expect(workers.used.flatMap((w) => w.received)).toHaveLength(1);
  });

  it('null input clears the result', async () => {
    const { result, rerender } = renderJob('upper', { input: 'abc' });
    await flush();
    rerender({ input: null });
    await flush();
    expect(result.current).toMatchObject({ status: 'idle', result: null, source: null, stale: false });
  });
});

describe('useToolJob restAbove', () => {
  it('a typed change below restAbove runs at once; above it, after the pause', async () => {
    const { client, workers } = setup();
    const hook = renderHook((props: ToolJobOptions<string, string, string>) => useToolJob(client, 'upper', props), {
      initialProps: { input: 'a', debounceMs: 300, restAbove: 5 },
    });
    await flush();
    typed();
    hook.rerender({ input: 'ab', debounceMs: 300, restAbove: 5 });
    await flush();
    expect(hook.result.current.result).toBe('AB');
    typed();
    hook.rerender({ input: 'abcdef', debounceMs: 300, restAbove: 5 });
    await flush();
    expect(hook.result.current.status).toBe('waiting');
    await wait(300);
    await flush();
    expect(hook.result.current.result).toBe('ABCDEF');
    expect(workers.used.flatMap((w) => w.received)).toHaveLength(3);
  });
});

describe('useToolJob runs asked for', () => {
  it('a run asked for with the request the input then becomes is not restarted by the input', async () => {
    const { client, workers } = setup();
    const hook = renderHook((props: ToolJobOptions<string, string, string>) => useToolJob(client, 'slow', props), {
      initialProps: { input: 'big-a', liveBelow: 3 },
    });
    act(() => hook.result.current.run('big-b'));
    hook.rerender({ input: 'big-b', liveBelow: 3 });
    await flush();
    settle('big-b', 'B');
    await flush();
    expect(hook.result.current).toMatchObject({ status: 'done', result: 'B', stale: false });
    expect(workers.used.flatMap((w) => w.received)).toEqual([{ seq: 1, kind: 'slow', input: 'big-b' }]);
  });

  it('past liveBelow a new input leaves the run under way going; its result shows as stale', async () => {
    const { client } = setup();
    const hook = renderHook((props: ToolJobOptions<string, string, string>) => useToolJob(client, 'slow', props), {
      initialProps: { input: 'big-a', liveBelow: 3 },
    });
    act(() => hook.result.current.run('big-a'));
    hook.rerender({ input: 'big-ab', liveBelow: 3 });
    await flush();
    settle('big-a', 'A');
    await flush();
    expect(hook.result.current).toMatchObject({ result: 'A', stale: true });
  });
});

describe('useToolJob policy', () => {
  it("a named policy gives the run its sizes: 'network' never follows the input and has no time limit", async () => {
    const { client, workers } = setup();
    const onError = vi.fn();
    const hook = renderHook((props: ToolJobOptions<string, string, string>) => useToolJob(client, 'hang', props), {
      initialProps: { input: 'x', policy: 'network', onError },
    });
    await flush();
    expect(workers.used).toHaveLength(0);
    act(() => hook.result.current.run('x'));
    await wait(3_600_000);
    expect(onError).not.toHaveBeenCalled();
  });
});
