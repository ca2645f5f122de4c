import { serveJobs } from '@/lib/serveJobs';
import { cidrJobs } from './jobs';

serveJobs(cidrJobs);
