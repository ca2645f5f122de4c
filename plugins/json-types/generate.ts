/** One run of the tool: the samples read, their types inferred and written in the chosen language. */
import { MESSAGES, type Target } from './constants';
import { emitJsonSchema, emitTypeScript, emitZod, type Missing } from './emit';
import { infer } from './infer';
import { parseSamples, type JsonValue, type NumberWarning } from './parse';

export interface TypesRequest {
  input: string;
  target: Target;
  rootName: string;
  declaration: 'interface' | 'type';
  readonly: boolean;
  missing: Missing;
  /** the items of a top-level array are the samples, not one sample */
  arraySamples: boolean;
}

export interface TypesError {
  title: string;
  message: string;
  line?: number;
  column?: number;
  offset?: number;
}

export interface TypesDetails {
  samples: number;
  /** named object types */
  types: number;
  /** numbers JSON.parse does not give back as written (the first MAX_WARNINGS) */
  numbers: NumberWarning[];
  numberCount: number;
}

export type TypesResult = ({ ok: true; output: string } & TypesDetails) | { ok: false; error: TypesError };

/** Checks the schema text against every sample: null when all pass, or why the first one failed. */
export type SchemaCheck = (
  schemaText: string,
  samples: readonly JsonValue[],
) => { index: number; message: string } | null;

/** The samples of the values read: each value, or with `arraySamples` each item of a top-level array. */
export function samplesOf(values: readonly JsonValue[], arraySamples: boolean): JsonValue[] {
  return arraySamples ? values.flatMap((v) => (Array.isArray(v) ? v : [v])) : [...values];
}

/** Reads, infers and writes; a JSON Schema is shown only once `check` has accepted every sample. */
export function generate(req: TypesRequest, check: SchemaCheck): TypesResult {
  const parsed = parseSamples(req.input);
  if (!parsed.ok) return { ok: false, error: { title: MESSAGES.invalidJson, ...parsed.error } };
  if (parsed.values.length === 0) return { ok: false, error: { title: MESSAGES.empty, message: MESSAGES.empty } };
  const samples = samplesOf(parsed.values, req.arraySamples);
  if (samples.length === 0) return { ok: false, error: { title: MESSAGES.noSamples, message: MESSAGES.noSamples } };
  const model = infer(samples, req.rootName);
  const options = { declaration: req.declaration, readonly: req.readonly, missing: req.missing };
  let output: string;
  if (req.target === 'schema') {
    output = emitJsonSchema(model, options);
    const rejected = check(output, samples);
    if (rejected)
      return {
        ok: false,
        error: { title: MESSAGES.schemaRejects, message: `Sample ${rejected.index + 1}: ${rejected.message}` },
      };
  } else output = req.target === 'zod' ? emitZod(model, options) : emitTypeScript(model, options);
  return {
    ok: true,
    output,
    samples: samples.length,
    types: model.objects.length,
    numbers: parsed.numbers,
    numberCount: parsed.numberCount,
  };
}
