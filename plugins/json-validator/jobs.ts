/** The jobs the tool's worker runs (also run in the page where Worker does not exist, e.g. jsdom). */
import { defineJobs, type JobContext } from '../../src/lib/defineJobs';
import { MESSAGES } from './constants';
import { processJson, type ProcessOptions, type ProcessResult } from './format';
import { indexTextRows, isLargeText, type RowIndex } from './largeText';
import { parseJson } from './parse';
import { validateAgainstSchema, type SchemaResult } from './schema';

export interface ProcessRequest {
  input: string;
  options: ProcessOptions;
}

/** A process result plus, for large output, the row index of its virtualised view. */
export type ProcessJobResult = ProcessResult & { rows: RowIndex | null };

export interface SchemaRequest {
  /** The JSON document's text. */
  input: string;
  schema: string;
}

function process({ input, options }: ProcessRequest, { progress }: JobContext): ProcessJobResult {
  const result = processJson(input, options, progress);
  return { ...result, rows: isLargeText(result.output) ? indexTextRows(result.output) : null };
}

function checkSchema({ input, schema }: SchemaRequest, { progress }: JobContext): SchemaResult {
  const parsed = parseJson(input, progress);
  if (!parsed.ok) return { ok: false, schemaError: MESSAGES.outputInvalid };
  return validateAgainstSchema(parsed.doc, schema);
}

/** The index buffers, moved to the main thread instead of copied. */
const rowBuffers = (index: RowIndex): Transferable[] => [index.starts.buffer, index.ends.buffer, index.lines.buffer];

export const jsonJobs = defineJobs(
  { process, schema: checkSchema },
  { process: (result) => (result.rows ? rowBuffers(result.rows) : []) },
);
