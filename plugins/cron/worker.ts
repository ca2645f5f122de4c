import { serveJobs } from '@/lib/serveJobs';
import { cronJobs } from './jobs';

serveJobs(cronJobs);
