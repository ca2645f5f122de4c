import { jobClient } from '@/lib/jobClient';
import { hexJobs } from './jobs';

/** The tool's worker: reads a chosen file, and makes the whole dump for Download. */
export const hexClient = jobClient(
  hexJobs,
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);
