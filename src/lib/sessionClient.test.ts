import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker, fakeWorkers } from '@/test/fakeWorker';
import { defineJobs } from './defineJobs';
import { defineSession } from './defineSession';
import type { WorkerScope } from './serveJobs';
import { serveSession } from './serveSession';
import { sessionClient } from './sessionClient';
import { WorkerTimeoutError } from './workerErrors';
import type { WorkerAnswer } from './workerProtocol';

let letGo: () => void = () => undefined;

/** A session whose state is a running total. */
const counter = defineSession(() => {
  let total = 0;
  return defineJobs({
    add: (n: number, { progress }) => {
      progress(0.5);
      total += n;
      return total;
    },
    /** Adds once the test lets it, so the page can act while it is under way. */
    addLater: async (n: number) => {
      await new Promise<void>((resolve) => (letGo = resolve));
      total += n;
      return total;
    },
    label: (prefix: string) => `${prefix}${total}`,
    hang: (_n: number) => new Promise<number>(() => undefined),
  });
});

const serveCounter = (scope: WorkerScope) => serveSession(counter, scope);

/** A worker side that holds its requests until `count` have come, then answers them last first, each with progress then its input. */
function answersBackwards(count: number) {
  return (scope: WorkerScope) => {
    const held: { seq: number; input: unknown }[] = [];
    scope.onmessage = (event: MessageEvent<{ seq: number; input: unknown }>) => {
      held.push(event.data);
      if (held.length < count) return;
      for (const { seq, input } of held.reverse()) {
        const progress: WorkerAnswer<unknown> = { seq, type: 'progress', value: seq / 10 };
        const result: WorkerAnswer<unknown> = { seq, type: 'result', value: input };
        scope.postMessage(progress, []);
        scope.postMessage(result, []);
      }
    };
  };
}

/** A worker side that never answers. */
const silent = (scope: WorkerScope) => {
  scope.onmessage = () => undefined;
};

describe('sessionClient', () => {
  beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
  afterEach(() => vi.unstubAllGlobals());

  it('answers requests in order against the state the ones before left, each typed by its kind', async () => {
    const workers = fakeWorkers(serveCounter);
    const session = sessionClient(counter, workers.create).open();
    const results = await Promise.all([
      session.request('add', 2),
      session.request('add', 3),
      session.request('label', 'total '),
    ]);
    const [first, second, label]: [number, number, string] = results;
    expect([first, second, label]).toEqual([2, 5, 'total 5']);
    expect(workers.made).toHaveLength(1);
    expect(workers.made[0].received).toEqual([
      { seq: 1, kind: 'add', input: 2 },
      { seq: 2, kind: 'add', input: 3 },
      { seq: 3, kind: 'label', input: 'total ' },
    ]);
    // @ts-expect-error the input type follows from the kind
    await session.request('add', 'two').catch(() => undefined);
    // @ts-expect-error only declared kinds exist
    await session.request('reset', 0).catch(() => undefined);
    session.dispose();
  });

  it('gives each session its own worker and state', async () => {
    const workers = fakeWorkers(serveCounter);
    const client = sessionClient(counter, workers.create);
    const one = client.open();
    const two = client.open();
    await one.request('add', 4);
    await expect(two.request('add', 1)).resolves.toBe(1);
    expect(workers.made).toHaveLength(2);
  });

  it('matches answers that come out of order to their requests by number, with their progress', async () => {
    const workers = fakeWorkers(answersBackwards(2));
    const session = sessionClient(counter, workers.create).open();
    const settled: string[] = [];
    const firstProgress = vi.fn();
    const secondProgress = vi.fn();
    const first = session.request('label', 'first', { onProgress: firstProgress }).then((value) => settled.push(value));
    const second = session
      .request('label', 'second', { onProgress: secondProgress })
      .then((value) => settled.push(value));
    await Promise.all([first, second]);
    expect(settled).toEqual(['second', 'first']);
    expect(firstProgress.mock.calls).toEqual([[0.1]]);
    expect(secondProgress.mock.calls).toEqual([[0.2]]);
  });

  it('delivers progress to the request that reported it', async () => {
    const workers = fakeWorkers(serveCounter);
    const session = sessionClient(counter, workers.create).open();
    const onProgress = vi.fn();
    await session.request('label', 'none ', { onProgress });
    await session.request('add', 1, { onProgress });
    expect(onProgress.mock.calls).toEqual([[0.5]]);
  });

  it('rejects every pending request, and every later one, when the worker fails', async () => {
    const workers = fakeWorkers(silent);
    const session = sessionClient(counter, workers.create).open();
    const pending = [session.request('add', 1), session.request('label', 'x')];
    await vi.waitFor(() => expect(workers.made[0]?.received).toHaveLength(2));
    const worker = workers.made[0];
    worker.onerror?.call(worker, new ErrorEvent('error', { message: 'worker crashed' }));
    for (const request of pending) await expect(request).rejects.toThrow('worker crashed');
    await expect(session.request('add', 2)).rejects.toThrow('worker crashed');
    expect(worker.terminated).toBe(true);
  });

  it('dispose terminates the worker and rejects pending and later requests with an AbortError', async () => {
    const workers = fakeWorkers(serveCounter);
    const session = sessionClient(counter, workers.create).open();
    const pending = [session.request('hang', 1), session.request('add', 1)];
    session.dispose();
    for (const request of pending) await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    await expect(session.request('add', 1)).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers.made[0].terminated).toBe(true);
  });

  it('a cancelled request rejects alone: its answer is dropped and the session keeps its state', async () => {
    const workers = fakeWorkers(serveCounter);
    const session = sessionClient(counter, workers.create).open();
    const cancel = new AbortController();
    const cancelled = session.request('addLater', 5, { signal: cancel.signal });
    await vi.waitFor(() => expect(workers.made[0]?.received).toHaveLength(1));
    cancel.abort();
    letGo();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    await expect(session.request('add', 1)).resolves.toBe(6);
    // one cancelled before it was sent never runs
    await expect(session.request('add', 100, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(session.request('add', 1)).resolves.toBe(7);
    expect(workers.made[0].terminated).toBe(false);
  });

  it('a request past its time limit ends the session; with none it waits', async () => {
    const workers = fakeWorkers(silent);
    const session = sessionClient(counter, workers.create).open();
    const unlimited = session.request('label', 'x', { timeLimit: 'none' });
    await expect(session.request('add', 1, { timeLimit: 20 })).rejects.toBeInstanceOf(WorkerTimeoutError);
    await expect(unlimited).rejects.toBeInstanceOf(WorkerTimeoutError);
    expect(workers.made[0].terminated).toBe(true);
  });

  it('where Worker does not exist, serves the session in this thread with the same results', async () => {
    const inWorker = sessionClient(counter, fakeWorkers(serveCounter).create).open();
    const script = async (session: typeof inWorker) => {
      const onProgress = vi.fn();
      const answers = await Promise.all([
        session.request('add', 2, { onProgress }),
        session.request('add', 3),
        session.request('label', '='),
      ]);
      return { answers, progress: onProgress.mock.calls };
    };
    const expected = await script(inWorker);

    vi.stubGlobal('Worker', undefined);
    const create = vi.fn(() => {
      throw new Error('no workers here');
    });
    const load = vi.fn(() => Promise.resolve(counter));
    const inPage = sessionClient(load, create).open();
    await expect(script(inPage)).resolves.toEqual(expected);
    expect(expected).toEqual({ answers: [2, 5, '=5'], progress: [[0.5]] });
    expect(create).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);

    const pending = inPage.request('hang', 1);
    inPage.dispose();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(inPage.request('add', 1)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
