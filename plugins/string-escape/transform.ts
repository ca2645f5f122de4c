import { groupDigits } from '@/lib/count';
import { jobClient } from '@/lib/jobClient';
import { kindOfOutput } from '@/lib/outputKind';
import { defineTransform } from '@/ui/transform';
import { examples } from './examples';
import { escapeJobs } from './jobs';
import { languageLabel } from './languages';
import { MESSAGES } from './logic';
import { optionsSpec } from './options';
import { EscapedInputNotice, OutputNotes, UrlNote } from './slots';

const jobs = jobClient(escapeJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

const charCount = (text: string) => `${groupDigits(text.length)} characters`;

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'convert',
  // linear string work: the output follows the input at any size, in the worker past half a megabyte
  policy: 'liveCodec',
  // the output follows a pause in the typing; pastes, options and Ctrl+Enter run at once
  debounceMs: 150,
  modes: {
    control: 'tabs',
    label: 'Mode',
    option: 'mode',
    items: [
      { id: 'escape', label: 'Escape', options: ['language', 'quote', 'asciiOnly', 'es6'] },
      { id: 'unescape', label: 'Unescape', options: ['language'] },
    ],
  },
  // spaces are text to escape: only an empty input has nothing to convert
  isBlank: (input) => input === '',
  request: ({ mode, input, options }) => ({
    mode,
    input,
    language: options.language,
    quote: options.quote,
    asciiOnly: options.asciiOnly,
    es6: options.es6,
  }),
  blank: ({ mode }) => (mode === 'escape' ? MESSAGES.emptyEscape : MESSAGES.emptyUnescape),
  read: (result) =>
    result.ok
      ? { ok: true, output: result.output, details: result.details }
      : {
          ok: false,
          error: {
            title: result.title,
            message: result.message,
            ...(result.place ?? {}),
          },
        },
  failed: (error) => ({ message: MESSAGES.failed(error.message) }),
  layout: 'columns',
  input: {
    label: ({ mode, options }) =>
      mode === 'escape' ? 'Text to escape' : `${languageLabel(options.language)} string to unescape`,
    placeholder: ({ mode }) =>
      mode === 'escape'
        ? 'Type or paste text to write as a string literal…'
        : 'Paste a string literal, with or without its quotes, e.g. "line\\nbreak"…',
    minHeight: 220,
    count: { text: charCount, testId: 'input-count' },
  },
  output: {
    label: ({ mode }) => (mode === 'escape' ? 'Escaped output' : 'Unescaped output'),
    view: 'text',
    placeholder: 'The result appears here as you type.',
    minHeight: 220,
    count: { text: charCount, testId: 'output-count' },
    // an unescaped text is offered to the tools for what it turns out to be (a JSON document, HTML)
    kind: ({ mode }, output) =>
      mode === 'escape' ? 'text' : (kindOfOutput(output, ['text', 'json', 'xml', 'html']) ?? undefined),
    download: { fileName: ({ mode, language }) => `${mode === 'escape' ? 'escaped' : 'unescaped'}-${language}.txt` },
  },
  swap: { label: 'Swap', placement: 'output', mode: (mode) => (mode === 'escape' ? 'unescape' : 'escape') },
  examples,
  slots: { belowInput: EscapedInputNotice, outputFooter: OutputNotes, after: UrlNote },
});
