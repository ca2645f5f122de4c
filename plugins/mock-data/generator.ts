import { jobClient } from '@/lib/jobClient';
import { OptionsForm } from '@/ui';
import { defineGenerator } from '@/ui/generator';
import { generationErrorMessage, LIMITS } from './constants';
import { DataDefinition } from './DataDefinition';
import type { Generated } from './generated';
import type { Job } from './job';
import { OUTPUT_FORMATS, optionsSpec } from './options';
import { FORMAT_INFO, formatOutput } from './outputFormats';
import { MAX_SEED } from './seed';
import { Summary } from './Summary';

// the job code (with ajv) loads in the page only where there is no Worker (jsdom: stories, unit tests)
const jobs = jobClient(
  () => import('./jobs').then((m) => m.mockJobs),
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

export default defineGenerator({
  options: optionsSpec,
  // the JSON Schema typed in its tab is kept like an input; the tab the items come from opens at the builder
  inputs: ['schema'],
  screen: { source: 'builder' },
  settings: { title: 'Data definition', slot: DataDefinition },
  run: {
    jobs,
    kind: 'generate',
    policy: 'generate',
    // a seed in the settings reproduces its items; without one each run draws its own
    request: ({ options, inputs }, seed): Job =>
      inputs.source === 'schema'
        ? { source: 'schema', schema: inputs.schema, count: options.count, seed: options.seed ?? seed }
        : { source: 'fields', fields: options.fields, count: options.count, seed: options.seed ?? seed },
    read: (result) =>
      result.ok
        ? {
            ok: true,
            output: result.json,
            details: { items: result.items, seed: result.seed, warning: result.warning } satisfies Generated,
          }
        : { ok: false, error: { message: result.error } },
    failed: (error) => ({ message: generationErrorMessage(error.message) }),
    warning: ({ warning }) =>
      warning ? { title: 'Output does not fully match the schema', message: warning } : undefined,
    title: 'Generate',
    button: 'Generate',
    controls: [
      {
        key: 'count',
        kind: 'number',
        label: 'Number of items',
        min: LIMITS.count.min,
        max: LIMITS.count.max,
        outOfRange: 'clamp',
        hint: '1–100; 1 gives a single object',
      },
      {
        key: 'seed',
        kind: 'number',
        label: 'Seed (optional)',
        min: 0,
        max: MAX_SEED,
        optional: true,
        placeholder: 'random',
        hint: 'Same seed, same data',
        invalid: `A whole number from 0 to ${MAX_SEED}`,
      },
    ],
    note: ({ inputs }) => (inputs.source === 'schema' ? 'From the JSON Schema' : 'From the field list'),
    output: {
      label: ({ options }) => `Generated ${FORMAT_INFO[options.format].label}`,
      placeholder: 'Press Generate to create mock data.',
      minHeight: 260,
      testId: 'mock-data-output',
      // JSON is the output as made; the other formats are written from it, without generating again
      show: (json, { options }) => (options.format === 'json' ? json : formatOutput(json, options.format)),
      controls: [
        {
          key: 'format',
          kind: 'choice',
          widget: 'select',
          label: 'Output format',
          choices: OUTPUT_FORMATS.map((f) => ({ value: f, label: FORMAT_INFO[f].label })),
        },
      ],
      kind: ({ options }) => options.format,
      download: {
        fileName: ({ options }) => FORMAT_INFO[options.format].fileName,
        mimeType: ({ options }) => FORMAT_INFO[options.format].mimeType,
      },
      footer: Summary,
    },
  },
  // the field builder (an options form) is on the first screen: it loads before a prerendered page hydrates
  firstScreen: () => OptionsForm.preload(),
});
