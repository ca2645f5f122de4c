import type { JobMap, JobSet } from '@/lib/defineJobs';
import { PageWorker } from '@/lib/pageWorker';
import { serveJobs, type WorkerScope } from '@/lib/serveJobs';

/** What a fake worker serves: a job set, or a scope handed to the test's own worker side. */
type Served = JobSet<JobMap> | ((scope: WorkerScope) => void);

/**
 * For tests: a Worker that serves in this thread (a PageWorker) and records what crossed it.
 * Messages travel as microtasks, and nothing reaches either side once the worker is terminated.
 */
export class FakeWorker extends PageWorker {
  /** What the page posted, and what the worker side handed over with its answers. */
  readonly received: unknown[] = [];
  readonly transferred: Transferable[][] = [];

  constructor(served: Served) {
    super(typeof served === 'function' ? served : (scope) => serveJobs(served, scope));
  }

  override postMessage(message: unknown): void {
    this.received.push(message);
    super.postMessage(message);
  }

  protected override answer(message: unknown, transfer: Transferable[]): void {
    this.transferred.push(transfer);
    super.answer(message, transfer);
  }
}

/** A worker factory that records the workers it made. */
export function fakeWorkers<M extends JobMap>(served: JobSet<M> | ((scope: WorkerScope) => void)) {
  const made: FakeWorker[] = [];
  const create = (): Worker => {
    const worker = new FakeWorker(served);
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
