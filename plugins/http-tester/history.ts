import { parseSharedQuery, toSharedQuery, type HttpRequest } from './logic';

/**
 * The requests sent in this tab, newest first, so one can be sent again after another. Each is kept
 * as a shared link's query is: without basic auth or credential headers, which is what lets the
 * list live in the tab's sessionStorage.
 */
export interface HistoryEntry {
  /** toSharedQuery of the request sent: no credentials */
  query: string;
  /** the status it got; 0 when no response came */
  status: number;
  /** when it was sent (ms since the epoch) */
  at: number;
}

/** The list keeps this many requests; sending another drops the oldest. */
export const HISTORY_LIMIT = 20;

/** The list after a Send: the new request first, an earlier send of the same request dropped. */
export function withSent(
  history: readonly HistoryEntry[],
  request: HttpRequest,
  status: number,
  at: number,
): HistoryEntry[] {
  const query = toSharedQuery(request);
  return [{ query, status, at }, ...history.filter((entry) => entry.query !== query)].slice(0, HISTORY_LIMIT);
}

/** The request an entry holds, for the form (credentials are for the visitor to enter again). */
export const requestOf = (entry: HistoryEntry): HttpRequest => parseSharedQuery(entry.query);

export const historyToText = (history: readonly HistoryEntry[]): string =>
  history.length === 0 ? '' : JSON.stringify(history);

/** The list kept by historyToText; entries that are not well formed are left out. */
export function historyFromText(text: string): HistoryEntry[] {
  if (text === '') return [];
  let kept: unknown;
  try {
    kept = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(kept)) return [];
  const history: HistoryEntry[] = [];
  for (const item of kept.slice(0, HISTORY_LIMIT)) {
    if (item === null || typeof item !== 'object') continue;
    if (!('query' in item && typeof item.query === 'string')) continue;
    if (!('status' in item && typeof item.status === 'number')) continue;
    if (!('at' in item && typeof item.at === 'number')) continue;
    history.push({ query: item.query, status: item.status, at: item.at });
  }
  return history;
}
