import { serveJobs } from '@/lib/serveJobs';
import { httpJobs } from './jobs';

serveJobs(httpJobs);
