import { serveJobs } from '@/lib/serveJobs';
import { urlJobs } from './jobs';

serveJobs(urlJobs);
