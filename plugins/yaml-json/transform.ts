import { jobClient } from '@/lib/jobClient';
import type { EditorLanguage } from '@/ui';
import { defineTransform } from '@/ui/transform';
import { examples } from './examples';
import { FORMAT_SWITCHED, plainFormat } from './inputFormat';
import { yamlJsonJobs } from './jobs';
import { detectFormat, FORMAT_NAMES, fileNameOf, MESSAGES, type Format } from './logic';
import { optionsSpec } from './options';
import { DriftReport, InputFormatBadge, OutputNotes } from './slots';
import { NO_NULL_TITLE } from './toml';

const jobs = jobClient(yamlJsonJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

const EDITOR_LANGUAGE: Record<Format, EditorLanguage> = { json: 'json', yaml: 'yaml', toml: 'toml' };

const MIME: Record<Format, string> = { json: 'application/json', yaml: 'application/yaml', toml: 'application/toml' };

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'convert',
  policy: 'parse',
  // the output follows the input in the last chosen format; the format is kept in the link and settings
  modes: {
    control: 'buttons',
    label: 'Output format',
    option: 'to',
    items: [
      {
        id: 'json',
        label: 'To JSON',
        busyLabel: 'Converting...',
        progressLabel: 'Converting to JSON',
        options: ['indent', 'stream'],
      },
      {
        id: 'yaml',
        label: 'To YAML',
        busyLabel: 'Converting...',
        progressLabel: 'Converting to YAML',
        options: ['indent'],
      },
      {
        id: 'toml',
        label: 'To TOML',
        busyLabel: 'Converting...',
        progressLabel: 'Converting to TOML',
        options: ['dropNulls'],
      },
    ],
  },
  // JSON given to a tool set to read TOML (and the like) is read as what it plainly is, and says so
  detectOptions: {
    keys: ['from'],
    options: (input, { from }) => {
      const format = plainFormat(input, from);
      return format === null ? null : { from: format };
    },
    note: ({ from }) => FORMAT_SWITCHED.note(from),
    instead: ({ from }) => FORMAT_SWITCHED.instead(from),
  },
  request: ({ mode, input, options }) => ({
    input,
    from: options.from,
    to: mode,
    indent: options.indent,
    stream: options.stream,
    yamlVersion: options.yamlVersion,
    // only TOML has no null
    dropNulls: mode === 'toml' && options.dropNulls,
  }),
  blank: MESSAGES.empty,
  // a null that blocks TOML offers Drop nulls beside its error
  read: (result) =>
    result.ok
      ? { ok: true, output: result.output, details: result }
      : {
          ok: false,
          error:
            result.error.title === NO_NULL_TITLE
              ? { ...result.error, fix: { label: 'Drop nulls', options: { dropNulls: true } } }
              : result.error,
        },
  failed: (error) => ({ title: MESSAGES.failed, message: error.message }),
  input: {
    label: 'YAML, JSON or TOML input',
    placeholder: 'Paste or type YAML, JSON or TOML here, or upload a file…',
    // highlighted as the format it is read as
    language: ({ input, options }) =>
      EDITOR_LANGUAGE[options.from === 'auto' ? detectFormat(input.slice(0, 65_536)) : options.from],
    minHeight: 240,
    upload: {
      label: 'Upload',
      accept: '.yaml,.yml,.json,.jsonl,.toml,.txt,application/yaml,application/json,application/toml,text/plain',
    },
  },
  output: {
    label: ({ mode }) => `${FORMAT_NAMES[mode]} output`,
    view: 'code',
    language: ({ mode }) => EDITOR_LANGUAGE[mode],
    kind: ({ mode }) => mode,
    placeholder: 'The converted text will appear here.',
    minHeight: 160,
    copy: { emptyMessage: MESSAGES.noOutputToCopy },
    download: {
      fileName: (request, details) => fileNameOf(details?.to ?? request.to, details?.lines ?? false),
      mimeType: ({ to }) => `${MIME[to]};charset=utf-8`,
      emptyMessage: MESSAGES.noOutputToDownload,
    },
  },
  examples,
  slots: { inputBadge: InputFormatBadge, outputFooter: OutputNotes, after: DriftReport },
});
