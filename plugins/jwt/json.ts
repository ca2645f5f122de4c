/**
 * Indents JSON text by two spaces without parsing it into values, so what the token carries is
 * shown as it is: numbers keep every digit (a 64-bit id stays exact), strings keep their escapes,
 * and a repeated key stays visible. The text must already be known to be JSON.
 */
export function reindent(json: string): string {
  let out = '';
  let depth = 0;
  const newline = () => '\n' + '  '.repeat(depth);
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (char === '"') {
      let j = i + 1;
      while (j < json.length && json[j] !== '"') j += json[j] === '\\' ? 2 : 1;
      out += json.slice(i, j + 1);
      i = j;
    } else if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      let j = i + 1;
      while (j < json.length && isSpace(json[j])) j++;
      if (json[j] === close) {
        out += char + close;
        i = j;
      } else {
        depth++;
        out += char + newline();
      }
    } else if (char === '}' || char === ']') {
      depth--;
      out += newline() + char;
    } else if (char === ',') out += ',' + newline();
    else if (char === ':') out += ': ';
    else if (!isSpace(char)) out += char;
  }
  return out;
}

const isSpace = (char: string) => char === ' ' || char === '\t' || char === '\n' || char === '\r';

/**
 * Removes the whitespace between JSON tokens, keeping every token as written (the inverse of
 * `reindent`): what a signed token carries is the text the visitor typed, digits and escapes
 * included. The text must already be known to be JSON.
 */
export function compact(json: string): string {
  let out = '';
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (char === '"') {
      let j = i + 1;
      while (j < json.length && json[j] !== '"') j += json[j] === '\\' ? 2 : 1;
      out += json.slice(i, j + 1);
      i = j;
    } else if (!isSpace(char)) out += char;
  }
  return out;
}

/** Where a text stops being JSON (RFC 8259), and why. */
export interface JsonFault {
  offset: number;
  message: string;
}

/** Deeper nesting than any header or claims set needs; it keeps the check's recursion short. */
const MAX_DEPTH = 256;

/**
 * The first place the text breaks the JSON grammar, or null when it is one JSON value. The checks
 * are the grammar's own, so every browser and the worker give the same place and words.
 */
export function jsonFault(text: string): JsonFault | null {
  let at = 0;
  const fault = (message: string, offset = at): never => {
    throw new Fault({ offset, message });
  };
  const skip = () => {
    while (at < text.length && isSpace(text[at])) at++;
  };
  const found = () => (at >= text.length ? 'the text ends' : `found ${describe(text, at)}`);
  const literal = (word: string) => {
    if (text.startsWith(word, at)) at += word.length;
    else fault(`Expected a value: ${found()}`);
  };
  const string = () => {
    const start = at++;
    for (;;) {
      if (at >= text.length) fault('This string is never closed: a " is missing', start);
      const code = text.charCodeAt(at);
      if (code === 0x22) break;
      if (code < 0x20)
        fault('A string cannot hold a line break or control character: write it as an escape (\\n, \\t)');
      if (code === 0x5c) {
        const escaped = text[at + 1];
        if (escaped === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6)))
            fault('\\u must be followed by four hexadecimal digits');
          at += 6;
          continue;
        }
        if (escaped === undefined || !'"\\/bfnrt'.includes(escaped))
          fault(
            `\\${escaped ?? ''} is not an escape JSON knows: use \\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX`,
          );
        at += 2;
        continue;
      }
      at++;
    }
    at++;
  };
  const number = () => {
    const grammar = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    grammar.lastIndex = at;
    const digits = grammar.exec(text)?.[0];
    if (digits === undefined) fault(`Expected a value: ${describe(text, at)} does not start a JSON number`);
    else at += digits.length;
  };
  const value = (depth: number): void => {
    if (depth > MAX_DEPTH) fault(`Nested more than ${MAX_DEPTH} levels deep`);
    skip();
    const char = text[at];
    if (char === '{') {
      at++;
      skip();
      if (text[at] === '}') {
        at++;
        return;
      }
      for (;;) {
        skip();
        if (text[at] !== '"') fault(`Expected a member name in double quotes: ${found()}`);
        string();
        skip();
        if (text[at] !== ':') fault(`Expected ':' after the member name: ${found()}`);
        at++;
        value(depth + 1);
        skip();
        if (text[at] === ',') {
          at++;
          continue;
        }
        if (text[at] === '}') {
          at++;
          return;
        }
        fault(`Expected ',' or '}' after a member: ${found()}`);
      }
    }
    if (char === '[') {
      at++;
      skip();
      if (text[at] === ']') {
        at++;
        return;
      }
      for (;;) {
        value(depth + 1);
        skip();
        if (text[at] === ',') {
          at++;
          continue;
        }
        if (text[at] === ']') {
          at++;
          return;
        }
        fault(`Expected ',' or ']' after an item: ${found()}`);
      }
    }
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    if (char === '-' || (char >= '0' && char <= '9')) return number();
    fault(`Expected a value: ${found()}`);
  };
  try {
    value(0);
    skip();
    if (at < text.length) fault(`Only one JSON value is allowed: ${found()} after it`);
    return null;
  } catch (e) {
    if (e instanceof Fault) return e.fault;
    throw e;
  }
}

class Fault extends Error {
  constructor(readonly fault: JsonFault) {
    super(fault.message);
  }
}

/** A character as a message names it: quoted, or by its code point when it cannot be seen. */
function describe(text: string, at: number): string {
  const code = text.codePointAt(at) ?? 0;
  if (code <= 0x20 || code === 0x7f) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `'${String.fromCodePoint(code)}'`;
}
