import { jobClient } from '@/lib/jobClient';
import { defineTransform } from '@/ui/transform';
import { examples } from './examples';
import { cidrJobs } from './jobs';
import { MESSAGES, MODES, type Mode } from './logic';
import { optionsSpec, type Options } from './options';
import { CidrCards, CidrSummary, drawnAsCards } from './slots';

const jobs = jobClient(cidrJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

const SPLIT_OPTIONS: readonly (keyof Options)[] = ['splitBy'];

const OUTPUT_TITLES: Record<Mode, string> = {
  inspect: 'Report',
  split: 'Subnets',
  merge: 'CIDR networks',
  exclude: 'Networks left',
  overlaps: 'Overlaps',
};

const PLACEHOLDERS: Record<Mode, string> = {
  inspect: 'An address, a CIDR, an address and netmask, a range (a - b) or a list, one per line: 192.168.1.10/24',
  split: 'A network to split: 10.0.0.0/24',
  merge: 'Networks, addresses or ranges to merge, one per line: 10.0.0.1 - 10.0.0.254',
  exclude: 'What to keep, then what to take out: 0.0.0.0/0 minus 10.0.0.0/8 (or a line !10.0.0.0/8)',
  overlaps: 'A list of networks to check, one per line',
};

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'calculate',
  // always in the worker: a split or a long list can take a while, and the page must never wait on it
  policy: 'validate',
  modes: {
    control: 'tabs',
    label: 'Calculation',
    option: 'mode',
    items: MODES.map(({ id, label }) => ({
      id,
      label,
      busyLabel: 'Calculating...',
      progressLabel: 'Calculation progress',
      options: id === 'split' ? SPLIT_OPTIONS : [],
    })),
  },
  request: ({ mode, input, options }) => ({ mode, input, splitBy: mode === 'split' ? options.splitBy : '' }),
  blank: MESSAGES.blank,
  read: (result) =>
    result.ok ? { ok: true, output: result.output, details: result.details } : { ok: false, error: result.error },
  failed: (error) => ({ title: MESSAGES.failed, message: error.message }),
  input: {
    title: 'Addresses',
    label: 'IP addresses or networks',
    placeholder: ({ mode }) => PLACEHOLDERS[mode],
    minHeight: 120,
  },
  output: {
    title: 'Result',
    label: ({ mode }) => OUTPUT_TITLES[mode],
    view: 'code',
    language: 'text',
    minHeight: 120,
    maxHeight: 480,
    download: { fileName: ({ mode }) => `cidr-${mode}.txt`, mimeType: 'text/plain;charset=utf-8' },
    // a report is a table per entry; Copy and Download take its text
    body: { slot: CidrCards, when: drawnAsCards },
  },
  examples,
  slots: { outputFooter: CidrSummary },
});
