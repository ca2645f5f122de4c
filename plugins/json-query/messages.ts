import type { Language } from './jobs';

/** Every text the tool says, in one place (the e2e spec and stories check them). */
export const MESSAGES = {
  noDocument: 'Please enter a JSON document',
  noQuery: { jsonpath: 'Please enter a JSONPath query', jq: 'Please enter a jq filter' } satisfies Record<
    Language,
    string
  >,
  invalidDocument: 'Invalid JSON document',
  invalidQuery: { jsonpath: 'Invalid JSONPath query', jq: 'jq syntax error' } satisfies Record<Language, string>,
  jqError: 'jq error',
  stoppedTitle: 'Query stopped',
  stopped: (ms: number, language: Language) =>
    `Stopped after ${Math.round(ms / 1000)} s: the ${language === 'jq' ? 'jq filter' : 'query'} did not finish. An endless recursion (def f: f; f) or a huge range never ends.`,
  failed: 'The query failed',
  noOutputToCopy: 'No output to copy',
  noOutputToDownload: 'No output to download',
  inexactNumbers: (line: number, column: number) =>
    `This document has numbers beyond a double's precision or range (the first at line ${line}, column ${column}). The results show them as written, but filters compare them as doubles, which cannot tell them from nearby numbers.`,
  jsonPathHint: 'JSONPath as standardised in RFC 9535: $ is the document, @ the current node in a filter.',
  jqHint: 'A jq 1.7 filter: . is the document; each output is one result.',
} as const;
