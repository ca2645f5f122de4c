/**
 * The JSON document a query runs over: parsed with the platform's JSON.parse, and, when that
 * fails, scanned again to say where and why, in the words of Python's json module (which the
 * tests check the positions against), since JSON.parse's messages differ between engines and
 * often give no position at all.
 */

export type DocumentResult =
  { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number; offset: number };

const BOM = '\uFEFF';

/** Parses a JSON text (a leading byte order mark is skipped); on failure, the first error with its line, column and offset in `text`. */
export function parseDocument(text: string): DocumentResult {
  const skip = text.startsWith(BOM) ? 1 : 0;
  const body = skip ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    const found = locateJsonError(body);
    const offset = found.offset + skip;
    return { ok: false, message: found.message, offset, ...positionOf(text, offset) };
  }
}

/** Line and column (1-based, in UTF-16 code units) of `offset` in `text`. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;
// eslint-disable-next-line no-control-regex -- JSON strings may not hold raw control characters (RFC 8259 §7): the pattern stops at them
const PLAIN_CHARS = /[^"\\\u0000-\u001f]*/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

class JsonError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/**
 * The first place `text` stops being JSON (RFC 8259), with Python's message for it. Nesting is
 * followed with an explicit stack, so a deeply nested text cannot overflow the call stack.
 */
export function locateJsonError(text: string): { message: string; offset: number } {
  let i = 0;
  const skipSpace = () => {
    WHITESPACE.lastIndex = i;
    WHITESPACE.test(text);
    i = WHITESPACE.lastIndex;
  };
  const string = () => {
    const start = i;
    i++;
    for (;;) {
      PLAIN_CHARS.lastIndex = i;
      PLAIN_CHARS.test(text);
      i = PLAIN_CHARS.lastIndex;
      if (i >= text.length) throw new JsonError('Unterminated string starting at', start);
      const c = text[i];
      if (c === '"') {
        i++;
        return;
      }
      if (c === '\\') {
        ESCAPE.lastIndex = i;
        if (!ESCAPE.test(text))
          throw text[i + 1] === 'u'
            ? new JsonError('Invalid \\uXXXX escape', i + 1)
            : new JsonError('Invalid \\escape', i);
        i = ESCAPE.lastIndex;
        continue;
      }
      throw new JsonError('Invalid control character at', i);
    }
  };
  /** One scalar at `i`, or the opening of an array or object (returned so the caller nests). */
  const value = (): '[' | '{' | null => {
    const c = text[i];
    if (c === '{' || c === '[') {
      i++;
      return c;
    }
    if (c === '"') {
      string();
      return null;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return null;
      }
    }
    NUMBER.lastIndex = i;
    if (NUMBER.test(text)) {
      i = NUMBER.lastIndex;
      return null;
    }
    throw new JsonError('Expecting value', i);
  };
  const key = () => {
    if (text[i] !== '"') throw new JsonError('Expecting property name enclosed in double quotes', i);
    string();
    skipSpace();
    if (text[i] !== ':') throw new JsonError("Expecting ':' delimiter", i);
    i++;
    skipSpace();
  };

  try {
    const stack: ('[' | '{')[] = [];
    skipSpace();
    let opened = value();
    for (;;) {
      if (opened) {
        stack.push(opened);
        skipSpace();
        const close = opened === '[' ? ']' : '}';
        if (text[i] === close) {
          i++;
          stack.pop();
        } else {
          if (opened === '{') key();
          opened = value();
          continue;
        }
      }
      // after a value: a comma and the next member, the container's end, or the end of the text
      skipSpace();
      const top = stack.at(-1);
      if (top === undefined) break;
      const close = top === '[' ? ']' : '}';
      if (text[i] === ',') {
        i++;
        skipSpace();
        if (top === '{') key();
        opened = value();
      } else if (text[i] === close) {
        i++;
        stack.pop();
        opened = null;
      } else {
        throw new JsonError("Expecting ',' delimiter", i);
      }
    }
    if (i < text.length) throw new JsonError('Extra data', i);
    // JSON.parse refused what this scan accepts: say so at the start rather than nowhere
    return { message: 'Not valid JSON', offset: 0 };
  } catch (e) {
    if (e instanceof JsonError) return { message: e.message, offset: e.offset };
    throw e;
  }
}
