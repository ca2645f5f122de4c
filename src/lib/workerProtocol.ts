/**
 * The one message format between the page and a tool's worker, for single jobs and sessions alike.
 * The page numbers each request; the worker answers it under that number with progress any number
 * of times, then its result or its error once. A worker answers its requests one at a time, in
 * the order they came (each sees the state the one before left), but the page matches an answer
 * to its request by number alone, never by order.
 */
import type { JobMap } from './defineJobs';

/** The message a worker receives: one kind, its input, and the number its answers carry. */
export type WorkerRequest<M extends JobMap, K extends keyof M = keyof M> = {
  [P in K]: { seq: number; kind: P; input: M[P]['input'] };
}[K];

/** The messages a worker posts for request `seq`. */
export type WorkerAnswer<R> =
  | { seq: number; type: 'progress'; value: number }
  | { seq: number; type: 'result'; value: R }
  | { seq: number; type: 'error'; message: string };
