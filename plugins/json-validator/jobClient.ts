import { jobClient } from '@/lib/jobClient';

// the job code (ajv among it) loads in the page only where there is no Worker (jsdom: stories, unit tests)
export const jsonJobClient = jobClient(
  () => import('./jobs').then((m) => m.jsonJobs),
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);
