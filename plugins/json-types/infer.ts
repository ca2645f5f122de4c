/**
 * Inference: what every sample has in common, as one type model the three emitters write out.
 *
 * Every sample is folded into one shape per position (the root, each field, each array's items):
 * how many values of each JSON kind were seen there. Objects at one position merge into one object
 * whose fields missing from some of them are optional; arrays merge their items. The shape then
 * becomes a type: one kind, or a union of the kinds seen. Objects with the same fields (the same
 * keys, optionality and field types) are one named type, named after the first key that holds them
 * (breadth first, so the shallowest name wins).
 */
import type { JsonValue } from './parse';

interface Shape {
  nulls: number;
  booleans: number;
  integers: number;
  /** integers a JavaScript number does not hold exactly (beyond 2^53) */
  unsafe: number;
  /** numbers with a fraction, and numbers too large to be finite */
  fractions: number;
  strings: number;
  dateTimes: number;
  arrays: number;
  /** the items of every array seen here; null while every array was empty */
  items: Shape | null;
  objects: number;
  fields: Map<string, Shape>;
  /** how many objects had this position as a field (for fields) */
  present: number;
}

export type TypeNode =
  | { kind: 'unknown' }
  | { kind: 'null' }
  | { kind: 'boolean' }
  | { kind: 'integer'; unsafe: boolean }
  | { kind: 'number'; unsafe: boolean }
  | { kind: 'string'; dateTime: boolean }
  | { kind: 'array'; items: TypeNode }
  /** an object whose every sample was `{}`: its keys are unknown */
  | { kind: 'record' }
  | { kind: 'object'; type: ObjectType }
  | { kind: 'union'; members: TypeNode[] };

export interface Field {
  key: string;
  type: TypeNode;
  /** missing from some of the objects seen */
  optional: boolean;
}

export interface ObjectType {
  name: string;
  /** in the order the keys were first seen */
  fields: Field[];
}

export interface Model {
  /** the name of the root's declaration */
  rootName: string;
  root: TypeNode;
  /** every named object type, the root's first, in breadth-first order */
  objects: ObjectType[];
  samples: number;
}

function emptyShape(): Shape {
  return {
    nulls: 0,
    booleans: 0,
    integers: 0,
    unsafe: 0,
    fractions: 0,
    strings: 0,
    dateTimes: 0,
    arrays: 0,
    items: null,
    objects: 0,
    fields: new Map(),
    present: 0,
  };
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * An RFC 3339 date-time with an upper-case T and Z (the form `Date.prototype.toISOString` writes and
 * APIs send): a real calendar date, hours 00–23, minutes and seconds 00–59, an offset up to ±23:59.
 */
export function isDateTime(text: string): boolean {
  const m = DATE_TIME_RE.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && !leap ? 28 : DAYS_IN_MONTH[month - 1])) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  return m[7] === undefined || (Number(m[8]) <= 23 && Number(m[9]) <= 59);
}

function visit(shape: Shape, value: JsonValue): void {
  if (value === null) shape.nulls++;
  else if (typeof value === 'boolean') shape.booleans++;
  else if (typeof value === 'number') {
    if (Number.isInteger(value)) {
      shape.integers++;
      if (!Number.isSafeInteger(value)) shape.unsafe++;
    } else shape.fractions++;
  } else if (typeof value === 'string') {
    shape.strings++;
    if (isDateTime(value)) shape.dateTimes++;
  } else if (Array.isArray(value)) {
    shape.arrays++;
    for (const item of value) visit((shape.items ??= emptyShape()), item);
  } else {
    shape.objects++;
    for (const key of Object.keys(value)) {
      let field = shape.fields.get(key);
      if (!field) shape.fields.set(key, (field = emptyShape()));
      field.present++;
      visit(field, value[key]);
    }
  }
}

/** The shape of every sample folded together. */
export function shapeOf(samples: readonly JsonValue[]): Shape {
  const shape = emptyShape();
  for (const sample of samples) visit(shape, sample);
  return shape;
}

/** Canonical text of a type, for finding objects of the same shape. */
function signature(node: TypeNode, ids: Map<ObjectType, number>): string {
  switch (node.kind) {
    case 'integer':
    case 'number':
      return node.unsafe ? `${node.kind}!` : node.kind;
    case 'string':
      return node.dateTime ? 'date-time' : 'string';
    case 'array':
      return `[${signature(node.items, ids)}]`;
    case 'object':
      return `#${ids.get(node.type) ?? -1}`;
    case 'union':
      return `(${node.members.map((m) => signature(m, ids)).join('|')})`;
    default:
      return node.kind;
  }
}

interface Builder {
  bySignature: Map<string, ObjectType>;
  ids: Map<ObjectType, number>;
}

function toType(shape: Shape, b: Builder): TypeNode {
  const members: TypeNode[] = [];
  if (shape.integers + shape.fractions > 0) {
    const unsafe = shape.unsafe > 0;
    members.push(shape.fractions > 0 ? { kind: 'number', unsafe } : { kind: 'integer', unsafe });
  }
  if (shape.strings > 0) members.push({ kind: 'string', dateTime: shape.dateTimes === shape.strings });
  if (shape.booleans > 0) members.push({ kind: 'boolean' });
  if (shape.arrays > 0)
    members.push({ kind: 'array', items: shape.items ? toType(shape.items, b) : { kind: 'unknown' } });
  if (shape.objects > 0)
    members.push(shape.fields.size === 0 ? { kind: 'record' } : { kind: 'object', type: toObject(shape, b) });
  if (shape.nulls > 0) members.push({ kind: 'null' });
  if (members.length === 0) return { kind: 'unknown' };
  return members.length === 1 ? members[0] : { kind: 'union', members };
}

function toObject(shape: Shape, b: Builder): ObjectType {
  const fields: Field[] = [];
  for (const [key, field] of shape.fields)
    fields.push({ key, type: toType(field, b), optional: field.present < shape.objects });
  // the same keys in another order are the same type
  const sig = fields
    .map((f) => `${JSON.stringify(f.key)}${f.optional ? '?' : ''}:${signature(f.type, b.ids)}`)
    .sort()
    .join(',');
  const known = b.bySignature.get(sig);
  if (known) return known;
  const type: ObjectType = { name: '', fields };
  b.bySignature.set(sig, type);
  b.ids.set(type, b.ids.size);
  return type;
}

/** Type names a declaration must not take: they would hide the global types the output uses or readers expect. */
const RESERVED = new Set([
  'Array',
  'ReadonlyArray',
  'Record',
  'Readonly',
  'Partial',
  'Required',
  'Pick',
  'Omit',
  'Exclude',
  'Extract',
  'NonNullable',
  'Object',
  'String',
  'Number',
  'Boolean',
  'Symbol',
  'BigInt',
  'Function',
  'Date',
  'Error',
  'Promise',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'JSON',
  'Math',
  'RegExp',
  'Infinity',
  'NaN',
  'Uint8Array',
  'ArrayBuffer',
  'Iterable',
  'Iterator',
  'PropertyKey',
  'Awaited',
  'ReturnType',
  'Parameters',
  'InstanceType',
  'Uppercase',
  'Lowercase',
  'Capitalize',
  'Uncapitalize',
  'Z',
]);

/** A key as a type name: its ASCII words capitalised and joined (`first-name` → `FirstName`, `2x` → `T2x`). */
export function typeName(text: string, fallback = 'Field'): string {
  const words = text.match(/[A-Za-z0-9]+/g) ?? [];
  let name = words
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')
    .slice(0, 64);
  if (!name) name = fallback;
  if (/^\d/.test(name)) name = `T${name}`;
  return name;
}

/** The name for one item of a list named `name` (`Users` → `User`, `Categories` → `Category`, `Data` → `DataItem`). */
export function itemName(name: string): string {
  if (/[^aeiou]ies$/i.test(name)) return `${name.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/i.test(name)) return name.slice(0, -2);
  if (/[^s]s$/i.test(name) && name.length > 2) return name.slice(0, -1);
  return `${name}Item`;
}

function uniqueName(wanted: string, used: Set<string>): string {
  let name = RESERVED.has(wanted) ? `${wanted}Type` : wanted;
  if (used.has(name)) {
    let i = 2;
    while (used.has(`${name}${i}`)) i++;
    name = `${name}${i}`;
  }
  used.add(name);
  return name;
}

/** Names every object type, breadth first from the root, each after the first key that holds it. */
function nameObjects(root: TypeNode, rootName: string): ObjectType[] {
  const used = new Set([rootName]);
  const objects: ObjectType[] = [];
  const queue: { node: TypeNode; hint: string }[] = [{ node: root, hint: rootName }];
  for (let i = 0; i < queue.length; i++) {
    const { node, hint } = queue[i];
    if (node.kind === 'array') queue.push({ node: node.items, hint: itemName(hint) });
    // an object beside other kinds at the root is the root's object form
    else if (node.kind === 'union')
      for (const m of node.members) queue.push({ node: m, hint: i === 0 ? `${hint}Object` : hint });
    else if (node.kind === 'object' && !node.type.name) {
      const { type } = node;
      // the root object takes the root name; every other object a free name after its key
      type.name = i === 0 ? rootName : uniqueName(hint, used);
      objects.push(type);
      for (const f of type.fields) queue.push({ node: f.type, hint: typeName(f.key) });
    }
  }
  return objects;
}

/** The root name as a type name: its words capitalised (`api response` → `ApiResponse`), `Root` when it has none. */
export function rootTypeName(text: string): string {
  const name = typeName(text, 'Root');
  return RESERVED.has(name) ? `${name}Type` : name;
}

/** Infers the type model of the samples. */
export function infer(samples: readonly JsonValue[], rootName: string): Model {
  const b: Builder = { bySignature: new Map(), ids: new Map() };
  const name = rootTypeName(rootName);
  const root = toType(shapeOf(samples), b);
  return { rootName: name, root, objects: nameObjects(root, name), samples: samples.length };
}
