import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import Ajv from 'ajv';
import type { ToolOptions } from '../registry/types';

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false });

type Props = Record<string, { type?: string | string[] } & Record<string, unknown>>;

function coerce(raw: string, type: string | string[] | undefined): unknown {
  const t = Array.isArray(type) ? type[0] : type;
  if (t === 'integer' || t === 'number') return raw.trim() === '' ? NaN : Number(raw);
  if (t === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  if (t === 'array' || t === 'object') {
    try {
      return JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  return raw;
}

/**
 * Reads tool options from the URL query: each top-level property of the schema can be set by a
 * query parameter of the same name. A value the schema rejects is ignored (the default stays).
 */
export function optionsFromQuery<T extends Record<string, unknown>>(options: ToolOptions<T>, query: URLSearchParams): T {
  const props = ((options.schema as { properties?: Props }).properties ?? {}) as Props;
  const result: Record<string, unknown> = { ...options.defaults };
  for (const [key, prop] of Object.entries(props)) {
    const raw = query.get(key);
    if (raw === null) continue;
    const value = coerce(raw, prop.type);
    if (value === undefined || (typeof value === 'number' && Number.isNaN(value))) continue;
    const check = ajv.compile(prop);
    if (check(value)) result[key] = value;
  }
  return result as T;
}

/** Validates a whole options object against its schema. */
export function isValidOptions(options: ToolOptions, value: unknown): boolean {
  return ajv.validate(options.schema, value) as boolean;
}

/**
 * Options of a tool: the manifest's defaults merged with valid values from the URL query. Setting
 * options writes them back to the query (replace, no history entry) so a link carries them.
 */
export function useToolOptions<T extends Record<string, unknown>>(options: ToolOptions<T>): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = useMemo(() => optionsFromQuery(options, params), [options, params]);
  const set = useCallback(
    (next: T) => {
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(next)) {
            const def = options.defaults[k];
            const same = JSON.stringify(def) === JSON.stringify(v);
            if (same || v === undefined) out.delete(k);
            else out.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
          }
          return out;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [options, setParams],
  );
  return [value, set];
}
