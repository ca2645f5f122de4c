import { serveJobs } from '@/lib/serveJobs';
import { sqlJobs } from './jobs';

serveJobs(sqlJobs);
