import { serveJobs } from '@/lib/serveJobs';
import { gzipJobs } from './jobs';

serveJobs(gzipJobs);
