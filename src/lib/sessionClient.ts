import type { JobMap } from './defineJobs';
import type { JobSession } from './defineSession';
import { PageWorker } from './pageWorker';
import { serveSession } from './serveSession';
import { openChannel, type RequestOptions, type WorkerChannel } from './workerChannel';
import { WorkerAbortError } from './workerErrors';

export type SessionRequestOptions = RequestOptions;

export interface Session<M extends JobMap> {
  /**
   * Sends a request to the session's worker. Cancelling it (the signal) drops its answer and leaves
   * the session's state as the request leaves it; a worker that fails or outlives a time limit ends
   * the session, and this and every pending and later request reject.
   */
  request<K extends keyof M & string>(
    kind: K,
    input: M[K]['input'],
    options?: SessionRequestOptions,
  ): Promise<M[K]['result']>;
  /** Ends the session: its worker is terminated; pending and later requests reject with an AbortError. */
  dispose(): void;
}

export interface SessionClient<M extends JobMap> {
  /** Starts a session in a worker of its own. */
  open(): Session<M>;
}

/** A session whose code is only needed on the page where there is no worker, loaded when first needed. */
type SessionSource<M extends JobMap> = JobSession<M> | (() => Promise<JobSession<M>>);

/**
 * Opens a tool's sessions: each in a worker from `createWorker`, or, where Worker does not exist
 * (jsdom), in a PageWorker serving the session in this thread — the same messages over the same
 * channel, so requests, progress, errors and dispose behave alike in both.
 */
export function sessionClient<M extends JobMap>(
  session: SessionSource<M>,
  createWorker: () => Worker,
): SessionClient<M> {
  const start = async (): Promise<Worker> => {
    if (typeof Worker !== 'undefined') return createWorker();
    const served = typeof session === 'function' ? await session() : session;
    return new PageWorker((scope) => serveSession(served, scope));
  };
  return {
    open() {
      const channel: Promise<WorkerChannel<M>> = start().then((worker) => openChannel<M>(worker, { onCancel: 'drop' }));
      // a request waits for the channel; one sent after dispose finds it closed and rejects
      const request = <K extends keyof M & string>(kind: K, input: M[K]['input'], options?: SessionRequestOptions) =>
        channel.then((open) => open.request(kind, input, options));
      return {
        request,
        dispose() {
          channel.then(
            (open) => open.close(new WorkerAbortError()),
            // a worker that never started has nothing to end; its requests report why
            () => undefined,
          );
        },
      };
    },
  };
}
