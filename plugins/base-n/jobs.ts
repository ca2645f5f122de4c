import { defineJobs } from '@/lib/defineJobs';
import { convert, type ConvertRequest } from './logic';

/** The tool's work: small inputs run in the page, large ones in worker.ts (the job policy decides). */
export const baseJobs = defineJobs({
  convert: (request: ConvertRequest) => convert(request),
});
