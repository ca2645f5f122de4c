import { serveJobs } from '@/lib/serveJobs';
import { htmlJobs } from './jobs';

serveJobs(htmlJobs);
