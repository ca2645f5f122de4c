/** The jobs the tool's worker runs (also run in-process where Worker does not exist, e.g. jsdom). */
import { indexTextRows, isLargeText, processJson, parseJson, MESSAGES, type ProcessOptions, type ProcessResult, type ProgressCallback, type RowIndex } from './logic';
import { validateAgainstSchema, type SchemaResult } from './schema';

export type Job =
  | { kind: 'process'; input: string; options: ProcessOptions }
  | { kind: 'schema'; input: string; schema: string }
  | { kind: 'index'; text: string };

/** A process result plus, for large output, the row index of its virtualised view. */
export type ProcessJobResult = ProcessResult & { rows: RowIndex | null };

export type JobResult = ProcessJobResult | SchemaResult | RowIndex;

export function runJob(job: Job, onProgress?: ProgressCallback): JobResult {
  if (job.kind === 'index') return indexTextRows(job.text);
  if (job.kind === 'process') {
    const result = processJson(job.input, job.options, onProgress);
    return { ...result, rows: isLargeText(result.output) ? indexTextRows(result.output) : null };
  }
  const parsed = parseJson(job.input, onProgress);
  if (!parsed.ok) return { ok: false, schemaError: MESSAGES.outputInvalid };
  return validateAgainstSchema(parsed.doc, job.schema);
}

/** The index buffers of a result, moved to the main thread instead of copied. */
export function transferables(result: JobResult): Transferable[] {
  const index = 'starts' in result ? result : 'rows' in result ? result.rows : null;
  return index ? [index.starts.buffer, index.ends.buffer, index.lines.buffer] : [];
}
