import { defineJobs } from '@/lib/defineJobs';
import { lineColumnOf, offsetOfLineColumn } from '@/lib/lineColumn';
import { parseDocument, readNumbers, type DocumentNumbers, type DocumentResult } from './document';
import { formatJqOutputs, formatJsonPath, type JsonPathShow } from './format';
import { runJq } from './jq';
import { runJsonPath } from './jsonpath';

export type Language = 'jsonpath' | 'jq';

export interface QueryRequest {
  language: Language;
  /** the JSON document */
  document: string;
  /** the JSONPath query or jq program */
  query: string;
  show: JsonPathShow;
  compact: boolean;
  rawStrings: boolean;
}

/**
 * A query's outcome: the output text with its result count (and, for JSONPath, each result's
 * normalized path and where the document's first number a double does not hold exactly is), or
 * the error and where it is.
 */
export type QueryResult =
  | {
      ok: true;
      output: string;
      count: number;
      paths: string[] | null;
      inexact: { line: number; column: number } | null;
    }
  | { ok: false; in: 'document'; message: string; line: number; column: number; offset: number }
  | { ok: false; in: 'query'; kind: 'syntax' | 'runtime'; message: string; line?: number; offset?: number };

/**
 * The document last parsed, its value and, once JSONPath asked for them, its numbers' texts: a new
 * query over the same document (the common case while a query is being written) does not read it
 * again. A worker that is stopped takes it along.
 */
let last: { text: string; parsed: DocumentResult; numbers?: DocumentNumbers } | null = null;

function parsed(text: string): DocumentResult {
  if (last?.text !== text) last = { text, parsed: parseDocument(text) };
  return last.parsed;
}

function numbersOf(text: string, value: unknown): DocumentNumbers {
  if (last?.text !== text) return readNumbers(text, value);
  return (last.numbers ??= readNumbers(text, value));
}

export async function runQuery({
  language,
  document,
  query,
  show,
  compact,
  rawStrings,
}: QueryRequest): Promise<QueryResult> {
  const doc = parsed(document);
  if (!doc.ok)
    return { ok: false, in: 'document', message: doc.message, line: doc.line, column: doc.column, offset: doc.offset };
  if (language === 'jsonpath') {
    const found = runJsonPath(doc.value, query);
    if (!found.ok)
      return { ok: false, in: 'query', kind: 'syntax', message: found.message, line: 1, offset: found.offset };
    const numbers = numbersOf(document, doc.value);
    return {
      ok: true,
      output: formatJsonPath(found, show, numbers),
      count: found.values.length,
      paths: found.paths,
      inexact: numbers.inexact === null ? null : lineColumnOf(document, numbers.inexact),
    };
  }
  const ran = await runJq(document.startsWith('\uFEFF') ? document.slice(1) : document, query);
  if (!ran.ok)
    return {
      ok: false,
      in: 'query',
      kind: ran.kind,
      message: ran.message,
      line: ran.line,
      offset: ran.line === undefined ? undefined : offsetOfLineColumn(query, ran.line, 1),
    };
  return {
    ok: true,
    output: formatJqOutputs(ran.outputs, { compact, rawStrings }),
    count: ran.outputs.length,
    paths: null,
    inexact: null,
  };
}

export const queryJobs = defineJobs({ query: (request: QueryRequest) => runQuery(request) });
