import { serveJobs } from '../../src/lib/serveJobs';
import { xmlJobs } from './jobs';

serveJobs(xmlJobs);
