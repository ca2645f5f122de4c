import { serveJobs } from '../../src/lib/serveJobs';
import { queryJobs } from './jobs';

serveJobs(queryJobs);
