import { jobClient } from '@/lib/jobClient';
import { defineTransform } from '@/ui/transform';
import { FILE_NAMES, MESSAGES, MIME_TYPES, type Target } from './constants';
import { examples } from './examples';
import type { TypesDetails } from './generate';
import { optionsSpec } from './options';
import { HowToPaste, NumberWarnings, OutputSummary } from './slots';

const detailsOf = ({ samples, types, numbers, numberCount }: TypesDetails): TypesDetails => ({
  samples,
  types,
  numbers,
  numberCount,
});

// the job code (ajv among it) loads in the page only where there is no Worker (jsdom: stories, unit tests)
const jobs = jobClient(
  () => import('./jobs').then((m) => m.typesJobs),
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

const LABELS: Record<Target, string> = { typescript: 'TypeScript', zod: 'Zod schema', schema: 'JSON Schema' };

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'generate',
  // a full parse, and the generated schema checked against every sample with ajv, which only a worker may run
  policy: 'validate',
  debounceMs: 300,
  modes: {
    control: 'tabs',
    label: 'Output language',
    option: 'target',
    items: [
      {
        id: 'typescript',
        label: 'TypeScript',
        options: ['rootName', 'declaration', 'missing', 'readonly', 'arraySamples'],
      },
      { id: 'zod', label: 'Zod', options: ['rootName', 'missing', 'arraySamples'] },
      { id: 'schema', label: 'JSON Schema', options: ['rootName', 'missing', 'arraySamples'] },
    ],
  },
  request: ({ mode, input, options }) => ({
    input,
    target: mode,
    rootName: options.rootName,
    declaration: options.declaration,
    readonly: options.readonly,
    missing: options.missing,
    arraySamples: options.arraySamples,
  }),
  blank: MESSAGES.empty,
  read: (result) =>
    result.ok ? { ok: true, output: result.output, details: detailsOf(result) } : { ok: false, error: result.error },
  failed: (error) => ({ title: MESSAGES.failed, message: error.message }),
  input: {
    label: 'JSON samples',
    placeholder: 'Paste one JSON value, or several samples one per line (JSON Lines)…',
    language: 'json',
    minHeight: 240,
    upload: {
      label: 'Upload JSON',
      accept: '.json,.jsonl,.ndjson,application/json,text/plain',
    },
  },
  output: {
    label: ({ mode }) => LABELS[mode],
    view: 'code',
    language: ({ mode }) => (mode === 'schema' ? 'json' : 'typescript'),
    kind: ({ mode }) => (mode === 'schema' ? 'json' : 'text'),
    placeholder: 'The inferred types appear here.',
    minHeight: 200,
    copy: { emptyMessage: MESSAGES.noOutputToCopy },
    download: {
      fileName: ({ target }) => FILE_NAMES[target],
      mimeType: ({ target }) => MIME_TYPES[target],
      emptyMessage: MESSAGES.noOutputToDownload,
    },
  },
  examples,
  slots: { belowInput: HowToPaste, outputFooter: OutputSummary, after: NumberWarnings },
});
