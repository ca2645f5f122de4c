import { serveJobs } from '../../src/lib/serveJobs';
import { mockJobs } from './jobs';

serveJobs(mockJobs);
