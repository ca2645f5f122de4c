import { defineJobs } from '@/lib/defineJobs';
import { explainCron, type CronRequest } from './logic';

/** The tool's work: an expression is small, so it runs in the page; each step of the search for runs is bounded (CYCLE_YEARS). */
export const cronJobs = defineJobs({
  explain: (request: CronRequest) => explainCron(request),
});
