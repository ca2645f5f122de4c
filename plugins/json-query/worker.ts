import { serveJobs } from '@/lib/serveJobs';
import { queryJobs } from './jobs';

serveJobs(queryJobs);
