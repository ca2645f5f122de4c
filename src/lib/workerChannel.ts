/**
 * The page side of the worker protocol (src/lib/workerProtocol.ts), the one place that handles a
 * worker's failures: it numbers requests, hands each answer and its progress to the request it
 * belongs to, and ends the channel — terminating the worker and rejecting every pending request —
 * when the worker fails, when a request outlives its time limit (a worker busy past it answers
 * nothing else either) or when it is closed. `runInWorker` runs one job over a channel; a
 * `sessionClient` session sends all its requests over one.
 */
import type { JobMap } from './defineJobs';
import { DEFAULT_TIME_LIMIT, type TimeLimit } from './jobPolicy';
import { WorkerAbortError, WorkerTimeoutError } from './workerErrors';
import type { WorkerAnswer, WorkerRequest } from './workerProtocol';

export interface RequestOptions {
  /** Counted from when the request is sent; past it the worker is stopped and the request fails with WorkerTimeoutError. 'none' waits until it ends or is cancelled. */
  timeLimit?: TimeLimit;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** Buffers of the input moved to the worker instead of copied. */
  transfer?: Transferable[];
}

export interface ChannelOptions {
  /**
   * What a cancelled request does: 'terminate' stops the worker, the only way to interrupt work
   * under way (a job); 'drop' rejects the request and ignores its answer, leaving the worker and
   * the state it holds (a session) to serve the next request.
   */
  onCancel: 'terminate' | 'drop';
}

export interface WorkerChannel<M extends JobMap> {
  request<K extends keyof M & string>(kind: K, input: M[K]['input'], options?: RequestOptions): Promise<M[K]['result']>;
  /** Why the channel ended, or null while it is open. */
  readonly ended: Error | null;
  /** Ends the channel: its worker is terminated, and pending and later requests reject with `reason`. */
  close(reason?: Error): void;
  /** Hands the worker over, still running, to serve another channel; only while nothing is pending. */
  release(): Worker;
}

interface Pending {
  /** The answer's data is what the worker posted for this request: the wire is where its type is taken on trust. */
  deliver(event: MessageEvent): void;
  fail(error: Error): void;
}

export function openChannel<M extends JobMap>(worker: Worker, { onCancel }: ChannelOptions): WorkerChannel<M> {
  const pending = new Map<number, Pending>();
  let seq = 0;
  let ended: Error | null = null;
  const detach = () => {
    worker.onmessage = null;
    worker.onerror = null;
  };
  const close = (reason: Error = new WorkerAbortError()) => {
    if (ended) return;
    ended = reason;
    detach();
    worker.terminate();
    const failing = [...pending.values()];
    pending.clear();
    for (const request of failing) request.fail(reason);
  };
  worker.onmessage = (event: MessageEvent<{ seq: number }>) => pending.get(event.data.seq)?.deliver(event);
  worker.onerror = (event) => {
    event.preventDefault?.();
    close(new Error(event.message || 'The background worker failed'));
  };

  function request<K extends keyof M & string>(
    kind: K,
    input: M[K]['input'],
    options: RequestOptions = {},
  ): Promise<M[K]['result']> {
    const { timeLimit = DEFAULT_TIME_LIMIT, signal, onProgress, transfer = [] } = options;
    return new Promise<M[K]['result']>((resolve, reject) => {
      if (ended) return reject(ended);
      if (signal?.aborted) return reject(new WorkerAbortError());
      const id = ++seq;
      const settle = () => {
        pending.delete(id);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        if (onCancel === 'terminate') return close(new WorkerAbortError());
        settle();
        reject(new WorkerAbortError());
      };
      const timer =
        timeLimit === 'none' ? undefined : setTimeout(() => close(new WorkerTimeoutError(timeLimit)), timeLimit);
      pending.set(id, {
        deliver(event: MessageEvent<WorkerAnswer<M[K]['result']>>) {
          const answer = event.data;
          if (answer.type === 'progress') return onProgress?.(answer.value);
          settle();
          if (answer.type === 'result') resolve(answer.value);
          else reject(new Error(answer.message));
        },
        fail(error) {
          settle();
          reject(error);
        },
      });
      signal?.addEventListener('abort', onAbort);
      const message: WorkerRequest<M, K> = { seq: id, kind, input };
      try {
        worker.postMessage(message, transfer);
      } catch (e) {
        // an input that cannot be cloned: this request fails, the worker never saw it
        settle();
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
  }

  return {
    request,
    get ended() {
      return ended;
    },
    close,
    release() {
      detach();
      return worker;
    },
  };
}
