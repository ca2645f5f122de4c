import { jobClient, type JobClient } from '@/lib/jobClient';
import { defineTransform } from '@/ui/transform';
import { FILE_NAMES, listOf, MESSAGES } from './constants';
import { examples } from './examples';
import type { SqlFailure, SqlJob, SqlResult } from './logic';
import { dialectName, optionsSpec, settle } from './options';
import { DialectRead, SqlCounts } from './slots';

// the job code (sql-formatter among it) loads in the page only where there is no Worker (jsdom: stories, unit tests)
const jobs = jobClient(
  () => import('./jobs').then((m) => m.sqlJobs),
  () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }),
);

/** What the other dialects made of a script the chosen one could not read; with Automatic, which one read furthest. */
export function otherDialects({ parses, unchecked, automatic, dialect }: SqlFailure): string {
  const untried = unchecked.length ? ` Not tried in time: ${listOf(unchecked.map(dialectName))}.` : '';
  if (automatic)
    return `This is where ${dialectName(dialect)} stopped, which read furthest: choose a dialect under Dialect to see where it stops.${untried}`;
  const found = parses.length
    ? `It parses as ${listOf(parses.map(dialectName))}: choose it under Dialect.`
    : unchecked.length
      ? 'None of the dialects tried parses it.'
      : 'No other dialect parses it either.';
  return `${found}${untried}`;
}

/** The work the screen asks for: one run of a job, giving its result. */
export type SqlJobs = { run: { input: SqlJob; result: SqlResult } };

/**
 * The tool, running its jobs through `client`. The page uses the worker; a story can hand it a job with a set
 * result, to show a state the real search reaches only on a slow machine (dialects not tried in time).
 */
export function sqlTool(client: JobClient<SqlJobs>) {
  return defineTransform({
    options: optionsSpec,
    settle,
    jobs: client,
    kind: 'run',
    policy: 'grammar',
    // the output follows the input with the last chosen action; a large script waits for Format or Minify (Ctrl+Enter)
    modes: {
      control: 'buttons',
      label: 'Action',
      items: [
        {
          id: 'format',
          label: 'Format',
          busyLabel: 'Formatting...',
          progressLabel: 'Formatting progress',
          options: ['dialect', 'indent', 'keywordCase', 'functionCase', 'dataTypeCase', 'params', 'linesBetween'],
        },
        {
          id: 'minify',
          label: 'Minify',
          progressLabel: 'Minifying progress',
          // a minified script has no layout and keeps the case it was written in
          options: ['dialect', 'params'],
        },
      ],
    },
    request: ({ mode, input, options }): SqlJob => ({
      sql: input,
      action: mode,
      dialect: options.dialect,
      lastDialect: options.lastDialect,
      params: options.params,
      // settings of the layout do not change a minified script
      indent: mode === 'format' ? options.indent : '2',
      keywordCase: mode === 'format' ? options.keywordCase : 'preserve',
      functionCase: mode === 'format' ? options.functionCase : 'preserve',
      dataTypeCase: mode === 'format' ? options.dataTypeCase : 'preserve',
      linesBetween: mode === 'format' ? options.linesBetween : 1,
    }),
    blank: MESSAGES.emptyInput,
    read: (result, { dialect, action }) =>
      result.ok
        ? {
            ok: true,
            output: result.output,
            details: {
              statements: result.statements,
              dialect: result.dialect,
              skipped: result.skipped,
              automatic: dialect === 'auto',
              action,
            },
          }
        : {
            ok: false,
            error: {
              title: result.automatic ? MESSAGES.noDialect : `Cannot read this as ${dialectName(result.dialect)}`,
              message: `${result.message}\n${otherDialects(result)}`,
              line: result.line,
              column: result.column,
              offset: result.offset,
            },
          },
    failed: (error, { action }) => ({
      title: action === 'format' ? MESSAGES.formatFailed : MESSAGES.minifyFailed,
      message: error.message,
    }),
    input: {
      label: 'SQL input',
      placeholder: 'Paste or type SQL here…',
      minHeight: 260,
      upload: {
        label: 'Upload SQL',
        accept: '.sql,.txt,text/plain,application/sql',
        maxBytes: 50 * 1024 * 1024,
        tooLarge: 'The file is larger than 50 MB',
        unreadable: 'The file could not be read',
      },
    },
    output: {
      label: ({ mode }) => (mode === 'format' ? 'Formatted SQL' : 'Minified SQL'),
      view: 'code',
      placeholder: 'Formatted SQL will appear here.',
      minHeight: 160,
      copy: { emptyMessage: MESSAGES.noOutputToCopy },
      download: {
        fileName: ({ action }) => FILE_NAMES[action],
        mimeType: 'application/sql;charset=utf-8',
        emptyMessage: MESSAGES.noOutputToDownload,
      },
    },
    examples,
    slots: { belowInput: DialectRead, outputFooter: SqlCounts },
  });
}

export default sqlTool(jobs);
