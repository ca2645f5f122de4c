import { serveJobs } from '@/lib/serveJobs';
import { passwordJobs } from './jobs';

serveJobs(passwordJobs);
