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
