/**
 * TOML in (smol-toml, TOML 1.0) and out. Integers are read as BigInt so they keep their digits;
 * date-times keep their TOML text, every digit of a fraction of a second included. The writer is
 * the project's own because TOML has no null (a null is refused with its path, or left out with a
 * note when the visitor asks, never dropped silently) and a float such as 1.0 must stay a float.
 */
import { parse, TomlDate, TomlError } from 'smol-toml';
import { numberTimes, timeTokens, type TimeToken } from './tomlTimes';
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

export class TomlFailure extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
    /** the error's title when it is not a syntax error of the input */
    readonly title?: string,
  ) {
    super(message);
  }
}

/** The title of the error a null gives when nulls are not dropped: the screen offers Drop nulls beside it. */
export const NO_NULL_TITLE = 'TOML has no null';

/** At most this many dropped nulls are named one by one; the rest are counted. */
export const DROPPED_LISTED = 50;

/** Where a value's date-times came from: the document read with its date-times numbered, and their tokens. */
interface Origin {
  numbered: unknown;
  tokens: readonly TimeToken[];
}

const child = (origin: Origin | null, key: string | number): Origin | null =>
  origin !== null && origin.numbered !== null && typeof origin.numbered === 'object'
    ? { numbered: Reflect.get(origin.numbered, key), tokens: origin.tokens }
    : null;

/**
 * A date-time's TOML text: smol-toml's (T between date and time, an offset as written), with the
 * fraction of a second as the document wrote it. Without its token, whole seconds are written
 * without a zero fraction, as tomllib's isoformat does.
 */
function dateText(date: TomlDate, origin: Origin | null): string {
  const iso = date.toISOString();
  const token = origin?.numbered instanceof TomlDate ? origin.tokens[origin.numbered.getTime()] : undefined;
  // the token is this value's when it names the same instant, to the millisecond a Date keeps
  if (token && new TomlDate(token.text).getTime() === date.getTime())
    return iso.replace(/\.\d{3}(?=$|[Zz+-])/, token.fraction === undefined ? '' : `.${token.fraction}`);
  return iso.replace(/\.000(?=$|[Zz+-])/, '');
}

/** The data model of a TOML value as smol-toml gives it. */
function fromToml(value: unknown, origin: Origin | null): Value {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return new Num(value.toString(), true);
  if (typeof value === 'number') return numberFromFloat(value);
  if (value instanceof TomlDate) return new DateTime(dateText(value, origin));
  if (Array.isArray(value)) return value.map((item, i) => fromToml(item, child(origin, i)));
  if (value !== null && typeof value === 'object') {
    const table: Table = new Map();
    for (const key of Object.keys(value)) table.set(key, fromToml(Reflect.get(value, key), child(origin, key)));
    return table;
  }
  return null;
}

function parseToml(text: string): unknown {
  try {
    return parse(text, { integersAsBigInt: true });
  } catch (error) {
    if (error instanceof TomlError)
      throw new TomlFailure(
        error.message.replace(/^Invalid TOML document: /, '').split('\n')[0],
        error.line,
        error.column,
      );
    throw error;
  }
}

export function readToml(text: string): Value {
  const value = parseToml(text);
  const tokens = timeTokens(text);
  if (!tokens.some((token) => token.fraction !== undefined)) return fromToml(value, null);
  // a Date keeps milliseconds: read again with the date-times numbered, each value finds its text
  return fromToml(value, { numbered: parseToml(numberTimes(text, tokens)), tokens });
}

const BARE_KEY = /^[A-Za-z0-9_-]+$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** A TOML key: bare where it can be, else a basic string. */
const keyOf = (key: string) => (BARE_KEY.test(key) ? key : basicString(key));

/** A TOML basic string: JSON's escapes are TOML's, and DEL must be escaped too. */
const basicString = (text: string) => JSON.stringify(text).replace(/\x7f/g, '\\u007f');

const isTable = (v: Value): v is Table => v instanceof Map;
const isArrayOfTables = (v: Value): v is Table[] => Array.isArray(v) && v.length > 0 && v.every(isTable);

/** A value written inline (after `key = `, or inside an array or inline table). */
function inline(value: Value, path: string): string {
  if (value === null)
    throw new TomlFailure(
      `The value at ${shownPath(path)} is null, and TOML has no null. Turn on Drop nulls to leave every null out, or give it a value.`,
      undefined,
      undefined,
      NO_NULL_TITLE,
    );
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return basicString(value);
  if (value instanceof Num) {
    if (value.integer) {
      const n = BigInt(value.text);
      if (n < INT64_MIN || n > INT64_MAX)
        throw new TomlFailure(`The integer ${value.text} at ${shownPath(path)} is outside TOML's 64-bit range`);
    }
    return value.text;
  }
  if (value instanceof Special) return value.kind;
  if (value instanceof DateTime) return value.text;
  if (Array.isArray(value)) return `[${value.map((item, i) => inline(item, childPath(path, i))).join(', ')}]`;
  const parts: string[] = [];
  for (const [key, item] of value) parts.push(`${keyOf(key)} = ${inline(item, childPath(path, key))}`);
  return parts.length ? `{ ${parts.join(', ')} }` : '{}';
}

/**
 * Writes a table (the document, a [section] or an [[array]] entry), then the sections below it.
 * A [section] with nothing but sub-sections is left out (TOML defines it implicitly); an [[array]]
 * entry always has its header.
 */
function writeTable(
  table: Table,
  name: string,
  path: string,
  out: string[],
  header: { line: string; always: boolean } | null,
) {
  const lines: string[] = [];
  const later: [string, Value][] = [];
  for (const [key, value] of table) {
    if (isTable(value) || isArrayOfTables(value)) later.push([key, value]);
    else lines.push(`${keyOf(key)} = ${inline(value, childPath(path, key))}`);
  }
  if (header && (header.always || lines.length || later.length === 0)) lines.unshift(header.line);
  if (lines.length) out.push(lines.join('\n'));
  for (const [key, value] of later) {
    const sub = name ? `${name}.${keyOf(key)}` : keyOf(key);
    if (isArrayOfTables(value))
      value.forEach((item, i) =>
        writeTable(item, sub, childPath(childPath(path, key), i), out, { line: `[[${sub}]]`, always: true }),
      );
    else if (isTable(value)) writeTable(value, sub, childPath(path, key), out, { line: `[${sub}]`, always: false });
  }
}

/** A value with its nulls left out: keys whose value is null, and null items of arrays; `dropped` gets their paths. */
function withoutNulls(value: Value, path: string, dropped: string[]): Value {
  if (Array.isArray(value))
    return value.flatMap((item, i) => {
      const at = childPath(path, i);
      if (item !== null) return [withoutNulls(item, at, dropped)];
      dropped.push(at);
      return [];
    });
  if (!(value instanceof Map)) return value;
  const table: Table = new Map();
  for (const [key, item] of value) {
    const at = childPath(path, key);
    if (item === null) dropped.push(at);
    else table.set(key, withoutNulls(item, at, dropped));
  }
  return table;
}

/**
 * A TOML document for a table; anything else has no TOML form. A null is an error unless `dropNulls`,
 * which leaves each out and notes where it was.
 */
export function writeToml(values: readonly Value[], { dropNulls = false, notices = [] as Notice[] } = {}): string {
  if (values.length !== 1)
    throw new TomlFailure(`A TOML document is one table; the input holds ${values.length} documents`);
  const dropped: string[] = [];
  const root = dropNulls ? withoutNulls(values[0], '', dropped) : values[0];
  for (const path of dropped.slice(0, DROPPED_LISTED))
    notices.push({ path: shownPath(path), message: 'null left out (TOML has no null)' });
  if (dropped.length > DROPPED_LISTED)
    notices.push({
      path: shownPath(dropped[DROPPED_LISTED]),
      message: `and ${dropped.length - DROPPED_LISTED} more nulls left out`,
    });
  if (!isTable(root))
    throw new TomlFailure(`A TOML document is a table of keys; the input's top level is ${describeKind(root)}`);
  const out: string[] = [];
  writeTable(root, '', '', out, null);
  return out.length ? `${out.join('\n\n')}\n` : '';
}

function describeKind(value: Value): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'boolean') return 'a boolean';
  return 'a single value';
}
