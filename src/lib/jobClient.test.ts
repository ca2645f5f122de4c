import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker, fakeWorkers } from '@/test/fakeWorker';
import { defineJobs } from './defineJobs';
import { jobClient } from './jobClient';

const bufferOf = (bytes: Uint8Array<ArrayBuffer>): Transferable[] => [bytes.buffer];

const jobs = defineJobs(
  {
    length: (text: string) => text.length,
    bytes: async (size: number, { signal }) => (signal.aborted ? new Uint8Array(0) : new Uint8Array(size)),
  },
  { bytes: bufferOf },
);

describe('jobClient', () => {
  beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
  afterEach(() => vi.unstubAllGlobals());

  it('posts the kind and input to a fresh worker and resolves with the typed result', async () => {
    const workers = fakeWorkers(jobs);
    const client = jobClient(jobs, workers.create);
    const length: number = await client.run('length', 'four');
    expect(length).toBe(4);
    expect(workers.made[0].received).toEqual([{ seq: 1, kind: 'length', input: 'four' }]);
    // @ts-expect-error the input type follows from the kind
    await client.run('length', 4).catch(() => undefined);
    // @ts-expect-error only declared kinds exist
    await client.run('size', 'x').catch(() => undefined);
  });

  it('hands the declared buffers of a result over instead of copying them', async () => {
    const workers = fakeWorkers(jobs);
    const bytes: Uint8Array = await jobClient(jobs, workers.create).run('bytes', 8);
    expect(bytes).toHaveLength(8);
    expect(workers.made[0].transferred.at(-1)).toEqual([bytes.buffer]);
  });

  it('runs in the page when asked, or when the set has no worker, giving the job the signal', async () => {
    const workers = fakeWorkers(jobs);
    await expect(jobClient(jobs, workers.create).run('length', 'abc', { inline: true })).resolves.toBe(3);
    await expect(jobClient(jobs).run('length', 'ab')).resolves.toBe(2);
    const aborted = AbortSignal.abort();
    await expect(jobClient(jobs).run('bytes', 8, { signal: aborted })).resolves.toHaveLength(0);
    expect(workers.made).toHaveLength(0);
  });

  it('runs in the page where Worker does not exist, loading a lazy set first', async () => {
    vi.stubGlobal('Worker', undefined);
    const workers = fakeWorkers(jobs);
    const load = vi.fn(() => Promise.resolve(jobs));
    await expect(jobClient(load, workers.create).run('length', 'abcd')).resolves.toBe(4);
    expect(load).toHaveBeenCalledTimes(1);
    expect(workers.made).toHaveLength(0);
  });

  it("without the page's copy of the jobs, runs every job in the worker, even one asked inline", async () => {
    const workers = fakeWorkers(jobs);
    // as a production build has it: `import.meta.env.PROD ? undefined : () => import('./jobs')…`
    const pageCopy = (): typeof jobs | undefined => undefined;
    const client = jobClient(pageCopy(), workers.create);
    await expect(client.run('length', 'abc', { inline: true })).resolves.toBe(3);
    expect(workers.made).toHaveLength(1);
    await expect(jobClient(pageCopy()).run('length', 'ab')).rejects.toThrow(/neither a worker/);
  });

  it('starts a worker when warmed, runs the first job in it and keeps it for the next', async () => {
    const workers = fakeWorkers(jobs);
    const client = jobClient(jobs, workers.create);
    client.warm();
    client.warm();
    expect(workers.made).toHaveLength(1);
    await client.run('length', 'one');
    await client.run('length', 'three');
    expect(workers.made).toHaveLength(1);
    expect(workers.made[0].received).toEqual([
      { seq: 1, kind: 'length', input: 'one' },
      { seq: 1, kind: 'length', input: 'three' },
    ]);
    expect(workers.made[0].terminated).toBe(false);
    client.rest();
    expect(workers.made[0].terminated).toBe(true);
  });

  it('terminates the worker of a cancelled job, and the next job starts a fresh one', async () => {
    const workers = fakeWorkers(jobs);
    const client = jobClient(jobs, workers.create);
    const cancel = new AbortController();
    const cancelled = client.run('length', 'stop', { signal: cancel.signal });
    cancel.abort();
    await expect(cancelled).rejects.toThrow('cancelled');
    expect(workers.made[0].terminated).toBe(true);
    await expect(client.run('length', 'go')).resolves.toBe(2);
    expect(workers.made).toHaveLength(2);
    expect(workers.made[1].terminated).toBe(false);
  });

  it('warming where a worker cannot start throws nothing; the job reports the failure', async () => {
    const client = jobClient(jobs, () => {
      throw new Error('workers are unavailable');
    });
    expect(() => client.warm()).not.toThrow();
    await expect(client.run('length', 'x')).rejects.toThrow('workers are unavailable');
  });
});
