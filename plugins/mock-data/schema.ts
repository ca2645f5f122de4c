/** Generation from a JSON Schema: strings by format or property name, bounded numbers, arrays, objects, within a value budget. */
import { groupDigits } from '@/lib/count';
import { EXAMPLE_DOMAINS, LIMITS, MESSAGES, generationErrorMessage } from './constants';
import { clampCount, finite } from './fields';
import { generateValue, setProp, type GenerateResult } from './generate';
import { createRng, randomSeed, type Rng } from './random';
import { CITIES, COUNTRIES } from './record';
import { SchemaError, flatten, isObj, merge, type Obj, type Schema } from './schemaFlatten';
import {
  ALNUM,
  FIRST,
  LAST,
  WORDS,
  email,
  hex,
  paragraph,
  randomDate,
  randomString,
  randomTime,
  sentence,
  uuid,
} from './values';

/** Largest minItems honoured: a schema asking for more would exhaust memory, not test anything. */
export const MAX_SCHEMA_ARRAY = 10_000;
/** Longest minLength honoured. */
export const MAX_SCHEMA_STRING = 100_000;
/**
 * Most values one generation may produce. Nested minItems multiply (10,000 × 10,000 …); this stops
 * such a schema in well under a second instead of filling the memory.
 */
export const MAX_SCHEMA_VALUES = 500_000;

/** Values left in the current generation's budget (generation is synchronous). */
let valuesLeft = MAX_SCHEMA_VALUES;

/** Picks a string generator from a property name, for strings without a format. */
function stringByName(name: string, rng: Rng): string | undefined {
  const n = name.toLowerCase().replace(/[_\s-]/g, '');
  if (n.includes('email')) return email(rng);
  if (n === 'firstname' || n === 'givenname') return rng.pick(FIRST);
  if (n === 'lastname' || n === 'surname' || n === 'familyname') return rng.pick(LAST);
  if (n.endsWith('name') && (n.includes('product') || n.includes('item')))
    return generateValue({ type: 'product' }, rng) as string;
  if (n === 'name' || n.endsWith('name') || n === 'author') return `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  if (n.includes('phone')) return generateValue({ type: 'phone' }, rng) as string;
  if (n.includes('city')) return rng.pick(CITIES);
  if (n.includes('country')) return rng.pick(COUNTRIES);
  if (n.includes('zip') || n.includes('postal')) return generateValue({ type: 'zipCode' }, rng) as string;
  if (n.includes('address') || n.includes('street')) return generateValue({ type: 'address' }, rng) as string;
  if (n.includes('image') || n.includes('avatar') || n.includes('photo'))
    return generateValue({ type: 'image' }, rng) as string;
  if (n.includes('url') || n.includes('website') || n.includes('link'))
    return generateValue({ type: 'url' }, rng) as string;
  if (n.includes('color') || n.includes('colour')) return generateValue({ type: 'color' }, rng) as string;
  if (n === 'title' || n === 'headline' || n === 'summary') return sentence(rng);
  if (n.includes('description') || n === 'bio' || n === 'content' || n === 'body' || n === 'text')
    return paragraph(rng);
  return undefined;
}

function stringForFormat(format: string, rng: Rng): string | undefined {
  switch (format) {
    case 'email':
    case 'idn-email':
      return email(rng);
    case 'uuid':
      return uuid(rng);
    case 'date-time':
      return generateValue({ type: 'datetime' }, rng) as string;
    case 'date':
      return randomDate(rng);
    case 'time':
      return `${randomTime(rng)}Z`;
    case 'uri':
    case 'url':
    case 'iri':
    case 'uri-reference':
    case 'iri-reference':
      return generateValue({ type: 'url' }, rng) as string;
    case 'hostname':
    case 'idn-hostname':
      return `${rng.pick(WORDS)}.${rng.pick(EXAMPLE_DOMAINS)}`;
    case 'ipv4':
      return `${rng.int(1, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
    case 'ipv6':
      return `2001:db8::${hex(rng, 4).replace(/^0+(?=.)/, '')}`;
    default:
      return undefined;
  }
}

function numberFor(s: Obj, integer: boolean, rng: Rng, name: string): number {
  const exMin = finite(s.exclusiveMinimum);
  const exMax = finite(s.exclusiveMaximum);
  const mult = finite(s.multipleOf);
  const n = name.toLowerCase();
  let dMin: number = LIMITS.number.min;
  let dMax: number = LIMITS.number.max;
  if (n === 'id' || n.endsWith('id')) [dMin, dMax] = [LIMITS.id.min, LIMITS.id.max];
  else if (n === 'age') [dMin, dMax] = [18, 90];
  else if (n.includes('price') || n.includes('amount')) [dMin, dMax] = [LIMITS.price.min, LIMITS.price.max];
  let lo = finite(s.minimum) ?? (exMin !== undefined ? exMin : undefined);
  let hi = finite(s.maximum) ?? (exMax !== undefined ? exMax : undefined);
  if (lo === undefined && hi === undefined) [lo, hi] = [dMin, dMax];
  else if (lo === undefined) lo = (hi as number) - (dMax - dMin);
  else if (hi === undefined) hi = lo + (dMax - dMin);
  const min = lo as number;
  const max = hi as number;
  const ok = (v: number) =>
    v >= min &&
    v <= max &&
    (exMin === undefined || v > exMin) &&
    (exMax === undefined || v < exMax) &&
    (!integer || Number.isInteger(v)) &&
    (mult === undefined || isMultiple(v, mult));
  if (mult !== undefined && mult > 0) {
    const a = Math.ceil(min / mult);
    const b = Math.floor(max / mult);
    for (let tries = 0; tries < 20 && a <= b; tries++) {
      const v = rng.int(a, b) * mult;
      const clean = Number(v.toPrecision(12));
      if (ok(clean)) return clean;
    }
    throw new SchemaError('Could not find a number that satisfies multipleOf and the bounds');
  }
  const a = Math.ceil(min);
  const b = Math.floor(max);
  for (let tries = 0; tries < 20 && a <= b; tries++) {
    const v = rng.int(a, b);
    if (ok(v)) return v;
  }
  if (!integer) {
    for (let tries = 0; tries < 20; tries++) {
      const v = Math.round((min + (max - min) * rng.next()) * 100) / 100;
      if (ok(v)) return v;
    }
    const mid = (min + max) / 2;
    if (ok(mid)) return mid;
  }
  throw new SchemaError('No number satisfies the minimum and maximum');
}

function isMultiple(v: number, m: number): boolean {
  const q = v / m;
  return Math.abs(q - Math.round(q)) < 1e-9;
}

function fitLength(str: string, s: Obj, rng: Rng): string {
  const min = finite(s.minLength) ?? 0;
  if (min > MAX_SCHEMA_STRING) throw new SchemaError(`minLength above ${MAX_SCHEMA_STRING} is not supported`);
  const max = finite(s.maxLength);
  let out = str;
  let len = [...out].length;
  while (len < min) {
    out += ALNUM[rng.int(0, 25)];
    len++;
  }
  if (max !== undefined && len > max) out = [...out].slice(0, max).join('');
  return out;
}

function pickType(s: Obj, rng: Rng): string {
  if (Array.isArray(s.type) && s.type.length > 0) {
    const nonNull = (s.type as string[]).filter((t) => t !== 'null');
    return nonNull.length > 0 ? rng.pick(nonNull) : 'null';
  }
  if (typeof s.type === 'string') return s.type;
  if (isObj(s.properties) || Array.isArray(s.required)) return 'object';
  if (s.items !== undefined || s.prefixItems !== undefined) return 'array';
  if (s.minimum !== undefined || s.maximum !== undefined || s.multipleOf !== undefined) return 'number';
  return 'string';
}

function fromSchema(schema: Schema, root: Schema, rng: Rng, depth: number, name: string): unknown {
  if (--valuesLeft < 0) throw new SchemaError(`The schema asks for more than ${groupDigits(MAX_SCHEMA_VALUES)} values`);
  const s = flatten(schema, root, 0);
  if (s === false) throw new SchemaError(`No value can satisfy the schema${name ? ` of "${name}"` : ''} (false)`);
  if (s === true) return randomString(rng);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) {
    if (s.enum.length === 0) throw new SchemaError('enum must not be empty');
    return rng.pick(s.enum);
  }
  const alt = (Array.isArray(s.oneOf) && s.oneOf) || (Array.isArray(s.anyOf) && s.anyOf);
  if (alt && alt.length > 0) {
    const rest = { ...s };
    delete rest.oneOf;
    delete rest.anyOf;
    const chosen = Array.isArray(s.oneOf) ? (alt[0] as Schema) : rng.pick(alt as Schema[]);
    const merged = chosen === true ? rest : chosen === false ? false : merge(rest, flatten(chosen, root, 0) as Obj);
    return fromSchema(merged, root, rng, depth, name);
  }
  if (depth > 12) throw new SchemaError('The schema nests too deeply (more than 12 levels)');
  const type = pickType(s, rng);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return rng.bool();
    case 'integer':
      return numberFor(s, true, rng, name);
    case 'number':
      return numberFor(s, false, rng, name);
    case 'string': {
      const formatted = typeof s.format === 'string' ? stringForFormat(s.format, rng) : undefined;
      if (formatted !== undefined && s.minLength === undefined && s.maxLength === undefined) return formatted;
      return fitLength(formatted ?? stringByName(name, rng) ?? randomString(rng), s, rng);
    }
    case 'array': {
      const prefix = Array.isArray(s.prefixItems)
        ? (s.prefixItems as Schema[])
        : Array.isArray(s.items)
          ? (s.items as Schema[])
          : [];
      const itemSchema: Schema | undefined = Array.isArray(s.items)
        ? isObj(s.additionalItems) || typeof s.additionalItems === 'boolean'
          ? (s.additionalItems as Schema)
          : true
        : (s.items as Schema | undefined);
      const min = finite(s.minItems) ?? 0;
      const max = finite(s.maxItems);
      if (min > MAX_SCHEMA_ARRAY) throw new SchemaError(`minItems above ${MAX_SCHEMA_ARRAY} is not supported`);
      let len = rng.int(LIMITS.randomArrayLength.min, LIMITS.randomArrayLength.max);
      len = Math.max(len, min, 0);
      if (max !== undefined) len = Math.min(len, max);
      if (itemSchema === false) len = Math.min(len, prefix.length);
      const out: unknown[] = [];
      const seen = new Set<string>();
      for (let i = 0; i < len; i++) {
        const sub = i < prefix.length ? prefix[i] : (itemSchema ?? true);
        let v = fromSchema(sub, root, rng, depth + 1, name);
        if (s.uniqueItems === true) {
          let tries = 0;
          while (seen.has(stableKey(v)) && tries++ < 30) v = fromSchema(sub, root, rng, depth + 1, name);
          if (seen.has(stableKey(v))) {
            if (out.length >= min) break;
            throw new SchemaError('Could not generate enough unique items');
          }
          seen.add(stableKey(v));
        }
        out.push(v);
      }
      return out;
    }
    case 'object': {
      const props = isObj(s.properties) ? (s.properties as Record<string, Schema>) : {};
      const required = Array.isArray(s.required) ? (s.required as string[]) : [];
      const obj: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(props)) {
        if (depth > 8 && !required.includes(key)) continue;
        setProp(obj, key, fromSchema(sub, root, rng, depth + 1, key));
      }
      for (const key of required)
        if (!Object.hasOwn(obj, key)) setProp(obj, key, fromSchema(additional(s), root, rng, depth + 1, key));
      const minProps = finite(s.minProperties) ?? 0;
      for (let i = 1; Object.keys(obj).length < minProps && i < 1000; i++) {
        if (s.additionalProperties === false)
          throw new SchemaError('minProperties cannot be met without additional properties');
        const key = `field${i}`;
        if (!Object.hasOwn(obj, key)) setProp(obj, key, fromSchema(additional(s), root, rng, depth + 1, key));
      }
      return obj;
    }
    default:
      throw new SchemaError(`Unsupported type: ${String(type)}`);
  }
}

function additional(s: Obj): Schema {
  return isObj(s.additionalProperties) ? (s.additionalProperties as Schema) : true;
}

function stableKey(v: unknown): string {
  return JSON.stringify(v, (_k, val: unknown) =>
    isObj(val) ? Object.fromEntries(Object.entries(val).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : val,
  );
}

/**
 * Generates data from a JSON Schema (text or parsed). Supports type (and type lists), properties,
 * required, additionalProperties, minProperties, items / prefixItems, minItems / maxItems,
 * uniqueItems, enum, const, minimum / maximum / exclusive bounds / multipleOf, minLength /
 * maxLength, format (email, uuid, date-time, date, time, uri, hostname, ipv4, ipv6), local $ref
 * ($defs / definitions), allOf, anyOf, oneOf (first). `pattern` is not supported.
 * count is clamped 1–100; 1 yields one value, more a list. Errors are
 * 'Error generating mock data: {message}'.
 */
export function generateFromSchema(
  schema: string | Schema,
  count: unknown = 1,
  seed: number = randomSeed(),
): GenerateResult {
  try {
    if (typeof schema === 'string' && schema.trim() === '') throw new SchemaError(MESSAGES.emptySchema);
    const parsed: unknown = typeof schema === 'string' ? JSON.parse(schema) : schema;
    if (!isObj(parsed) && typeof parsed !== 'boolean') throw new SchemaError(MESSAGES.invalidSchema);
    const root = parsed as Schema;
    valuesLeft = MAX_SCHEMA_VALUES;
    const rng = createRng(seed);
    const n = clampCount(count);
    const items: unknown[] = [];
    for (let i = 0; i < n; i++) items.push(fromSchema(root, root, rng, 0, ''));
    const data = n === 1 ? items[0] : items;
    return { ok: true, data, json: JSON.stringify(data, null, 2) ?? 'null', seed: seed >>> 0 };
  } catch (e) {
    return { ok: false, error: generationErrorMessage(e instanceof Error ? e.message : String(e)) };
  }
}
