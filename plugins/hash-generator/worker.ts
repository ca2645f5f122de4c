import { serveJobs } from '../../src/lib/serveJobs';
import { HASH_ALGORITHMS, createHasher } from './logic';
import { hashJobs } from './jobs';

// Compile every algorithm's WASM as soon as the worker starts: the tool spawns its next worker
// ahead of time, so a job finds them ready instead of paying the compile on the user's click.
void Promise.all(HASH_ALGORITHMS.map((a) => createHasher(a))).catch(() => undefined);

serveJobs(hashJobs);
