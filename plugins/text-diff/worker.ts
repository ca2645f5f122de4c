import { serveWorker } from '../../src/lib/runInWorker';
import { diffReport, type DiffOptions, type DiffReport } from './logic';

export interface DiffJob {
  original: string;
  modified: string;
  options: DiffOptions;
}

serveWorker<DiffJob, DiffReport>(
  self as never,
  ({ original, modified, options }, progress) => diffReport(original, modified, options, progress),
  (r) => (r.ok ? [r.ops?.buffer, r.inline?.kinds.buffer, r.inline?.ends.buffer].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer) : []),
);
