/**
 * A tool's session: a worker that holds state (a parsed document) between requests. It is declared
 * as a function that makes fresh state and the job set over it; each session gets its own worker,
 * served by `serveSession`, and the page sends it requests through a `sessionClient` session.
 *
 *   export const treeJobs = defineSession(() => {
 *     const tree = new TreeSession();
 *     return defineJobs({ tree: (request: TreeRequest, { progress }) => tree.handle(request, progress) });
 *   });
 */
import type { JobMap, JobSet } from './defineJobs';

export interface JobSession<M extends JobMap> {
  /** Makes one session's state and the jobs that read and change it. */
  open: () => JobSet<M>;
}

export function defineSession<M extends JobMap>(open: () => JobSet<M>): JobSession<M> {
  return { open };
}
