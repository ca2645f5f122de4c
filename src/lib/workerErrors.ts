/** How a run in a worker fails when the worker, not the work, ended it. */

export class WorkerTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`The operation took longer than ${Math.round(ms / 100) / 10} s and was stopped`);
    this.name = 'WorkerTimeoutError';
  }
}

/** Named AbortError, as the platform names a cancelled operation. */
export class WorkerAbortError extends Error {
  constructor() {
    super('The operation was cancelled');
    this.name = 'AbortError';
  }
}
