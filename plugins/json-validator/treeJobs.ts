/** The Tree tab's session: one parsed document per worker, asked for windows of rows (also served in the page where Worker does not exist, e.g. jsdom). */
import { defineJobs } from '@/lib/defineJobs';
import { defineSession } from '@/lib/defineSession';
import { TreeSession, type TreeRequest } from './treeSession';

export const treeJobs = defineSession(() => {
  const tree = new TreeSession();
  return defineJobs({ tree: (request: TreeRequest, { progress }) => tree.handle(request, progress) });
});
