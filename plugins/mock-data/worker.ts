import { serveWorker } from '../../src/lib/runInWorker';
import { runJob, type Job, type JobResult } from './job';

serveWorker<Job, JobResult>(self as never, (job) => runJob(job));
