import { serveJobs } from '@/lib/serveJobs';
import { imageJobs } from './jobs';

serveJobs(imageJobs);
