/** A string-only HTML tokenizer (worker-safe) with line numbers, and the syntax error it throws. */

export type Token =
  | { type: 'open'; name: string; raw: string; selfClosing: boolean; line: number }
  | { type: 'close'; name: string; raw: string; line: number }
  | { type: 'text'; text: string; line: number }
  | { type: 'comment'; raw: string; line: number }
  | { type: 'doctype'; raw: string; line: number };

export class HtmlSyntaxError extends Error {
  constructor(
    message: string,
    public line: number,
  ) {
    super(message);
    this.name = 'HtmlSyntaxError';
  }
}

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
/** Matches a start tag with quoted or unquoted attributes. */
const OPEN_TAG =
  /<([a-zA-Z][^\s/>]*)((?:\s*[^\s"'>/=]+(?![^\s"'>/=])(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+(?![^\s"'=<>`])))?|\s*\/(?!>))*)\s*(\/?)>/y;
const CLOSE_TAG = /<\/([a-zA-Z][^\s/>]*)\s*>/y;

/**
 * Splits HTML into tokens. Throws HtmlSyntaxError on an unterminated comment, tag or raw-text
 * element (content would be lost). Stray `<` that does not start a tag is text.
 */
export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  const n = html.length;
  const countLines = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (html.charCodeAt(k) === 10) line++;
  };
  let textStart = 0;
  const countNewlines = (from: number, to: number) => {
    let c = 0;
    for (let k = from; k < to; k++) if (html.charCodeAt(k) === 10) c++;
    return c;
  };
  const pushText = (end: number) => {
    if (end > textStart) {
      const startLine = line;
      countLines(textStart, end);
      tokens.push({ type: 'text', text: html.slice(textStart, end), line: startLine });
    }
  };
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    const next = html.charCodeAt(lt + 1);
    if (html.startsWith('<!--', lt)) {
      pushText(lt);
      const end = html.indexOf('-->', lt + 4);
      if (end === -1) throw new HtmlSyntaxError(`unterminated comment at line ${line}`, line);
      tokens.push({ type: 'comment', raw: html.slice(lt, end + 3), line });
      countLines(lt, end + 3);
      i = textStart = end + 3;
      continue;
    }
    if (next === 33 /* ! */ || next === 63 /* ? */) {
      pushText(lt);
      const end = html.indexOf('>', lt);
      if (end === -1) throw new HtmlSyntaxError(`unterminated declaration at line ${line}`, line);
      const raw = html.slice(lt, end + 1);
      tokens.push(/^<!doctype/i.test(raw) ? { type: 'doctype', raw, line } : { type: 'comment', raw, line });
      countLines(lt, end + 1);
      i = textStart = end + 1;
      continue;
    }
    if (next === 47 /* / */) {
      CLOSE_TAG.lastIndex = lt;
      const m = CLOSE_TAG.exec(html);
      if (m) {
        pushText(lt);
        tokens.push({ type: 'close', name: m[1].toLowerCase(), raw: m[0], line });
        i = textStart = lt + m[0].length;
        countLines(lt, i);
        continue;
      }
      if (html.indexOf('>', lt) === -1) throw new HtmlSyntaxError(`unterminated closing tag at line ${line}`, line);
      i = lt + 1;
      continue;
    }
    if ((next >= 65 && next <= 90) || (next >= 97 && next <= 122)) {
      OPEN_TAG.lastIndex = lt;
      const m = OPEN_TAG.exec(html);
      if (!m) {
        const name = /^<([^\s/>]*)/.exec(html.slice(lt, lt + 100))![1];
        throw new HtmlSyntaxError(
          `unterminated or malformed tag <${name}> at line ${line + countNewlines(textStart, lt)}`,
          line,
        );
      }
      pushText(lt);
      const name = m[1].toLowerCase();
      const startLine = line;
      tokens.push({ type: 'open', name, raw: m[0], selfClosing: m[3] === '/', line: startLine });
      i = textStart = lt + m[0].length;
      countLines(lt, i);
      if (RAW_TEXT.has(name) && m[3] !== '/') {
        const closeRe = new RegExp(`</${name}\\s*>`, 'ig');
        closeRe.lastIndex = i;
        const c = closeRe.exec(html);
        if (!c) throw new HtmlSyntaxError(`<${name}> opened at line ${startLine} is never closed`, startLine);
        pushText(c.index);
        tokens.push({ type: 'close', name, raw: c[0], line });
        i = textStart = c.index + c[0].length;
        countLines(c.index, i);
      }
      continue;
    }
    i = lt + 1; // a lone '<' is text
  }
  pushText(n);
  return tokens;
}
