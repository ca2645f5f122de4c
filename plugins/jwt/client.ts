import { jobClient } from '@/lib/jobClient';
import { jwtJobs } from './jobs';

/** The tool's jobs, served by its worker: the frame decodes with it, the Verify panel checks signatures. */
export const jobs = jobClient(jwtJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
