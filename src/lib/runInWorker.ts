/**
 * Runs one job in a Web Worker and resolves with its result. The worker is terminated when the
 * signal aborts or the time limit passes — so a runaway job (a catastrophic regex, say) can never
 * freeze the tab — and when the worker fails; a job that ends (with its result or its error) hands
 * the worker to `release`, so the next job starts warm, or terminates it when there is none.
 *
 * Protocol: the worker receives `input` as its first message and posts either
 *   { type: 'progress', value: 0..1 }   any number of times
 *   { type: 'result', value }           once
 *   { type: 'error', message }          once
 * `serveJobs` implements the worker side; a tool runs its jobs through `jobClient` and `useToolJob`.
 */
import { DEFAULT_TIME_LIMIT, type TimeLimit } from './jobPolicy';

export class WorkerTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`The operation took longer than ${Math.round(ms / 100) / 10} s and was stopped`);
    this.name = 'WorkerTimeoutError';
  }
}
export class WorkerAbortError extends Error {
  constructor() {
    super('The operation was cancelled');
    this.name = 'AbortError';
  }
}

export interface RunOptions {
  /** The run is stopped and fails with WorkerTimeoutError after this long; 'none' lets it run until it ends or is cancelled. */
  timeLimit?: TimeLimit;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  transfer?: Transferable[];
  /** Takes back a worker whose job ended normally, to run the next job in. */
  release?: (worker: Worker) => void;
}

export type WorkerMessage<R> = { type: 'progress'; value: number } | { type: 'result'; value: R } | { type: 'error'; message: string };

export function runInWorker<I, R>(createWorker: () => Worker, input: I, options: RunOptions = {}): Promise<R> {
  const { timeLimit = DEFAULT_TIME_LIMIT, signal, onProgress, transfer = [], release } = options;
  return new Promise<R>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new WorkerAbortError());
      return;
    }
    let worker: Worker;
    try {
      worker = createWorker();
    } catch (e) {
      reject(e instanceof Error ? e : new Error(String(e)));
      return;
    }
    let done = false;
    const finish = (reusable = false) => {
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.onmessage = null;
      worker.onerror = null;
      if (reusable && release) release(worker);
      else worker.terminate();
    };
    const onAbort = () => {
      if (done) return;
      finish();
      reject(new WorkerAbortError());
    };
    const timer =
      timeLimit === 'none'
        ? undefined
        : setTimeout(() => {
            if (done) return;
            finish();
            reject(new WorkerTimeoutError(timeLimit));
          }, timeLimit);
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<WorkerMessage<R>>) => {
      const msg = event.data;
      if (done) return;
      if (msg.type === 'progress') onProgress?.(msg.value);
      else if (msg.type === 'result') {
        finish(true);
        resolve(msg.value);
      } else if (msg.type === 'error') {
        finish(true);
        reject(new Error(msg.message));
      }
    };
    worker.onerror = (event) => {
      if (done) return;
      finish();
      event.preventDefault?.();
      reject(new Error(event.message || 'The background worker failed'));
    };
    worker.postMessage(input, transfer);
  });
}
