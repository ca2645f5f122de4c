import { jobClient } from '@/lib/jobClient';
import { resolveCodeTheme } from '@/ui/codeThemeChoices';
import { defineTransform } from '@/ui/transform';
import { DEFAULT_INDENT, FILE_NAMES, MESSAGES } from './constants';
import { examples } from './examples';
import { xmlJobs } from './jobs';
import { optionsSpec } from './options';
import { XmlCounts, XmlValidity } from './slots';
import { EDITOR_PALETTES } from './themes';

const jobs = jobClient(xmlJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'process',
  policy: 'parse',
  // the output follows the input with the last chosen action; a large input waits for Format or Minify (Ctrl+Enter)
  modes: {
    control: 'buttons',
    label: 'Action',
    items: [
      { id: 'format', label: 'Format', busyLabel: 'Formatting...', progressLabel: 'Formatting progress' },
      { id: 'minify', label: 'Minify', progressLabel: 'Minifying progress' },
    ],
  },
  // minified output has no indent, so a new indent leaves it as it is
  request: ({ mode, input, options }) => ({
    xml: input,
    action: mode,
    indent: mode === 'format' ? options.indent : DEFAULT_INDENT,
  }),
  blank: MESSAGES.emptyInput,
  read: (result) => {
    const { validation } = result;
    if (validation.isValid) return { ok: true, output: result.output, details: result };
    const { line, column, offset } = validation;
    const message = validation.errorMessage || MESSAGES.invalidXml;
    // the position is shown once, as words under the message
    return {
      ok: false,
      error: {
        title: MESSAGES.invalidXml,
        message: line ? message.replace(/^\d+:\d+: /, '') : message,
        line,
        column,
        offset,
      },
    };
  },
  failed: (error, { action }) => ({
    title: action === 'format' ? MESSAGES.formatFailed : MESSAGES.minifyFailed,
    message: error.message,
  }),
  input: {
    label: 'XML input',
    placeholder: 'Paste or type XML here…',
    language: 'xml',
    minHeight: 260,
  },
  output: {
    label: ({ mode }) => (mode === 'format' ? 'Formatted XML' : 'Minified XML'),
    view: 'code',
    language: 'xml',
    placeholder: 'Formatted XML will appear here.',
    minHeight: 160,
    palette: ({ options, siteMode }) => EDITOR_PALETTES[resolveCodeTheme(options.theme, siteMode)],
    copy: { emptyMessage: MESSAGES.noOutputToCopy },
    download: {
      fileName: ({ action }) => FILE_NAMES[action],
      mimeType: 'application/xml;charset=utf-8',
      emptyMessage: MESSAGES.noOutputToDownload,
    },
  },
  examples,
  exampleLabel: 'Load sample',
  slots: { inputBadge: XmlValidity, outputFooter: XmlCounts },
});
