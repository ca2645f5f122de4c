import { serveJobs } from '@/lib/serveJobs';
import { numberJobs } from './jobs';

serveJobs(numberJobs);
