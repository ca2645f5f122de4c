import { defineJobs } from '@/lib/defineJobs';
import { convert, type ConvertRequest } from './logic';

/** The tool's work, in worker.ts (the job policy keeps every run off the page), with its progress. */
export const gzipJobs = defineJobs({
  convert: (request: ConvertRequest, { progress }) => convert(request, progress),
});
