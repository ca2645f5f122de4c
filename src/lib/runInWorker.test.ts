import { describe, expect, it, vi } from 'vitest';
import { runInWorker, serveWorker, WorkerAbortError, WorkerTimeoutError } from './runInWorker';

/** A fake Worker that runs a serveWorker handler in the same thread, asynchronously. */
function fakeWorker(handler: (input: unknown, progress: (f: number) => void) => unknown) {
  const terminated = { value: false };
  const create = () => {
    const worker: { onmessage: ((e: MessageEvent) => void) | null; onerror: null; terminate: () => void; postMessage: (msg: unknown) => void } = {
      onmessage: null,
      onerror: null,
      terminate: () => void (terminated.value = true),
      postMessage: () => undefined,
    };
    const scope = { onmessage: null as ((e: MessageEvent) => void) | null, postMessage: (m: unknown) => setTimeout(() => !terminated.value && worker.onmessage?.({ data: m } as MessageEvent)) };
    serveWorker(scope, handler);
    worker.postMessage = (msg: unknown) => setTimeout(() => scope.onmessage?.({ data: msg } as MessageEvent));
    return worker as unknown as Worker;
  };
  return { create, terminated };
}

describe('runInWorker', () => {
  it('resolves with the result, reports progress and terminates the worker', async () => {
    const w = fakeWorker((input, progress) => {
      progress(0.5);
      return (input as number) * 2;
    });
    const onProgress = vi.fn();
    await expect(runInWorker(w.create, 21, { onProgress })).resolves.toBe(42);
    expect(onProgress).toHaveBeenCalledWith(0.5);
    expect(w.terminated.value).toBe(true);
  });
  it('rejects with the worker error message', async () => {
    const w = fakeWorker(() => {
      throw new Error('bad input');
    });
    await expect(runInWorker(w.create, 1)).rejects.toThrow('bad input');
  });
  it('terminates a runaway job at the time limit', async () => {
    const w = fakeWorker(() => new Promise(() => {}));
    await expect(runInWorker(w.create, 1, { timeoutMs: 30 })).rejects.toBeInstanceOf(WorkerTimeoutError);
    expect(w.terminated.value).toBe(true);
  });
  it('aborts on signal', async () => {
    const w = fakeWorker(() => new Promise(() => {}));
    const ctl = new AbortController();
    const p = runInWorker(w.create, 1, { signal: ctl.signal });
    ctl.abort();
    await expect(p).rejects.toBeInstanceOf(WorkerAbortError);
    expect(w.terminated.value).toBe(true);
  });
});
