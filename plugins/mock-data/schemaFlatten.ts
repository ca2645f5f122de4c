/** JSON Schema preparation: schema types, local $ref resolution, allOf flattening and merging. */

export type Schema = Record<string, unknown> | boolean;
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export class SchemaError extends Error {}

function resolveRef(ref: string, root: Schema): Schema {
  if (!ref.startsWith('#')) throw new SchemaError(`Only local $ref values are supported: ${ref}`);
  let cur: unknown = root;
  const path = ref
    .slice(1)
    .split('/')
    .filter((p) => p !== '');
  for (const raw of path) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObj(cur) && !Array.isArray(cur)) throw new SchemaError(`Cannot resolve $ref ${ref}`);
    cur = (cur as Obj)[key];
  }
  if (!isObj(cur) && typeof cur !== 'boolean') throw new SchemaError(`Cannot resolve $ref ${ref}`);
  return cur as Schema;
}

/** Merges allOf members and a $ref into one schema (shallow: properties and required combined). */
export function flatten(schema: Schema, root: Schema, depth: number): Schema {
  if (typeof schema === 'boolean') return schema;
  if (depth > 32) throw new SchemaError('Schema references are nested too deeply');
  let s: Obj = { ...schema };
  if (typeof s.$ref === 'string') {
    const target = flatten(resolveRef(s.$ref, root), root, depth + 1);
    if (target === false) return false;
    const rest = { ...s };
    delete rest.$ref;
    s = merge(target === true ? {} : target, rest);
  }
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf as Schema[];
    delete s.allOf;
    for (const p of parts) {
      const fp = flatten(p, root, depth + 1);
      if (fp === false) return false;
      if (fp !== true) s = merge(s, fp);
    }
  }
  return s;
}

export function merge(a: Obj, b: Obj): Obj {
  const out: Obj = { ...a, ...b };
  if (isObj(a.properties) || isObj(b.properties)) {
    const props: Obj = { ...(isObj(a.properties) ? a.properties : {}) };
    for (const [k, v] of Object.entries(isObj(b.properties) ? b.properties : {})) {
      props[k] = k in props && isObj(props[k]) && isObj(v) ? { allOf: [props[k], v] } : v;
    }
    out.properties = props;
  }
  if (Array.isArray(a.required) || Array.isArray(b.required)) {
    out.required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  }
  for (const key of ['minimum', 'minLength', 'minItems', 'exclusiveMinimum', 'minProperties'] as const) {
    if (typeof a[key] === 'number' && typeof b[key] === 'number')
      out[key] = Math.max(a[key] as number, b[key] as number);
  }
  for (const key of ['maximum', 'maxLength', 'maxItems', 'exclusiveMaximum', 'maxProperties'] as const) {
    if (typeof a[key] === 'number' && typeof b[key] === 'number')
      out[key] = Math.min(a[key] as number, b[key] as number);
  }
  if (a.type !== undefined && b.type !== undefined) {
    const ta = Array.isArray(a.type) ? a.type : [a.type];
    const tb = Array.isArray(b.type) ? b.type : [b.type];
    const both = ta.filter((t) => tb.includes(t) || (t === 'integer' && tb.includes('number')));
    for (const t of tb) if (t === 'integer' && ta.includes('number') && !both.includes('integer')) both.push('integer');
    out.type = both.length === 1 ? both[0] : both;
  }
  return out;
}
