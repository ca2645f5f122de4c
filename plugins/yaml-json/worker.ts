import { serveJobs } from '../../src/lib/serveJobs';
import { yamlJsonJobs } from './jobs';

serveJobs(yamlJsonJobs);
