import { serveJobs } from '@/lib/serveJobs';
import { fileToBase64Jobs } from './jobs';

serveJobs(fileToBase64Jobs);
