import { defineJobs } from '@/lib/defineJobs';
import type { DiffOptions } from './constants';
import { diffReport, type DiffReport } from './report';

export interface DiffJob {
  original: string;
  modified: string;
  options: DiffOptions;
}

function buffersOf(report: DiffReport): Transferable[] {
  if (!report.ok) return [];
  return [report.ops?.buffer, report.changes?.buffer, report.inline?.kinds.buffer, report.inline?.ends.buffer].filter(
    (b): b is ArrayBuffer => b instanceof ArrayBuffer,
  );
}

export const diffJobs = defineJobs(
  {
    diff: ({ original, modified, options }: DiffJob, { progress }) => diffReport(original, modified, options, progress),
  },
  { diff: buffersOf },
);
