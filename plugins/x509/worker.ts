import { serveJobs } from '@/lib/serveJobs';
import { x509Jobs } from './jobs';

serveJobs(x509Jobs);
