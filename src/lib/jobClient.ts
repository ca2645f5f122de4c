import type { JobMap, JobSet } from './defineJobs';
import type { TimeLimit } from './jobPolicy';
import { runInWorker } from './runInWorker';

export interface JobRunOptions {
  /** Run in this thread instead of a worker (small inputs, where starting a worker costs more than the work). */
  inline?: boolean;
  /** A worker run is terminated after this long (default DEFAULT_TIME_LIMIT), or never with 'none'; a run in this thread cannot be interrupted. */
  timeLimit?: TimeLimit;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** Buffers of the input moved to the worker instead of copied. */
  transfer?: Transferable[];
}

export interface JobClient<M extends JobMap> {
  run<K extends keyof M & string>(kind: K, input: M[K]['input'], options?: JobRunOptions): Promise<M[K]['result']>;
  /** Starts a worker ahead of the first job, so that job does not wait for the worker to load. */
  warm(): void;
  /** Terminates the worker kept for the next job (the tool is gone). */
  rest(): void;
}

/**
 * The jobs as the page runs them: the set, or a loader for a set whose code the page needs only where
 * there is no worker. Jobs whose policy keeps them in the worker pass the loader in unit tests alone
 * (`import.meta.env.PROD ? undefined : () => import('./jobs')…`), so the build leaves the page's copy of
 * their libraries out (and the offline cache with it); they then always run in the worker.
 */
type JobSetSource<M extends JobMap> = JobSet<M> | (() => Promise<JobSet<M>>) | undefined;

/**
 * Runs a tool's jobs: in a worker from `createWorker`, or in this thread when asked, when there is
 * no `createWorker` (work that needs the DOM) and where Worker does not exist (jsdom). One worker
 * is kept between jobs: a job replaced, cancelled or out of time terminates its worker, so the
 * next one starts a fresh worker, while a job that ended leaves its worker warm for the next.
 */
export function jobClient<M extends JobMap>(jobs: JobSetSource<M>, createWorker?: () => Worker): JobClient<M> {
  let spare: Worker | undefined;
  const take = (make: () => Worker) => () => {
    const worker = spare ?? make();
    spare = undefined;
    return worker;
  };
  const keep = (worker: Worker) => {
    if (spare) worker.terminate();
    else spare = worker;
  };
  return {
    warm() {
      if (spare || !createWorker || typeof Worker === 'undefined') return;
      try {
        spare = createWorker();
      } catch {
        // no worker to be had here: the job that needs one reports it
      }
    },
    rest() {
      spare?.terminate();
      spare = undefined;
    },
    async run(kind, input, { inline = false, timeLimit, signal, onProgress, transfer } = {}) {
      if (jobs !== undefined && (inline || !createWorker || typeof Worker === 'undefined')) {
        const set = typeof jobs === 'function' ? await jobs() : jobs;
        return set.handlers[kind](input, {
          progress: onProgress ?? (() => undefined),
          signal: signal ?? new AbortController().signal,
        });
      }
      if (!createWorker) throw new Error(`The ${kind} job has neither a worker nor the page's copy of the jobs`);
      return runInWorker<M, typeof kind>(
        take(createWorker),
        { kind, input },
        { timeLimit, signal, onProgress, transfer, release: keep },
      );
    },
  };
}
