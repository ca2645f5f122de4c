import { serveJobs } from '../../src/lib/serveJobs';
import { htmlJobs } from './jobs';

serveJobs(htmlJobs);
