/**
 * Reads the samples: one JSON value, or several one after another (JSON Lines, or documents pasted
 * one under the other), each a sample. Strict JSON (RFC 8259), iterative (deep nesting never
 * overflows the call stack), with the line and column of the first error. Values come out as
 * `JSON.parse` gives them, with `__proto__` kept as an ordinary own key; integers that a JavaScript
 * number cannot hold exactly are reported with their position.
 */
import { lineColumnOf, lineColumnReader, type LineColumn } from '@/lib/lineColumn';
import { MAX_DEPTH, MAX_WARNINGS, MESSAGES } from './constants';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A place in the samples: its line and column as the editor numbers them, and the offset. */
export interface Position extends LineColumn {
  offset: number;
}

export interface ParseError extends Position {
  message: string;
}

/** A number in the samples that `JSON.parse` cannot give back as written. */
export interface NumberWarning extends Position {
  text: string;
  /** what JSON.parse makes of it */
  parsed: string;
}

export type ParseResult =
  { ok: true; values: JsonValue[]; numbers: NumberWarning[]; numberCount: number } | { ok: false; error: ParseError };

// JSON forbids unescaped control characters inside strings
// eslint-disable-next-line no-control-regex
const STRING_RE = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER_RE = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

class Failure {
  constructor(
    readonly message: string,
    readonly offset: number,
  ) {}
}

function unexpected(text: string, pos: number): Failure {
  if (pos >= text.length) return new Failure(MESSAGES.unexpectedEnd, text.length);
  const cp = text.codePointAt(pos) ?? 0;
  if (cp < 0x20)
    return new Failure(`Unexpected control character U+${cp.toString(16).toUpperCase().padStart(4, '0')}`, pos);
  return new Failure(`Unexpected token '${String.fromCodePoint(cp)}'`, pos);
}

/** The exact fault inside a string token that did not match. */
function stringFailure(text: string, start: number): Failure {
  let i = start + 1;
  for (;;) {
    if (i >= text.length) return new Failure('Unterminated string', text.length);
    const c = text.charCodeAt(i);
    if (c < 0x20) return new Failure('Bad control character in string', i);
    if (c === 0x5c) {
      const e = text[i + 1];
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return new Failure('Bad Unicode escape in string', i);
        i += 6;
        continue;
      }
      if (e === undefined || !'"\\/bfnrt'.includes(e)) return new Failure('Bad escaped character in string', i + 1);
      i += 2;
      continue;
    }
    i++;
  }
}

function isWs(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** Sets a member as JSON.parse does (the last of duplicate keys wins), `__proto__` included as an own key. */
function setMember(obj: { [key: string]: JsonValue }, key: string, value: JsonValue): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
  else obj[key] = value;
}

interface Frame {
  container: JsonValue[] | { [key: string]: JsonValue };
  key: string | null;
}

/** Parses every JSON value in `input`, in order. A leading byte order mark is skipped. */
export function parseSamples(input: string): ParseResult {
  const text = input;
  const n = text.length;
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const values: JsonValue[] = [];
  const numbers: NumberWarning[] = [];
  let numberCount = 0;

  const readString = (): string => {
    const start = pos;
    STRING_RE.lastIndex = start;
    if (!STRING_RE.test(text)) throw stringFailure(text, start);
    pos = STRING_RE.lastIndex;
    const raw = text.slice(start + 1, pos - 1);
    if (!raw.includes('\\')) return raw;
    // the token matched JSON's string grammar, so JSON.parse decodes its escapes into a string
    const decoded: unknown = JSON.parse(text.slice(start, pos));
    return typeof decoded === 'string' ? decoded : raw;
  };

  const readNumber = (): number => {
    NUMBER_RE.lastIndex = pos;
    if (!NUMBER_RE.test(text) || NUMBER_RE.lastIndex === pos) {
      if (text[pos] === '-') throw new Failure('No number after minus sign', pos);
      throw unexpected(text, pos);
    }
    const raw = text.slice(pos, NUMBER_RE.lastIndex);
    const value = Number(raw);
    const integerToken = !/[.eE]/.test(raw);
    if (!Number.isFinite(value) || (integerToken && !Number.isSafeInteger(value))) {
      numberCount++;
      if (numbers.length < MAX_WARNINGS)
        numbers.push({ text: raw, parsed: String(value), line: 0, column: 0, offset: pos });
    }
    pos = NUMBER_RE.lastIndex;
    return value;
  };

  const skipWs = () => {
    while (pos < n && isWs(text.charCodeAt(pos))) pos++;
  };

  /** A member's key and its colon. */
  const readKey = (): string => {
    if (text.charCodeAt(pos) !== 0x22)
      throw pos >= n ? unexpected(text, pos) : new Failure(`Expected a quoted key, found ${describe(text, pos)}`, pos);
    const key = readString();
    skipWs();
    if (text.charCodeAt(pos) !== 0x3a)
      throw pos >= n
        ? unexpected(text, pos)
        : new Failure(`Expected ':' after a key, found ${describe(text, pos)}`, pos);
    pos++;
    return key;
  };

  // a misspelt literal is reported at its first character, where the value starts
  const literal = (word: string, value: JsonValue): JsonValue => {
    if (!text.startsWith(word, pos)) throw new Failure(`Invalid value: expected '${word}'`, pos);
    pos += word.length;
    return value;
  };

  try {
    for (;;) {
      skipWs();
      if (pos >= n) break;
      const stack: Frame[] = [];
      let done: JsonValue | undefined;
      // one iteration reads one value (or opens a container) and then closes what it can
      while (done === undefined) {
        skipWs();
        let value: JsonValue | undefined;
        const c = text.charCodeAt(pos);
        if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
          if (stack.length >= MAX_DEPTH) throw new Failure(MESSAGES.tooDeep, pos);
          pos++;
          skipWs();
          const isObject = c === 0x7b;
          const close = isObject ? 0x7d : 0x5d;
          if (text.charCodeAt(pos) === close) {
            pos++;
            value = isObject ? {} : [];
          } else {
            const frame: Frame = { container: isObject ? {} : [], key: null };
            if (isObject) frame.key = readKey();
            stack.push(frame);
            continue;
          }
        } else if (c === 0x22) value = readString();
        else if (c === 0x74) value = literal('true', true);
        else if (c === 0x66) value = literal('false', false);
        else if (c === 0x6e) value = literal('null', null);
        else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) value = readNumber();
        else throw unexpected(text, pos);

        // place the value, then close every container that ends here
        for (;;) {
          const frame = stack.at(-1);
          if (!frame) {
            done = value;
            break;
          }
          const { container } = frame;
          if (Array.isArray(container)) container.push(value);
          else setMember(container, frame.key ?? '', value);
          skipWs();
          const next = text.charCodeAt(pos);
          const isObject = !Array.isArray(container);
          if (next === 0x2c) {
            pos++;
            skipWs();
            if (isObject) frame.key = readKey();
            break;
          }
          if (next === (isObject ? 0x7d : 0x5d)) {
            pos++;
            stack.pop();
            value = container;
            continue;
          }
          throw pos >= n
            ? unexpected(text, pos)
            : new Failure(`Expected ',' or '${isObject ? '}' : ']'}', found ${describe(text, pos)}`, pos);
        }
      }
      values.push(done);
      // a number or literal runs on into what follows it (`01`, `truex`): one token, not two samples
      if (pos < n && (done === null || typeof done !== 'object') && !isWs(text.charCodeAt(pos)))
        throw unexpected(text, pos);
      skipWs();
      // JSON Lines and pasted documents: values follow one another, separated by white space only
      if (pos < n && text.charCodeAt(pos) === 0x2c) throw new Failure(MESSAGES.commaBetweenSamples, pos);
    }
  } catch (e) {
    if (e instanceof Failure)
      return { ok: false, error: { message: e.message, offset: e.offset, ...lineColumnOf(text, e.offset) } };
    throw e;
  }
  // the numbers come in the order they stand in the text: one pass reads all their places
  const at = lineColumnReader(text);
  for (const warning of numbers) Object.assign(warning, at(warning.offset));
  return { ok: true, values, numbers, numberCount };
}

function describe(text: string, pos: number): string {
  if (pos >= text.length) return 'the end of the input';
  const cp = text.codePointAt(pos) ?? 0;
  return cp < 0x20 ? `U+${cp.toString(16).toUpperCase().padStart(4, '0')}` : `'${String.fromCodePoint(cp)}'`;
}
