/**
 * Runs one job in a Web Worker and resolves with its result. The worker is terminated when the
 * signal aborts or the time limit passes — so a runaway job (a catastrophic regex, say) can never
 * freeze the tab — and when the worker fails; a job that ends (with its result or its error) hands
 * the worker to `release`, so the next job starts warm, or terminates it when there is none.
 *
 * The messages are those of src/lib/workerProtocol.ts, carried by a channel (src/lib/workerChannel.ts);
 * `serveJobs` implements the worker side; a tool runs its jobs through `jobClient` and `useToolJob`.
 */
import type { JobMap } from './defineJobs';
import { openChannel, type RequestOptions, type WorkerChannel } from './workerChannel';
import { WorkerAbortError } from './workerErrors';

export { WorkerAbortError, WorkerTimeoutError } from './workerErrors';

export interface RunOptions extends RequestOptions {
  /** Takes back a worker whose job ended normally, to run the next job in. */
  release?: (worker: Worker) => void;
}

/** One job: a kind of the set and its input. */
export interface JobCall<M extends JobMap, K extends keyof M & string> {
  kind: K;
  input: M[K]['input'];
}

export function runInWorker<M extends JobMap, K extends keyof M & string>(
  createWorker: () => Worker,
  job: JobCall<M, K>,
  options: RunOptions = {},
): Promise<M[K]['result']> {
  const { release, ...request } = options;
  if (request.signal?.aborted) return Promise.reject(new WorkerAbortError());
  let channel: WorkerChannel<M>;
  try {
    channel = openChannel<M>(createWorker(), { onCancel: 'terminate' });
  } catch (e) {
    return Promise.reject(e instanceof Error ? e : new Error(String(e)));
  }
  // a job that ended by itself leaves its worker able to run the next; one stopped has ended the channel
  const done = () => {
    if (channel.ended) return;
    if (release) release(channel.release());
    else channel.close();
  };
  return channel.request(job.kind, job.input, request).finally(done);
}
