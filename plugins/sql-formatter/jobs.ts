import { defineJobs } from '@/lib/defineJobs';
import { runSql, type SqlJob } from './logic';

export const sqlJobs = defineJobs({
  run: (job: SqlJob, { progress }) => runSql(job, progress),
});
