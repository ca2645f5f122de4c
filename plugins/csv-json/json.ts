/**
 * JSON as this tool reads and writes it: objects keep their keys in the order written (a plain
 * object would move integer-like keys such as "1" to the front), and numbers keep the text they
 * were written with, so 12345678901234567890 and 1.0 reach the CSV digit for digit.
 */

import { groupDigits } from '@/lib/count';

/** A number as written in the JSON text. */
export class JsonNumber {
  constructor(readonly text: string) {}
}

export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | JsonObject;
export type JsonObject = Map<string, JsonValue>;

/** Where a JSON text breaks the grammar, as a UTF-16 offset into it. */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

/** A key given twice in one object: the last value is kept, as JSON.parse does. */
export interface DuplicateKey {
  key: string;
  offset: number;
}

export interface ParsedJson {
  value: JsonValue;
  /** where each item of a top-level array starts (empty for any other top level) */
  itemOffsets: number[];
  duplicates: DuplicateKey[];
}

/** Arrays and objects nested deeper than this are refused: the parser recurses once per level. */
export const MAX_DEPTH = 1000;

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

function describe(ch: string | undefined): string {
  if (ch === undefined) return 'end of input';
  if (ch === '\n' || ch === '\r') return 'line break';
  return `character ${JSON.stringify(ch)}`;
}

/**
 * Parses a JSON text (RFC 8259) with the offset of every error; a leading byte order mark is
 * skipped. Throws JsonSyntaxError.
 */
export function parseJson(text: string): ParsedJson {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const duplicates: DuplicateKey[] = [];
  const itemOffsets: number[] = [];

  const fail = (message: string, at = i) => new JsonSyntaxError(message, at);
  const space = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else return;
    }
  };
  const unexpected = (expected: string) => fail(`Expected ${expected} but found ${describe(text[i])}`);

  const string = (): string => {
    const start = i;
    i++; // the opening quote
    let out = '';
    let run = i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (Number.isNaN(c)) throw fail('Unterminated string', start);
      if (c === 0x22) {
        out += text.slice(run, i);
        i++;
        return out;
      }
      if (c < 0x20) throw fail(`Unescaped ${c === 0x0a || c === 0x0d ? 'line break' : 'control character'} in string`);
      if (c === 0x5c) {
        out += text.slice(run, i);
        const e = text[i + 1];
        if (e === 'u') {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw fail('Invalid \\u escape: expected four hexadecimal digits');
          out += String.fromCharCode(parseInt(hex, 16));
          i += 6;
        } else if (e !== undefined && e in ESCAPES) {
          out += ESCAPES[e];
          i += 2;
        } else {
          throw fail(`Invalid escape ${JSON.stringify('\\' + (e ?? ''))}`);
        }
        run = i;
        continue;
      }
      i++;
    }
  };

  const value = (depth: number): JsonValue => {
    space();
    const c = text[i];
    if (c === '"') return string();
    if (c === '{' || c === '[') {
      if (depth >= MAX_DEPTH) throw fail(`Nested deeper than ${groupDigits(MAX_DEPTH)} levels`);
      return c === '{' ? object(depth + 1) : array(depth + 1);
    }
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m || m[0] === '-') throw fail('Invalid number');
      const end = i + m[0].length;
      const next = text[end];
      // 007, 1., .5 and 1e are not JSON numbers
      if (next !== undefined && /[0-9.eE]/.test(next)) throw fail('Invalid number', i);
      i = end;
      return new JsonNumber(m[0]);
    }
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    }
    throw unexpected('a value');
  };

  const array = (depth: number): JsonValue[] => {
    i++;
    const items: JsonValue[] = [];
    space();
    if (text[i] === ']') {
      i++;
      return items;
    }
    for (;;) {
      space();
      if (depth === 1) itemOffsets.push(i);
      items.push(value(depth));
      space();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return items;
      }
      throw unexpected("',' or ']'");
    }
  };

  const object = (depth: number): JsonObject => {
    i++;
    const map: JsonObject = new Map();
    space();
    if (text[i] === '}') {
      i++;
      return map;
    }
    for (;;) {
      space();
      if (text[i] !== '"') throw unexpected('a property name in double quotes');
      const at = i;
      const key = string();
      space();
      if (text[i] !== ':') throw unexpected("':'");
      i++;
      const v = value(depth);
      if (map.has(key)) duplicates.push({ key, offset: at });
      map.set(key, v);
      space();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return map;
      }
      throw unexpected("',' or '}'");
    }
  };

  space();
  if (i >= text.length) throw fail('The JSON is empty');
  const result = value(0);
  space();
  if (i < text.length) throw fail(`Unexpected ${describe(text[i])} after the JSON value`);
  return { value: result, itemOffsets, duplicates };
}

/** A string as a JSON string literal. */
export const quoteJson = (s: string): string => JSON.stringify(s);

/**
 * Writes a value as JSON text: compact, or indented by `indent` spaces. Numbers are written as they
 * were read.
 */
export function stringifyJson(value: JsonValue, indent = 0): string {
  const parts: string[] = [];
  const pad = (depth: number) => (indent ? '\n' + ' '.repeat(indent * depth) : '');
  const colon = indent ? ': ' : ':';
  const write = (v: JsonValue, depth: number) => {
    if (v === null) parts.push('null');
    else if (typeof v === 'boolean') parts.push(v ? 'true' : 'false');
    else if (typeof v === 'string') parts.push(quoteJson(v));
    else if (v instanceof JsonNumber) parts.push(v.text);
    else if (Array.isArray(v)) {
      if (v.length === 0) {
        parts.push('[]');
        return;
      }
      parts.push('[');
      v.forEach((item, k) => {
        if (k) parts.push(',');
        parts.push(pad(depth + 1));
        write(item, depth + 1);
      });
      parts.push(pad(depth), ']');
    } else {
      if (v.size === 0) {
        parts.push('{}');
        return;
      }
      parts.push('{');
      let first = true;
      for (const [key, item] of v) {
        if (!first) parts.push(',');
        first = false;
        parts.push(pad(depth + 1), quoteJson(key), colon);
        write(item, depth + 1);
      }
      parts.push(pad(depth), '}');
    }
  };
  write(value, 0);
  return parts.join('');
}
