import { serveJobs } from '@/lib/serveJobs';
import { base64ImageJobs } from './jobs';

serveJobs(base64ImageJobs);
