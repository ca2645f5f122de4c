import { compile, JSONPathError, type JSONValue } from 'json-p3';
import type { Location } from './format';

/**
 * What a JSONPath query found: each node's value, its normalized path (RFC 9535 §2.7) and its
 * location (the names and indexes of that path), in the query's order.
 */
export type JsonPathResult =
  | { ok: true; values: unknown[]; paths: string[]; locations: Location[] }
  | { ok: false; message: string; offset: number };

/** json-p3 appends a snippet and the index to its messages; the tool shows the position itself. */
const CONTEXT = / \('[\s\S]*':\d+\)$/;

/** True for a value JSON.parse gives: the only values the query ever sees. */
function isJsonValue(value: unknown): value is JSONValue {
  return value === null || ['string', 'number', 'boolean', 'object'].includes(typeof value);
}

/**
 * Runs a JSONPath query (RFC 9535, json-p3's standard environment: no extensions) over a parsed
 * document. A query that does not parse, or that uses a function in a way the RFC's type rules
 * forbid, gives the library's message and the index in the query where it went wrong.
 */
export function runJsonPath(value: unknown, query: string): JsonPathResult {
  if (!isJsonValue(value)) return { ok: true, values: [], paths: [], locations: [] };
  try {
    const nodes = compile(query).query(value).nodes;
    return {
      ok: true,
      values: nodes.map((node) => node.value),
      paths: nodes.map((node) => node.path),
      locations: nodes.map((node) => node.location),
    };
  } catch (e) {
    if (e instanceof JSONPathError)
      return { ok: false, message: e.message.replace(CONTEXT, ''), offset: Math.min(e.token.index, query.length) };
    throw e;
  }
}
