import { serveJobs } from '@/lib/serveJobs';
import { csvJsonJobs } from './jobs';

serveJobs(csvJsonJobs);
