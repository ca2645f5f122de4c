/**
 * The URL field and the Params tab show one query: editing the URL's query rewrites the rows, and
 * editing the rows rewrites the URL's query (the text before it and the fragment stay as typed).
 * Rows that are switched off or have no key are not in the URL; they stay in the tab.
 */

/** A header or query parameter row of the request editor; a row that is switched off is kept but not sent. */
export interface KeyValueRow {
  key: string;
  value: string;
  enabled: boolean;
}

/** Rows that are sent: enabled, with a non-blank key (trimmed). */
export function activeRows(rows: readonly KeyValueRow[]): { key: string; value: string }[] {
  return rows.filter((r) => r.enabled && r.key.trim() !== '').map((r) => ({ key: r.key.trim(), value: r.value }));
}

/** The URL's text in three parts: before the query, the query (without "?"), and the fragment (with "#"). */
function splitUrl(url: string): { head: string; query: string | null; fragment: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1
    ? { head: beforeHash, query: null, fragment }
    : { head: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), fragment };
}

/** A key or value as a form-encoded query holds it ("+" is a space); malformed escapes stay as typed. */
function decodePart(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The pairs of the URL's query, in order, decoded as servers read them (like Python's parse_qsl). */
export function queryPairs(url: string): { key: string; value: string }[] {
  const { query } = splitUrl(url);
  if (!query) return [];
  return query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq === -1
        ? { key: decodePart(part), value: '' }
        : { key: decodePart(part.slice(0, eq)), value: decodePart(part.slice(eq + 1)) };
    });
}

/** The Params rows after the URL was edited: the URL's pairs, then the rows the URL cannot show. */
export function rowsFromUrl(url: string, rows: readonly KeyValueRow[]): KeyValueRow[] {
  const held = rows.filter((row) => !row.enabled || row.key.trim() === '');
  return [...queryPairs(url).map((pair) => ({ ...pair, enabled: true })), ...held];
}

/** The URL after the Params rows were edited: its query is the rows that are sent. */
export function urlFromRows(url: string, rows: readonly KeyValueRow[]): string {
  const { head, fragment } = splitUrl(url);
  const query = activeRows(rows)
    .map((row) => `${encodeURIComponent(row.key)}=${encodeURIComponent(row.value)}`)
    .join('&');
  return `${head}${query ? `?${query}` : ''}${fragment}`;
}

/**
 * The rows a URL's query does not already hold, each query pair answering for one row. The form
 * keeps both in step, so this is empty there; a request kept from before they were (or a link that
 * sets the rows apart from the URL) still sends every row, and none twice.
 */
export function rowsNotInQuery(
  url: string,
  rows: readonly { key: string; value: string }[],
): { key: string; value: string }[] {
  const unmatched = queryPairs(url);
  return rows.filter((row) => {
    const at = unmatched.findIndex((pair) => pair.key === row.key && pair.value === row.value);
    if (at === -1) return true;
    unmatched.splice(at, 1);
    return false;
  });
}
