import { serveJobs } from '@/lib/serveJobs';
import { qrJobs } from './jobs';

serveJobs(qrJobs);
