/**
 * The data model every format is read into and written from. Numbers keep their text (a JSON number
 * token), so an integer past 2^53 or a float such as 1.10 leaves the tool with the digits it came
 * with. Values that JSON cannot hold (infinities, NaN, TOML date-times) are their own kinds, so the
 * JSON writer can say what it did with them instead of writing null.
 */

/** A number, as a token of JSON's number grammar. */
export class Num {
  constructor(
    readonly text: string,
    readonly integer: boolean,
  ) {}
}

/** An infinity or NaN: YAML's .inf / .nan, TOML's inf / nan. */
export class Special {
  constructor(
    readonly kind: 'inf' | '-inf' | 'nan',
    /** 1-based line in the input, where known */
    readonly line?: number,
  ) {}
}

/** A date or time: a TOML date-time, or a YAML 1.1 timestamp. `text` is its RFC 3339 / TOML form. */
export class DateTime {
  constructor(
    readonly text: string,
    readonly line?: number,
  ) {}
}

/** A mapping: insertion order kept, any string a key (`__proto__` included). */
export type Table = Map<string, Value>;

export type Value = null | boolean | string | Num | Special | DateTime | Value[] | Table;

/** Where a notice is: the path of keys and indices, and the input line where known. */
export interface Notice {
  path: string;
  line?: number;
  message: string;
}

/** JSON's number grammar (RFC 8259). */
export const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A float as a JSON number token: an integral float keeps a fraction (1.0), so it stays a float. */
export function floatText(value: number): string {
  const text = String(value);
  return /^-?\d+$/.test(text) ? `${text}.0` : text;
}

export function numberFromFloat(value: number, line?: number): Num | Special {
  if (Number.isNaN(value)) return new Special('nan', line);
  if (value === Number.POSITIVE_INFINITY) return new Special('inf', line);
  if (value === Number.NEGATIVE_INFINITY) return new Special('-inf', line);
  return new Num(Object.is(value, -0) ? '-0.0' : floatText(value), false);
}

/** A path as JSON Pointer-like text: /servers/0/name ('' for the root). */
export function childPath(path: string, key: string | number): string {
  return `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The path shown to a reader: the root is '/'. */
export const shownPath = (path: string) => path || '/';
