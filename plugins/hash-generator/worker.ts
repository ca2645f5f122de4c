import { serveWorker } from '../../src/lib/runInWorker';
import { HASH_ALGORITHMS, createHasher, runHashJob, type HashJob, type HashJobResult } from './logic';

// Compile every algorithm's WASM as soon as the worker starts: the tool spawns its next worker
// ahead of time, so a job finds them ready instead of paying the compile on the user's click.
void Promise.all(HASH_ALGORITHMS.map((a) => createHasher(a))).catch(() => undefined);

serveWorker<HashJob, HashJobResult>(self as never, (job, progress) =>
  runHashJob(job, (done, total) => progress(total > 0 ? done / total : 1)),
);
