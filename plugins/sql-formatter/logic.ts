import {
  bigquery,
  clickhouse,
  db2,
  db2i,
  duckdb,
  formatDialect,
  hive,
  mariadb,
  mysql,
  n1ql,
  plsql,
  postgresql,
  redshift,
  singlestoredb,
  snowflake,
  spark,
  sql,
  sqlite,
  tidb,
  transactsql,
  trino,
  type DialectOptions,
  type FormatOptionsWithDialect,
  type ParamTypes,
} from 'sql-formatter';
import { lineColumnOf, offsetOfLineColumn } from '@/lib/lineColumn';
import { autoOrder, DIALECTS, type DialectChoice, type DialectId, type LetterCase, type ParamStyle } from './options';

export type SqlAction = 'format' | 'minify';

/** What the worker is asked: the script, the action and the settings that apply to it. */
export interface SqlJob {
  sql: string;
  action: SqlAction;
  /** a dialect, or 'auto': the first in autoOrder(lastDialect) that reads the whole script */
  dialect: DialectChoice;
  /** the dialect the visitor picked last, which Automatic tries first */
  lastDialect: DialectId;
  indent: '2' | '4' | 'tab';
  keywordCase: LetterCase;
  functionCase: LetterCase;
  dataTypeCase: LetterCase;
  params: ParamStyle;
  linesBetween: number;
}

/**
 * Where the chosen dialect stopped reading the script, and which other dialects read all of it; with
 * Automatic, where the dialect that read furthest stopped (none read all of it).
 */
export interface SqlFailure {
  ok: false;
  message: string;
  line: number;
  column: number;
  /** the UTF-16 offset of the character the error is at */
  offset: number;
  /** the dialect the error is in: the chosen one, or with Automatic the one that read furthest */
  dialect: DialectId;
  /** the dialect was chosen automatically */
  automatic: boolean;
  /** the other dialects that read the whole script */
  parses: DialectId[];
  /** the dialects there was no time left to try (a very large script) */
  unchecked: DialectId[];
}

/** A script read: the output, its statements, the dialect it was read in and, with Automatic, those tried before that could not. */
export interface SqlOutput {
  ok: true;
  output: string;
  statements: number;
  dialect: DialectId;
  skipped: DialectId[];
}

export type SqlResult = SqlOutput | SqlFailure;

/** What the screen keeps of a script read: its statements, the dialect and those Automatic tried before, and the action. */
export interface SqlDetails {
  statements: number;
  dialect: DialectId;
  skipped: DialectId[];
  /** the dialect was chosen automatically */
  automatic: boolean;
  action: SqlAction;
}

const LIBRARY_DIALECTS: Record<DialectId, DialectOptions> = {
  sql,
  postgresql,
  mysql,
  mariadb,
  sqlite,
  transactsql,
  plsql,
  bigquery,
  snowflake,
  redshift,
  spark,
  db2,
  db2i,
  trino,
  duckdb,
  clickhouse,
  hive,
  tidb,
  singlestoredb,
  n1ql,
};

type Token = ReturnType<NonNullable<DialectOptions['tokenizerOptions']['postProcess']>>[number];

/** How long the search for dialects that read a failing script may take before the rest are reported as not tried. */
export const DIALECT_SEARCH_MS = 5000;

/**
 * The parameter placeholders the tokenizer accepts: the dialect's own, plus the chosen style. The
 * library replaces a dialect's list with the one it is given, so the dialect's own are kept.
 */
export function paramTypesFor(dialect: DialectId, style: ParamStyle): ParamTypes | undefined {
  if (style === 'dialect') return undefined;
  const own = LIBRARY_DIALECTS[dialect].tokenizerOptions.paramTypes ?? {};
  const add = <T>(list: readonly T[] | undefined, item: T): T[] => [...new Set([...(list ?? []), item])];
  if (style === 'positional') return { ...own, positional: true };
  if (style === 'numbered') return { ...own, numbered: add(own.numbered, '$') };
  return { ...own, named: add(own.named, style === 'colon' ? ':' : '@') };
}

function formatOptionsOf(job: SqlJob, dialect: DialectId): FormatOptionsWithDialect {
  const paramTypes = paramTypesFor(dialect, job.params);
  return {
    dialect: LIBRARY_DIALECTS[dialect],
    tabWidth: job.indent === '4' ? 4 : 2,
    useTabs: job.indent === 'tab',
    keywordCase: job.keywordCase,
    functionCase: job.functionCase,
    dataTypeCase: job.dataTypeCase,
    linesBetweenQueries: job.linesBetween,
    ...(paramTypes ? { paramTypes } : {}),
  };
}

/** The library's tokenizer, reached through its post-processing hook: the tokens are kept and the parse is skipped. */
const captured: { tokens: Token[] | null } = { tokens: null };
const stopAfterTokens = new Error('tokens captured');
const capturing = new Map<DialectId, DialectOptions>();

function capturingDialect(id: DialectId): DialectOptions {
  let dialect = capturing.get(id);
  if (!dialect) {
    const base = LIBRARY_DIALECTS[id];
    const own = base.tokenizerOptions.postProcess;
    dialect = {
      ...base,
      tokenizerOptions: {
        ...base.tokenizerOptions,
        postProcess: (tokens) => {
          captured.tokens = own ? own(tokens) : tokens;
          throw stopAfterTokens;
        },
      },
    };
    capturing.set(id, dialect);
  }
  return dialect;
}

/** A place in the script the library could not read, by offset. */
class ReadError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** The text at an offset, up to the end of its line, shortened for a message. */
function excerptAt(text: string, offset: number): string {
  const rest = text.slice(offset, offset + 200).split(/\r?\n/)[0] ?? '';
  return rest.length > 24 ? `${rest.slice(0, 24)}…` : rest;
}

const TOKENIZER_ERROR = /^Parse error: Unexpected "[\s\S]*?" at line (\d+) column (\d+)\./;

function hasToken(error: unknown): error is Error & { token: { start: number; type: string; raw: string } } {
  if (!(error instanceof Error) || !('token' in error)) return false;
  const { token } = error;
  return typeof token === 'object' && token !== null && 'start' in token && typeof token.start === 'number';
}

/** The script's tokens in a dialect, or a ReadError where the tokenizer meets text the dialect has no token for. */
function tokenize(text: string, job: SqlJob, dialect: DialectId): Token[] {
  captured.tokens = null;
  const paramTypes = paramTypesFor(dialect, job.params);
  try {
    formatDialect(text, { dialect: capturingDialect(dialect), ...(paramTypes ? { paramTypes } : {}) });
  } catch (error) {
    if (error !== stopAfterTokens) throw readErrorOf(error, text, []);
  }
  const tokens = captured.tokens ?? [];
  captured.tokens = null;
  const split = splitOperator(tokens);
  if (split) throw new ReadError(`"${split.text}" is no operator in this dialect`, split.start);
  return tokens;
}

/** Signs that may follow an operator with no space between (`= -1`, `* +2`, `= ~mask`). */
const PREFIX_SIGN = /^[-+~]$/;

/**
 * An operator the dialect reads as several (PostgreSQL's `->>` is `-`, `>`, `>` to Standard SQL):
 * operator tokens written with no space between, the later one no sign. The library would format
 * them apart (`- > >`), which changes the script, so the dialect does not read it.
 */
function splitOperator(tokens: readonly Token[]): { text: string; start: number } | null {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const first = tokens[i]!;
    let next = tokens[i + 1]!;
    if (first.type !== 'OPERATOR' || next.type !== 'OPERATOR' || next.precedingWhitespace) continue;
    if (PREFIX_SIGN.test(next.raw)) continue;
    let text = first.raw + next.raw;
    for (let j = i + 2; j < tokens.length; j++) {
      next = tokens[j]!;
      if (next.type !== 'OPERATOR' || next.precedingWhitespace) break;
      text += next.raw;
    }
    return { text, start: first.start };
  }
  return null;
}

const OPENERS = new Set(['(', '[', '{']);

/** The library's error as a message and the offset it is at inside `text` (a statement starting at `base` in the script), given the statement's tokens. */
function readErrorOf(error: unknown, text: string, tokens: readonly Token[], base = 0): ReadError {
  if (error instanceof ReadError) return error;
  if (hasToken(error)) {
    const { token } = error;
    if (token.type === 'EOF') {
      // a bracket left open is where the statement went wrong, not its end
      const open: Token[] = [];
      for (const t of tokens) {
        if (t.type === 'OPEN_PAREN' && OPENERS.has(t.raw)) open.push(t);
        else if (t.type === 'CLOSE_PAREN') open.pop();
      }
      const unclosed = open.at(-1);
      if (unclosed) return new ReadError(`"${unclosed.raw}" is never closed`, unclosed.start - base);
      return new ReadError('The statement ends before it is complete', Math.max(0, text.trimEnd().length - 1));
    }
    return new ReadError(`Unexpected "${excerptAt(text, token.start)}"`, token.start);
  }
  const message = error instanceof Error ? error.message : String(error);
  const at = TOKENIZER_ERROR.exec(message);
  if (at) {
    // the library numbers lines and columns as the editor does (lines end at LF, columns in UTF-16 units)
    const offset = offsetOfLineColumn(text, Number(at[1]), Number(at[2]));
    return new ReadError(`Unexpected "${excerptAt(text, offset)}"`, offset);
  }
  return new ReadError(message.split('\n')[0] ?? message, 0);
}

/** A statement: the text the library formats, and comments after its semicolon on the same line. */
interface Statement {
  from: number;
  to: number;
  tokens: Token[];
  trailing: string;
}

const isComment = (t: Token) => t.type === 'LINE_COMMENT' || t.type === 'BLOCK_COMMENT';
const newlineBefore = (t: Token | undefined) => t === undefined || /[\r\n]/.test(t.precedingWhitespace ?? '');

/**
 * Splits the tokens at each semicolon, as the library's grammar does, so each statement is formatted
 * on its own (the time grows with each statement, not with the script). Comments that follow a
 * semicolon on its line, with nothing after them, stay with the statement they end.
 */
function statementsOf(text: string, tokens: readonly Token[]): Statement[] {
  const statements: Statement[] = [];
  let from = 0;
  let first = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type !== 'DELIMITER') continue;
    const to = token.start + token.raw.length;
    let j = i + 1;
    while (j < tokens.length && isComment(tokens[j]!) && !newlineBefore(tokens[j])) j++;
    const keep = j > i + 1 && newlineBefore(tokens[j]);
    const trailing = keep
      ? tokens
          .slice(i + 1, j)
          .map((t) => t.raw)
          .join(' ')
      : '';
    statements.push({ from, to, tokens: tokens.slice(first, i + 1), trailing });
    if (keep) {
      const last = tokens[j - 1]!;
      from = last.start + last.raw.length;
      i = j - 1;
    } else from = to;
    first = i + 1;
  }
  if (from < text.length && tokens.length > first) {
    statements.push({ from, to: text.length, tokens: tokens.slice(first), trailing: '' });
  }
  return statements;
}

/** Parses and formats one statement; a ReadError gives the offset in the whole script. */
function formatStatement(text: string, statement: Statement, job: SqlJob, dialect: DialectId): string {
  const chunk = text.slice(statement.from, statement.to);
  try {
    return formatDialect(chunk, formatOptionsOf(job, dialect));
  } catch (error) {
    const e = readErrorOf(error, chunk, statement.tokens, statement.from);
    throw new ReadError(e.message, statement.from + e.offset);
  }
}

/** Comments a minified script keeps: MySQL's executable comments and optimizer hints, which change what runs. */
const KEPT_COMMENT = /^\/\*[!+]/;
const RESERVED = /^RESERVED_|^(CASE|END|WHEN|THEN|ELSE|AND|OR|XOR|BETWEEN|LIMIT)$/;

/**
 * One line per statement, comments dropped (but executable ones), one space where the script had
 * space between two tokens, none around commas and inside brackets. A space that kept two tokens
 * apart is never removed, so the text reads as the same tokens.
 */
function minifyStatement(statement: Statement): string {
  let line = '';
  let previous: Token | null = null;
  let gap = false;
  for (const token of statement.tokens) {
    if (isComment(token) && !KEPT_COMMENT.test(token.raw)) {
      gap = true;
      continue;
    }
    gap ||= Boolean(token.precedingWhitespace);
    const text = RESERVED.test(token.type) ? token.raw.replace(/\s+/g, ' ') : token.raw;
    if (previous && gap) {
      const tight =
        previous.type === 'OPEN_PAREN' ||
        previous.type === 'COMMA' ||
        token.type === 'CLOSE_PAREN' ||
        token.type === 'COMMA' ||
        token.type === 'DELIMITER';
      if (!tight) line += ' ';
    }
    line += text;
    previous = token;
    gap = false;
  }
  return line;
}

/** Reads the whole script in a dialect: true when every statement parses. */
function readsAs(text: string, job: SqlJob, dialect: DialectId, deadline: number): boolean | 'timeout' {
  try {
    const statements = statementsOf(text, tokenize(text, job, dialect));
    for (const statement of statements) {
      if (performance.now() > deadline) return 'timeout';
      formatStatement(text, statement, job, dialect);
    }
    return true;
  } catch (error) {
    if (error instanceof ReadError) return false;
    throw error;
  }
}

function failure(
  text: string,
  job: SqlJob,
  dialect: DialectId,
  error: ReadError,
  progress: (f: number) => void,
): SqlFailure {
  const { line, column } = lineColumnOf(text, error.offset);
  const parses: DialectId[] = [];
  const unchecked: DialectId[] = [];
  const deadline = performance.now() + DIALECT_SEARCH_MS;
  const others = DIALECTS.map((d) => d.id).filter((id) => id !== dialect);
  others.forEach((id, k) => {
    const read = performance.now() > deadline ? 'timeout' : readsAs(text, job, id, deadline);
    if (read === 'timeout') unchecked.push(id);
    else if (read) parses.push(id);
    progress((k + 1) / others.length);
  });
  const { message, offset } = error;
  return { ok: false, message, line, column, offset, dialect, automatic: false, parses, unchecked };
}

/** Formats or minifies the script in one dialect; a ReadError where the dialect cannot read it. */
function runIn(job: SqlJob, dialect: DialectId, progress: (fraction: number) => void): Omit<SqlOutput, 'skipped'> {
  const text = job.sql;
  const statements = statementsOf(text, tokenize(text, job, dialect));
  const out: string[] = [];
  let done = 0;
  for (const statement of statements) {
    const formatted = formatStatement(text, statement, job, dialect);
    if (job.action === 'format') {
      const withComments = statement.trailing ? `${formatted} ${statement.trailing}` : formatted;
      if (withComments) out.push(withComments);
    } else {
      const line = minifyStatement(statement);
      if (line) out.push(line);
    }
    done += statement.to - statement.from;
    progress(text.length ? done / text.length : 1);
  }
  const output = job.action === 'format' ? out.join('\n'.repeat(job.linesBetween + 1)) : out.join('\n');
  const counted = statements.filter((s) => s.tokens.some((t) => !isComment(t))).length;
  return { ok: true, output, statements: counted, dialect };
}

/**
 * Automatic: the first dialect in autoOrder that reads the whole script, with those tried before it.
 * When none does, the error is where the dialect that read furthest stopped; once the search has
 * taken DIALECT_SEARCH_MS, the dialects left are reported as not tried.
 */
function runAutomatic(job: SqlJob, progress: (fraction: number) => void): SqlResult {
  const text = job.sql;
  const order = autoOrder(job.lastDialect);
  const skipped: DialectId[] = [];
  let furthest: { dialect: DialectId; error: ReadError } | null = null;
  const deadline = performance.now() + DIALECT_SEARCH_MS;
  for (const [k, dialect] of order.entries()) {
    if (k > 0 && performance.now() > deadline) break;
    try {
      return { ...runIn(job, dialect, progress), skipped };
    } catch (error) {
      if (!(error instanceof ReadError)) throw error;
      skipped.push(dialect);
      if (!furthest || error.offset > furthest.error.offset) furthest = { dialect, error };
    }
  }
  const unchecked = order.slice(skipped.length);
  // the loop tried the first dialect at least, so an error was kept
  if (!furthest) throw new Error('no dialect was tried');
  const { dialect, error } = furthest;
  const { line, column } = lineColumnOf(text, error.offset);
  return {
    ok: false,
    message: error.message,
    line,
    column,
    offset: error.offset,
    dialect,
    automatic: true,
    parses: [],
    unchecked,
  };
}

/**
 * Formats or minifies a script in the chosen dialect, or with Automatic in the first that reads it.
 * When the chosen dialect cannot read it, the result says where, and which other dialects read the
 * whole script.
 */
export function runSql(job: SqlJob, progress: (fraction: number) => void = () => {}): SqlResult {
  if (job.dialect === 'auto') return runAutomatic(job, progress);
  const dialect = job.dialect;
  try {
    return { ...runIn(job, dialect, progress), skipped: [] };
  } catch (error) {
    if (error instanceof ReadError) return failure(job.sql, job, dialect, error, progress);
    throw error;
  }
}

/** The options of a job with the library's defaults, for tests and examples. */
export const DEFAULT_JOB: Omit<SqlJob, 'sql'> = {
  action: 'format',
  dialect: 'sql',
  lastDialect: 'sql',
  indent: '2',
  keywordCase: 'preserve',
  functionCase: 'preserve',
  dataTypeCase: 'preserve',
  params: 'dialect',
  linesBetween: 1,
};
