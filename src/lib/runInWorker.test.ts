import { describe, expect, it, vi } from 'vitest';
import { fakeWorkers } from '@/test/fakeWorker';
import { defineJobs } from './defineJobs';
import { runInWorker, WorkerAbortError, WorkerTimeoutError } from './runInWorker';

const jobs = defineJobs({
  double: (n: number, { progress }) => {
    progress(0.5);
    return n * 2;
  },
  fail: (_n: number): number => {
    throw new Error('bad input');
  },
  hang: (_n: number) => new Promise<number>(() => undefined),
});

describe('runInWorker', () => {
  it('resolves with the result, reports progress and terminates the worker', async () => {
    const w = fakeWorkers(jobs);
    const onProgress = vi.fn();
    await expect(runInWorker(w.create, { kind: 'double', input: 21 }, { onProgress })).resolves.toBe(42);
    expect(onProgress).toHaveBeenCalledWith(0.5);
    expect(w.made[0].terminated).toBe(true);
  });
  it('rejects with the worker error message', async () => {
    const w = fakeWorkers(jobs);
    await expect(runInWorker(w.create, { kind: 'fail', input: 1 })).rejects.toThrow('bad input');
  });
  it('terminates a runaway job at the time limit', async () => {
    const w = fakeWorkers(jobs);
    await expect(runInWorker(w.create, { kind: 'hang', input: 1 }, { timeLimit: 30 })).rejects.toBeInstanceOf(
      WorkerTimeoutError,
    );
    expect(w.made[0].terminated).toBe(true);
  });
  it('aborts on signal', async () => {
    const w = fakeWorkers(jobs);
    const ctl = new AbortController();
    const p = runInWorker(w.create, { kind: 'hang', input: 1 }, { signal: ctl.signal });
    ctl.abort();
    await expect(p).rejects.toBeInstanceOf(WorkerAbortError);
    expect(w.made[0].terminated).toBe(true);
  });
});
