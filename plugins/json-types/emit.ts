/**
 * The three writers of one type model: TypeScript declarations, a Zod 4 schema (no form Zod 4 deprecates) and
 * a JSON Schema (draft 2020-12). Each writes the same types: what differs is only the language.
 */
import type { Field, Model, ObjectType, TypeNode } from './infer';

/** How a field missing from some samples is written: `key?: T`, or `key?: T | null` for APIs that send null and leave keys out alike. */
export type Missing = 'optional' | 'nullish';

export interface EmitOptions {
  /** TypeScript: `interface` declarations for objects, or `type` aliases */
  declaration: 'interface' | 'type';
  /** TypeScript: readonly fields and arrays */
  readonly: boolean;
  missing: Missing;
}

const IDENTIFIER_RE = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A key as written in a type or an object literal: bare when it is an identifier, quoted otherwise (`"first-name"`, `"2x"`). */
export function propertyKey(key: string): string {
  return IDENTIFIER_RE.test(key) ? key : JSON.stringify(key);
}

/** The type with `null` among its members. */
export function withNull(node: TypeNode): TypeNode {
  if (node.kind === 'null') return node;
  if (node.kind === 'union')
    return node.members.some((m) => m.kind === 'null')
      ? node
      : { kind: 'union', members: [...node.members, { kind: 'null' }] };
  if (node.kind === 'unknown') return node;
  return { kind: 'union', members: [node, { kind: 'null' }] };
}

/** The type a field is written with: a missing field also takes null where the option says so. */
function fieldType(field: Field, missing: Missing): TypeNode {
  return field.optional && missing === 'nullish' ? withNull(field.type) : field.type;
}

const DATE_TIME_NOTE = 'ISO 8601 date-time: JSON.parse gives a string, not a Date';
const UNSAFE_NOTE =
  'holds integers beyond 2^53, which JSON.parse rounds: read them as strings or with a big-number parser';

/** What a reader must know about a type that its declaration cannot say (named objects carry their own). */
function notesOf(node: TypeNode, notes = new Set<string>()): Set<string> {
  if (node.kind === 'string' && node.dateTime) notes.add(DATE_TIME_NOTE);
  else if ((node.kind === 'integer' || node.kind === 'number') && node.unsafe) notes.add(UNSAFE_NOTE);
  else if (node.kind === 'array') notesOf(node.items, notes);
  else if (node.kind === 'union') for (const m of node.members) notesOf(m, notes);
  return notes;
}

function docComment(node: TypeNode, indent: string): string[] {
  return [...notesOf(node)].map((note) => `${indent}/** ${note} */`);
}

/**
 * The members every object inherits from Object.prototype (ECMAScript §20.1.3, and Annex B.2.2 for the
 * `__define…__`/`__lookup…__` ones), each with whether TypeScript declares it on every object (lib.es5.d.ts,
 * `interface Object`). Where a sample leaves such a key out, the object still has the inherited member:
 * TypeScript sees it there and Zod reads it there. `__proto__` is not listed: TypeScript does not declare
 * it, and Zod 4 skips the key when parsing.
 */
const INHERITED: ReadonlyMap<string, boolean> = new Map([
  ['constructor', true],
  ['hasOwnProperty', true],
  ['isPrototypeOf', true],
  ['propertyIsEnumerable', true],
  ['toLocaleString', true],
  ['toString', true],
  ['valueOf', true],
  ['__defineGetter__', false],
  ['__defineSetter__', false],
  ['__lookupGetter__', false],
  ['__lookupSetter__', false],
]);

/**
 * Whether a field must also take the member its key inherits: an optional field named after one (a required
 * field always holds its own value, and `unknown` takes the member already).
 */
function takesInherited(field: Field, type: TypeNode): boolean {
  return field.optional && type.kind !== 'unknown' && INHERITED.has(field.key);
}

// ---------------------------------------------------------------- TypeScript

function tsType(node: TypeNode, ro: boolean): string {
  switch (node.kind) {
    case 'unknown':
    case 'null':
    case 'boolean':
    case 'string':
      return node.kind;
    case 'integer':
    case 'number':
      return 'number';
    case 'record':
      return ro ? 'Readonly<Record<string, unknown>>' : 'Record<string, unknown>';
    case 'object':
      return node.type.name;
    case 'union':
      return node.members.map((m) => tsType(m, ro)).join(' | ');
    case 'array': {
      const inner = tsType(node.items, ro);
      // `A | B[]` would read as A or an array of B, and `readonly readonly T[][]` is no type at all
      if (node.items.kind === 'union' || (ro && node.items.kind === 'array'))
        return ro ? `ReadonlyArray<${inner}>` : `Array<${inner}>`;
      return ro ? `readonly ${inner}[]` : `${inner}[]`;
    }
  }
}

function tsFields(type: ObjectType, o: EmitOptions): string[] {
  const lines: string[] = [];
  for (const field of type.fields) {
    const t = fieldType(field, o.missing);
    lines.push(...docComment(t, '  '));
    let type = tsType(t, o.readonly);
    // TypeScript checks an object literal without the key against the member it declares on every object
    if (takesInherited(field, t) && INHERITED.get(field.key)) {
      lines.push(`  /** a sample without ${field.key} still has the one every object inherits */`);
      type += ` | typeof Object.prototype.${field.key}`;
    }
    lines.push(`  ${o.readonly ? 'readonly ' : ''}${propertyKey(field.key)}${field.optional ? '?' : ''}: ${type};`);
  }
  return lines;
}

/** TypeScript declarations: the root first, then each named object in breadth-first order. */
export function emitTypeScript(model: Model, o: EmitOptions): string {
  const blocks: string[] = [];
  if (model.root.kind !== 'object')
    blocks.push(
      [...docComment(model.root, ''), `export type ${model.rootName} = ${tsType(model.root, o.readonly)};`].join('\n'),
    );
  for (const type of model.objects) {
    const body = tsFields(type, o);
    blocks.push(
      o.declaration === 'interface'
        ? [`export interface ${type.name} {`, ...body, '}'].join('\n')
        : [`export type ${type.name} = {`, ...body, '};'].join('\n'),
    );
  }
  return blocks.join('\n\n') + '\n';
}

// ---------------------------------------------------------------- Zod

function schemaConst(name: string): string {
  return `${name}Schema`;
}

function zodType(node: TypeNode): string {
  switch (node.kind) {
    case 'unknown':
      return 'z.unknown()';
    case 'null':
      return 'z.null()';
    case 'boolean':
      return 'z.boolean()';
    case 'integer':
      // Zod 4's int() refuses integers beyond 2^53, which the samples hold
      return node.unsafe ? 'z.number()' : 'z.number().int()';
    case 'number':
      return 'z.number()';
    case 'string':
      return node.dateTime ? 'z.iso.datetime({ offset: true })' : 'z.string()';
    case 'record':
      return 'z.record(z.string(), z.unknown())';
    case 'object':
      return schemaConst(node.type.name);
    case 'array':
      return `z.array(${zodType(node.items)})`;
    case 'union': {
      const rest = node.members.filter((m) => m.kind !== 'null');
      const nullable = rest.length < node.members.length;
      const inner = rest.length === 1 ? zodType(rest[0]) : `z.union([${rest.map(zodType).join(', ')}])`;
      return nullable ? `${inner}.nullable()` : inner;
    }
  }
}

/** The Zod version the schema is written for, named above its import: Zod 4 forms (z.iso.datetime), none it deprecates. */
export const ZOD_HEADER = '// Zod 4 (npm install zod@^4)';

/** The Zod schema of the member a key inherits, found by identity; written once, above the schemas that use it. */
const ZOD_INHERITED = `/**
 * The member every object inherits under \`key\` (toString, constructor…): where a sample leaves the key
 * out, Zod reads that member, so the key's schema takes it too. It is typed as TypeScript declares it
 * on every object, or never for one TypeScript does not declare (__lookupGetter__…).
 */
function inherited<K extends string>(key: K) {
  return z.custom<K extends keyof typeof Object.prototype ? (typeof Object.prototype)[K] : never>(
    (value) => value === Reflect.get(Object.prototype, key),
  );
}`;

/** A key in a Zod object literal: `__proto__` written plainly would set the literal's prototype instead. */
function zodKey(key: string): string {
  return key === '__proto__' ? '["__proto__"]' : propertyKey(key);
}

/** Named objects in the order a `const` may use them: every object after the objects it holds. */
function dependencyOrder(model: Model): ObjectType[] {
  const done = new Set<ObjectType>();
  const order: ObjectType[] = [];
  const walk = (node: TypeNode): void => {
    if (node.kind === 'array') walk(node.items);
    else if (node.kind === 'union') node.members.forEach(walk);
    else if (node.kind === 'object' && !done.has(node.type)) {
      done.add(node.type);
      for (const f of node.type.fields) walk(f.type);
      order.push(node.type);
    }
  };
  walk(model.root);
  return order;
}

/** A Zod schema per named object (dependencies first) and the root's, each with its inferred type. */
export function emitZod(model: Model, o: EmitOptions): string {
  const blocks: string[] = [`${ZOD_HEADER}\nimport { z } from 'zod';`];
  const order = dependencyOrder(model);
  if (order.some((type) => type.fields.some((f) => takesInherited(f, fieldType(f, o.missing)))))
    blocks.push(ZOD_INHERITED);
  for (const type of order) {
    const lines = [`export const ${schemaConst(type.name)} = z.object({`];
    for (const field of type.fields) {
      const t = fieldType(field, o.missing);
      lines.push(...docComment(t, '  '));
      let schema = zodType(t);
      // Zod takes an inherited key as present, and parses the member it reads
      if (takesInherited(field, t)) schema += `.or(inherited('${field.key}'))`;
      if (field.optional) schema += '.optional()';
      lines.push(`  ${zodKey(field.key)}: ${schema},`);
    }
    lines.push('});', `export type ${type.name} = z.infer<typeof ${schemaConst(type.name)}>;`);
    blocks.push(lines.join('\n'));
  }
  if (model.root.kind !== 'object') {
    blocks.push(
      [
        ...docComment(model.root, ''),
        `export const ${schemaConst(model.rootName)} = ${zodType(model.root)};`,
        `export type ${model.rootName} = z.infer<typeof ${schemaConst(model.rootName)}>;`,
      ].join('\n'),
    );
  }
  return blocks.join('\n\n') + '\n';
}

// ---------------------------------------------------------------- JSON Schema

type SchemaObject = { [key: string]: SchemaValue };
type SchemaValue = string | string[] | SchemaObject | SchemaObject[];

/** An object for the schema; a sample's `__proto__` key becomes an own property like any other. */
function record(entries: [string, SchemaValue][]): SchemaObject {
  const out: SchemaObject = {};
  for (const [key, value] of entries)
    Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
  return out;
}

const DEFS = '$defs';

function simpleType(schema: SchemaObject): string | null {
  const keys = Object.keys(schema);
  return keys.length === 1 && typeof schema.type === 'string' ? schema.type : null;
}

function jsonSchema(node: TypeNode, o: EmitOptions, root: ObjectType | null): SchemaObject {
  switch (node.kind) {
    case 'unknown':
      return record([]);
    case 'null':
    case 'boolean':
      return record([['type', node.kind]]);
    case 'integer':
    case 'number':
      return record(
        node.unsafe
          ? [
              ['type', node.kind],
              ['description', `Some values are integers beyond 2^53, which JSON.parse rounds`],
            ]
          : [['type', node.kind]],
      );
    case 'string':
      return record(
        node.dateTime
          ? [
              ['type', 'string'],
              ['format', 'date-time'],
            ]
          : [['type', 'string']],
      );
    case 'record':
      return record([['type', 'object']]);
    case 'array':
      return record(
        node.items.kind === 'unknown'
          ? [['type', 'array']]
          : [
              ['type', 'array'],
              ['items', jsonSchema(node.items, o, root)],
            ],
      );
    case 'object':
      return node.type === root ? objectSchema(node.type, o, root) : record([['$ref', `#/${DEFS}/${node.type.name}`]]);
    case 'union': {
      const members = node.members.map((m) => jsonSchema(m, o, root));
      const types = members.map(simpleType);
      // plain kinds read best as one list of types; anything with more to say is one schema each
      if (types.every((t): t is string => t !== null)) return record([['type', types]]);
      return record([['anyOf', members]]);
    }
  }
}

function objectSchema(type: ObjectType, o: EmitOptions, root: ObjectType | null): SchemaObject {
  const properties = record(type.fields.map((f) => [f.key, jsonSchema(fieldType(f, o.missing), o, root)]));
  const required = type.fields.filter((f) => !f.optional).map((f) => f.key);
  return record(
    required.length
      ? [
          ['type', 'object'],
          ['properties', properties],
          ['required', required],
        ]
      : [
          ['type', 'object'],
          ['properties', properties],
        ],
  );
}

/** A JSON Schema (draft 2020-12): the root inline, every other named object under `$defs`. */
export function emitJsonSchema(model: Model, o: EmitOptions): string {
  const root = model.root.kind === 'object' ? model.root.type : null;
  const body = jsonSchema(model.root, o, root);
  const defs = model.objects.filter((t) => t !== root);
  const schema = record([
    ['$schema', 'https://json-schema.org/draft/2020-12/schema'],
    ['title', model.rootName],
    ...Object.entries(body),
    ...(defs.length
      ? [
          [DEFS, record(defs.map((t): [string, SchemaValue] => [t.name, objectSchema(t, o, root)]))] satisfies [
            string,
            SchemaValue,
          ],
        ]
      : []),
  ]);
  return JSON.stringify(schema, null, 2) + '\n';
}
