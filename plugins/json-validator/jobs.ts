/** The jobs the tool's worker runs (also run in the page where Worker does not exist, e.g. jsdom). */
import { defineJobs, type JobContext } from '@/lib/defineJobs';
import { MESSAGES } from './constants';
import { processJson, type ProcessOptions, type ProcessResult } from './format';
import { parseJson } from './parse';
import { validateAgainstSchema, type SchemaResult } from './schema';

export interface ProcessRequest {
  input: string;
  options: ProcessOptions;
}

/** What the process job gives back: the formatted text, its stats, or the error. */
export type ProcessJobResult = ProcessResult;

export interface SchemaRequest {
  /** The JSON document's text. */
  input: string;
  schema: string;
}

function process({ input, options }: ProcessRequest, { progress }: JobContext): ProcessJobResult {
  return processJson(input, options, progress);
}

function checkSchema({ input, schema }: SchemaRequest, { progress }: JobContext): SchemaResult {
  const parsed = parseJson(input, progress);
  if (!parsed.ok) return { ok: false, schemaError: MESSAGES.outputInvalid };
  return validateAgainstSchema(parsed.doc, schema);
}

export const jsonJobs = defineJobs({ process, schema: checkSchema });
