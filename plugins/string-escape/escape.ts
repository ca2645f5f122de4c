import type { EscapeSettings, Language } from './languages';

/**
 * Writing text as a string literal of each language. Every function returns the whole literal,
 * quotes included where the language needs them, or throws an `Unrepresentable` naming the first
 * character the language cannot hold (a lone surrogate in a UTF-8 language, NUL in a shell word).
 */

/** A character the chosen language cannot represent, and where it is in the text. */
export class Unrepresentable extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'Unrepresentable';
  }
}

const hex = (n: number, width: number): string => n.toString(16).padStart(width, '0');

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The code point at `i` and how many UTF-16 units it takes; a lone surrogate is returned as itself, one unit. */
function codePointAt(text: string, i: number): { cp: number; size: 1 | 2 } {
  const unit = text.charCodeAt(i);
  if (isHigh(unit) && i + 1 < text.length && isLow(text.charCodeAt(i + 1))) {
    return { cp: (unit - 0xd800) * 0x400 + (text.charCodeAt(i + 1) - 0xdc00) + 0x10000, size: 2 };
  }
  return { cp: unit, size: 1 };
}

const isSurrogate = (cp: number) => cp >= 0xd800 && cp <= 0xdfff;

/** The two UTF-16 units of a code point outside the BMP. */
function surrogatePair(cp: number): [number, number] {
  const v = cp - 0x10000;
  return [0xd800 + (v >> 10), 0xdc00 + (v & 0x3ff)];
}

/**
 * Walks the text code point by code point; `map` returns the escape for a code point, or null to
 * keep it. Runs of kept characters are copied as slices, so megabytes of plain text cost little.
 */
function mapText(text: string, map: (cp: number, offset: number, next: number) => string | null): string {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length;) {
    const { cp, size } = codePointAt(text, i);
    const next = i + size < text.length ? text.charCodeAt(i + size) : -1;
    const escaped = map(cp, i, next);
    if (escaped !== null) {
      if (start < i) parts.push(text.slice(start, i));
      parts.push(escaped);
      start = i + size;
    }
    i += size;
  }
  if (start === 0) return text;
  if (start < text.length) parts.push(text.slice(start));
  return parts.join('');
}

const loneSurrogate = (language: string, cp: number, offset: number) =>
  new Unrepresentable(
    `${language} cannot hold a lone surrogate (U+${hex(cp, 4).toUpperCase()}): its text is UTF-8, where half a surrogate pair has no form`,
    offset,
  );

/**
 * Not printable in Python's sense (str.isprintable) and Go's (unicode.IsPrint): Unicode "Other"
 * (Cc, Cf, Cs, Co, Cn) and "Separator" (Zs, Zl, Zp) characters, except the ASCII space. Both
 * languages escape exactly these in repr() / strconv.Quote.
 */
const NOT_PRINTABLE = /^[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zs}\p{Zl}\p{Zp}]$/u;
export const isPrintable = (cp: number): boolean => cp === 0x20 || !NOT_PRINTABLE.test(String.fromCodePoint(cp));

/**
 * JSON (RFC 8259 §7, and what JSON.stringify writes since ES2019): `"` and `\` are escaped, control
 * characters U+0000–U+001F must be escaped (\b \f \n \r \t by name, the rest as \u00XX), DEL and
 * U+2028/U+2029 are legal as they are, and a lone surrogate is written \udXXX so the text stays
 * valid Unicode. With ASCII only, DEL and every character past it is \uXXXX (a surrogate pair outside the
 * BMP), as Python's json.dumps writes by default.
 */
export function escapeJson(text: string, { asciiOnly }: EscapeSettings): string {
  const body = mapText(text, (cp) => {
    switch (cp) {
      case 0x22:
        return '\\"';
      case 0x5c:
        return '\\\\';
      case 0x08:
        return '\\b';
      case 0x0c:
        return '\\f';
      case 0x0a:
        return '\\n';
      case 0x0d:
        return '\\r';
      case 0x09:
        return '\\t';
    }
    if (cp < 0x20 || isSurrogate(cp)) return `\\u${hex(cp, 4)}`;
    // json.dumps' ensure_ascii keeps only printable ASCII, space to ~: DEL is escaped too
    if (asciiOnly && cp >= 0x7f) return utf16Escapes(cp);
    return null;
  });
  return `"${body}"`;
}

/** A code point as \uXXXX escapes of its UTF-16 units (two for a character outside the BMP). */
function utf16Escapes(cp: number): string {
  if (cp < 0x10000) return `\\u${hex(cp, 4)}`;
  const [high, low] = surrogatePair(cp);
  return `\\u${hex(high, 4)}\\u${hex(low, 4)}`;
}

const JS_QUOTES = { double: '"', single: "'", backtick: '`' } as const;

/**
 * JavaScript (ECMA-262 §12.9.4 string literals, §13.2.8 template literals), written the way jsesc
 * writes them: `\` and the chosen quote are escaped; \b \f \n \r \t \v by name; NUL as \0, or
 * \x00 before a digit (where \0 would read as a legacy octal escape, a syntax error in templates
 * and strict code); other controls and DEL as \xXX. U+2028 and U+2029 are always escaped: before
 * ES2019 they ended a string literal, and they are invisible. A lone surrogate is always \uXXXX,
 * because it cannot be saved as UTF-8. In a template literal `${` is written `\${` and a raw CR
 * would be read back as LF (template values normalise CRLF and CR to LF), which the \r escape
 * avoids. ASCII only writes the rest as \uXXXX, or with ES6 a character outside the BMP as \u{…}.
 */
export function escapeJavaScript(text: string, { quote, asciiOnly, es6 }: EscapeSettings): string {
  const q = JS_QUOTES[quote];
  const body = mapText(text, (cp, _offset, next) => {
    switch (cp) {
      case 0x5c:
        return '\\\\';
      case 0x08:
        return '\\b';
      case 0x0c:
        return '\\f';
      case 0x0a:
        return '\\n';
      case 0x0d:
        return '\\r';
      case 0x09:
        return '\\t';
      case 0x0b:
        return '\\v';
      case 0x00:
        return next >= 0x30 && next <= 0x39 ? '\\x00' : '\\0';
      case 0x2028:
        return '\\u2028';
      case 0x2029:
        return '\\u2029';
    }
    if (cp === q.charCodeAt(0)) return `\\${q}`;
    if (quote === 'backtick' && cp === 0x24 && next === 0x7b) return '\\$';
    if (cp < 0x20 || cp === 0x7f) return `\\x${hex(cp, 2)}`;
    if (isSurrogate(cp)) return `\\u${hex(cp, 4)}`;
    if (asciiOnly && cp > 0x7f) return es6 && cp > 0xffff ? `\\u{${hex(cp, 1)}}` : utf16Escapes(cp);
    return null;
  });
  return `${q}${body}${q}`;
}

/**
 * Java (JLS §3.10.5, §3.10.6): `"` and `\` are escaped, and \b \t \n \f \r by name. Other
 * controls and DEL are written as three-digit octal escapes (\000–\037, \177), never as \u000a:
 * Java turns \uXXXX into the character before it reads the literal (JLS §3.3), so \u000a would
 * end the line inside the string. A lone surrogate is \uXXXX (a Java String is UTF-16 and holds
 * it; a source file cannot). ASCII only writes the rest as \uXXXX, surrogate pairs outside the BMP.
 */
export function escapeJava(text: string, { asciiOnly }: EscapeSettings): string {
  const body = mapText(text, (cp) => {
    switch (cp) {
      case 0x22:
        return '\\"';
      case 0x5c:
        return '\\\\';
      case 0x08:
        return '\\b';
      case 0x09:
        return '\\t';
      case 0x0a:
        return '\\n';
      case 0x0c:
        return '\\f';
      case 0x0d:
        return '\\r';
    }
    if (cp < 0x20 || cp === 0x7f) return `\\${cp.toString(8).padStart(3, '0')}`;
    if (isSurrogate(cp)) return `\\u${hex(cp, 4)}`;
    if (asciiOnly && cp > 0x7f) return utf16Escapes(cp);
    return null;
  });
  return `"${body}"`;
}

/**
 * C# (C# language specification §6.4.5.5, simple and Unicode escape sequences): `"` and `\` are
 * escaped; \0 \a \b \f \n \r \t \v by name; other controls and DEL as \u00XX, never \xXX, whose
 * one to four hex digits would swallow a hex digit after it. U+0085, U+2028 and U+2029 are new-line
 * characters in C# and cannot stand in a regular string literal, so they are escaped too. A lone
 * surrogate is \uXXXX (a .NET string is UTF-16). ASCII only writes the rest as \uXXXX, or
 * \UXXXXXXXX outside the BMP.
 */
export function escapeCSharp(text: string, { asciiOnly }: EscapeSettings): string {
  const body = mapText(text, (cp) => {
    switch (cp) {
      case 0x22:
        return '\\"';
      case 0x5c:
        return '\\\\';
      case 0x00:
        return '\\0';
      case 0x07:
        return '\\a';
      case 0x08:
        return '\\b';
      case 0x0c:
        return '\\f';
      case 0x0a:
        return '\\n';
      case 0x0d:
        return '\\r';
      case 0x09:
        return '\\t';
      case 0x0b:
        return '\\v';
    }
    if (cp < 0x20 || cp === 0x7f || cp === 0x85 || cp === 0x2028 || cp === 0x2029 || isSurrogate(cp)) {
      return `\\u${hex(cp, 4)}`;
    }
    if (asciiOnly && cp > 0x7f) return cp > 0xffff ? `\\U${hex(cp, 8)}` : `\\u${hex(cp, 4)}`;
    return null;
  });
  return `"${body}"`;
}

/**
 * Python, as repr() writes a str (Objects/unicodeobject.c, unicode_repr): single quotes unless the
 * text holds a `'` and no `"`; `\`, the quote, \t \n \r escaped; other characters that are not
 * printable (see isPrintable) as \xXX below U+0100, \uXXXX in the BMP, \UXXXXXXXX beyond; a lone
 * surrogate (a Python str may hold one) as \udXXX. ASCII only is ascii(): every non-ASCII character
 * escaped the same way.
 */
export function escapePython(text: string, { asciiOnly }: EscapeSettings): string {
  const q = text.includes("'") && !text.includes('"') ? '"' : "'";
  const body = mapText(text, (cp) => {
    switch (cp) {
      case 0x5c:
        return '\\\\';
      case 0x09:
        return '\\t';
      case 0x0a:
        return '\\n';
      case 0x0d:
        return '\\r';
    }
    if (cp === q.charCodeAt(0)) return `\\${q}`;
    if (cp < 0x20 || cp === 0x7f || (asciiOnly && cp > 0x7f) || !isPrintable(cp)) {
      if (cp < 0x100) return `\\x${hex(cp, 2)}`;
      if (cp < 0x10000) return `\\u${hex(cp, 4)}`;
      return `\\U${hex(cp, 8)}`;
    }
    return null;
  });
  return `${q}${body}${q}`;
}

/**
 * Go, as strconv.Quote writes it (pkg.go.dev/strconv#Quote; escapes per the Go spec's rune and
 * string literals): `"` and `\` escaped; \a \b \f \n \r \t \v by name; other controls and DEL as
 * \xXX; other characters that are not printable (unicode.IsPrint, see isPrintable) as \uXXXX or
 * \UXXXXXXXX. ASCII only is strconv.QuoteToASCII. A Go string is UTF-8 and a \uD800 escape is
 * illegal, so a lone surrogate cannot be written.
 */
export function escapeGo(text: string, { asciiOnly }: EscapeSettings): string {
  const body = mapText(text, (cp, offset) => {
    switch (cp) {
      case 0x22:
        return '\\"';
      case 0x5c:
        return '\\\\';
      case 0x07:
        return '\\a';
      case 0x08:
        return '\\b';
      case 0x0c:
        return '\\f';
      case 0x0a:
        return '\\n';
      case 0x0d:
        return '\\r';
      case 0x09:
        return '\\t';
      case 0x0b:
        return '\\v';
    }
    if (isSurrogate(cp)) throw loneSurrogate('Go', cp, offset);
    if (cp < 0x20 || cp === 0x7f) return `\\x${hex(cp, 2)}`;
    if ((asciiOnly && cp > 0x7f) || !isPrintable(cp)) return cp > 0xffff ? `\\U${hex(cp, 8)}` : `\\u${hex(cp, 4)}`;
    return null;
  });
  return `"${body}"`;
}

/** A word the shell reads as itself without quotes: Python's shlex.quote leaves exactly these bare. */
const SHELL_SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** NUL ends a C string: no shell argument or variable can hold one. */
function refuseNul(text: string, language: string): void {
  const nul = text.indexOf('\0');
  if (nul !== -1) throw new Unrepresentable(`${language} cannot hold NUL (U+0000): it ends a C string`, nul);
}

function refuseLoneSurrogates(text: string, language: string): void {
  // a lone surrogate is a high unit not followed by a low one, or a low unit not after a high one
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
  if (lone) throw loneSurrogate(language, lone[0].charCodeAt(0), lone.index);
}

/**
 * POSIX shell, as Python's shlex.quote writes a word: bare when every character is safe; otherwise
 * in single quotes, inside which nothing is special, with each `'` written `'"'"'` (close, a quote
 * in double quotes, reopen). The empty word is ''.
 */
export function escapeShell(text: string): string {
  refuseNul(text, 'A shell word');
  refuseLoneSurrogates(text, 'A shell word');
  if (text === '') return "''";
  if (SHELL_SAFE.test(text)) return text;
  return `'${text.replaceAll("'", `'"'"'`)}'`;
}

/**
 * Bash ANSI-C quoting, $'…' (bash manual §3.1.2.4): `\` and `'` escaped; \a \b \e \f \n \r \t \v by
 * name; other controls and DEL as \xXX (at most two hex digits are read, so a digit after it is
 * safe). ASCII only writes the rest as \uXXXX or \UXXXXXXXX (bash 4.2 and later).
 */
export function escapeBash(text: string, { asciiOnly }: EscapeSettings): string {
  refuseNul(text, 'A bash string');
  refuseLoneSurrogates(text, 'A bash string');
  const body = mapText(text, (cp) => {
    switch (cp) {
      case 0x5c:
        return '\\\\';
      case 0x27:
        return "\\'";
      case 0x07:
        return '\\a';
      case 0x08:
        return '\\b';
      case 0x1b:
        return '\\e';
      case 0x0c:
        return '\\f';
      case 0x0a:
        return '\\n';
      case 0x0d:
        return '\\r';
      case 0x09:
        return '\\t';
      case 0x0b:
        return '\\v';
    }
    if (cp < 0x20 || cp === 0x7f) return `\\x${hex(cp, 2)}`;
    if (asciiOnly && cp > 0x7f) return cp > 0xffff ? `\\U${hex(cp, 8)}` : `\\u${hex(cp, 4)}`;
    return null;
  });
  return `$'${body}'`;
}

/**
 * Standard SQL (ISO 9075 <character string literal>): single quotes, a `'` inside doubled. There
 * are no backslash escapes, so every other character, line breaks included, stands as itself.
 */
export function escapeSql(text: string): string {
  refuseLoneSurrogates(text, 'SQL text');
  return `'${text.replaceAll("'", "''")}'`;
}

/** MySQL's escapes by the character they stand for (the manual's table of special character escape sequences). */
const MYSQL_ESCAPES: Record<string, string> = {
  '\0': '\\0',
  "'": "\\'",
  '"': '\\"',
  '\b': '\\b',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\x1a': '\\Z',
  '\\': '\\\\',
};

/**
 * MySQL (Reference Manual, String Literals): single quotes, with a backslash escape for each character of the
 * manual's table: \0 (NUL) \' \" \b \n \r \t \Z (Control+Z) \\. That is what mysql_real_escape_string
 * writes (NUL, \n, \r, \, ', ", Control+Z), and backspace and tab by name as well. Every other character,
 * % and _ included, stands as itself (they are wildcards in a LIKE pattern alone). Only with
 * NO_BACKSLASH_ESCAPES off, MySQL's default.
 */
export function escapeMySql(text: string): string {
  refuseLoneSurrogates(text, 'MySQL text');
  return `'${Array.from(text, (c) => (Object.hasOwn(MYSQL_ESCAPES, c) ? MYSQL_ESCAPES[c] : c)).join('')}'`;
}

/**
 * HTML and XML text and attribute values, as Python's html.escape(s, quote=True) writes them:
 * & < > " ' as &amp; &lt; &gt; &quot; &#x27;. A CR is written &#13;, because the HTML parser turns
 * a raw CR (and CRLF) into LF. NUL cannot be written: the parser replaces it, and &#0;, with
 * U+FFFD; neither can a lone surrogate (&#xD800; also reads as U+FFFD). ASCII only writes the rest
 * as hex character references, but for the C1 controls U+0080–U+009F, which no reference can name.
 */
export function escapeHtml(text: string, { asciiOnly }: EscapeSettings): string {
  refuseNul(text, 'HTML');
  refuseLoneSurrogates(text, 'HTML');
  return mapText(text, (cp) => {
    switch (cp) {
      case 0x26:
        return '&amp;';
      case 0x3c:
        return '&lt;';
      case 0x3e:
        return '&gt;';
      case 0x22:
        return '&quot;';
      case 0x27:
        return '&#x27;';
      case 0x0d:
        return '&#13;';
    }
    // &#128;–&#159; are read as the Windows-1252 characters (&#x85; is "…"), so U+0080–U+009F stay as they are
    if (asciiOnly && cp > 0x9f) return `&#x${hex(cp, 1)};`;
    return null;
  });
}

/**
 * A CSV field (RFC 4180 §2, as Python's csv writer writes it with QUOTE_MINIMAL): quoted when it
 * holds a comma, a quote, CR or LF, with each `"` doubled; otherwise as it is. An empty field is
 * written "" so a row of one empty field is not an empty line.
 */
export function escapeCsv(text: string): string {
  refuseLoneSurrogates(text, 'A CSV file');
  if (text === '') return '""';
  if (!/[",\r\n]/.test(text)) return text;
  return `"${text.replaceAll('"', '""')}"`;
}

/** Writes the text as a literal of the language. Throws Unrepresentable. */
export function escapeAs(language: Language, text: string, settings: EscapeSettings): string {
  switch (language) {
    case 'json':
      return escapeJson(text, settings);
    case 'javascript':
      return escapeJavaScript(text, settings);
    case 'java':
      return escapeJava(text, settings);
    case 'csharp':
      return escapeCSharp(text, settings);
    case 'python':
      return escapePython(text, settings);
    case 'go':
      return escapeGo(text, settings);
    case 'shell':
      return escapeShell(text);
    case 'bash':
      return escapeBash(text, settings);
    case 'sql':
      return escapeSql(text);
    case 'mysql':
      return escapeMySql(text);
    case 'html':
      return escapeHtml(text, settings);
    case 'csv':
      return escapeCsv(text);
  }
}
