import { serveJobs } from '@/lib/serveJobs';
import { baseJobs } from './jobs';

serveJobs(baseJobs);
