import { serveJobs } from '../../src/lib/serveJobs';
import { base64PdfJobs } from './jobs';

serveJobs(base64PdfJobs);
