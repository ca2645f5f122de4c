import { jobClient } from '@/lib/jobClient';

// qrcode and jsQR load with the job: in the worker, or in the page only where there is no worker
export const qrClient = jobClient(
  () => import('./jobs').then((module) => module.qrJobs),
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

export type QrClient = typeof qrClient;
