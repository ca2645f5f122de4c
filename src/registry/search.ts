import { aliasPath, type ToolManifest } from './types';

/**
 * Tool search that forgives typos and word order: each word of the query is matched against the
 * words of a tool's name, keywords (its own and its SEO phrases), id, paths and description —
 * exactly, as a prefix, or within a small Damerau-Levenshtein distance — and the best match per
 * word is weighted by the field it hit. A query that equals or sits inside one of a tool's keyword
 * phrases ("png to jpg") earns a bonus, so task phrases find the tool that lists them.
 */

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'and',
  'or',
  'for',
  'of',
  'in',
  'on',
  'my',
  'with',
  'from',
  'into',
  'online',
  'tool',
  'tools',
  'free',
  'how',
]);

const WEIGHT = { name: 10, keyword: 6, id: 5, path: 3, description: 2 } as const;
type Field = keyof typeof WEIGHT;

export function normalize(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(^|\s)\.+|\.+(\s|$)/g, ' ')
    .trim();
}

const words = (s: string) => normalize(s).split(' ').filter(Boolean);
const meaningful = (s: string) => words(s).filter((w) => !STOP_WORDS.has(w));

/** Damerau-Levenshtein distance (optimal string alignment), giving up above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2: number[] = new Array<number>(b.length + 1).fill(0);
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2.splice(0, prev2.length, ...prev);
    prev = row;
  }
  return prev[b.length];
}

/** How well one query word matches one word of a tool (0 none … 1 exact). */
export function wordSimilarity(query: string, word: string): number {
  if (query === word) return 1;
  if (query.length >= 2 && word.startsWith(query)) return 0.75 + 0.2 * (query.length / word.length);
  const allowed = query.length >= 7 ? 2 : query.length >= 3 ? 1 : 0;
  if (!allowed) return 0;
  const d = editDistance(query, word, allowed);
  if (d <= allowed) return d === 1 ? 0.7 : 0.5;
  // a typo in a word still being typed: "jsno fo" → "json formatter"
  if (query.length >= 4 && word.length > query.length && editDistance(query, word.slice(0, query.length), 1) <= 1)
    return 0.5;
  return 0;
}

interface IndexedTool<T> {
  tool: T;
  order: number;
  fields: { field: Field; words: string[] }[];
  phrases: string[];
  /** every searchable string, for suggestions */
  labels: string[];
  /** the tool's own one-word keywords: the words it is about */
  terms: string[];
}

function indexTool<T extends { manifest: ToolManifest }>(tool: T, order: number): IndexedTool<T> {
  const m = tool.manifest;
  const keywords = [...m.keywords, ...m.seo.keywords];
  const paths = [m.path, ...(m.aliases ?? []).map(aliasPath)].flatMap((p) => p.split('/').filter(Boolean));
  return {
    tool,
    order,
    fields: [
      { field: 'name', words: meaningful(m.name) },
      { field: 'keyword', words: [...new Set(keywords.flatMap(meaningful))] },
      { field: 'id', words: meaningful(m.id) },
      { field: 'path', words: [...new Set(paths.flatMap(meaningful))] },
      { field: 'description', words: [...new Set(meaningful(m.description))] },
    ],
    phrases: [m.name, ...keywords].map(normalize),
    labels: [m.name, m.id, ...keywords].map(normalize),
    terms: m.keywords.map(normalize).filter((k) => k && !k.includes(' ')),
  };
}

function scoreTool<T>(entry: IndexedTool<T>, queryWords: readonly string[], phrase: string): number {
  let total = 0;
  let matched = 0;
  for (const q of queryWords) {
    let best = 0;
    for (const { field, words: ws } of entry.fields) {
      for (const w of ws) {
        const s = wordSimilarity(q, w) * WEIGHT[field];
        if (s > best) best = s;
      }
    }
    if (best > 0) matched++;
    total += best;
  }
  if (!matched) return 0;
  // words that match nothing make a weaker hit, but do not hide a tool that matches the rest
  total *= matched / queryWords.length;
  if (phrase.includes(' ') && entry.phrases.some((p) => p === phrase)) total += 12;
  else if (phrase.length >= 4 && entry.phrases.some((p) => p.includes(phrase))) total += 4;
  return total;
}

/** Where in the tool's name the first query word matches (0 for its first word): "JSON Formatter" before "CSV ↔ JSON Converter" for "json". */
function nameLead<T>(entry: IndexedTool<T>, queryWords: readonly string[]): number {
  const name = entry.fields.find((f) => f.field === 'name')?.words ?? [];
  const at = name.findIndex((w) => queryWords.length > 0 && wordSimilarity(queryWords[0], w) > 0);
  return at === -1 ? name.length : at;
}

// indexing ~20 manifests per keystroke takes well under a millisecond
const indexOf = <T extends { manifest: ToolManifest }>(tools: readonly T[]) => tools.map((t, i) => indexTool(t, i));

/** Below this a match is noise (a short word one edit away from a description word). */
const MIN_SCORE = 3;

/**
 * Tools matching the query, best first. Of tools that score alike, one that has a query word as a
 * keyword of its own comes first (the JSON formatter for "json", before tools that merely convert to
 * or from JSON), then the one whose name has the match nearer its start, then the catalogue's order.
 * Empty when the query
 * is blank or nothing matches — see `suggestTools` for the closest tools then.
 */
export function searchTools<T extends { manifest: ToolManifest }>(tools: readonly T[], query: string, limit = 8): T[] {
  const all = words(query);
  const queryWords = all.filter((w) => !STOP_WORDS.has(w));
  const effective = queryWords.length ? queryWords : all;
  if (!effective.length) return [];
  const phrase = normalize(query);
  return indexOf(tools)
    .map((entry) => ({
      entry,
      score: scoreTool(entry, effective, phrase),
      term: Math.max(0, ...effective.flatMap((q) => entry.terms.map((t) => wordSimilarity(q, t)))),
      lead: nameLead(entry, effective),
    }))
    .filter((h) => h.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || b.term - a.term || a.lead - b.lead || a.entry.order - b.entry.order)
    .slice(0, limit)
    .map((h) => h.entry.tool);
}

function bigrams(s: string): Map<string, number> {
  const grams = new Map<string, number>();
  const padded = ` ${s} `;
  for (let i = 0; i < padded.length - 1; i++) {
    const g = padded.slice(i, i + 2);
    grams.set(g, (grams.get(g) ?? 0) + 1);
  }
  return grams;
}

/** Sørensen–Dice similarity of two strings' letter pairs (0 … 1). */
export function diceSimilarity(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  let shared = 0;
  let size = 0;
  for (const [g, n] of x) {
    shared += Math.min(n, y.get(g) ?? 0);
    size += n;
  }
  for (const n of y.values()) size += n;
  return size ? (2 * shared) / size : 0;
}

/** The tools closest in spelling to a query that matched nothing, for a "did you mean". */
export function suggestTools<T extends { manifest: ToolManifest }>(tools: readonly T[], query: string, limit = 3): T[] {
  const q = normalize(query);
  if (!q) return [];
  return indexOf(tools)
    .map((entry) => ({ entry, score: Math.max(...entry.labels.map((l) => diceSimilarity(q, l))) }))
    .sort((a, b) => b.score - a.score || a.entry.order - b.entry.order)
    .slice(0, limit)
    .map((h) => h.entry.tool);
}
