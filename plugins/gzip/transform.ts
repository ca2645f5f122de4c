import { jobClient } from '@/lib/jobClient';
import { kindOfOutput } from '@/lib/outputKind';
import { defineTransform } from '@/ui/transform';
import { examples } from './examples';
import { gzipJobs } from './jobs';
import { MESSAGES, type Mode } from './logic';
import { optionsSpec, type Options } from './options';
import { pastedFormat } from './pastedFormat';
import { Summary } from './slots';

const jobs = jobClient(gzipJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'convert',
  // linear work on bytes whose output may be a hundred times the input: always in the worker, with its time limit
  policy: 'hash',
  modes: {
    control: 'buttons',
    label: 'Mode',
    option: 'mode',
    items: [
      {
        id: 'decompress',
        label: 'Decompress',
        progressLabel: 'Decompressing progress',
        options: ['format', 'detect', 'plain'],
      },
      {
        id: 'compress',
        label: 'Compress',
        progressLabel: 'Compressing progress',
        options: ['format', 'level', 'plain', 'write'],
      },
    ],
  },
  // compressed data pasted while the tool compresses is plainly for decompressing
  detectOptions: {
    keys: ['mode'],
    options: (input, { mode }): Partial<Options> | null =>
      mode === 'compress' && pastedFormat(input) ? { mode: 'decompress' } : null,
    note: () => MESSAGES.detected,
    instead: () => MESSAGES.compressInstead,
  },
  request: ({ mode, input, options }) => ({
    mode,
    input,
    format: options.format,
    detect: options.detect,
    level: options.level,
    plain: options.plain,
    write: options.write,
  }),
  blank: ({ mode }) => (mode === 'compress' ? MESSAGES.blankCompress : MESSAGES.blankDecompress),
  read: (result) =>
    result.ok ? { ok: true, output: result.output, details: result.details } : { ok: false, error: result.error },
  failed: (error) => ({ title: MESSAGES.failed, message: error.message }),
  input: {
    label: 'Compressed data or text',
    placeholder: ({ mode }) =>
      mode === 'compress'
        ? 'Type or paste text to compress…'
        : 'Paste gzip, zlib or deflate data as Base64 (H4sI…) or hex (1f 8b …)…',
    minHeight: 160,
  },
  output: {
    label: 'Output',
    hideLabel: true,
    view: 'text',
    minHeight: 160,
    // bytes written as Base64 go to the tools that read Base64; decompressed text to those for what it is
    kind: ({ mode, options }, output) => {
      const as = mode === 'compress' ? options.write : options.plain;
      if (as === 'base64') return 'base64';
      if (as === 'hex') return 'text';
      return kindOfOutput(output, ['text', 'json', 'xml', 'html']) ?? undefined;
    },
    download: {
      fileName: ({ mode, format, plain, write }) =>
        mode === 'compress'
          ? `compressed.${format === 'gzip' ? 'gz' : format === 'zlib' ? 'zz' : 'deflate'}.${write === 'hex' ? 'hex' : 'b64'}.txt`
          : plain === 'text'
            ? 'decompressed.txt'
            : `decompressed.${plain === 'hex' ? 'hex' : 'b64'}.txt`,
    },
  },
  swap: {
    label: 'Use output as input',
    placement: 'toolbar',
    mode: (mode: Mode) => (mode === 'compress' ? 'decompress' : 'compress'),
  },
  examples,
  slots: { outputFooter: Summary },
});
