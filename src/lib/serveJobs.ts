/// <reference lib="webworker" />
// The project compiles against lib.dom, which has no worker scope types; this module serves jobs
// from a worker, so it brings in lib.webworker for DedicatedWorkerGlobalScope.
import type { JobMap, JobRequest, JobSet } from './defineJobs';
import type { WorkerMessage } from './runInWorker';

declare const self: DedicatedWorkerGlobalScope;

/** What serving needs of a worker's global scope (a test passes a fake one). */
export interface WorkerScope {
  onmessage: ((event: MessageEvent) => unknown) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
}

/**
 * The worker side of a job set: a worker file is `serveJobs(xmlJobs)`. Each message names a kind
 * and carries its input; the worker answers with progress, then the result or an error (the
 * protocol `runInWorker` expects).
 */
export function serveJobs<M extends JobMap>(jobs: JobSet<M>, scope: WorkerScope = self): void {
  const post = (message: WorkerMessage<unknown>, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
  scope.onmessage = async (event: MessageEvent<JobRequest<M>>) => {
    try {
      const { result, transfer } = await answer(jobs, event.data, (value) => post({ type: 'progress', value }));
      post({ type: 'result', value: result }, transfer);
    } catch (e) {
      post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  };
}

async function answer<M extends JobMap, K extends keyof M>(jobs: JobSet<M>, request: JobRequest<M, K>, progress: (fraction: number) => void) {
  // a job is stopped by terminating its worker: nothing aborts it from inside
  const signal = new AbortController().signal;
  const result = await jobs.handlers[request.kind](request.input, { progress, signal });
  return { result, transfer: jobs.transfers[request.kind]?.(result) ?? [] };
}
