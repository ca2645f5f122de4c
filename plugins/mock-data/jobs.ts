import { defineJobs } from '@/lib/defineJobs';
import { runJob } from './job';

export const mockJobs = defineJobs({ generate: runJob });
