import { groupDigits } from '@/lib/count';
import { jobClient } from '@/lib/jobClient';
import { lineColumnOf } from '@/lib/lineColumn';
import { WorkerTimeoutError } from '@/lib/workerErrors';
import { defineTransform } from '@/ui/transform';
import { examples } from './examples';
import type { QueryRequest } from './jobs';
import { MESSAGES } from './messages';
import { optionsSpec } from './options';
import { ResultFooter, ResultPaths, type QueryDetails } from './slots';

// the libraries load with the worker alone; the page copy of the jobs is for unit tests, which have no worker
const jobs = jobClient(
  import.meta.env.PROD ? undefined : () => import('./jobs').then((module) => module.queryJobs),
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

export default defineTransform({
  options: optionsSpec,
  jobs,
  kind: 'query',
  policy: 'query',
  debounceMs: 250,
  modes: {
    control: 'tabs',
    label: 'Query language',
    option: 'language',
    items: [
      {
        id: 'jsonpath',
        label: 'JSONPath',
        busyLabel: 'Querying...',
        progressLabel: 'Query progress',
        options: ['show'],
      },
      {
        id: 'jq',
        label: 'jq',
        busyLabel: 'Running jq...',
        progressLabel: 'jq progress',
        options: ['compact', 'rawStrings'],
      },
    ],
  },
  request: ({ mode, input, expression, options }): QueryRequest => ({
    language: mode,
    document: input,
    query: expression,
    show: options.show,
    compact: options.compact,
    rawStrings: options.rawStrings,
  }),
  blank: ({ mode, input, expression }) =>
    input.trim() === '' ? MESSAGES.noDocument : expression.trim() === '' ? MESSAGES.noQuery[mode] : '',
  read: (result, request) => {
    if (result.ok)
      return {
        ok: true,
        output: result.output,
        details: { count: result.count, paths: result.paths, inexact: result.inexact } satisfies QueryDetails,
      };
    if (result.in === 'document') {
      const { message, line, column, offset } = result;
      return { ok: false, error: { title: MESSAGES.invalidDocument, message, line, column, offset } };
    }
    const title = result.kind === 'runtime' ? MESSAGES.jqError : MESSAGES.invalidQuery[request.language];
    const { message, offset } = result;
    // the query is at fault, never the document, even where jq gives no line (an error while running)
    if (offset === undefined) return { ok: false, error: { title, message, in: 'expression' } };
    // JSONPath's errors point at a character; jq's at a line
    const at = lineColumnOf(request.query, offset);
    const column = request.language === 'jsonpath' ? at.column : undefined;
    return { ok: false, error: { title, message, line: result.line ?? at.line, column, offset, in: 'expression' } };
  },
  failed: (error, { language }) =>
    error instanceof WorkerTimeoutError
      ? { title: MESSAGES.stoppedTitle, message: MESSAGES.stopped(error.ms, language) }
      : { title: MESSAGES.failed, message: error.message },
  expression: {
    label: ({ mode }) => (mode === 'jsonpath' ? 'JSONPath query' : 'jq filter'),
    placeholder: ({ mode }) =>
      mode === 'jsonpath' ? '$.store.book[?@.price < 10].title' : '.store.book[] | select(.price < 10) | .title',
    hint: ({ mode }) => (mode === 'jsonpath' ? MESSAGES.jsonPathHint : MESSAGES.jqHint),
    perMode: true,
  },
  input: {
    title: 'Query and document',
    label: 'JSON document',
    placeholder: 'Paste, type, drop or upload a JSON document…',
    language: 'json',
    minHeight: 240,
    upload: {
      label: 'Upload JSON',
      accept: '.json,.txt,application/json,text/plain',
    },
  },
  output: {
    title: 'Results',
    label: ({ mode }) => (mode === 'jsonpath' ? 'JSONPath results' : 'jq output'),
    view: 'code',
    language: 'json',
    placeholder: 'The query’s results will appear here.',
    minHeight: 160,
    copy: { emptyMessage: MESSAGES.noOutputToCopy },
    download: {
      fileName: ({ language, rawStrings }) =>
        language === 'jq' && rawStrings
          ? 'jq-output.txt'
          : language === 'jq'
            ? 'jq-output.json'
            : 'jsonpath-results.json',
      mimeType: ({ language, rawStrings }) =>
        language === 'jq' && rawStrings ? 'text/plain;charset=utf-8' : 'application/json;charset=utf-8',
      emptyMessage: MESSAGES.noOutputToDownload,
    },
  },
  waitingNotice: {
    title: 'Large document',
    text: (input) =>
      `This document is ${groupDigits(Math.round(input.length / 1000))} KB: the query runs when you ask.`,
    action: 'Run query',
  },
  examples,
  slots: { outputFooter: ResultFooter, after: ResultPaths },
});
