import { serveJobs } from '../../src/lib/serveJobs';
import { jsonJobs } from './jobs';

serveJobs(jsonJobs);
