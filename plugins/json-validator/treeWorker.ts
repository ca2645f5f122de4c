import { serveSession } from '../../src/lib/serveSession';
import { treeJobs } from './treeJobs';

serveSession(treeJobs);
