import { serveJobs } from '../../src/lib/serveJobs';
import { urlJobs } from './jobs';

serveJobs(urlJobs);
