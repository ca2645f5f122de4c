import { serveJobs } from '@/lib/serveJobs';
import { base64PdfJobs } from './jobs';

serveJobs(base64PdfJobs);
