import { serveWorker } from '../../src/lib/runInWorker';
import { runJob, transferables, type Job, type JobResult } from './jobs';

serveWorker<Job, JobResult>(self as never, (job, progress) => runJob(job, progress), transferables);
