/** The tool's conversions: no React, no DOM; they run in the page and in the worker alike. */
import { lineColumnOf, lineColumnReader } from '@/lib/lineColumn';
import { DELIMITER_NAMES, guardFormula, parseCsv, writeCsv, type Delimiter } from './csv';
import {
  JsonNumber,
  JsonSyntaxError,
  parseJson,
  quoteJson,
  stringifyJson,
  type JsonObject,
  type JsonValue,
} from './json';

export type Mode = 'csv-json' | 'json-csv';
export type DelimiterChoice = Delimiter | 'auto';

export const MESSAGES = {
  emptyCsv: 'Please enter some CSV',
  emptyJson: 'Please enter some JSON',
  invalidCsv: 'Invalid CSV',
  invalidJson: 'Invalid JSON',
  notTabular: 'JSON that is not a table',
  csvFailed: 'Failed to convert the CSV',
  jsonFailed: 'Failed to convert the JSON',
  topLevel: 'Expected an array of objects, an array of arrays, or one object',
} as const;

/** The rows the preview table shows. */
export const PREVIEW_ROWS = 20;
/** The uneven rows listed one by one; the rest are counted. */
export const RAGGED_LISTED = 50;
/** The key that holds the fields a record has beyond its header's columns (papaparse's name for them). */
export const EXTRA_KEY = '__parsed_extra';

/** A record whose number of fields differs from the header's (or, without a header, the first record's). */
export interface RaggedRow {
  /** the record's number, the header row being row 1 */
  row: number;
  /** the line it starts on */
  line: number;
  fields: number;
  expected: number;
}

export interface Preview {
  header: string[] | null;
  rows: string[][];
}

export interface Details {
  mode: Mode;
  /** records converted (the header row not counted) */
  rows: number;
  columns: number;
  delimiter: Delimiter;
  /** the delimiter was found in the input rather than chosen */
  detected: boolean;
  preview: Preview;
  ragged: RaggedRow[];
  raggedCount: number;
  /** what the reader should know about the conversion (renamed columns, keys kept flat, duplicate keys) */
  notes: string[];
}

export interface ConvertError {
  title: string;
  message: string;
  line?: number;
  column?: number;
  offset?: number;
}

export type ConvertResult = { ok: true; output: string; details: Details } | { ok: false; error: ConvertError };

export interface CsvToJsonOptions {
  delimiter: DelimiterChoice;
  header: boolean;
  inferTypes: boolean;
  nested: boolean;
}

export interface JsonToCsvOptions {
  delimiter: DelimiterChoice;
  header: boolean;
  nested: boolean;
  lineEnding: 'crlf' | 'lf';
  guard: boolean;
}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * A cell's value when types are inferred: empty is null, `true`/`false` are booleans, a number only
 * when it reads back as exactly the same text (so `007`, `1.0`, `1e5` and integers past 2^53, which
 * a double cannot hold, stay strings), and a JSON array only when written back it is the same text.
 * Anything else stays a string.
 */
export function inferCell(cell: string): JsonValue {
  if (cell === '') return null;
  if (cell === 'true') return true;
  if (cell === 'false') return false;
  if (JSON_NUMBER.test(cell)) return String(Number(cell)) === cell ? new JsonNumber(cell) : cell;
  if (cell.startsWith('[') && cell.endsWith(']')) {
    try {
      const { value } = parseJson(cell);
      if (Array.isArray(value) && stringifyJson(value) === cell) return value;
    } catch (e) {
      if (!(e instanceof JsonSyntaxError)) throw e;
    }
  }
  return cell;
}

/** Header names made unique: a repeated name gets _2, _3… (the first free one), each change noted. */
function uniqueNames(names: readonly string[], notes: string[]): string[] {
  const taken = new Set(names);
  const seen = new Set<string>();
  return names.map((name, k) => {
    if (!seen.has(name)) {
      seen.add(name);
      return name;
    }
    let n = 2;
    while (taken.has(`${name}_${n}`)) n++;
    const renamed = `${name}_${n}`;
    taken.add(renamed);
    seen.add(renamed);
    notes.push(`Column ${k + 1} repeats the name ${JSON.stringify(name)}; it is named ${JSON.stringify(renamed)}.`);
    return renamed;
  });
}

/**
 * Why a header's dot paths cannot become nested objects without changing the columns on the way
 * back, or null when they can: a path with an empty part, a column that is both a value and an
 * object (`a` and `a.b`), or the columns of one object not side by side (flattening would move them).
 */
export function nestingProblem(names: readonly string[]): string | null {
  const paths = names.map((name) => name.split('.'));
  const bad = names.find((_, k) => paths[k].some((part) => part === ''));
  if (bad !== undefined) return `${JSON.stringify(bad)} has an empty part`;
  const set = new Set(names);
  for (const name of names) {
    const parts = name.split('.');
    for (let k = 1; k < parts.length; k++) {
      const prefix = parts.slice(0, k).join('.');
      if (set.has(prefix))
        return `${JSON.stringify(prefix)} is a value and ${JSON.stringify(name)} would make it an object`;
    }
  }
  // each object's columns must be consecutive: once left, a prefix may not come back
  const closed = new Set<string>();
  let open: string[] = [];
  for (const name of names) {
    const parts = name.split('.');
    const prefixes = parts.slice(0, -1).map((_, k) => parts.slice(0, k + 1).join('.'));
    for (const p of open) if (!prefixes.includes(p)) closed.add(p);
    const back = prefixes.find((p) => closed.has(p));
    if (back !== undefined) return `the columns of ${JSON.stringify(back)} are not side by side`;
    open = prefixes;
  }
  return null;
}

const pad = (level: number) => '  '.repeat(level);

/** A value as JSON text indented by two spaces a level, its first line at `level`. */
function jsonText(value: JsonValue, level: number): string {
  if (typeof value === 'string') return quoteJson(value);
  const text = stringifyJson(value, 2);
  return level === 0 || !text.includes('\n') ? text : text.replaceAll('\n', '\n' + pad(level));
}

/**
 * One record as a JSON object at level 1 (an item of the top array), keys as JSON strings by column:
 * a column whose key has several parts goes into nested objects, opened and closed as the parts
 * change (the columns of one object are side by side, see nestingProblem). A record shorter than
 * the header leaves its missing keys out; `extra` is the JSON text of the fields past the header.
 */
function objectText(
  keys: readonly (readonly string[])[],
  fields: readonly string[],
  valueText: (s: string, level: number) => string,
  extra?: string,
): string {
  let out = '{';
  const open: string[] = [];
  const filled: boolean[] = [false];
  const n = Math.min(fields.length, keys.length);
  for (let k = 0; k < n; k++) {
    const path = keys[k];
    const parents = path.length - 1;
    let common = 0;
    while (common < open.length && common < parents && open[common] === path[common]) common++;
    while (open.length > common) {
      out += '\n' + pad(1 + open.length) + '}';
      open.pop();
      filled.pop();
    }
    for (let i = common; i < parents; i++) {
      if (filled[filled.length - 1]) out += ',';
      filled[filled.length - 1] = true;
      out += '\n' + pad(2 + open.length) + path[i] + ': {';
      open.push(path[i]);
      filled.push(false);
    }
    if (filled[filled.length - 1]) out += ',';
    filled[filled.length - 1] = true;
    out += '\n' + pad(2 + open.length) + path[parents] + ': ' + valueText(fields[k], 2 + open.length);
  }
  while (open.length > 0) {
    out += '\n' + pad(1 + open.length) + '}';
    open.pop();
    filled.pop();
  }
  if (extra !== undefined) {
    if (filled[0]) out += ',';
    filled[0] = true;
    out += '\n    ' + quoteJson(EXTRA_KEY) + ': ' + extra;
  }
  return filled[0] ? out + '\n  }' : '{}';
}

/**
 * CSV → JSON. With a header row: an array of objects keyed by the header (dot paths become nested
 * objects when `nested` is on and that changes nothing on the way back); without: an array of
 * arrays. Values stay strings unless `inferTypes` is on. A record with fewer fields than the header
 * leaves its missing keys out; one with more keeps the extra fields in an array under
 * `__parsed_extra`; both are listed with their row and line numbers.
 */
export function csvToJson(text: string, options: CsvToJsonOptions): ConvertResult {
  if (text.trim() === '') return { ok: false, error: { title: MESSAGES.invalidCsv, message: MESSAGES.emptyCsv } };
  const notes: string[] = [];
  const at = lineColumnReader(text);
  const ragged: RaggedRow[] = [];
  let raggedCount = 0;
  // the JSON text is written record by record as papaparse reads them, never held as rows or built
  // as a tree: 5 MB of CSV is about 100,000 objects
  const valueText = options.inferTypes ? (s: string, level: number) => jsonText(inferCell(s), level) : quoteJson;
  const items: string[] = [];
  const previewRows: string[][] = [];
  // set by the callback, so kept in an object the compiler sees change
  const head: { names: string[] | null } = { names: null };
  let keys: string[][] = [];
  let expected = -1;
  let index = 0;

  const parsed = parseCsv(text, options.delimiter, ({ fields, offset }) => {
    const row = ++index;
    if (expected === -1) expected = fields.length;
    else if (fields.length !== expected) {
      raggedCount++;
      if (ragged.length < RAGGED_LISTED) ragged.push({ row, line: at(offset).line, fields: fields.length, expected });
    }
    if (options.header && head.names === null) {
      const header = uniqueNames(fields, notes);
      head.names = header;
      let paths = header.map((name) => [name]);
      if (options.nested && header.some((name) => name.includes('.'))) {
        const problem = nestingProblem(header);
        if (problem === null) paths = header.map((name) => name.split('.'));
        else notes.push(`Dot paths were kept as flat keys: ${problem}.`);
      }
      keys = paths.map((path) => path.map(quoteJson));
      return;
    }
    if (previewRows.length < PREVIEW_ROWS) previewRows.push(fields);
    if (options.header) {
      let extra: string | undefined;
      if (fields.length > keys.length)
        extra = jsonText(fields.slice(keys.length).map(options.inferTypes ? inferCell : (s: string) => s), 2);
      items.push(objectText(keys, fields, valueText, extra));
    } else {
      items.push('[\n' + fields.map((f) => '    ' + valueText(f, 2)).join(',\n') + '\n  ]');
    }
  });
  if (!parsed.ok) {
    return {
      ok: false,
      error: {
        title: MESSAGES.invalidCsv,
        message: parsed.message,
        offset: parsed.offset,
        ...lineColumnOf(text, parsed.offset),
      },
    };
  }
  const names = head.names;
  return {
    ok: true,
    output: items.length === 0 ? '[]' : '[\n  ' + items.join(',\n  ') + '\n]',
    details: {
      mode: 'csv-json',
      rows: items.length,
      columns: names ? names.length : Math.max(expected, 0),
      delimiter: parsed.delimiter,
      detected: parsed.detected,
      preview: { header: names, rows: previewRows },
      ragged,
      raggedCount,
      notes,
    },
  };
}

/** A value as one CSV cell: null empty, numbers as written, arrays (and objects not flattened) as JSON text. */
function cellText(value: JsonValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof JsonNumber) return value.text;
  return stringifyJson(value);
}

const kindOf = (value: JsonValue): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Map) return 'an object';
  if (value instanceof JsonNumber) return 'a number';
  return typeof value === 'string' ? 'a string' : 'a boolean';
};

/** An object's cells by column: nested objects flattened to dot paths (`user.name`) when `nested` is on. */
function flatten(object: JsonObject, nested: boolean, onCollision: (path: string) => void): Map<string, string> {
  const cells = new Map<string, string>();
  const walk = (node: JsonObject, prefix: string) => {
    for (const [key, value] of node) {
      const path = prefix === '' ? key : `${prefix}.${key}`;
      if (nested && value instanceof Map && value.size > 0) walk(value, path);
      else {
        if (cells.has(path)) onCollision(path);
        cells.set(path, cellText(value));
      }
    }
  };
  walk(object, '');
  return cells;
}

/**
 * JSON → CSV. An array of objects (or one object) gives one column per key, in the order keys are
 * first seen across all objects, nested objects flattened to dot paths; an array of arrays gives
 * its rows as they are. null is an empty cell, arrays are JSON text, numbers keep their digits.
 */
export function jsonToCsv(text: string, options: JsonToCsvOptions): ConvertResult {
  if (text.trim() === '') return { ok: false, error: { title: MESSAGES.invalidJson, message: MESSAGES.emptyJson } };
  let parsed;
  try {
    parsed = parseJson(text);
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
    return {
      ok: false,
      error: { title: MESSAGES.invalidJson, message: e.message, offset: e.offset, ...lineColumnOf(text, e.offset) },
    };
  }
  const notes = parsed.duplicates.slice(0, RAGGED_LISTED).map(({ key, offset }) => {
    const { line, column } = lineColumnOf(text, offset);
    return `Key ${JSON.stringify(key)} is given twice in one object (line ${line}, column ${column}); the last value is used.`;
  });
  const top = parsed.value;
  const start = text.search(/\S/);
  const shapeError = (message: string, offset: number): ConvertResult => ({
    ok: false,
    error: { title: MESSAGES.notTabular, message, offset, ...lineColumnOf(text, offset) },
  });
  let items: JsonValue[];
  let offsets: number[];
  if (top instanceof Map) {
    items = [top];
    offsets = [start];
  } else if (Array.isArray(top)) {
    items = top;
    offsets = parsed.itemOffsets;
  } else {
    return shapeError(`${MESSAGES.topLevel}; this is ${kindOf(top)}.`, start);
  }
  const delimiter: Delimiter = options.delimiter === 'auto' ? ',' : options.delimiter;
  const newline = options.lineEnding === 'lf' ? '\n' : '\r\n';
  const guard = options.guard ? guardFormula : (s: string) => s;
  const first = items[0];
  const objects = first instanceof Map;
  for (let k = 0; k < items.length; k++) {
    const item = items[k];
    const fits = objects ? item instanceof Map : Array.isArray(item);
    if (!fits) {
      const want = objects ? 'an object like item 1' : 'an array like item 1';
      const lead =
        k === 0
          ? `Item 1 is ${kindOf(item)}; each item must be an object (one row each) or an array (its cells)`
          : `Item ${k + 1} is ${kindOf(item)}, not ${want}`;
      return shapeError(`${lead}.`, offsets[k] ?? start);
    }
  }

  let rows: string[][];
  let header: string[] | null = null;
  if (objects) {
    const columns = new Map<string, number>();
    const collided = new Set<string>();
    const flat: Map<string, string>[] = [];
    for (const item of items) {
      if (!(item instanceof Map)) continue;
      const cells = flatten(item, options.nested, (path) => collided.add(path));
      for (const path of cells.keys()) if (!columns.has(path)) columns.set(path, columns.size);
      flat.push(cells);
    }
    for (const path of collided)
      notes.push(
        `Two keys of one object both make the column ${JSON.stringify(path)} (a key with a dot and a nested key); the later value is used.`,
      );
    header = [...columns.keys()];
    const names = header;
    rows = flat.map((cells) => names.map((name) => guard(cells.get(name) ?? '')));
  } else {
    rows = items.map((item) => (Array.isArray(item) ? item.map((v) => guard(cellText(v))) : []));
  }
  const written = header && options.header ? [header.map(guard), ...rows] : rows;
  return {
    ok: true,
    output: writeCsv(written, delimiter, newline),
    details: {
      mode: 'json-csv',
      rows: rows.length,
      columns: header ? header.length : (rows[0]?.length ?? 0),
      delimiter,
      detected: false,
      preview: { header: header && options.header ? header.map(guard) : null, rows: rows.slice(0, PREVIEW_ROWS) },
      ragged: [],
      raggedCount: 0,
      notes,
    },
  };
}

/** The delimiter's name as the summary says it. */
export const delimiterName = (d: Delimiter): string => DELIMITER_NAMES[d];
