import { jobClient } from '@/lib/jobClient';
import { findTimeZone } from '@/lib/timeZoneSearch';
import { defineTransform } from '@/ui/transform';
import { examples } from './examples';
import { MESSAGES } from './logic';
import { optionsSpec } from './options';
import { Details, Runs, Summary } from './slots';

// croner and cronstrue load with the job: in the page for an expression (always small), in the worker otherwise
const jobs = jobClient(
  () => import('./jobs').then((module) => module.cronJobs),
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

export default defineTransform({
  options: optionsSpec,
  // a link or kept setting may name the zone as people do ('Tokyo', 'JST'): it is read as the IANA zone
  settle: {
    read: (stored) => ({ ...stored, zone: findTimeZone(stored.zone) ?? stored.zone }),
    write: (next) => next,
  },
  jobs,
  kind: 'explain',
  policy: 'parse',
  debounceMs: 150,
  modes: {
    control: 'buttons',
    label: 'Action',
    items: [{ id: 'explain', label: 'Explain', progressLabel: 'Schedule progress' }],
  },
  request: ({ input, options }) => ({
    input,
    dialect: options.dialect,
    zone: options.zone,
    from: options.from,
    count: options.count,
  }),
  blank: MESSAGES.empty,
  read: (result) => {
    if (result.ok) return { ok: true, output: result.output, details: result.details };
    const { title, message, offset, column, field } = result;
    // a refused zone or start is outlined in its option; a fault in the expression points into it
    if (field) return { ok: false, error: { title, message, in: { option: field } } };
    return { ok: false, error: { title, message, line: column === undefined ? undefined : 1, column, offset } };
  },
  failed: (error) => ({ title: MESSAGES.failed, message: error.message }),
  input: {
    title: 'Expression',
    label: 'Cron expression',
    placeholder: '*/15 9-17 * * MON-FRI   ·   0 15 10 ? * 6L   ·   cron(0 12 * * ? *)',
    minHeight: 56,
  },
  output: {
    title: 'Next runs',
    label: ({ options }) => `Next runs (${options.zone || 'UTC'})`,
    view: 'text',
    placeholder: 'The next runs will appear here.',
    minHeight: 120,
    download: { fileName: 'cron-next-runs.txt', mimeType: 'text/plain;charset=utf-8' },
    // the runs are a table in the schedule's zone and the visitor's; Copy and Download take the text
    body: { slot: Runs, when: (details) => details.runs.length > 0 },
  },
  examples,
  slots: { belowInput: Summary, after: Details },
});
