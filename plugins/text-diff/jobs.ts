import { defineJobs } from '@/lib/defineJobs';
import type { DiffNames, DiffOptions } from './constants';
import { diffReport, type DiffReport } from './report';

export interface DiffJob {
  original: string;
  modified: string;
  options: DiffOptions;
  /** the opened files' names, for the unified diff's headers and the download */
  files?: Partial<DiffNames>;
}

function buffersOf(report: DiffReport): Transferable[] {
  if (!report.ok) return [];
  return [report.ops?.buffer, report.changes?.buffer, report.inline?.kinds.buffer, report.inline?.ends.buffer].filter(
    (b): b is ArrayBuffer => b instanceof ArrayBuffer,
  );
}

export const diffJobs = defineJobs(
  {
    diff: ({ original, modified, options, files }: DiffJob, { progress }) =>
      diffReport(original, modified, options, progress, files),
  },
  { diff: buffersOf },
);
