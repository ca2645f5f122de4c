/** Parse errors and warnings: the exact failure messages, their line and column, and the text around an error. */

export interface JsonError {
  message: string;
  /** 1-based; computed from the error offset. */
  line: number;
  /** 1-based, in UTF-16 units. */
  column: number;
  offset: number;
}

export interface JsonWarning {
  message: string;
  /** JSON Pointer of the duplicated member. */
  path: string;
  line: number;
  column: number;
}

export class ParseFailure extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

export function describeChar(text: string, pos: number): string {
  if (pos >= text.length) return 'Unexpected end of JSON input';
  const cp = text.codePointAt(pos)!;
  const ch = String.fromCodePoint(cp);
  if (cp < 0x20) return `Unexpected control character U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return `Unexpected token '${ch}'`;
}

/** Finds the precise failure inside a string token starting at `start` (which failed STRING_RE). */
export function stringFailure(text: string, start: number): ParseFailure {
  let i = start + 1;
  for (;;) {
    if (i >= text.length) return new ParseFailure('Unterminated string in JSON', text.length);
    const c = text.charCodeAt(i);
    if (c === 0x22) return new ParseFailure('Unexpected string', i); // not reached in practice
    if (c < 0x20) return new ParseFailure('Bad control character in string literal', i);
    if (c === 0x5c) {
      const e = text[i + 1];
      if (e === undefined) return new ParseFailure('Unterminated string in JSON', text.length);
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
          return new ParseFailure('Bad Unicode escape in string literal', i);
        i += 6;
        continue;
      }
      if (!'"\\/bfnrt'.includes(e)) return new ParseFailure('Bad escaped character in string literal', i + 1);
      i += 2;
      continue;
    }
    i++;
  }
}

export function numberFailure(text: string, start: number): ParseFailure {
  let i = start;
  if (text[i] === '-') i++;
  if (!/[0-9]/.test(text[i] ?? '')) return new ParseFailure('No number after minus sign in JSON', i);
  return new ParseFailure(describeChar(text, i), i);
}

/** 'Line X, Column Y' as shown under the error alert. */
export function formatPosition(line: number, column: number): string {
  return `Line ${line}, Column ${column}`;
}

/** The characters around an error offset on its line, for a caret display (at most `radius` each side). */
export function errorContext(text: string, offset: number, radius = 40): { before: string; at: string; after: string } {
  const lineStart = offset > 0 ? text.lastIndexOf('\n', offset - 1) + 1 : 0;
  let lineEnd = text.indexOf('\n', offset);
  if (lineEnd === -1) lineEnd = text.length;
  const from = Math.max(lineStart, offset - radius);
  const to = Math.min(lineEnd, offset + 1 + radius);
  const strip = (s: string) => s.replace(/\r/g, '');
  return {
    before: strip(text.slice(from, Math.min(offset, lineEnd))),
    at: offset < lineEnd ? strip(text.slice(offset, offset + 1)) : '',
    after: strip(text.slice(Math.min(offset + 1, lineEnd), to)),
  };
}
