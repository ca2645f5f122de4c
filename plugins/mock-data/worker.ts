import { serveJobs } from '@/lib/serveJobs';
import { mockJobs } from './jobs';

serveJobs(mockJobs);
