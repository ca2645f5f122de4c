import { defineJobs } from '@/lib/defineJobs';
import { calculate, type CidrRequest } from './logic';

/** The tool's work: small inputs run in the page, long lists in worker.ts (the job policy decides). */
export const cidrJobs = defineJobs({
  calculate: (request: CidrRequest) => calculate(request),
});
