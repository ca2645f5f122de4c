import { defineJobs } from '../../src/lib/defineJobs';
import { diffReport, type DiffOptions, type DiffReport } from './logic';

export interface DiffJob {
  original: string;
  modified: string;
  options: DiffOptions;
}

function buffersOf(report: DiffReport): Transferable[] {
  if (!report.ok) return [];
  return [report.ops?.buffer, report.inline?.kinds.buffer, report.inline?.ends.buffer].filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
}

export const diffJobs = defineJobs(
  { diff: ({ original, modified, options }: DiffJob, { progress }) => diffReport(original, modified, options, progress) },
  { diff: buffersOf },
);
