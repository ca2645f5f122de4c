import { serveJobs } from '../../src/lib/serveJobs';
import { csvJsonJobs } from './jobs';

serveJobs(csvJsonJobs);
