/// <reference lib="webworker" />
// The project compiles against lib.dom, which has no worker scope types; this module serves jobs
// from a worker, so it brings in lib.webworker for DedicatedWorkerGlobalScope.
import type { JobMap, JobSet } from './defineJobs';
import type { WorkerAnswer, WorkerRequest } from './workerProtocol';

declare const self: DedicatedWorkerGlobalScope;

/** What serving needs of a worker's global scope (a test, or the page where Worker does not exist, passes another). */
export interface WorkerScope {
  onmessage: ((event: MessageEvent) => unknown) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
}

/**
 * The worker side of a job set: a worker file is `serveJobs(xmlJobs)`. Each message names a kind
 * and carries its input; the worker answers with progress, then the result or an error (the
 * protocol of src/lib/workerProtocol.ts). Requests are answered one at a time in the order they
 * came, so each sees the state the one before left (a session, see `serveSession`).
 */
export function serveJobs<M extends JobMap>(jobs: JobSet<M>, scope: WorkerScope = self): void {
  let queue = Promise.resolve();
  scope.onmessage = (event: MessageEvent<WorkerRequest<M>>) => {
    const request = event.data;
    queue = queue.then(() => answer(jobs, request, scope));
  };
}

async function answer<M extends JobMap, K extends keyof M>(
  jobs: JobSet<M>,
  request: WorkerRequest<M, K>,
  scope: WorkerScope,
): Promise<void> {
  const { seq } = request;
  const post = (message: WorkerAnswer<M[K]['result']>, transfer: Transferable[] = []) =>
    scope.postMessage(message, transfer);
  // a job is stopped by terminating its worker: nothing aborts it from inside
  const signal = new AbortController().signal;
  try {
    const result = await jobs.handlers[request.kind](request.input, {
      progress: (value) => post({ seq, type: 'progress', value }),
      signal,
    });
    post({ seq, type: 'result', value: result }, jobs.transfers[request.kind]?.(result) ?? []);
  } catch (e) {
    post({ seq, type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
}
