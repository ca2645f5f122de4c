import type { JobMap } from './defineJobs';
import type { JobSession } from './defineSession';
import { serveJobs, type WorkerScope } from './serveJobs';

/**
 * The worker side of a session: a worker file is `serveSession(treeJobs)`. The worker holds one
 * session, opened when it starts (a new session is a new worker); its requests are answered one
 * at a time in the order they came, as `serveJobs` answers any.
 */
export function serveSession<M extends JobMap>(session: JobSession<M>, scope?: WorkerScope): void {
  serveJobs(session.open(), scope);
}
