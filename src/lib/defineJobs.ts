/**
 * A tool's job set: the work its worker can do, declared once. Each kind is a function from an
 * input to a result; the worker serves the set (`serveJobs`), the page runs a kind through a
 * `jobClient`, and the input and result types of a run follow from the kind named.
 *
 *   export const xmlJobs = defineJobs(
 *     { format: (job: XmlJob, { progress }) => runXmlJob(job, progress) },
 *     { format: (result) => [result.spans.buffer] },   // optional: buffers moved, not copied
 *   );
 */

export interface JobContext {
  /** Reports the fraction done, 0..1. */
  progress: (fraction: number) => void;
  /** Aborts a run in the page; a run in a worker is stopped by terminating the worker instead. */
  signal: AbortSignal;
}

type Handler = (input: never, context: JobContext) => unknown;
type HandlerTable = Record<string, Handler>;

/** Each kind's input and result type. */
export type JobMap = Record<string, { input: unknown; result: unknown }>;

export type JobTypes<H extends HandlerTable> = {
  [K in keyof H]: { input: Parameters<H[K]>[0]; result: Awaited<ReturnType<H[K]>> };
};

export type JobHandlers<M extends JobMap> = {
  [K in keyof M]: (input: M[K]['input'], context: JobContext) => M[K]['result'] | Promise<M[K]['result']>;
};

// Declared as a method so its parameter is checked bivariantly: while TypeScript infers a set's
// kinds from handlers that destructure their context, it checks the transfers against the
// not-yet-inferred result type (unknown), which a strictly checked parameter would reject.
type TransferOf<R> = { transfer(result: R): Transferable[] }['transfer'];

/** Per kind, the buffers of a result that a worker hands over instead of copying. */
export type JobTransfers<M extends JobMap> = { [K in keyof M]?: TransferOf<M[K]['result']> };

export interface JobSet<M extends JobMap> {
  handlers: JobHandlers<M>;
  transfers: JobTransfers<M>;
}

export function defineJobs<H extends HandlerTable>(
  handlers: H & JobHandlers<JobTypes<H>>,
  transfers: NoInfer<JobTransfers<JobTypes<H>>> = {},
): JobSet<JobTypes<H>> {
  return { handlers, transfers };
}
