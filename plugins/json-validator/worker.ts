import { serveJobs } from '@/lib/serveJobs';
import { jsonJobs } from './jobs';

serveJobs(jsonJobs);
