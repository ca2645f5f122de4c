import { serveJobs } from '../../src/lib/serveJobs';
import { regexJobs } from './jobs';

serveJobs(regexJobs);
