/** The tool's fixed texts and limits. */

/** Containers nested deeper than this are refused with their position (the emitters and the schema check recurse). */
export const MAX_DEPTH = 256;

/** At most this many number warnings are listed (the total is still counted). */
export const MAX_WARNINGS = 20;

/** The largest integer a JavaScript number holds exactly, as the page says it. */
export const SAFE_LIMIT = '2^53';

export const MESSAGES = {
  empty: 'Please paste one or more JSON samples',
  invalidJson: 'Invalid JSON',
  unexpectedEnd: 'Unexpected end of JSON input',
  tooDeep: `Nesting deeper than ${MAX_DEPTH} levels`,
  commaBetweenSamples:
    'Samples follow one another without commas: put one per line (JSON Lines), or wrap them in [ ] and turn on "Top-level array is a list of samples"',
  noSamples: 'The top-level array is empty: there is no sample to infer from',
  schemaRejects: 'The generated JSON Schema rejects a sample',
  failed: 'The types could not be generated',
  noOutputToCopy: 'No output to copy',
  noOutputToDownload: 'No output to download',
} as const;

export type Target = 'typescript' | 'zod' | 'schema';

export const FILE_NAMES: Record<Target, string> = {
  typescript: 'types.ts',
  zod: 'schema.ts',
  schema: 'schema.json',
};

export const MIME_TYPES: Record<Target, string> = {
  typescript: 'text/plain;charset=utf-8',
  zod: 'text/plain;charset=utf-8',
  schema: 'application/schema+json;charset=utf-8',
};
