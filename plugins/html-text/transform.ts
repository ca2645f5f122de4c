import { Wand2 } from 'lucide-react';
import { createElement } from 'react';
import { jobClient } from '@/lib/jobClient';
import { defineTransform } from '@/ui/transform';
import { DEBOUNCE_MS, DOWNLOAD_NAMES, flipDirection, MESSAGES, type Direction } from './constants';
import { examples } from './examples';
import { htmlJobs } from './jobs';
import { optionsSpec } from './options';
import { HtmlAfterOutput } from './slots';

const jobs = jobClient(htmlJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

const CONVERT_FAILED = 'The HTML could not be converted.';
const toText = (direction: Direction) => direction === 'html-to-text';

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'convert',
  policy: 'markup',
  debounceMs: DEBOUNCE_MS,
  modes: {
    control: 'tabs',
    label: 'Conversion direction',
    items: [
      // HTML to text parses with DOMParser, which only the page has
      { id: 'html-to-text', label: 'HTML to Text', options: ['listMarkers'], policy: 'domParse' },
      { id: 'text-to-html', label: 'Text to HTML', options: ['lineBreaks'] },
    ],
  },
  request: ({ mode, input, options }) => ({
    direction: mode,
    input,
    listMarkers: options.listMarkers,
    lineBreaks: options.lineBreaks,
  }),
  read: (result) =>
    result.ok
      ? { ok: true, output: result.output, details: result.warnings }
      : { ok: false, error: { message: result.error } },
  failed: (error, { direction }) => ({ message: toText(direction) ? CONVERT_FAILED : error.message }),
  input: {
    label: ({ mode }) => (toText(mode) ? 'HTML input' : 'Text input'),
    placeholder: ({ mode }) =>
      toText(mode) ? 'Paste HTML here, e.g. <p>Hello <b>world</b></p>' : 'Type or paste text to escape as HTML…',
    minHeight: 200,
  },
  output: {
    label: ({ mode }) => (toText(mode) ? 'Text output' : 'HTML output'),
    view: 'text',
    kind: ({ mode }) => (toText(mode) ? 'text' : 'html'),
    placeholder: 'The result appears here as you type.',
    download: {
      fileName: ({ direction }) => (toText(direction) ? DOWNLOAD_NAMES.text : DOWNLOAD_NAMES.html),
      mimeType: ({ direction }) => (toText(direction) ? 'text/plain;charset=utf-8' : 'text/html;charset=utf-8'),
    },
  },
  swap: { label: 'Swap', placement: 'toolbar', mode: flipDirection },
  outputActions: [
    {
      label: 'Format HTML',
      icon: createElement(Wand2, { size: 16, 'aria-hidden': true }),
      modes: ['text-to-html'],
      kind: 'format',
      policy: 'markup',
      request: (html) => html,
      read: (result) =>
        result.ok
          ? { ok: true, output: result.output, details: null }
          : { ok: false, error: { message: result.error } },
      failed: MESSAGES.formatFailed,
      empty: 'No output to format',
    },
  ],
  // the modes are tabs: the notice's button is the one run button
  waitingNotice: { action: 'Convert now' },
  examples,
  slots: { after: HtmlAfterOutput },
});
