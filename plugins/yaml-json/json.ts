/**
 * JSON in and out (RFC 8259). The reader is strict, keeps each number's digits, refuses duplicate
 * keys (YAML and TOML forbid them, and JSON readers disagree on which one wins), and reads several
 * values separated by whitespace as JSON Lines. It works with an explicit stack, so deep nesting
 * never overflows the call stack.
 */
import { childPath, DateTime, Num, Special, shownPath, type Notice, type Table, type Value } from './value';

export class SyntaxFailure extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

// JSON forbids unescaped control characters inside strings
// eslint-disable-next-line no-control-regex
const STRING_RE = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
// a string with no escapes, read without JSON.parse
// eslint-disable-next-line no-control-regex
const SIMPLE_STRING_RE = /"([^"\\\u0000-\u001f]*)"/y;
const NUMBER_RE = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

const isWs = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function describe(text: string, pos: number): string {
  if (pos >= text.length) return 'Unexpected end of input';
  const ch = text.charAt(pos);
  const shown =
    ch === '\n'
      ? 'line break'
      : ch === '\t'
        ? 'tab'
        : ch === "'"
          ? 'single quote (JSON strings take double quotes)'
          : `'${ch}'`;
  return `Unexpected ${shown}`;
}

interface Frame {
  container: Value[] | Table;
  /** the member name waiting for its value */
  key: string | null;
}

/** Reads one or more JSON values (several make JSON Lines). Throws SyntaxFailure with the offset. */
export function parseJson(text: string): Value[] {
  const values: Value[] = [];
  const n = text.length;
  let pos = 0;
  const skip = () => {
    while (pos < n && isWs(text.charCodeAt(pos))) pos++;
  };
  const readString = (): string => {
    SIMPLE_STRING_RE.lastIndex = pos;
    const simple = SIMPLE_STRING_RE.exec(text);
    if (simple) {
      pos = SIMPLE_STRING_RE.lastIndex;
      return simple[1];
    }
    STRING_RE.lastIndex = pos;
    const m = STRING_RE.exec(text);
    if (!m) throw new SyntaxFailure(stringProblem(text, pos), stringProblemAt(text, pos));
    pos = STRING_RE.lastIndex;
    return JSON.parse(m[0]) as string;
  };

  skip();
  while (pos < n) {
    const stack: Frame[] = [];
    let root: Value | undefined;
    // one top-level value
    for (;;) {
      skip();
      let value: Value | undefined;
      let opened: Value[] | Table | null = null;
      const c = text.charCodeAt(pos);
      if (c === 0x7b) {
        opened = new Map();
        pos++;
      } else if (c === 0x5b) {
        opened = [];
        pos++;
      } else if (c === 0x22) value = readString();
      else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
        NUMBER_RE.lastIndex = pos;
        const m = NUMBER_RE.exec(text);
        if (!m) throw new SyntaxFailure(`${describe(text, pos + 1)}: a number needs a digit after '-'`, pos + 1);
        const next = text.charCodeAt(NUMBER_RE.lastIndex);
        if ((next >= 0x30 && next <= 0x39) || next === 0x2e || next === 0x65 || next === 0x45)
          throw new SyntaxFailure(
            `${describe(text, NUMBER_RE.lastIndex)} in a number (JSON numbers have no leading zeros and need digits after '.' and 'e')`,
            NUMBER_RE.lastIndex,
          );
        pos = NUMBER_RE.lastIndex;
        value = new Num(m[0], !/[.eE]/.test(m[0]));
      } else if (text.startsWith('true', pos)) {
        value = true;
        pos += 4;
      } else if (text.startsWith('false', pos)) {
        value = false;
        pos += 5;
      } else if (text.startsWith('null', pos)) {
        value = null;
        pos += 4;
      } else throw new SyntaxFailure(`${describe(text, pos)}: expected a value`, pos);

      if (opened) {
        skip();
        const close = opened instanceof Map ? 0x7d : 0x5d;
        if (text.charCodeAt(pos) === close) {
          pos++;
          value = opened;
        } else {
          stack.push({ container: opened, key: null });
          if (opened instanceof Map) {
            readKey(stack[stack.length - 1]);
          }
          continue;
        }
      }
      // a complete value: put it in its container, then close what ends here
      let done: Value | undefined = value;
      while (done !== undefined) {
        const top = stack[stack.length - 1];
        if (!top) {
          root = done;
          done = undefined;
          break;
        }
        if (top.container instanceof Map) {
          top.container.set(top.key ?? '', done);
          top.key = null;
        } else top.container.push(done);
        done = undefined;
        skip();
        const c2 = text.charCodeAt(pos);
        const isMap = top.container instanceof Map;
        if (c2 === 0x2c) {
          pos++;
          if (isMap) readKey(top);
          break;
        }
        if (c2 === (isMap ? 0x7d : 0x5d)) {
          pos++;
          stack.pop();
          done = top.container;
          continue;
        }
        throw new SyntaxFailure(`${describe(text, pos)}: expected ',' or '${isMap ? '}' : ']'}'`, pos);
      }
      if (root !== undefined) break;
    }
    values.push(root);
    skip();
  }
  return values;

  function readKey(frame: Frame) {
    skip();
    if (text.charCodeAt(pos) !== 0x22)
      throw new SyntaxFailure(`${describe(text, pos)}: expected a member name in double quotes`, pos);
    const at = pos;
    const key = readString();
    const map = frame.container;
    if (map instanceof Map && map.has(key))
      throw new SyntaxFailure(
        `Duplicate key "${key}": YAML and TOML forbid it, and JSON readers disagree on which one wins`,
        at,
      );
    skip();
    if (text.charCodeAt(pos) !== 0x3a)
      throw new SyntaxFailure(`${describe(text, pos)}: expected ':' after the member name`, pos);
    pos++;
    frame.key = key;
  }
}

function stringProblemAt(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i;
    if (c < 0x20) return i;
    if (c === 0x5c) {
      const e = text.charAt(i + 1);
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return i;
        i += 6;
        continue;
      }
      if (!'"\\/bfnrt'.includes(e) || e === '') return i;
      i += 2;
      continue;
    }
    i++;
  }
  return text.length;
}

function stringProblem(text: string, start: number): string {
  const at = stringProblemAt(text, start);
  if (at >= text.length) return 'Unterminated string';
  const c = text.charCodeAt(at);
  if (c < 0x20)
    return `A string holds ${c === 0x0a ? 'a line break' : c === 0x09 ? 'a tab' : 'a control character'}: write it as an escape (\\n, \\t, \\u00XX)`;
  return `Invalid escape '${text.slice(at, at + 2)}' in a string`;
}

export interface JsonWriteOptions {
  indent: number;
  notices: Notice[];
}

/** JSON text for a value; values with no JSON form are written as strings, each with a notice. */
export function writeJson(value: Value, { indent, notices }: JsonWriteOptions): string {
  const parts: string[] = [];
  const write = (v: Value, path: string, depth: number) => {
    if (v === null) parts.push('null');
    else if (typeof v === 'boolean') parts.push(v ? 'true' : 'false');
    else if (typeof v === 'string') parts.push(JSON.stringify(v));
    else if (v instanceof Num) parts.push(v.text);
    else if (v instanceof Special) {
      const text = v.kind === 'nan' ? 'NaN' : v.kind === 'inf' ? 'Infinity' : '-Infinity';
      notices.push({
        path: shownPath(path),
        line: v.line,
        message: `${text} has no JSON form: written as the string "${text}"`,
      });
      parts.push(JSON.stringify(text));
    } else if (v instanceof DateTime) {
      notices.push({
        path: shownPath(path),
        line: v.line,
        message: `The date-time ${v.text} has no JSON form: written as a string`,
      });
      parts.push(JSON.stringify(v.text));
    } else if (Array.isArray(v)) {
      if (v.length === 0) {
        parts.push('[]');
        return;
      }
      const inner = indent ? `\n${' '.repeat(indent * (depth + 1))}` : '';
      parts.push('[');
      for (let i = 0; i < v.length; i++) {
        if (i) parts.push(',');
        parts.push(inner);
        write(v[i], childPath(path, i), depth + 1);
      }
      parts.push(indent ? `\n${' '.repeat(indent * depth)}]` : ']');
    } else {
      if (v.size === 0) {
        parts.push('{}');
        return;
      }
      const inner = indent ? `\n${' '.repeat(indent * (depth + 1))}` : '';
      const sep = indent ? ': ' : ':';
      parts.push('{');
      let first = true;
      for (const [key, item] of v) {
        if (!first) parts.push(',');
        first = false;
        parts.push(inner, JSON.stringify(key), sep);
        write(item, childPath(path, key), depth + 1);
      }
      parts.push(indent ? `\n${' '.repeat(indent * depth)}}` : '}');
    }
  };
  write(value, '', 0);
  return parts.join('');
}
