import { sniffBytes } from './sniff';

/**
 * What a text is, in one small vocabulary shared by every tool: a tool's manifest says which kinds
 * its input accepts and which kinds its output can be, and the output panel offers the tools that
 * accept what it shows.
 */
export const contentKinds = [
  'text',
  'json',
  'yaml',
  'toml',
  'xml',
  'html',
  'csv',
  'base64',
  'jwt',
  'url',
  'sql',
  'image',
  'pdf',
] as const;

export type ContentKind = (typeof contentKinds)[number];

const known = new Set<string>(contentKinds);
export const isContentKind = (kind: string): kind is ContentKind => known.has(kind);

/** How a kind is named to people ('Open the JSON in …'). */
export const kindLabels: Record<ContentKind, string> = {
  text: 'text',
  json: 'JSON',
  yaml: 'YAML',
  toml: 'TOML',
  xml: 'XML',
  html: 'HTML',
  csv: 'CSV',
  base64: 'Base64',
  jwt: 'JWT',
  url: 'URL',
  sql: 'SQL',
  image: 'image',
  pdf: 'PDF',
};

/** How much of a text its kind is read from: the start tells JSON from YAML or XML. */
const HEAD_CHARS = 4096;

const BY_MIME: Record<string, ContentKind> = {
  'application/json': 'json',
  'application/xml': 'xml',
  'text/html': 'html',
  'image/svg+xml': 'xml',
  'application/pdf': 'pdf',
};

/**
 * The kind of an output among those its tool can produce: the only one when there is one, else what
 * the site's sniffer reads from the text's start (JSON, XML, HTML), else the first of them. Reads at
 * most 4,096 characters, so a 5 MB output costs nothing to classify.
 */
export function kindOfOutput(text: string, produces: readonly ContentKind[]): ContentKind | null {
  if (produces.length <= 1) return produces[0] ?? null;
  const sniffed = sniffBytes(new TextEncoder().encode(text.slice(0, HEAD_CHARS)));
  const kind = sniffed ? BY_MIME[sniffed.mime] : undefined;
  return kind && produces.includes(kind) ? kind : produces[0];
}
