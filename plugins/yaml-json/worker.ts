import { serveJobs } from '@/lib/serveJobs';
import { yamlJsonJobs } from './jobs';

serveJobs(yamlJsonJobs);
