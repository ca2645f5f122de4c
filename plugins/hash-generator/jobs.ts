import { defineJobs } from '@/lib/defineJobs';
import { runHashJob, type HashJob } from './logic';

export const hashJobs = defineJobs({
  hash: (job: HashJob, { progress, signal }) =>
    runHashJob(job, (done, total) => progress(total > 0 ? done / total : 1), signal),
});
