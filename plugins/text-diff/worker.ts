import { serveJobs } from '@/lib/serveJobs';
import { diffJobs } from './jobs';

serveJobs(diffJobs);
