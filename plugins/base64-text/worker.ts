import { serveJobs } from '@/lib/serveJobs';
import { base64TextJobs } from './jobs';

serveJobs(base64TextJobs);
