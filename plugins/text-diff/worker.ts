import { serveJobs } from '../../src/lib/serveJobs';
import { diffJobs } from './jobs';

serveJobs(diffJobs);
