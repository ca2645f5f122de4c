/**
 * HTML ↔ Text: pure logic.
 * htmlToText and analyseHtml use DOMParser (inert: no script runs, no resource loads), so they
 * run on the main thread or in jsdom; textToHtml and formatHtml are string-only and worker-safe.
 */
import DOMPurify from 'dompurify';

export const MESSAGES = {
  formatFailed: 'Failed to format HTML',
} as const;

/** Warning texts of the analysis (the spec names the four checks; the wording is ours). */
export const WARNINGS = {
  parseError: (detail: string) => `HTML parse error: ${detail}`,
  sizeChange: (percent: number) =>
    `The HTML changed size by ${percent}% when re-parsed (more than 30%): the markup is probably malformed.`,
  unclosedHtml: 'The <html> tag is not closed (missing </html>).',
  unclosedBody: 'The <body> tag is not closed (missing </body>).',
  scriptMismatch: (source: number, parsed: number) =>
    `Script tag count mismatch: ${source} <script> tag${source === 1 ? '' : 's'} in the source, ${parsed} after parsing.`,
} as const;

export const DOWNLOAD_NAMES = { text: 'converted.txt', html: 'converted.html' } as const;
/** Spec debounce before automatic conversion. */
export const DEBOUNCE_MS = 300;
/** Size-change threshold of the reparse warning. */
export const SIZE_CHANGE_LIMIT = 0.3;

export type Direction = 'html-to-text' | 'text-to-html';

/** Flips the direction (for Swap). */
export function flipDirection(d: Direction): Direction {
  return d === 'html-to-text' ? 'text-to-html' : 'html-to-text';
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'iframe', 'object', 'embed', 'svg', 'math', 'canvas', 'select', 'datalist']);
/** Block elements: one required line break before and after. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'center', 'dd', 'details', 'dialog', 'dir', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'html',
  'legend', 'li', 'main', 'menu', 'nav', 'ol', 'option', 'pre', 'section', 'summary', 'table', 'tbody', 'tfoot', 'thead', 'tr', 'ul',
  'textarea',
]);
/** Paragraph-like elements: a blank line before and after. */
const PARAGRAPH = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'hr']);
const PRESERVE = new Set(['pre', 'textarea', 'listing', 'plaintext', 'xmp']);

export interface HtmlToTextOptions {
  /** Prefix list items with '- ' (ul) or '1. ' (ol). Default false: items are just on their own lines. */
  listMarkers?: boolean;
}

/**
 * Converts HTML to plain text, like the browser's innerText: script/style/head dropped,
 * entities decoded, block elements become line breaks (paragraphs and headings a blank line),
 * <br> a newline, list items and table rows on their own lines (cells tab-separated).
 * Parsing is inert (DOMParser): `<img src=x onerror=…>` runs and requests nothing.
 */
export function htmlToText(html: string, options: HtmlToTextOptions = {}): string {
  if (html.trim() === '') return '';
  const doc = parse(html);
  const out: string[] = [];
  let pendingBreak = 0;
  let pendingSpace = false;
  let atLineStart = true;
  let any = false;

  const flush = () => {
    if (pendingBreak > 0 && any) {
      out.push('\n'.repeat(pendingBreak));
      atLineStart = true;
    } else if (pendingSpace && !atLineStart) out.push(' ');
    pendingBreak = 0;
    pendingSpace = false;
  };
  const emit = (s: string) => {
    flush();
    out.push(s);
    any = true;
    atLineStart = s.endsWith('\n');
  };
  const text = (s: string, pre: boolean) => {
    if (pre) {
      if (s) emit(s);
      return;
    }
    s = s.replace(/[ \t\n\r\f]+/g, ' ');
    if (s === '') return;
    if (s[0] === ' ') {
      if (!atLineStart) pendingSpace = true;
      s = s.slice(1);
    }
    const trailing = s.endsWith(' ');
    if (trailing) s = s.slice(0, -1);
    if (s) emit(s);
    if (trailing) pendingSpace = true;
  };
  const block = (n: number) => {
    pendingBreak = Math.max(pendingBreak, n);
    pendingSpace = false;
  };

  const walk = (node: Node, pre: boolean, listIndex: { n: number; ordered: boolean } | null) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        text(child.nodeValue ?? '', pre);
        continue;
      }
      if (child.nodeType !== 1) continue;
      const el = child as Element;
      const tag = el.localName;
      if (SKIP.has(tag) || el.hasAttribute('hidden')) continue;
      if (tag === 'br') {
        pendingSpace = false;
        emit('\n');
        continue;
      }
      const isBlock = BLOCK.has(tag) || PARAGRAPH.has(tag);
      const breaks = PARAGRAPH.has(tag) ? 2 : 1;
      if (isBlock) block(breaks);
      if (tag === 'td' || tag === 'th') {
        if (el.previousElementSibling) {
          pendingSpace = false;
          flush();
          emit('\t');
          atLineStart = true;
        }
      }
      if (tag === 'li' && options.listMarkers && listIndex) {
        listIndex.n++;
        flush();
        emit(listIndex.ordered ? `${listIndex.n}. ` : '- ');
        atLineStart = true;
      }
      if (tag === 'img') {
        const alt = el.getAttribute('alt');
        if (alt) text(alt, false);
        continue;
      }
      const nextList = tag === 'ul' || tag === 'ol' ? { n: 0, ordered: tag === 'ol' } : listIndex;
      walk(el, pre || PRESERVE.has(tag), nextList);
      if (isBlock) block(breaks);
    }
  };
  walk(doc.body ?? doc.documentElement, false, null);
  return out.join('');
}

export type TextToHtmlMode = 'paragraphs' | 'br' | 'escape';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes & < > " ' (every HTML-special character). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * Converts text to HTML. Every special character is escaped. Modes:
 * 'paragraphs' (default): blank-line-separated blocks become <p>, single newlines <br>;
 * 'br': every newline becomes <br>; 'escape': escaping only, newlines kept.
 */
export function textToHtml(text: string, mode: TextToHtmlMode = 'paragraphs'): string {
  const t = text.replace(/\r\n?/g, '\n');
  if (mode === 'escape') return escapeHtml(t);
  if (mode === 'br') return escapeHtml(t).replace(/\n/g, '<br>\n');
  return t
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}

/** Sanitises HTML for a rendered preview (DOMPurify, default safe profile). */
export function sanitizeForPreview(html: string): string {
  return DOMPurify.sanitize(html);
}

// ---------------------------------------------------------------- tokenizer (string only)

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
export const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr', 'keygen', 'frame', 'basefont', 'bgsound']);

/** Matches a start tag with quoted or unquoted attributes. */
const OPEN_TAG = /<([a-zA-Z][^\s/>]*)((?:\s*[^\s"'>/=]+(?![^\s"'>/=])(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+(?![^\s"'=<>`])))?|\s*\/(?!>))*)\s*(\/?)>/y;
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
        throw new HtmlSyntaxError(`unterminated or malformed tag <${name}> at line ${line + countNewlines(textStart, lt)}`, line);
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

// ---------------------------------------------------------------- formatter

interface ElNode {
  kind: 'el';
  name: string;
  open: string;
  close: string | null;
  children: Node2[];
}
type Node2 = ElNode | { kind: 'text'; text: string } | { kind: 'comment'; raw: string } | { kind: 'doctype'; raw: string };

const FORMAT_BLOCK = new Set([
  ...BLOCK, ...PARAGRAPH, 'head', 'meta', 'link', 'title', 'script', 'style', 'noscript', 'template', 'base', 'td', 'th', 'colgroup', 'col',
  'select', 'optgroup', 'iframe', 'video', 'audio', 'source', 'track', 'picture', 'canvas', 'object', 'br', 'area', 'map',
]);
const PRESERVE_CONTENT = new Set(['pre', 'textarea', 'script', 'style', 'xmp', 'plaintext', 'listing']);
const IMPLIED_CLOSE: Record<string, string[]> = {
  li: ['li'],
  dt: ['dt', 'dd'],
  dd: ['dt', 'dd'],
  tr: ['tr', 'td', 'th'],
  td: ['td', 'th'],
  th: ['td', 'th'],
  option: ['option'],
  thead: ['tbody', 'tfoot'],
  tbody: ['thead', 'tbody', 'tfoot', 'tr', 'td', 'th'],
  tfoot: ['thead', 'tbody', 'tr', 'td', 'th'],
};
const CLOSES_P = new Set(['address', 'article', 'aside', 'blockquote', 'div', 'dl', 'fieldset', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul', 'figure', 'details', 'menu']);

function normaliseTag(raw: string): string {
  // collapse whitespace outside quoted attribute values
  return raw.replace(/("[^"]*"|'[^']*')|\s+/g, (_m, q: string | undefined) => (q ? q : ' ')).replace(/\s+(\/?>)$/, (_, e: string) => (e === '/>' ? ' />' : '>'));
}

function buildTree(tokens: Token[]): Node2[] {
  const root: ElNode = { kind: 'el', name: '#root', open: '', close: null, children: [] };
  const stack: ElNode[] = [root];
  const top = () => stack[stack.length - 1];
  for (const t of tokens) {
    if (t.type === 'text') top().children.push({ kind: 'text', text: t.text });
    else if (t.type === 'comment') top().children.push({ kind: 'comment', raw: t.raw });
    else if (t.type === 'doctype') top().children.push({ kind: 'doctype', raw: t.raw });
    else if (t.type === 'open') {
      const implied = IMPLIED_CLOSE[t.name];
      if (implied && implied.includes(top().name)) {
        stack.pop();
        if (implied.includes(top().name) && top() !== root) stack.pop();
      }
      if (CLOSES_P.has(t.name) && top().name === 'p') stack.pop();
      const el: ElNode = { kind: 'el', name: t.name, open: normaliseTag(t.raw), close: null, children: [] };
      top().children.push(el);
      if (!VOID.has(t.name) && !t.selfClosing) stack.push(el);
    } else {
      let k = stack.length - 1;
      while (k > 0 && stack[k].name !== t.name) k--;
      if (k === 0) continue; // stray closing tag: dropped, as browsers do
      stack[k].close = t.raw.replace(/\s+>$/, '>');
      stack.length = k;
    }
  }
  return root.children;
}

function isBlocky(n: Node2): boolean {
  if (n.kind === 'doctype') return true;
  if (n.kind !== 'el') return false;
  return FORMAT_BLOCK.has(n.name) || n.children.some(isBlocky);
}

function inline(n: Node2): string {
  if (n.kind === 'text') return n.text.replace(/\s+/g, ' ');
  if (n.kind === 'comment' || n.kind === 'doctype') return n.raw;
  if (PRESERVE_CONTENT.has(n.name)) return n.open + n.children.map(rawOf).join('') + (n.close ?? '');
  return n.open + n.children.map(inline).join('') + (n.close ?? '');
}
function rawOf(n: Node2): string {
  if (n.kind === 'text') return n.text;
  if (n.kind === 'comment' || n.kind === 'doctype') return n.raw;
  return n.open + n.children.map(rawOf).join('') + (n.close ?? '');
}

export interface FormatOptions {
  /** Indent unit; default two spaces. */
  indent?: string;
}

/**
 * Pretty-prints HTML with indentation: block elements on their own lines, inline content kept
 * on one line with whitespace collapsed, <pre>/<textarea>/<script>/<style> content verbatim,
 * missing end tags of open elements added. Throws HtmlSyntaxError when the markup cannot be
 * read (unterminated tag or comment); use `tryFormatHtml` for the spec message.
 */
export function formatHtml(html: string, options: FormatOptions = {}): string {
  const unit = options.indent ?? '  ';
  const lines: string[] = [];
  const print = (nodes: Node2[], depth: number) => {
    const pad = unit.repeat(depth);
    let run = '';
    const flushRun = () => {
      const s = run.trim();
      if (s) lines.push(pad + s);
      run = '';
    };
    for (const n of nodes) {
      if (!isBlocky(n)) {
        run += inline(n);
        continue;
      }
      flushRun();
      if (n.kind === 'doctype') {
        lines.push(pad + n.raw);
        continue;
      }
      const el = n as ElNode;
      const close = el.close ?? (VOID.has(el.name) || el.open.endsWith('/>') ? '' : `</${el.name}>`);
      if (PRESERVE_CONTENT.has(el.name)) {
        lines.push(pad + el.open + el.children.map(rawOf).join('') + close);
      } else if (!el.children.some(isBlocky)) {
        lines.push(pad + (el.open + el.children.map(inline).join('').trim() + close).trim());
      } else {
        lines.push(pad + el.open);
        print(el.children, depth + 1);
        if (close) lines.push(pad + close);
      }
    }
    flushRun();
  };
  print(buildTree(tokenize(html)), 0);
  return lines.join('\n');
}

/** formatHtml with the spec's failure message: `{ ok: false, error: 'Failed to format HTML' }`. */
export function tryFormatHtml(html: string, options?: FormatOptions): { ok: true; html: string } | { ok: false; error: typeof MESSAGES.formatFailed; detail: string } {
  try {
    return { ok: true, html: formatHtml(html, options) };
  } catch (e) {
    return { ok: false, error: MESSAGES.formatFailed, detail: e instanceof Error ? e.message : String(e) };
  }
}

// ---------------------------------------------------------------- warnings

export interface HtmlWarning {
  code: 'parse-error' | 'size-change' | 'unclosed-html' | 'unclosed-body' | 'script-mismatch';
  message: string;
}

/** Serialises a parsed document for the reparse size check: doctype and comments, then the root (documents) or head + body contents (fragments). */
function reserialise(doc: Document, isDocument: boolean): string {
  let out = '';
  for (let n = doc.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 10) out += `<!DOCTYPE ${(n as DocumentType).name}>`;
    else if (n.nodeType === 8) out += `<!--${(n as Comment).data}-->`;
    else if (n.nodeType === 1) {
      const el = n as Element;
      out += isDocument ? el.outerHTML : (doc.head?.innerHTML ?? '') + (doc.body?.innerHTML ?? '');
    }
  }
  return out;
}

function stripNonMarkup(html: string): string {
  // comments and raw-text contents do not count as tags
  return html.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/(<(script|style|textarea|title)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, '$1$3');
}

/**
 * Analyses HTML and returns the warnings of the spec: a parse error, a size change over 30%
 * after reparsing, an unclosed html or body tag, a script tag count mismatch. Empty input: none.
 */
export function analyseHtml(html: string): HtmlWarning[] {
  const warnings: HtmlWarning[] = [];
  if (html.trim() === '') return warnings;

  // 1. parse errors: unterminated constructs and closing tags that close nothing
  try {
    const tokens = tokenize(html);
    const open: string[] = [];
    for (const t of tokens) {
      if (t.type === 'open' && !VOID.has(t.name) && !t.selfClosing) open.push(t.name);
      else if (t.type === 'close') {
        const k = open.lastIndexOf(t.name);
        if (k === -1) {
          if (!VOID.has(t.name) || t.name === 'br') {
            warnings.push({ code: 'parse-error', message: WARNINGS.parseError(`unexpected closing tag </${t.name}> at line ${t.line}`) });
            break;
          }
        } else open.length = k;
      }
    }
  } catch (e) {
    warnings.push({ code: 'parse-error', message: WARNINGS.parseError(e instanceof HtmlSyntaxError ? e.message : 'the markup could not be read') });
  }

  const markup = stripNonMarkup(html);
  const isDocument = /<html[\s>]|<!doctype/i.test(markup) || /<body[\s>]/i.test(markup);
  const doc = parse(html);

  // 2. size change after reparse
  const before = html.trim().length;
  const after = reserialise(doc, isDocument).length;
  const change = Math.abs(after - before) / before;
  if (change > SIZE_CHANGE_LIMIT) {
    warnings.push({ code: 'size-change', message: WARNINGS.sizeChange(Math.round(change * 100)) });
  }

  // 3. unclosed html / body
  if (/<html[\s>]/i.test(markup) && !/<\/html\s*>/i.test(markup)) warnings.push({ code: 'unclosed-html', message: WARNINGS.unclosedHtml });
  if (/<body[\s>]/i.test(markup) && !/<\/body\s*>/i.test(markup)) warnings.push({ code: 'unclosed-body', message: WARNINGS.unclosedBody });

  // 4. script count: opening tags in the source text vs script elements after parsing
  const sourceScripts = (html.match(/<script[\s>/]/gi) ?? []).length;
  const parsedScripts = doc.getElementsByTagName('script').length;
  if (sourceScripts !== parsedScripts) {
    warnings.push({ code: 'script-mismatch', message: WARNINGS.scriptMismatch(sourceScripts, parsedScripts) });
  }
  return warnings;
}

// ---------------------------------------------------------------- jobs (main thread or worker)

/** HTML inputs longer than this are not converted automatically: parsing them blocks the page. */
export const AUTO_CONVERT_LIMIT = 1_000_000;
/** String-only jobs on inputs longer than this run in a worker. */
export const WORKER_THRESHOLD = 256 * 1024;

export type HtmlJob = { kind: 'text-to-html'; text: string; mode: TextToHtmlMode } | { kind: 'format'; html: string };
export type HtmlJobResult = { ok: true; output: string } | { ok: false; error: string };

/** The string-only work of the tool (no DOM), shared by the worker and the main thread. */
export function runHtmlJob(job: HtmlJob): HtmlJobResult {
  if (job.kind === 'text-to-html') return { ok: true, output: textToHtml(job.text, job.mode) };
  const r = tryFormatHtml(job.html);
  return r.ok ? { ok: true, output: r.html } : { ok: false, error: r.error };
}

/** True when HTML to Text should wait for an explicit Convert instead of running on every change. */
export function needsManualConvert(input: string): boolean {
  return input.length > AUTO_CONVERT_LIMIT;
}
