import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ToolOptions } from './toolOptions';
import { useToolScope } from './toolScope';
import { getSettings, setSettings } from './toolState';
import { useHydrated } from './useHydrated';

type Schema = Record<string, unknown> & { type?: string | string[] };
type Validate = (schema: Schema, value: unknown) => boolean;

const SIMPLE_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'title',
  'description',
  'default',
  'examples',
]);

/** True when a property schema uses only keywords that `validateSimple` implements. */
export function isSimpleSchema(schema: Schema): boolean {
  const t = schema.type;
  const types = Array.isArray(t) ? t : [t];
  return (
    Object.keys(schema).every((k) => SIMPLE_KEYWORDS.has(k)) &&
    types.every((x) => x === undefined || ['string', 'number', 'integer', 'boolean'].includes(x))
  );
}

/** JSON Schema validation of a primitive value for the keywords of `isSimpleSchema` (no ajv needed). */
export function validateSimple(schema: Schema, value: unknown): boolean {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const typeOk =
    types.length === 0 ||
    types.some((t) =>
      t === 'integer'
        ? typeof value === 'number' && Number.isInteger(value)
        : t === 'number'
          ? typeof value === 'number' && Number.isFinite(value)
          : typeof value === t,
    );
  if (!typeOk) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => e === value)) return false;
  if ('const' in schema && schema.const !== value) return false;
  if (typeof value === 'number') {
    const n = (k: string) => (typeof schema[k] === 'number' ? (schema[k] as number) : undefined);
    if (n('minimum') !== undefined && value < n('minimum')!) return false;
    if (n('maximum') !== undefined && value > n('maximum')!) return false;
    if (n('exclusiveMinimum') !== undefined && value <= n('exclusiveMinimum')!) return false;
    if (n('exclusiveMaximum') !== undefined && value >= n('exclusiveMaximum')!) return false;
    if (n('multipleOf') !== undefined && !Number.isInteger(value / n('multipleOf')!)) return false;
  }
  if (typeof value === 'string') {
    const len = [...value].length;
    if (typeof schema.minLength === 'number' && len < schema.minLength) return false;
    if (typeof schema.maxLength === 'number' && len > schema.maxLength) return false;
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  }
  return true;
}

function coerce(raw: string, type: Schema['type']): unknown {
  const t = Array.isArray(type) ? type[0] : type;
  if (t === 'integer' || t === 'number') return raw.trim() === '' ? undefined : Number(raw);
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

const propertiesOf = (options: ToolOptions) =>
  ((options.schema as { properties?: Record<string, Schema> }).properties ?? {}) as Record<string, Schema>;

/** Query keys that carry a value needing the full JSON Schema validator (arrays, objects, rich keywords). */
export function needsFullValidator(options: ToolOptions, query: URLSearchParams): boolean {
  return Object.entries(propertiesOf(options)).some(([key, prop]) => query.has(key) && !isSimpleSchema(prop));
}

/**
 * Reads tool options from the URL query: each top-level property of the schema can be set by a
 * query parameter of the same name. A value the schema rejects is ignored (the default stays).
 * `validate` checks non-simple properties (a full JSON Schema validator, loaded only when a link carries such a value).
 */
export function optionsFromQuery<T extends Record<string, unknown>>(
  options: ToolOptions<T>,
  query: URLSearchParams,
  validate?: Validate,
): T {
  const result: Record<string, unknown> = { ...options.defaults };
  for (const [key, prop] of Object.entries(propertiesOf(options))) {
    const given = query.get(key);
    if (given === null) continue;
    const raw = options.renamed?.[key]?.[given] ?? given;
    const value = coerce(raw, prop.type);
    if (value === undefined || (typeof value === 'number' && Number.isNaN(value))) continue;
    const ok = isSimpleSchema(prop) ? validateSimple(prop, value) : (validate?.(prop, value) ?? false);
    if (ok) result[key] = value;
  }
  return result as T;
}

let fullValidator: Validate | null = null;
async function loadFullValidator(): Promise<Validate> {
  if (fullValidator) return fullValidator;
  // interprets the schema (no code generation), so the page needs no eval
  const { satisfies } = await import('./schemaCheck');
  fullValidator = satisfies;
  return fullValidator;
}

/** True when the query sets at least one of the tool's options. */
export function querySetsOptions(options: ToolOptions, query: URLSearchParams): boolean {
  return Object.keys(propertiesOf(options)).some((key) => query.has(key));
}

/** The query of the options that differ from the defaults (what a link and the settings store hold). */
export function optionsQuery<T extends Record<string, unknown>>(
  options: ToolOptions<T>,
  values: T,
  base = new URLSearchParams(),
): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const [k, v] of Object.entries(values)) {
    const same = JSON.stringify(options.defaults[k]) === JSON.stringify(v);
    if (same || v === undefined) out.delete(k);
    else out.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return out;
}

/** Sets one option, typed by its key; the others keep their values. */
export type SetOption<T> = <K extends keyof T>(key: K, value: T[K]) => void;

/**
 * Options of a tool: the manifest's defaults merged with valid values from the URL query. Setting
 * options writes them back to the query (replace, no history entry) so a link carries them, and
 * on a tool page keeps them (sessionStorage and localStorage): a visit whose address sets no option
 * opens with the settings chosen last, once the page has hydrated. The query wins when present.
 * Simple values are validated at once; the full validator loads only when a link carries an array or object.
 * Returns the values, a setter of all of them, and `setOption(key, value)` for one field (what a control
 * bound to one option calls; two calls in one event both count).
 */
export function useToolOptions<T extends Record<string, unknown>>(
  options: ToolOptions<T>,
): [T, (next: T) => void, SetOption<T>] {
  const [urlParams, setParams] = useSearchParams();
  const scope = useToolScope();
  const hydrated = useHydrated();
  const kept = scope && hydrated && !querySetsOptions(options, urlParams) ? getSettings(scope.id) : null;
  const params = useMemo(() => (kept ? new URLSearchParams(kept) : urlParams), [kept, urlParams]);
  const needsFull = needsFullValidator(options, params);
  const [validate, setValidate] = useState<Validate | null>(() => fullValidator);
  useEffect(() => {
    if (!needsFull || validate) return;
    let live = true;
    void loadFullValidator().then((v) => live && setValidate(() => v));
    return () => {
      live = false;
    };
  }, [needsFull, validate]);
  const fromUrl = useMemo(() => optionsFromQuery(options, params, validate ?? undefined), [options, params, validate]);
  // The value set last is shown at once: the URL catches up a moment later, and a controlled input
  // bound to the URL alone would flick back in between and drop keystrokes. A URL change that we
  // did not write (back/forward, a pasted link) wins.
  const [local, setLocal] = useState<{ value: T; query: string; awaiting: boolean } | null>(null);
  const query = urlParams.toString();
  const value = local && (local.awaiting || local.query === query) ? local.value : fromUrl;
  useEffect(() => {
    setLocal((l) => (!l ? l : l.query === query ? (l.awaiting ? { ...l, awaiting: false } : l) : null));
  }, [query]);
  // what setOption builds on: the values shown, or the ones set since the last render
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const set = useCallback(
    (next: T) => {
      latest.current = next;
      const out = optionsQuery(options, next, urlParams);
      if (scope) setSettings(scope.id, optionsQuery(options, next).toString());
      const target = out.toString();
      setLocal({ value: next, query: target, awaiting: target !== urlParams.toString() });
      if (target !== urlParams.toString()) setParams(out, { replace: true, preventScrollReset: true });
    },
    [options, urlParams, setParams, scope],
  );
  const setOption = useCallback<SetOption<T>>((key, next) => set({ ...latest.current, [key]: next }), [set]);
  return [value, set, setOption];
}
