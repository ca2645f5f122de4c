import { serveSession } from '@/lib/serveSession';
import { treeJobs } from './treeJobs';

serveSession(treeJobs);
