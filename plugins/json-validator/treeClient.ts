import { sessionClient } from '@/lib/sessionClient';

// one worker per document shown in the Tree tab; the tree code loads in the page only where there is no Worker (jsdom)
export const treeSessions = sessionClient(
  () => import('./treeJobs').then((m) => m.treeJobs),
  () => new Worker(new URL('./treeWorker.ts', import.meta.url), { type: 'module' }),
);
