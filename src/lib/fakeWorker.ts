import type { JobMap, JobSet } from './defineJobs';
import { serveJobs, type WorkerScope } from './serveJobs';

/**
 * For tests: a Worker that serves a job set in this thread. Messages travel as microtasks, and
 * nothing reaches either side once the worker is terminated.
 */
export class FakeWorker extends EventTarget implements Worker {
  onmessage: Worker['onmessage'] = null;
  onmessageerror: Worker['onmessageerror'] = null;
  onerror: Worker['onerror'] = null;
  terminated = false;
  /** What the page posted, and what the worker side handed over with its answers. */
  readonly received: unknown[] = [];
  readonly transferred: Transferable[][] = [];
  private readonly scope: WorkerScope = {
    onmessage: null,
    postMessage: (message: unknown, transfer: Transferable[]) => {
      this.transferred.push(transfer);
      this.deliver(() => this.onmessage?.call(this, new MessageEvent('message', { data: message })));
    },
  };

  constructor(jobs: JobSet<JobMap>) {
    super();
    serveJobs(jobs, this.scope);
  }

  postMessage(message: unknown): void {
    this.received.push(message);
    this.deliver(() => this.scope.onmessage?.(new MessageEvent('message', { data: message })));
  }

  terminate(): void {
    this.terminated = true;
  }

  private deliver(send: () => void) {
    queueMicrotask(() => {
      if (!this.terminated) send();
    });
  }
}

/** A worker factory that records the workers it made. */
export function fakeWorkers<M extends JobMap>(jobs: JobSet<M>) {
  const made: FakeWorker[] = [];
  const create = (): Worker => {
    const worker = new FakeWorker(jobs);
    made.push(worker);
    return worker;
  };
  return {
    create,
    made,
    /** The workers that were given a job (a warm worker waiting for its first is left out). */
    get used() {
      return made.filter((worker) => worker.received.length > 0);
    },
  };
}
