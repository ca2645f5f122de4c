import { jobClient } from '@/lib/jobClient';
import { defineTransform } from '@/ui/transform';
import { examples } from './examples';
import { directionFor, DIRECTION_SWITCHED } from './inputDirection';
import { csvJsonJobs } from './jobs';
import { MESSAGES, type DelimiterChoice, type Mode } from './logic';
import { optionsSpec, type Options } from './options';
import { CsvPreview, CsvSummary, CsvWarnings } from './slots';

const jobs = jobClient(csvJsonJobs, () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));

const DELIMITER_OF: Record<Options['delimiter'], DelimiterChoice> = {
  auto: 'auto',
  comma: ',',
  semicolon: ';',
  tab: '\t',
  pipe: '|',
};

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'convert',
  policy: 'parse',
  // the tabs pick the direction; the output follows the input, and a large input waits for Ctrl+Enter
  modes: {
    control: 'tabs',
    label: 'Direction',
    option: 'direction',
    items: [
      { id: 'csv-json', label: 'CSV → JSON', options: ['delimiter', 'header', 'inferTypes', 'nested'] },
      {
        id: 'json-csv',
        label: 'JSON → CSV',
        options: ['delimiter', 'header', 'nested', 'lineEnding', 'guard', 'excel'],
      },
    ],
  },
  // JSON pasted while the tool reads CSV (and CSV while it reads JSON) turns the direction, and says so
  detectOptions: {
    keys: ['direction'],
    options: (input, { direction }) => {
      const called = directionFor(input, direction);
      return called === null ? null : { direction: called };
    },
    note: ({ direction }) => DIRECTION_SWITCHED.note(direction),
    instead: ({ direction }) => DIRECTION_SWITCHED.instead(direction),
  },
  request: ({ mode, input, options }) => ({
    mode,
    input,
    delimiter: DELIMITER_OF[options.delimiter],
    header: options.header,
    inferTypes: options.inferTypes,
    nested: options.nested,
    // Excel's CSV has CRLF line endings
    lineEnding: options.excel ? 'crlf' : options.lineEnding,
    guard: options.guard,
  }),
  blank: ({ mode }) => (mode === 'csv-json' ? MESSAGES.emptyCsv : MESSAGES.emptyJson),
  read: (result) =>
    result.ok ? { ok: true, output: result.output, details: result.details } : { ok: false, error: result.error },
  failed: (error, { mode }) => ({
    title: mode === 'csv-json' ? MESSAGES.csvFailed : MESSAGES.jsonFailed,
    message: error.message,
  }),
  input: {
    label: ({ mode }) => (mode === 'csv-json' ? 'CSV input' : 'JSON input'),
    placeholder: ({ mode }) =>
      mode === 'csv-json'
        ? 'Paste CSV here, or upload a .csv file…'
        : 'Paste a JSON array of objects (or of arrays) here, or upload a .json file…',
    language: ({ mode }) => (mode === 'csv-json' ? 'text' : 'json'),
    minHeight: 220,
    upload: {
      label: ({ mode }) => (mode === 'csv-json' ? 'Upload CSV' : 'Upload JSON'),
      accept: ({ mode }) =>
        mode === 'csv-json'
          ? '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain'
          : '.json,.txt,application/json,text/plain',
    },
  },
  output: {
    label: ({ mode }) => (mode === 'csv-json' ? 'JSON output' : 'CSV output'),
    view: 'code',
    language: ({ mode }) => (mode === 'csv-json' ? 'json' : 'text'),
    kind: ({ mode }) => (mode === 'csv-json' ? 'json' : 'csv'),
    placeholder: 'The converted data will appear here.',
    minHeight: 160,
    copy: { emptyMessage: 'No output to copy' },
    download: {
      fileName: ({ mode }) => (mode === 'csv-json' ? 'data.json' : 'data.csv'),
      mimeType: ({ mode }) => (mode === 'csv-json' ? 'application/json;charset=utf-8' : 'text/csv;charset=utf-8'),
      data: (text, { mode, options }) => (mode === 'json-csv' && options.excel ? BOM + text : text),
      emptyMessage: 'No output to download',
    },
  },
  // the modes are tabs: the notice's button is the one run button
  waitingNotice: { action: 'Convert' },
  swap: {
    label: 'Use output as input',
    placement: 'toolbar',
    mode: (mode: Mode) => (mode === 'csv-json' ? 'json-csv' : 'csv-json'),
  },
  examples,
  slots: { outputFooter: CsvSummary, belowInput: CsvWarnings, after: CsvPreview },
});
