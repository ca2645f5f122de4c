import { serveJobs } from '@/lib/serveJobs';
import { hexJobs } from './jobs';

serveJobs(hexJobs);
