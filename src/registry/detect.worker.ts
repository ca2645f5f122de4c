import { serveJobs } from '@/lib/serveJobs';
import { pasteJobs } from './pasteJobs';

serveJobs(pasteJobs);
