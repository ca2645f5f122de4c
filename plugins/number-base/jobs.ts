import { defineJobs } from '@/lib/defineJobs';
import { convert, type NumberRequest } from './logic';

/** The tool's work: the job policy decides whether it runs in the page or in worker.ts. */
export const numberJobs = defineJobs({
  convert: (request: NumberRequest) => convert(request),
});
