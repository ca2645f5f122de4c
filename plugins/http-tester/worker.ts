import { serveJobs } from '../../src/lib/serveJobs';
import { httpJobs } from './jobs';

serveJobs(httpJobs);
