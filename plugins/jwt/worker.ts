import { serveJobs } from '@/lib/serveJobs';
import { jwtJobs } from './jobs';

serveJobs(jwtJobs);
