import { serveJobs } from '@/lib/serveJobs';
import { regexJobs } from './jobs';

serveJobs(regexJobs);
