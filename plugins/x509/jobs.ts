import { defineJobs } from '@/lib/defineJobs';
import type { X509Request } from './run';

/** The tool's work: always in the worker (the job policy), which alone loads the certificate library. */
export const x509Jobs = defineJobs({
  read: async (request: X509Request) => (await import('./run')).runX509(request),
});
