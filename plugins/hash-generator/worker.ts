import { serveJobs } from '@/lib/serveJobs';
import { hashJobs } from './jobs';
import { HASH_ALGORITHMS, createHasher } from './logic';

// Compile every algorithm's WASM as soon as the worker starts: the tool spawns its next worker
// ahead of time, so a job finds them ready instead of paying the compile on the user's click.
void Promise.all(HASH_ALGORITHMS.map((a) => createHasher(a))).catch(() => undefined);

serveJobs(hashJobs);
