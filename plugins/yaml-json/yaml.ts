/**
 * YAML in and out with the `yaml` library (eemeli): YAML 1.2 (core schema) by default, or 1.1.
 * Aliases are resolved once per anchor and shared, merge keys (<<) applied, and what aliases and
 * merge keys add is counted against one limit, so a "billion laughs" document is refused in
 * milliseconds instead of expanding to gigabytes.
 */
import {
  Document,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseAllDocuments,
  Scalar,
  Schema,
  visit,
  YAMLMap,
  YAMLSeq,
  type Node as YamlNode,
  type ScalarTag,
  type YAMLError,
} from 'yaml';
import { groupDigits } from '@/lib/count';
import {
  childPath,
  DateTime,
  Num,
  numberFromFloat,
  Special,
  shownPath,
  type Notice,
  type Table,
  type Value,
} from './value';
import { timestampText, yaml11Tags } from './yaml11';
import { plainYamlError } from './yamlErrors';

export type YamlVersion = '1.1' | '1.2';

/** How many values aliases and merge keys may add to a document before it is refused. */
export const MAX_ALIAS_VALUES = 1_000_000;

/** A problem in the input, with where it is. */
export class YamlFailure extends Error {
  constructor(
    message: string,
    readonly offset: number | undefined,
    /** the error's title when it is not a syntax error */
    readonly title?: string,
  ) {
    super(message);
  }
}

export const ALIAS_LIMIT_TITLE = 'Alias limit reached';

export const aliasLimitMessage = () =>
  `Aliases and merge keys would expand this document past ${groupDigits(MAX_ALIAS_VALUES)} values (the alias limit). ` +
  'Nested aliases that multiply (a "billion laughs" document) are refused rather than expanded.';

/** A scalar a YAML 1.1 reader (PyYAML, Psych, yaml.v2) reads differently from a YAML 1.2 reader. */
export interface Drift {
  line: number;
  offset: number;
  text: string;
  /** what it is in YAML 1.2 (this tool's default) */
  yaml12: string;
  /** what it is in YAML 1.1 */
  yaml11: string;
}

/** At most this many drifting values are listed; all are counted. */
export const MAX_DRIFT_LISTED = 500;

const core = new Schema({ schema: 'core' });
const yaml11 = new Schema({ schema: 'yaml-1.1', customTags: yaml11Tags });

type Resolver = { test: RegExp; resolve: ScalarTag['resolve'] };
const resolvers = (schema: Schema): Resolver[] =>
  schema.tags.flatMap((tag) =>
    'test' in tag && tag.test && tag.default === true && 'resolve' in tag
      ? [{ test: tag.test, resolve: tag.resolve }]
      : [],
  );
const CORE = resolvers(core);
const YAML11 = resolvers(yaml11);
const ignore = () => undefined;

/**
 * A resolver's reading of text its test matched. A YAML 1.1 integer that is only a prefix and
 * underscores ('0_', '-0_') matches the integer pattern, and PyYAML reads it as 0, but the library's
 * BigInt reading throws on the empty digits: it is the integer 0 here too.
 */
function resolveOrZero(r: Resolver, text: string): ReturnType<Resolver['resolve']> {
  try {
    return r.resolve(text, ignore, { intAsBigInt: true });
  } catch {
    return 0n;
  }
}

/** What a plain scalar's text means under a schema's implicit types ('string' when none matches). */
function readingOf(resolversOf: Resolver[], text: string): unknown {
  for (const r of resolversOf) {
    if (!r.test.test(text)) continue;
    // some resolvers (YAML 1.1 booleans) give a scalar node that keeps the source's spelling
    const value = resolveOrZero(r, text);
    return isScalar(value) ? value.value : value;
  }
  return text;
}

/** A reading in words: "the string", "the boolean false", "the integer 493". */
function describeReading(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return `boolean ${value}`;
  if (typeof value === 'bigint') return `integer ${value}`;
  if (typeof value === 'number') return Number.isNaN(value) ? 'float NaN' : `float ${value}`;
  if (typeof value === 'string') return 'string';
  if (value instanceof Date) return `timestamp ${value.toISOString()}`;
  return 'another type';
}

/** True when a YAML 1.1 or 1.2 reader would read this plain text as something other than a string. */
export function looksTyped(text: string): boolean {
  return typeof readingOf(CORE, text) !== 'string' || typeof readingOf(YAML11, text) !== 'string';
}

export interface YamlRead {
  values: Value[];
  drift: Drift[];
  driftCount: number;
  notices: Notice[];
  /** the parsed documents, for reformatting YAML as YAML */
  documents: Document.Parsed[];
}

/** The first error, in plain words at the line that is wrong. */
function firstError(text: string, errors: readonly YAMLError[]): YamlFailure | RangeError | null {
  const error = errors[0];
  if (!error) return null;
  // the library reports running out of stack on deep nesting as a syntax error: it is the nesting
  if (/call stack/i.test(error.message)) return new RangeError(error.message.replace(/ at line \d+[\s\S]*$/, ''));
  const { message, offset } = plainYamlError(text, error);
  return new YamlFailure(message, offset);
}

/** Parses every document in the stream; throws YamlFailure on the first error. */
export function parseYaml(text: string, version: YamlVersion, lineCounter: LineCounter): Document.Parsed[] {
  const parsed = parseAllDocuments(text, {
    version,
    merge: true,
    intAsBigInt: true,
    lineCounter,
    uniqueKeys: true,
    customTags: yaml11Tags,
  });
  // a stream with no document (only comments) still carries the stream's errors
  if ('empty' in parsed) {
    const failure = firstError(text, parsed.errors);
    if (failure) throw failure;
  }
  const documents: Document.Parsed[] = [...parsed];
  for (const doc of documents) {
    const failure = firstError(text, doc.errors);
    if (failure) throw failure;
  }
  return documents;
}

/** Every plain scalar (keys too) whose YAML 1.1 reading differs from its YAML 1.2 reading. */
export function findDrift(
  documents: readonly Document.Parsed[],
  lineCounter: LineCounter,
): { drift: Drift[]; count: number } {
  const drift: Drift[] = [];
  let count = 0;
  for (const doc of documents) {
    visit(doc, {
      Scalar(_key, node) {
        if (node.type !== Scalar.PLAIN || node.tag || !node.range) return;
        const text = node.source ?? (typeof node.value === 'string' ? node.value : null);
        // text that starts with a letter no typed value starts with is a string in both
        if (text === null || text === '<<' || !/^[-+.~0-9yYnNtTfFoO]/.test(text)) return;
        const v12 = describeReading(readingOf(CORE, text));
        const v11 = describeReading(readingOf(YAML11, text));
        if (v12 === v11) return;
        count++;
        if (drift.length < MAX_DRIFT_LISTED)
          drift.push({
            line: lineCounter.linePos(node.range[0]).line,
            offset: node.range[0],
            text,
            yaml12: v12,
            yaml11: v11,
          });
      },
    });
  }
  return { drift, count };
}

/** A key as JSON and TOML need it: a string. Scalars become their text; a collection its compact JSON, with a notice. */
function keyText(key: Value, path: string, notices: Notice[], line: number): string {
  if (typeof key === 'string') return key;
  if (key === null) return 'null';
  if (typeof key === 'boolean') return String(key);
  if (key instanceof Num) return key.text;
  if (key instanceof Special) return key.kind === 'nan' ? '.nan' : key.kind === 'inf' ? '.inf' : '-.inf';
  if (key instanceof DateTime) return key.text;
  const text = JSON.stringify(
    key instanceof Map ? Object.fromEntries([...key].map(([k, v]) => [k, plain(v)])) : key.map(plain),
  );
  notices.push({
    path: shownPath(path),
    line,
    message: `A ${Array.isArray(key) ? 'sequence' : 'mapping'} used as a key became the key ${text}`,
  });
  return text;
}

/** A value as plain JavaScript, for the text of a collection used as a key. */
function plain(value: Value): unknown {
  if (value instanceof Num) return Number(value.text);
  if (value instanceof Special || value instanceof DateTime)
    return String(value instanceof DateTime ? value.text : value.kind);
  if (Array.isArray(value)) return value.map(plain);
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [k, plain(v)]));
  return value;
}

/** Converts one parsed document to the data model. */
function convertDocument(doc: Document.Parsed, lineCounter: LineCounter, notices: Notice[]): Value {
  const cache = new Map<YamlNode, Value>();
  const active = new Set<YamlNode>();
  const sizes = new WeakMap<object, number>();
  let own = 0;
  let mergedCopies = 0;
  const lineOf = (node: { range?: readonly number[] | null }) =>
    node.range ? lineCounter.linePos(node.range[0]).line : undefined;
  const sizeOf = (v: Value) => (v !== null && typeof v === 'object' && !(v instanceof Num) ? (sizes.get(v) ?? 1) : 1);
  const offsetOf = (node: { range?: readonly number[] | null }) => (node.range ? node.range[0] : undefined);
  // each alias names the last node before it with that anchor: one pass over the document finds them all
  const targets = new Map<unknown, YamlNode>();
  const anchors = new Map<string, YamlNode>();
  visit(doc, {
    Node: (_key, node) => {
      if (isAlias(node)) {
        const target = anchors.get(node.source);
        if (target) targets.set(node, target);
      } else if ((isScalar(node) || isMap(node) || isSeq(node)) && node.anchor) anchors.set(node.anchor, node);
    },
  });

  const convert = (node: unknown, path: string): Value => {
    if (node === null || node === undefined) return null;
    if (isAlias(node)) {
      const target = targets.get(node);
      if (!target) throw new YamlFailure(`The alias *${node.source} names no anchor`, offsetOf(node));
      if (active.has(target))
        throw new YamlFailure(
          `The alias *${node.source} is inside the node it names: a recursive structure has no JSON form`,
          offsetOf(node),
        );
      return convert(target, path);
    }
    if (!isScalar(node) && !isMap(node) && !isSeq(node)) return null;
    const cached = cache.get(node);
    if (cached !== undefined) return cached;
    own++;
    let value: Value;
    if (isScalar(node)) value = scalarValue(node, lineOf(node));
    else {
      active.add(node);
      value = isMap(node) ? convertMap(node, path) : convertSeq(node, path);
      active.delete(node);
    }
    if (node.anchor) cache.set(node, value);
    return value;
  };

  const convertSeq = (node: YAMLSeq, path: string): Value[] => {
    const out: Value[] = [];
    let size = 1;
    node.items.forEach((item, i) => {
      // an !!omap or !!pairs entry is a pair: it becomes a one-entry mapping
      const v = isPair(item) ? pairTable(item.key, item.value, childPath(path, i)) : convert(item, childPath(path, i));
      size += sizeOf(v);
      out.push(v);
    });
    sizes.set(out, size);
    return out;
  };

  const pairTable = (key: unknown, value: unknown, path: string): Table => {
    const k = keyText(convert(key, path), path, notices, 0);
    const v = convert(value, childPath(path, k));
    const table: Table = new Map([[k, v]]);
    sizes.set(table, 1 + sizeOf(v));
    return table;
  };

  const isMergeKey = (key: unknown) => isScalar(key) && typeof key.value === 'symbol';

  const mergeSources = (value: unknown, path: string): Table[] => {
    const one = (item: unknown): Table => {
      const v = convert(item, path);
      if (!(v instanceof Map))
        throw new YamlFailure(
          'A merge key (<<) takes a mapping, an alias of one, or a list of them',
          isAlias(item) || isScalar(item) || isMap(item) || isSeq(item) ? offsetOf(item) : undefined,
        );
      return v;
    };
    return isSeq(value) ? value.items.map(one) : [one(value)];
  };

  const convertMap = (node: YAMLMap, path: string): Table => {
    const out: Table = new Map();
    const explicit = new Set<string>();
    const entries: (
      { merge: false; key: string; value: unknown } | { merge: true; value: unknown; at: number | undefined }
    )[] = [];
    for (const pair of node.items) {
      if (isMergeKey(pair.key)) {
        entries.push({ merge: true, value: pair.value, at: isScalar(pair.key) ? offsetOf(pair.key) : undefined });
        continue;
      }
      const keyNode = pair.key;
      const line = (isScalar(keyNode) || isMap(keyNode) || isSeq(keyNode) ? lineOf(keyNode) : undefined) ?? 0;
      const key = keyText(convert(keyNode, path), path, notices, line);
      explicit.add(key);
      entries.push({ merge: false, key, value: pair.value });
    }
    let size = 1;
    for (const entry of entries) {
      if (entry.merge) {
        // keys written in the mapping win; among merged mappings, the earlier one wins
        for (const source of mergeSources(entry.value, path)) {
          mergedCopies += source.size;
          if (mergedCopies > MAX_ALIAS_VALUES) throw new YamlFailure(aliasLimitMessage(), entry.at, ALIAS_LIMIT_TITLE);
          for (const [k, v] of source) {
            if (explicit.has(k) || out.has(k)) continue;
            out.set(k, v);
            size += sizeOf(v);
          }
        }
      } else {
        const v = convert(entry.value, childPath(path, entry.key));
        out.set(entry.key, v);
        size += sizeOf(v);
      }
    }
    sizes.set(out, size);
    return out;
  };

  const root = convert(doc.contents, '');
  if (sizeOf(root) - own > MAX_ALIAS_VALUES) throw new YamlFailure(aliasLimitMessage(), undefined, ALIAS_LIMIT_TITLE);
  return root;
}

/** A scalar's value in the data model; numbers keep their digits where the text is a JSON number. */
function scalarValue(node: Scalar, line: number | undefined): Value {
  const v: unknown = node.value;
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'bigint') return new Num(v.toString(), true);
  if (typeof v === 'number') {
    const source = node.source;
    if (source !== undefined && /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(source) && Number.isFinite(v))
      return new Num(source, false);
    return numberFromFloat(v, line);
  }
  if (v instanceof Date)
    return new DateTime(node.source === undefined ? v.toISOString() : timestampText(node.source), line);
  if (v instanceof Uint8Array) return node.source?.replace(/\s+/g, '') ?? '';
  return String(v);
}

/** Reads a YAML stream: each document in the data model, the drift report and notices. */
export function readYaml(text: string, version: YamlVersion, convertValues = true): YamlRead {
  const lineCounter = new LineCounter();
  const documents = parseYaml(text, version, lineCounter);
  const notices: Notice[] = [];
  for (const doc of documents)
    for (const warning of doc.warnings)
      notices.push({
        path: '/',
        line: warning.linePos?.[0].line,
        message: warning.message.replace(/ at line \d+, column \d+:[\s\S]*$/, ''),
      });
  const values = convertValues
    ? documents.map((doc) => convertDocument(doc, lineCounter, notices))
    : documents.map(() => null);
  const { drift, count } = findDrift(documents, lineCounter);
  return { values, drift, driftCount: count, notices, documents };
}

/** The documents written again as YAML, with their comments, anchors and styles. */
export function reformatYaml(documents: readonly Document.Parsed[], indent: number): string {
  return documents.map((doc) => doc.toString({ indent, lineWidth: 0 })).join('');
}

/**
 * A number's digits as YAML 1.1 and 1.2 readers both read them as that number: a 1.1 float with an
 * exponent has a dot and a signed exponent (1e3 is the string "1e3" to PyYAML), so 1e3 is written 1.0e+3.
 */
const numberText = (text: string) => text.replace(/^(-?\d+)(?=[eE])/, '$1.0').replace(/([eE])(?=\d)/, '$1+');

const numberTag: ScalarTag = {
  identify: (value) => value instanceof Num,
  default: true,
  tag: 'tag:yaml.org,2002:float',
  resolve: (text) => text,
  stringify: (item) => (item.value instanceof Num ? numberText(item.value.text) : String(item.value)),
};

/** A string scalar; quoted when a YAML 1.1 or 1.2 reader would take it for another type. */
function stringNode(text: string): Scalar {
  const node = new Scalar(text);
  if (looksTyped(text)) node.type = Scalar.QUOTE_DOUBLE;
  return node;
}

function toNode(value: Value, path: string, notices: Notice[]): YamlNode {
  if (typeof value === 'string') return stringNode(value);
  if (value === null || typeof value === 'boolean' || value instanceof Num) return new Scalar(value);
  if (value instanceof Special)
    return new Scalar(
      value.kind === 'nan' ? Number.NaN : value.kind === 'inf' ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY,
    );
  if (value instanceof DateTime) {
    notices.push({
      path: shownPath(path),
      line: value.line,
      message: `The date-time ${value.text} is written as a YAML string (YAML 1.2 has no date type)`,
    });
    return stringNode(value.text);
  }
  if (Array.isArray(value)) {
    const seq = new YAMLSeq();
    value.forEach((item, i) => seq.items.push(toNode(item, childPath(path, i), notices)));
    return seq;
  }
  const map = new YAMLMap();
  for (const [key, item] of value)
    map.add({ key: stringNode(key), value: toNode(item, childPath(path, key), notices) });
  return map;
}

/** Writes values as a YAML 1.2 stream, one document each. */
export function writeYaml(values: readonly Value[], indent: number, notices: Notice[]): string {
  return values
    .map((value, i) => {
      const doc = new Document(null, { version: '1.2', customTags: [numberTag] });
      doc.contents = toNode(value, '', notices);
      const text = doc.toString({ indent, lineWidth: 0 });
      return i === 0 ? text : `---\n${text}`;
    })
    .join('');
}
