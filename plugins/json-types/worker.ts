import { serveJobs } from '@/lib/serveJobs';
import { typesJobs } from './jobs';

serveJobs(typesJobs);
