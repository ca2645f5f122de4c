import { serveJobs } from '../../src/lib/serveJobs';
import { imageJobs } from './jobs';

serveJobs(imageJobs);
