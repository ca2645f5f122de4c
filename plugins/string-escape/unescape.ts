import { decodeHTML } from 'entities';
import type { Language } from './languages';

/**
 * Reading a string literal of each language back into its text. A literal may be pasted with its
 * quotes or without them (the text between the quotes); each language's own rules then say what an
 * escape means, and an escape the language refuses is an `UnescapeError` with its place.
 */

/** Why a literal cannot be read, and the offset in the input of the character at fault. */
export class UnescapeError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'UnescapeError';
  }
}

/** Something the language accepts but that may not mean what was meant: \q kept as it is in Python. */
export interface UnescapeNote {
  message: string;
  offset: number;
}

export interface Unescaped {
  text: string;
  /** the first such thing, if any */
  note: UnescapeNote | null;
}

const HEX = /^[0-9A-Fa-f]$/;
const isHex = (ch: string | undefined): boolean => ch !== undefined && HEX.test(ch);
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isOctal = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '7';

/** Up to `max` hex digits at `from` (and at least `min`), or null. */
function hexRun(text: string, from: number, end: number, min: number, max: number): string | null {
  let to = from;
  while (to < end && to - from < max && isHex(text[to])) to++;
  return to - from >= min ? text.slice(from, to) : null;
}

/** How a character is named in a message: the character itself when it is visible, with its code point. */
export function describeChar(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  const code = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  const names: Record<number, string> = { 0x0a: 'line feed', 0x0d: 'carriage return', 0x09: 'tab', 0x00: 'NUL' };
  if (names[cp]) return `${code} (${names[cp]})`;
  return cp < 0x20 || cp === 0x7f || (cp >= 0xd800 && cp <= 0xdfff) ? code : `“${ch}” (${code})`;
}

/** A stretch of the input: the literal's body from `start` to `end`, and the quote that surrounded it. */
interface Body {
  start: number;
  end: number;
  /** the quote the literal was written with, or '' when the input is the body alone */
  quote: string;
}

/**
 * Finds the literal's quotes: when the input, less surrounding white space, starts and ends with one
 * of `quotes` (the longest first: `"""` before `"`), the body is what lies between them; otherwise
 * the whole input is the body.
 */
function findBody(input: string, quotes: readonly string[], prefixes: readonly string[] = ['']): Body {
  let start = 0;
  let end = input.length;
  while (start < end && /\s/.test(input[start] ?? '')) start++;
  while (end > start && /\s/.test(input[end - 1] ?? '')) end--;
  for (const prefix of prefixes) {
    for (const quote of quotes) {
      const open = prefix + quote;
      if (end - start >= open.length + quote.length && input.startsWith(open, start) && input.endsWith(quote, end)) {
        return { start: start + open.length, end: end - quote.length, quote };
      }
    }
  }
  return { start: 0, end: input.length, quote: '' };
}

/** A piece of output under construction: slices of the input between escapes, and the escapes' values. */
class Out {
  private parts: string[] = [];
  note: UnescapeNote | null = null;
  constructor(private readonly input: string) {}
  copy(from: number, to: number): void {
    if (to > from) this.parts.push(this.input.slice(from, to));
  }
  push(text: string): void {
    this.parts.push(text);
  }
  warn(message: string, offset: number): void {
    this.note ??= { message, offset };
  }
  done(): Unescaped {
    return { text: this.parts.join(''), note: this.note };
  }
}

/**
 * Bytes given one escape at a time (Go's \xFF and \377, bash's \xFF): consecutive byte escapes are
 * gathered and read as UTF-8 together, so `\xe2\x82\xac` is "€"; bytes that are not UTF-8 text
 * cannot become a string here and are reported at the first of them.
 */
class Bytes {
  private bytes: number[] = [];
  private at = 0;
  add(byte: number, offset: number): void {
    if (this.bytes.length === 0) this.at = offset;
    this.bytes.push(byte);
  }
  flush(out: Out): void {
    if (this.bytes.length === 0) return;
    const shown = this.bytes.map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('');
    try {
      out.push(new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(this.bytes)));
    } catch {
      throw new UnescapeError(`The bytes ${shown} are not UTF-8 text, so they cannot be shown as a string`, this.at);
    }
    this.bytes = [];
  }
}

const unterminatedEnd = (offset: number) =>
  new UnescapeError('A backslash at the end escapes nothing: the closing quote may be missing', offset);

/**
 * JSON (RFC 8259 §7): \" \\ \/ \b \f \n \r \t and \uXXXX are the only escapes; control characters
 * U+0000–U+001F may not stand unescaped; inside quotes an unescaped `"` ends the string.
 */
export function unescapeJson(input: string): Unescaped {
  const { start, end, quote } = findBody(input, ['"']);
  const out = new Out(input);
  const simple: Record<string, string> = {
    '"': '"',
    '\\': '\\',
    '/': '/',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
  };
  let from = start;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x5c) {
      out.copy(from, i);
      if (i + 1 >= end) throw unterminatedEnd(i);
      const e = input[i + 1] ?? '';
      if (e === 'u') {
        const digits = hexRun(input, i + 2, end, 4, 4);
        if (digits === null) throw new UnescapeError('\\u must be followed by four hex digits', i);
        out.push(String.fromCharCode(parseInt(digits, 16)));
        i += 5;
      } else if (e in simple) {
        out.push(simple[e] ?? '');
        i += 1;
      } else {
        throw new UnescapeError(
          `Invalid escape \\${e}: JSON allows only \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX`,
          i,
        );
      }
      from = i + 1;
    } else if (c < 0x20) {
      throw new UnescapeError(
        `${describeChar(input[i] ?? '')} cannot stand unescaped in a JSON string; write it as an escape`,
        i,
      );
    } else if (c === 0x22 && quote) {
      throw new UnescapeError('An unescaped " ends the string before its closing quote', i);
    }
  }
  out.copy(from, end);
  return out.done();
}

const isLineTerminator = (c: number) => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;

/**
 * JavaScript (ECMA-262 §12.9.4 string literals, §13.2.8 template literals; Annex B legacy octal):
 * \' \" \\ \b \f \n \r \t \v, \0 (not before a digit), \xHH, \uHHHH, \u{H…} up to 10FFFF, and a
 * backslash before a line break joins the lines. Any other character after a backslash stands
 * for itself (\q is q). Legacy octal escapes (\1, \012) and \8 \9 are read as sloppy-mode
 * scripts read them, and are errors in a template literal. A raw LF or CR ends a '…' or "…"
 * string; in a template a raw CRLF or CR is read as LF, and `${` starts a substitution.
 */
export function unescapeJavaScript(input: string): Unescaped {
  const { start, end, quote } = findBody(input, ['"', "'", '`']);
  const template = quote === '`';
  const out = new Out(input);
  const simple: Record<string, string> = {
    "'": "'",
    '"': '"',
    '\\': '\\',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
  };
  let from = start;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x5c) {
      out.copy(from, i);
      if (i + 1 >= end) throw unterminatedEnd(i);
      const e = input[i + 1] ?? '';
      const ec = input.charCodeAt(i + 1);
      if (e in simple) {
        out.push(simple[e] ?? '');
        i += 1;
      } else if (e === 'x') {
        const digits = hexRun(input, i + 2, end, 2, 2);
        if (digits === null) throw new UnescapeError('\\x must be followed by two hex digits', i);
        out.push(String.fromCharCode(parseInt(digits, 16)));
        i += 3;
      } else if (e === 'u') {
        if (input[i + 2] === '{') {
          const close = input.indexOf('}', i + 3);
          const digits = close === -1 || close >= end ? '' : input.slice(i + 3, close);
          const value = /^[0-9A-Fa-f]+$/.test(digits) ? parseInt(digits, 16) : NaN;
          if (!(value <= 0x10ffff)) {
            throw new UnescapeError('\\u{…} must hold hex digits of a code point up to 10FFFF', i);
          }
          out.push(String.fromCodePoint(value));
          i = close;
        } else {
          const digits = hexRun(input, i + 2, end, 4, 4);
          if (digits === null) throw new UnescapeError('\\u must be followed by four hex digits or {…}', i);
          out.push(String.fromCharCode(parseInt(digits, 16)));
          i += 5;
        }
      } else if (e === '0' && !(i + 2 < end && isDigit(input.charCodeAt(i + 2)))) {
        out.push('\0');
        i += 1;
      } else if (e >= '0' && e <= '9') {
        if (template)
          throw new UnescapeError(`\\${e}: octal and \\8 \\9 escapes are not allowed in a template literal`, i);
        if (e === '8' || e === '9') {
          out.push(e);
          out.warn(`\\${e} is read as “${e}” (and refused in strict mode)`, i);
          i += 1;
        } else {
          // Annex B LegacyOctalEscapeSequence: up to three digits while the value stays below 256
          let to = i + 2;
          const most = e <= '3' ? 3 : 2;
          while (to < end && to - (i + 1) < most && isOctal(input[to])) to++;
          out.push(String.fromCharCode(parseInt(input.slice(i + 1, to), 8)));
          out.warn(`${input.slice(i, to)} is a legacy octal escape, refused in strict mode and templates`, i);
          i = to - 1;
        }
      } else if (isLineTerminator(ec)) {
        // a line continuation: the backslash and the line break (CRLF as one) stand for nothing
        i += ec === 0x0d && input.charCodeAt(i + 2) === 0x0a ? 2 : 1;
      } else {
        const cp = input.codePointAt(i + 1) ?? ec;
        const ch = String.fromCodePoint(cp);
        out.push(ch);
        out.warn(`\\${ch} is not an escape: JavaScript reads it as “${ch}”`, i);
        i += ch.length;
      }
      from = i + 1;
    } else if (template) {
      if (c === 0x0d) {
        out.copy(from, i);
        out.push('\n');
        if (input.charCodeAt(i + 1) === 0x0a) i++;
        from = i + 1;
      } else if (c === 0x24 && input.charCodeAt(i + 1) === 0x7b && i + 1 < end) {
        throw new UnescapeError('${ starts a substitution in a template literal; write \\${ for the text', i);
      } else if (c === 0x60) {
        throw new UnescapeError('An unescaped ` ends the template literal before its closing quote', i);
      }
    } else if (c === 0x0a || c === 0x0d) {
      throw new UnescapeError(
        `${describeChar(input[i] ?? '')} cannot stand in a string literal; write \\n or \\r (or use a template literal)`,
        i,
      );
    } else if (quote && c === quote.charCodeAt(0)) {
      throw new UnescapeError(`An unescaped ${quote} ends the string before its closing quote`, i);
    }
  }
  out.copy(from, end);
  return out.done();
}

/**
 * Java (JLS §3.3 Unicode escapes, §3.10.7 escape sequences): \b \s \t \n \f \r \" \' \\, octal
 * \0–\377 (one to three digits, three only when the first is 0–3), and \uXXXX with one or more u's.
 * A raw line break ends the literal; any other character after a backslash is an illegal escape.
 * A \u escape is read as the character it names (Java translates it before lexing, so \u005c would
 * there start another escape; it is taken here as a plain backslash).
 */
export function unescapeJava(input: string): Unescaped {
  const { start, end, quote } = findBody(input, ['"']);
  const out = new Out(input);
  const simple: Record<string, string> = {
    b: '\b',
    s: ' ',
    t: '\t',
    n: '\n',
    f: '\f',
    r: '\r',
    '"': '"',
    "'": "'",
    '\\': '\\',
  };
  let from = start;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x5c) {
      out.copy(from, i);
      if (i + 1 >= end) throw unterminatedEnd(i);
      const e = input[i + 1] ?? '';
      if (e in simple) {
        out.push(simple[e] ?? '');
        i += 1;
      } else if (e === 'u') {
        let at = i + 1;
        while (input[at] === 'u' && at < end) at++;
        const digits = hexRun(input, at, end, 4, 4);
        if (digits === null)
          throw new UnescapeError('Illegal Unicode escape: \\u must be followed by four hex digits', i);
        out.push(String.fromCharCode(parseInt(digits, 16)));
        i = at + 3;
      } else if (isOctal(e)) {
        let to = i + 2;
        const most = e <= '3' ? 3 : 2;
        while (to < end && to - (i + 1) < most && isOctal(input[to])) to++;
        out.push(String.fromCharCode(parseInt(input.slice(i + 1, to), 8)));
        i = to - 1;
      } else {
        throw new UnescapeError(
          `Illegal escape character \\${e}: Java allows \\b \\s \\t \\n \\f \\r \\" \\' \\\\, octal and \\uXXXX`,
          i,
        );
      }
      from = i + 1;
    } else if (c === 0x0a || c === 0x0d) {
      throw new UnescapeError(
        `${describeChar(input[i] ?? '')} cannot stand in a Java string literal; write \\n or \\r`,
        i,
      );
    } else if (quote && c === 0x22) {
      throw new UnescapeError('An unescaped " ends the string before its closing quote', i);
    }
  }
  out.copy(from, end);
  return out.done();
}

/** C#'s new-line characters (§6.3.2), which cannot stand in a regular string literal. */
const isCSharpNewLine = (c: number) => c === 0x0a || c === 0x0d || c === 0x85 || c === 0x2028 || c === 0x2029;

/**
 * C# (§6.4.5.5): \' \" \\ \0 \a \b \e \f \n \r \t \v, \x with one to four hex digits (greedy),
 * \uXXXX and \UXXXXXXXX up to 10FFFF; anything else is "Unrecognized escape sequence" (CS1009), and
 * a raw new-line character is "Newline in constant" (CS1010). A verbatim literal @"…" has no
 * escapes: only "" stands for a quote, and line breaks are kept.
 */
export function unescapeCSharp(input: string): Unescaped {
  const verbatim = findBody(input, ['"'], ['@']);
  if (verbatim.quote && input.slice(0, verbatim.start).trimStart().startsWith('@')) {
    return unescapeDoubledQuote(input, verbatim, '"', 'C# verbatim string');
  }
  const { start, end, quote } = findBody(input, ['"']);
  const out = new Out(input);
  const simple: Record<string, string> = {
    "'": "'",
    '"': '"',
    '\\': '\\',
    '0': '\0',
    a: '\x07',
    b: '\b',
    e: '\x1b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
  };
  let from = start;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x5c) {
      out.copy(from, i);
      if (i + 1 >= end) throw unterminatedEnd(i);
      const e = input[i + 1] ?? '';
      if (e in simple) {
        out.push(simple[e] ?? '');
        i += 1;
      } else if (e === 'x' || e === 'u' || e === 'U') {
        const [min, max] = e === 'x' ? [1, 4] : e === 'u' ? [4, 4] : [8, 8];
        const digits = hexRun(input, i + 2, end, min, max);
        const value = digits === null ? NaN : parseInt(digits, 16);
        if (!(value <= 0x10ffff)) {
          const need =
            e === 'x' ? 'one to four hex digits' : e === 'u' ? 'four hex digits' : 'eight hex digits up to 0010FFFF';
          throw new UnescapeError(`Unrecognized escape sequence: \\${e} must be followed by ${need}`, i);
        }
        out.push(String.fromCodePoint(value));
        i += 1 + (digits?.length ?? 0);
      } else {
        throw new UnescapeError(`Unrecognized escape sequence \\${e}`, i);
      }
      from = i + 1;
    } else if (isCSharpNewLine(c)) {
      throw new UnescapeError(`Newline in constant: ${describeChar(input[i] ?? '')} cannot stand in a C# string`, i);
    } else if (quote && c === 0x22) {
      throw new UnescapeError('An unescaped " ends the string before its closing quote', i);
    }
  }
  out.copy(from, end);
  return out.done();
}

/** A literal whose only escape is a doubled quote (SQL '…', a C# verbatim string, a CSV field). */
function unescapeDoubledQuote(input: string, { start, end }: Body, quote: string, what: string): Unescaped {
  const out = new Out(input);
  let from = start;
  for (let i = input.indexOf(quote, start); i !== -1 && i < end; i = input.indexOf(quote, i + 2)) {
    if (input[i + 1] !== quote || i + 1 >= end) {
      throw new UnescapeError(
        `A single ${quote} ends the ${what}; a ${quote} inside it is written ${quote}${quote}`,
        i,
      );
    }
    out.copy(from, i + 1);
    from = i + 2;
  }
  out.copy(from, end);
  return out.done();
}

/**
 * Python (Language Reference §2.4.1, escape sequences): \<newline> joins lines; \\ \' \" \a \b \f
 * \n \r \t \v; \ooo (one to three octal digits); \xhh (exactly two); \uxxxx; \Uxxxxxxxx up to
 * 10FFFF. Python keeps an unknown escape such as \q with its backslash (3.12 warns "invalid escape
 * sequence"); \N{name} needs Python's table of character names, which this tool does not carry,
 * so it is reported. A raw line break ends a '…' string but not a '''…''' one.
 */
export function unescapePython(input: string): Unescaped {
  const { start, end, quote } = findBody(input, ["'''", '"""', "'", '"']);
  const triple = quote.length === 3;
  const out = new Out(input);
  const simple: Record<string, string> = {
    '\\': '\\',
    "'": "'",
    '"': '"',
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
  };
  let from = start;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x5c) {
      out.copy(from, i);
      if (i + 1 >= end) throw unterminatedEnd(i);
      const e = input[i + 1] ?? '';
      if (e in simple) {
        out.push(simple[e] ?? '');
        i += 1;
      } else if (e === '\n') {
        i += 1;
      } else if (e === '\r') {
        i += input[i + 2] === '\n' ? 2 : 1;
      } else if (isOctal(e)) {
        let to = i + 2;
        while (to < end && to - (i + 1) < 3 && isOctal(input[to])) to++;
        out.push(String.fromCharCode(parseInt(input.slice(i + 1, to), 8)));
        i = to - 1;
      } else if (e === 'x' || e === 'u' || e === 'U') {
        const width = e === 'x' ? 2 : e === 'u' ? 4 : 8;
        const digits = hexRun(input, i + 2, end, width, width);
        if (digits === null) throw new UnescapeError(`Truncated \\${e}${'X'.repeat(width)} escape`, i);
        const value = parseInt(digits, 16);
        if (value > 0x10ffff) throw new UnescapeError(`\\U${digits} is an illegal Unicode character (past 10FFFF)`, i);
        out.push(String.fromCodePoint(value));
        i += 1 + width;
      } else if (e === 'N') {
        throw new UnescapeError('\\N{…} names a character by its Unicode name, which this tool cannot look up', i);
      } else {
        out.push('\\');
        out.warn(`Invalid escape sequence \\${e}: Python keeps the backslash (and 3.12 warns)`, i);
      }
      from = i + 1;
    } else if (!triple && (c === 0x0a || c === 0x0d)) {
      throw new UnescapeError(
        `${describeChar(input[i] ?? '')} ends a one-line string: write \\n, or use a '''…''' string`,
        i,
      );
    } else if (quote && !triple && c === quote.charCodeAt(0)) {
      throw new UnescapeError(`An unescaped ${quote} ends the string before its closing quote`, i);
    }
  }
  out.copy(from, end);
  return out.done();
}

/**
 * Go (spec: Rune literals, String literals): in "…", \a \b \f \n \r \t \v \\ \", \ooo (exactly
 * three octal digits, at most 377), \xhh (exactly two) — both single bytes — and \uhhhh,
 * \Uhhhhhhhh, which may not name a surrogate half or pass 10FFFF; \' is only for rune literals. A
 * raw line break is "newline in string". A raw string `…` has no escapes, and its CRs are dropped.
 */
export function unescapeGo(input: string): Unescaped {
  const raw = findBody(input, ['`']);
  if (raw.quote) {
    const body = input.slice(raw.start, raw.end);
    const tick = body.indexOf('`');
    if (tick !== -1) throw new UnescapeError('A ` ends the raw string before its closing quote', raw.start + tick);
    return { text: body.replaceAll('\r', ''), note: null };
  }
  const { start, end, quote } = findBody(input, ['"']);
  const out = new Out(input);
  const bytes = new Bytes();
  const simple: Record<string, string> = {
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    '\\': '\\',
    '"': '"',
  };
  let from = start;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x5c) {
      out.copy(from, i);
      if (i + 1 >= end) throw unterminatedEnd(i);
      const e = input[i + 1] ?? '';
      if (e === 'x' || isOctal(e)) {
        const digits =
          e === 'x'
            ? hexRun(input, i + 2, end, 2, 2)
            : /^[0-7]{3}$/.test(input.slice(i + 1, i + 4)) && i + 4 <= end
              ? input.slice(i + 1, i + 4)
              : null;
        if (digits === null) {
          throw new UnescapeError(
            e === 'x' ? '\\x must be followed by two hex digits' : 'An octal escape needs three digits, \\000 to \\377',
            i,
          );
        }
        const value = parseInt(digits, e === 'x' ? 16 : 8);
        if (value > 0xff) throw new UnescapeError(`Octal escape value ${value} > 255`, i);
        bytes.add(value, i);
        // \xhh and \ooo are both four characters long
        i += 3;
        from = i + 1;
        continue;
      }
      bytes.flush(out);
      if (e in simple) {
        out.push(simple[e] ?? '');
        i += 1;
      } else if (e === 'u' || e === 'U') {
        const width = e === 'u' ? 4 : 8;
        const digits = hexRun(input, i + 2, end, width, width);
        if (digits === null) throw new UnescapeError(`\\${e} must be followed by ${width} hex digits`, i);
        const value = parseInt(digits, 16);
        if (value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) {
          throw new UnescapeError(`Escape sequence \\${e}${digits} is an invalid Unicode code point`, i);
        }
        out.push(String.fromCodePoint(value));
        i += 1 + width;
      } else {
        throw new UnescapeError(`Unknown escape sequence \\${e}`, i);
      }
      from = i + 1;
      continue;
    }
    bytes.flush(out);
    if (c === 0x0a || c === 0x0d) {
      throw new UnescapeError(`Newline in string: ${describeChar(input[i] ?? '')} cannot stand in a Go "…" string`, i);
    } else if (quote && c === 0x22) {
      throw new UnescapeError('An unescaped " ends the string before its closing quote', i);
    }
  }
  bytes.flush(out);
  out.copy(from, end);
  return out.done();
}

/**
 * The inside of bash's $'…' (bash manual §3.1.2.4, ANSI-C quoting) from `start` to its closing `'`:
 * \a \b \e \E \f \n \r \t \v \\ \' \" \?, \nnn (one to three octal digits) and \xHH (one or two hex
 * digits) as bytes, \uHHHH and \UHHHHHHHH (one to four, one to eight hex digits) as characters,
 * \cx as the control character x. bash keeps an unknown escape with its backslash. Returns the
 * offset of the closing quote.
 */
function readAnsiC(input: string, start: number, out: Out, open: number): number {
  const bytes = new Bytes();
  const simple: Record<string, string> = {
    a: '\x07',
    b: '\b',
    e: '\x1b',
    E: '\x1b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    '\\': '\\',
    "'": "'",
    '"': '"',
    '?': '?',
  };
  let from = start;
  for (let i = start; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x27) {
      bytes.flush(out);
      out.copy(from, i);
      return i;
    }
    if (c !== 0x5c) {
      if (from === i) bytes.flush(out);
      continue;
    }
    out.copy(from, i);
    const e = input[i + 1] ?? '';
    if (isOctal(e) || (e === 'x' && isHex(input[i + 2]))) {
      let to = e === 'x' ? i + 2 : i + 1;
      const at = to;
      while (to < input.length && to - at < (e === 'x' ? 2 : 3) && (e === 'x' ? isHex(input[to]) : isOctal(input[to])))
        to++;
      bytes.add(parseInt(input.slice(at, to), e === 'x' ? 16 : 8) & 0xff, i);
      i = to - 1;
      from = to;
      continue;
    }
    bytes.flush(out);
    if (e in simple) {
      out.push(simple[e] ?? '');
      i += 1;
    } else if ((e === 'u' || e === 'U') && isHex(input[i + 2])) {
      const digits = hexRun(input, i + 2, input.length, 1, e === 'u' ? 4 : 8) ?? '0';
      const value = parseInt(digits, 16);
      if (value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) {
        throw new UnescapeError(`\\${e}${digits} is not a Unicode character bash can write`, i);
      }
      out.push(String.fromCodePoint(value));
      i += 1 + digits.length;
    } else if (e === 'c' && i + 2 < input.length && input[i + 2] !== "'") {
      const ch = input.charCodeAt(i + 2);
      out.push(String.fromCharCode(ch === 0x3f ? 0x7f : ch & 0x1f));
      i += 2;
    } else if (e === '') {
      break;
    } else {
      out.push('\\');
      out.warn(`\\${e} is not an ANSI-C escape: bash keeps the backslash`, i);
      from = i + 1;
      continue;
    }
    from = i + 1;
  }
  throw new UnescapeError("This $'…' string has no closing quote", open);
}

/** Characters that mean something to the shell when unquoted. */
const SHELL_SPECIAL = new Set(['|', '&', ';', '<', '>', '(', ')', '$', '`', '*', '?', '[', '#', '~']);

/**
 * One word of a POSIX shell or bash command line (POSIX XCU §2.2 quoting; bash's $'…'): '…' keeps
 * everything up to the next `'`; "…" keeps everything but \ before $ ` " \ or a line break (which
 * then stand for themselves, the line break for nothing), and refuses an unescaped $ or ` (they
 * would expand); $'…' is ANSI-C quoting; unquoted, a backslash quotes the next character (and
 * removes a line break), white space would split the word, and | & ; < > ( ) $ ` * ? [ # ~ would
 * be read by the shell, so each is reported.
 */
export function unescapeShell(input: string): Unescaped {
  let start = 0;
  let end = input.length;
  while (start < end && /\s/.test(input[start] ?? '')) start++;
  while (end > start && /\s/.test(input[end - 1] ?? '')) end--;
  const out = new Out(input);
  const text = input.slice(0, end);
  for (let i = start; i < end; i++) {
    const ch = text[i] ?? '';
    if (ch === "'") {
      const close = text.indexOf("'", i + 1);
      if (close === -1) throw new UnescapeError("This '…' string has no closing quote", i);
      out.copy(i + 1, close);
      i = close;
    } else if (ch === '$' && text[i + 1] === "'") {
      i = readAnsiC(text, i + 2, out, i);
    } else if (ch === '"') {
      let from = i + 1;
      let j = i + 1;
      for (; j < end; j++) {
        const d = text[j];
        if (d === '"') break;
        if (d === '\\') {
          const next = text[j + 1];
          if (next === '$' || next === '`' || next === '"' || next === '\\' || next === '\n') {
            out.copy(from, j);
            if (next !== '\n') out.push(next);
            j++;
            from = j + 1;
          }
        } else if (d === '$' || d === '`') {
          throw new UnescapeError(`An unescaped ${d} inside "…" would be expanded by the shell; write \\${d}`, j);
        }
      }
      if (j >= end) throw new UnescapeError('This "…" string has no closing quote', i);
      out.copy(from, j);
      i = j;
    } else if (ch === '\\') {
      if (i + 1 >= end) throw unterminatedEnd(i);
      const cp = text.codePointAt(i + 1) ?? 0;
      const next = String.fromCodePoint(cp);
      if (next !== '\n') out.push(next);
      i += next.length;
    } else if (/\s/.test(ch)) {
      throw new UnescapeError('Unquoted white space splits this into more than one shell word', i);
    } else if (SHELL_SPECIAL.has(ch) && !(ch === '#' && i > start) && !(ch === '~' && i > start)) {
      throw new UnescapeError(`An unquoted ${ch} would be read by the shell, not kept as text`, i);
    } else {
      out.copy(i, i + 1);
    }
  }
  return out.done();
}

/** Standard SQL: '…' with '' for a quote inside; nothing else is an escape. */
export function unescapeSql(input: string): Unescaped {
  return unescapeDoubledQuote(input, findBody(input, ["'"]), "'", 'SQL string');
}

/** What each MySQL escape stands for (the manual's table); \% and \_ stay as written, for LIKE patterns. */
const MYSQL_UNESCAPES: Record<string, string> = {
  '0': '\0',
  "'": "'",
  '"': '"',
  b: '\b',
  n: '\n',
  r: '\r',
  t: '\t',
  Z: '\x1a',
  '\\': '\\',
  '%': '\\%',
  _: '\\_',
};

/**
 * MySQL (Reference Manual, String Literals), as the server reads a '…' or "…" literal with its default
 * SQL mode: the escapes of the manual's table (\0 \' \" \b \n \r \t \Z \\), \% and \_ kept with their
 * backslash, any other backslash dropped (\x is x), and the quote doubled inside stands for itself.
 */
export function unescapeMySql(input: string): Unescaped {
  const { start, end, quote } = findBody(input, ["'", '"']);
  const out = new Out(input);
  let from = start;
  for (let i = start; i < end; i++) {
    const ch = input[i];
    if (quote !== '' && ch === quote) {
      if (input[i + 1] !== quote || i + 1 >= end)
        throw new UnescapeError(`A single ${quote} ends the MySQL string; write it \\${quote} or ${quote}${quote}`, i);
      out.copy(from, i + 1);
      from = i + 2;
      i++;
      continue;
    }
    if (ch !== '\\') continue;
    if (i + 1 >= end) throw unterminatedEnd(i);
    out.copy(from, i);
    const next = input[i + 1];
    const known = Object.hasOwn(MYSQL_UNESCAPES, next) ? MYSQL_UNESCAPES[next] : undefined;
    if (known === undefined) out.warn(`MySQL reads \\${next} as ${next}: the backslash is dropped`, i);
    out.push(known ?? next);
    i++;
    from = i + 1;
  }
  out.copy(from, end);
  return out.done();
}

/**
 * A CSV field (RFC 4180 §2): quoted, it runs to the closing `"` with "" for a quote inside and may
 * hold commas and line breaks; unquoted, it may hold none of `"`, a comma or a line break.
 */
export function unescapeCsv(input: string): Unescaped {
  const body = findBody(input, ['"']);
  if (body.quote) return unescapeDoubledQuote(input, body, '"', 'quoted CSV field');
  const bad = /[",\r\n]/.exec(input);
  if (bad) {
    const what =
      bad[0] === '"'
        ? 'A " inside an unquoted field: quote the whole field and double the quote'
        : bad[0] === ','
          ? 'A comma ends an unquoted field: this is more than one field'
          : 'A line break ends an unquoted field: this is more than one row';
    throw new UnescapeError(what, bad.index);
  }
  return { text: input, note: null };
}

/**
 * HTML and XML character references (HTML Living Standard §13.2.5.72 onwards), read as a browser
 * reads them in text: every named reference (the full table, the legacy ones without `;` too),
 * decimal and hex references, Windows-1252 for &#128;–&#159;, U+FFFD for NUL, surrogates and
 * values past 10FFFF. Python's html.unescape follows the same rules. Nothing is an error.
 */
export function unescapeHtml(input: string): Unescaped {
  return { text: decodeHTML(input), note: null };
}

/** Reads a literal of the language. Throws UnescapeError. */
export function unescapeAs(language: Language, input: string): Unescaped {
  switch (language) {
    case 'json':
      return unescapeJson(input);
    case 'javascript':
      return unescapeJavaScript(input);
    case 'java':
      return unescapeJava(input);
    case 'csharp':
      return unescapeCSharp(input);
    case 'python':
      return unescapePython(input);
    case 'go':
      return unescapeGo(input);
    case 'shell':
    case 'bash':
      return unescapeShell(input);
    case 'sql':
      return unescapeSql(input);
    case 'mysql':
      return unescapeMySql(input);
    case 'html':
      return unescapeHtml(input);
    case 'csv':
      return unescapeCsv(input);
  }
}
