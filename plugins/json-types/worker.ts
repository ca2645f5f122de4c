import { serveJobs } from '../../src/lib/serveJobs';
import { typesJobs } from './jobs';

serveJobs(typesJobs);
