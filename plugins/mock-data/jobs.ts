import { defineJobs } from '../../src/lib/defineJobs';
import { runJob } from './job';

export const mockJobs = defineJobs({ generate: runJob });
