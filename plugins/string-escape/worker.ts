import { serveJobs } from '@/lib/serveJobs';
import { escapeJobs } from './jobs';

serveJobs(escapeJobs);
