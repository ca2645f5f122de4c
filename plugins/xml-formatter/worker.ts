import { serveJobs } from '@/lib/serveJobs';
import { xmlJobs } from './jobs';

serveJobs(xmlJobs);
