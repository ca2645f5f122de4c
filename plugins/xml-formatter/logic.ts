/**
 * XML formatter: pure logic (no React, no DOM), safe to run in a Web Worker.
 *
 * Parsing uses saxes, a strict, non-validating SAX parser. It never fetches external entities and
 * does not expand entities declared in a DOCTYPE: a "billion laughs" document fails with the
 * parser's 'undefined entity' message plus an explanation, in linear time.
 */
import { codeThemes, type CodeTheme } from '../../src/ui/codeThemes';
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';
import { forEachSpanInRange } from '../../src/lib/rows';

// ---------------------------------------------------------------------------------------------
// Spec texts and constants (spec 02 §2, §5, §7, §8, §9)
// ---------------------------------------------------------------------------------------------

export const MESSAGES = {
  invalidXml: 'Invalid XML',
  formatFailed: 'Failed to format XML',
  minifyFailed: 'Failed to minify XML',
  noOutputToCopy: 'No output to copy',
  noOutputToDownload: 'No output to download',
  validBadge: 'Valid XML',
  invalidBadge: 'Invalid XML',
  emptyInput: 'Please enter some XML',
  entityNotExpanded:
    'Entities declared in a DOCTYPE are never expanded here (this protects against entity-expansion attacks such as "billion laughs").',
} as const;

export const FILE_NAMES = { format: 'formatted_xml.xml', minify: 'minified_xml.xml' } as const;
export const PROCESSING_DELAY_MS = 300;
export const DEFAULT_INDENT = 2;

// ---------------------------------------------------------------------------------------------
// Themes
// ---------------------------------------------------------------------------------------------

/** XML theme palette (spec 02 §3). */
export interface XmlPalette {
  background: string;
  color: string;
  tag: string;
  attribute: string;
  attributeValue: string;
  comment: string;
  cdata: string;
  text: string;
  punctuation: string;
  lineNumber: string;
}

export const THEME_IDS = ['vs-dark', 'vs-light', 'monokai'] as const;
export type XmlThemeId = (typeof THEME_IDS)[number];
export const DEFAULT_THEME: XmlThemeId = 'vs-dark';

/** XML token colours from the shared editor themes. */
function xmlPalette(t: CodeTheme): XmlPalette {
  return {
    background: t.background,
    color: t.foreground,
    tag: t.tag,
    attribute: t.attribute,
    attributeValue: t.attributeValue,
    comment: t.comment,
    cdata: t.escape,
    text: t.foreground,
    punctuation: t.markupPunctuation,
    lineNumber: t.lineNumber,
  };
}

export const THEMES: Record<XmlThemeId, XmlPalette> = {
  'vs-dark': xmlPalette(codeThemes['vs-dark']),
  'vs-light': xmlPalette(codeThemes['vs-light']),
  monokai: xmlPalette(codeThemes.monokai),
};

// ---------------------------------------------------------------------------------------------
// Parsing into a flat event list
// ---------------------------------------------------------------------------------------------

export type XmlEvent =
  | { kind: 'xmldecl'; version?: string; encoding?: string; standalone?: string }
  | { kind: 'doctype'; text: string }
  | { kind: 'pi'; target: string; body: string }
  | { kind: 'comment'; text: string }
  | { kind: 'cdata'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'open'; name: string; attributes: [string, string][]; selfClosing: boolean }
  | { kind: 'close'; name: string };

export class XmlParseError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'XmlParseError';
  }
}

/** Validation result (spec 02 §3). */
export interface XmlValidation {
  isValid: boolean;
  errorMessage: string;
}

/**
 * Parses with saxes (namespace-aware) into a flat list of events. Throws XmlParseError carrying
 * the parser's own message ('line:column: message'). Empty input throws too.
 */
export function parseXml(xml: string, onProgress?: (fraction: number) => void): XmlEvent[] {
  const events: XmlEvent[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  let doctype = '';
  let failure: XmlParseError | null = null;
  parser.on('error', (err) => {
    if (failure) return;
    let message = err.message;
    if (/undefined entity/.test(message) && /<!ENTITY/i.test(doctype)) message = `${message} ${MESSAGES.entityNotExpanded}`;
    const m = /^(\d+):(\d+): /.exec(err.message);
    failure = new XmlParseError(message, m ? Number(m[1]) : undefined, m ? Number(m[2]) + 1 : undefined);
    throw failure; // stop at the first error
  });
  parser.on('xmldecl', (d) => events.push({ kind: 'xmldecl', version: d.version, encoding: d.encoding, standalone: d.standalone }));
  parser.on('doctype', (text) => {
    doctype = text;
    events.push({ kind: 'doctype', text });
  });
  parser.on('processinginstruction', (pi) => events.push({ kind: 'pi', target: pi.target, body: pi.body }));
  parser.on('comment', (text) => events.push({ kind: 'comment', text }));
  parser.on('cdata', (text) => events.push({ kind: 'cdata', text }));
  parser.on('text', (text) => events.push({ kind: 'text', text }));
  parser.on('opentag', (tag: SaxesTagNS) => {
    const attributes: [string, string][] = [];
    for (const a of Object.values(tag.attributes) as SaxesAttributeNS[]) attributes.push([a.name, a.value]);
    events.push({ kind: 'open', name: tag.name, attributes, selfClosing: tag.isSelfClosing });
  });
  parser.on('closetag', (tag) => events.push({ kind: 'close', name: tag.name }));
  try {
    if (onProgress) {
      // saxes accepts chunks (it carries split surrogate pairs over), so progress can be reported
      const CHUNK = 256 * 1024;
      for (let i = 0; i < xml.length; i += CHUNK) {
        parser.write(xml.slice(i, i + CHUNK));
        onProgress(Math.min(1, (i + CHUNK) / xml.length));
      }
      parser.close();
    } else parser.write(xml).close();
  } catch (e) {
    if (failure) throw failure;
    throw new XmlParseError(e instanceof Error && e.message ? e.message : MESSAGES.invalidXml);
  }
  if (failure) throw failure;
  return events;
}

/** {isValid, errorMessage}: the parser's message, or 'Invalid XML' when it has none. */
export function validateXml(xml: string): XmlValidation {
  if (xml.trim() === '') return { isValid: false, errorMessage: MESSAGES.emptyInput };
  try {
    parseXml(xml);
    return { isValid: true, errorMessage: '' };
  } catch (e) {
    return { isValid: false, errorMessage: (e as Error).message || MESSAGES.invalidXml };
  }
}

// ---------------------------------------------------------------------------------------------
// Serialisation
// ---------------------------------------------------------------------------------------------

/** Escapes character data so it re-parses to the same text (\r kept as a reference). */
export function escapeText(s: string): string {
  return s.replace(/[&<>\r]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#13;'));
}

/** Escapes an attribute value for double quotes; tab, newline and CR become references so they survive normalisation. */
export function escapeAttribute(s: string): string {
  return s.replace(/[&<"\t\n\r]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '"' ? '&quot;' : c === '\t' ? '&#9;' : c === '\n' ? '&#10;' : '&#13;',
  );
}

function xmlDecl(e: Extract<XmlEvent, { kind: 'xmldecl' }>): string {
  let s = '<?xml';
  if (e.version !== undefined) s += ` version="${e.version}"`;
  if (e.encoding !== undefined) s += ` encoding="${e.encoding}"`;
  if (e.standalone !== undefined) s += ` standalone="${e.standalone}"`;
  return s + '?>';
}

function startTag(e: Extract<XmlEvent, { kind: 'open' }>, close: '>' | '/>'): string {
  let s = '<' + e.name;
  for (const [k, v] of e.attributes) s += ` ${k}="${escapeAttribute(v)}"`;
  return s + close;
}

function leafMarkup(e: XmlEvent): string {
  switch (e.kind) {
    case 'xmldecl':
      return xmlDecl(e);
    case 'doctype':
      return `<!DOCTYPE${e.text}>`;
    case 'pi':
      return e.body ? `<?${e.target} ${e.body}?>` : `<?${e.target}?>`;
    case 'comment':
      return `<!--${e.text}-->`;
    case 'cdata':
      return `<![CDATA[${e.text}]]>`;
    case 'text':
      return escapeText(e.text);
    default:
      return '';
  }
}

const isBlank = (s: string) => /^[ \t\r\n]*$/.test(s);

interface Frame {
  name: string;
  preserve: boolean;
}

function xmlSpace(e: Extract<XmlEvent, { kind: 'open' }>, inherited: boolean): boolean {
  const a = e.attributes.find(([k]) => k === 'xml:space');
  return a ? a[1] === 'preserve' : inherited;
}

/**
 * Pretty-prints. Whitespace-only text between tags is dropped, other text is trimmed; an element
 * whose content is only text/CDATA stays on one line; comments, CDATA, processing instructions,
 * the XML declaration, DOCTYPE and namespace declarations are kept. Inside xml:space="preserve"
 * content is written exactly as parsed.
 */
export function formatXml(xml: string, indent = DEFAULT_INDENT): string {
  return formatEvents(parseXml(xml), indent);
}

/** formatXml on already parsed events. */
export function formatEvents(ev: XmlEvent[], indent = DEFAULT_INDENT): string {
  const unit = ' '.repeat(indent);
  const lines: string[] = [];
  const stack: Frame[] = [];
  let i = 0;
  const pad = () => unit.repeat(stack.length);
  while (i < ev.length) {
    const e = ev[i];
    const preserve = stack.length > 0 && stack[stack.length - 1].preserve;
    if (preserve) {
      // verbatim inside xml:space="preserve": append to the current line
      let s: string;
      if (e.kind === 'open') {
        if (e.selfClosing) {
          s = startTag(e, '/>');
          i++; // skip its close event
        } else {
          s = startTag(e, '>');
          stack.push({ name: e.name, preserve: true });
        }
      } else if (e.kind === 'close') {
        stack.pop();
        s = `</${e.name}>`;
      } else s = leafMarkup(e);
      lines[lines.length - 1] += s;
      i++;
      continue;
    }
    if (e.kind === 'text' && isBlank(e.text)) {
      i++;
      continue;
    }
    if (e.kind === 'open') {
      if (e.selfClosing) {
        lines.push(pad() + startTag(e, '/>'));
        i += 2;
        continue;
      }
      const keep = xmlSpace(e, false);
      // find the matching close and check whether the content is only text / CDATA
      let j = i + 1;
      let simple = true;
      while (j < ev.length && ev[j].kind !== 'close') {
        const k = ev[j].kind;
        if (k !== 'text' && k !== 'cdata') {
          simple = false;
          break;
        }
        j++;
      }
      if (keep) {
        lines.push(pad() + startTag(e, '>'));
        stack.push({ name: e.name, preserve: true });
        i++;
        continue;
      }
      if (simple) {
        let inner = '';
        for (let k = i + 1; k < j; k++) inner += leafMarkup(ev[k]);
        const trimmedInner = ev.slice(i + 1, j).every((x) => x.kind === 'text') ? inner.trim() : inner;
        if (j === i + 1) lines.push(pad() + startTag(e, '>') + `</${e.name}>`);
        else lines.push(pad() + startTag(e, '>') + trimmedInner + `</${e.name}>`);
        i = j + 1;
        continue;
      }
      lines.push(pad() + startTag(e, '>'));
      stack.push({ name: e.name, preserve: false });
      i++;
      continue;
    }
    if (e.kind === 'close') {
      const frame = stack.pop();
      if (frame && frame.preserve) lines[lines.length - 1] += `</${e.name}>`;
      else lines.push(pad() + `</${e.name}>`);
      i++;
      continue;
    }
    if (e.kind === 'text') {
      lines.push(pad() + escapeText(e.text.trim()));
      i++;
      continue;
    }
    lines.push(pad() + leafMarkup(e));
    i++;
  }
  return lines.join('\n');
}

/**
 * Minifies: whitespace-only text between tags is removed (except under xml:space="preserve");
 * everything else, including comments, CDATA and processing instructions, is kept as parsed.
 */
export function minifyXml(xml: string): string {
  return minifyEvents(parseXml(xml));
}

/** minifyXml on already parsed events. */
export function minifyEvents(ev: XmlEvent[]): string {
  let out = '';
  const preserveStack: boolean[] = [];
  for (let i = 0; i < ev.length; i++) {
    const e = ev[i];
    const preserve = preserveStack.length > 0 && preserveStack[preserveStack.length - 1];
    if (e.kind === 'open') {
      if (e.selfClosing) {
        out += startTag(e, '/>');
        i++;
      } else {
        out += startTag(e, '>');
        preserveStack.push(xmlSpace(e, preserve));
      }
    } else if (e.kind === 'close') {
      out += `</${e.name}>`;
      preserveStack.pop();
    } else if (e.kind === 'text') {
      if (preserve || !isBlank(e.text)) out += escapeText(e.text);
    } else out += leafMarkup(e);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The call the worker / UI makes
// ---------------------------------------------------------------------------------------------

export type XmlAction = 'format' | 'minify';

export interface XmlResult {
  validation: XmlValidation;
  output: string;
  /** Characters of the output. */
  characters: number;
  /** Number of elements. */
  tags: number;
  fileName: string;
}

/** Counts elements (start tags and empty-element tags) of XML text; 0 when it does not parse. */
export function countTags(xml: string): number {
  try {
    return parseXml(xml).filter((e) => e.kind === 'open').length;
  } catch {
    return 0;
  }
}

/**
 * Runs Format or Minify (parsing once): plain data in, plain data out. A parse failure gives the
 * parser's message; an unexpected failure gives 'Failed to format XML' / 'Failed to minify XML'.
 */
export function processXml(xml: string, action: XmlAction, indent = DEFAULT_INDENT, onProgress?: (fraction: number) => void): XmlResult {
  const fileName = FILE_NAMES[action];
  const fail = (errorMessage: string): XmlResult => ({ validation: { isValid: false, errorMessage }, output: '', characters: 0, tags: 0, fileName });
  if (xml.trim() === '') return fail(MESSAGES.emptyInput);
  let events: XmlEvent[];
  try {
    events = parseXml(xml, onProgress);
  } catch (e) {
    return fail((e as Error).message || MESSAGES.invalidXml);
  }
  let output: string;
  try {
    output = action === 'format' ? formatEvents(events, indent) : minifyEvents(events);
  } catch {
    return fail(action === 'format' ? MESSAGES.formatFailed : MESSAGES.minifyFailed);
  }
  let tags = 0;
  for (const e of events) if (e.kind === 'open') tags++;
  return { validation: { isValid: true, errorMessage: '' }, output, characters: output.length, tags, fileName };
}

/** Message for Copy / Download when there is nothing to act on, else null. */
export function outputActionMessage(output: string, action: 'copy' | 'download'): string | null {
  if (output !== '') return null;
  return action === 'copy' ? MESSAGES.noOutputToCopy : MESSAGES.noOutputToDownload;
}

// ---------------------------------------------------------------------------------------------
// Syntax highlighting tokenizer (lenient: works on any text, never throws)
// ---------------------------------------------------------------------------------------------

export type XmlTokenKind = 'tag' | 'attribute' | 'attributeValue' | 'comment' | 'cdata' | 'text' | 'punctuation';

export interface XmlToken {
  kind: XmlTokenKind;
  text: string;
}

const NAME_RE = /[^\s/>=<"'?!]+/y;
const WS_RE = /\s+/y;

/**
 * Splits text into highlight tokens whose concatenation is exactly the input. '<', '</',
 * '<?', '<!', '>', '/>', '?>' and '=' are punctuation tokens of their own.
 */
export function tokenizeXml(src: string): XmlToken[] {
  const out: XmlToken[] = [];
  const push = (kind: XmlTokenKind, text: string) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last && last.kind === kind && kind !== 'punctuation') last.text += text;
    else out.push({ kind, text });
  };
  let i = 0;
  const n = src.length;
  while (i < n) {
    const lt = src.indexOf('<', i);
    if (lt === -1) {
      push('text', src.slice(i));
      break;
    }
    if (lt > i) push('text', src.slice(i, lt));
    i = lt;
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i + 4);
      const stop = end === -1 ? n : end + 3;
      push('comment', src.slice(i, stop));
      i = stop;
      continue;
    }
    if (src.startsWith('<![CDATA[', i)) {
      const end = src.indexOf(']]>', i + 9);
      const stop = end === -1 ? n : end + 3;
      push('cdata', src.slice(i, stop));
      i = stop;
      continue;
    }
    let close = '>';
    if (src.startsWith('</', i)) {
      push('punctuation', '</');
      i += 2;
    } else if (src.startsWith('<?', i)) {
      push('punctuation', '<?');
      i += 2;
      close = '?>';
    } else if (src.startsWith('<!', i)) {
      push('punctuation', '<!');
      i += 2;
    } else {
      push('punctuation', '<');
      i += 1;
    }
    NAME_RE.lastIndex = i;
    if (NAME_RE.test(src)) {
      push('tag', src.slice(i, NAME_RE.lastIndex));
      i = NAME_RE.lastIndex;
    }
    // attributes until the end of the tag
    while (i < n) {
      WS_RE.lastIndex = i;
      if (WS_RE.test(src)) {
        push('text', src.slice(i, WS_RE.lastIndex));
        i = WS_RE.lastIndex;
        continue;
      }
      if (src.startsWith(close, i)) {
        push('punctuation', close);
        i += close.length;
        break;
      }
      if (src.startsWith('/>', i)) {
        push('punctuation', '/>');
        i += 2;
        break;
      }
      const c = src[i];
      if (c === '<') break; // broken tag: restart outside
      if (c === '=') {
        push('punctuation', '=');
        i++;
        continue;
      }
      if (c === '"' || c === "'") {
        const end = src.indexOf(c, i + 1);
        const stop = end === -1 ? n : end + 1;
        push('attributeValue', src.slice(i, stop));
        i = stop;
        continue;
      }
      if (c === '[') {
        // DOCTYPE internal subset: keep as text up to the closing bracket
        const end = src.indexOf(']', i);
        const stop = end === -1 ? n : end + 1;
        push('text', src.slice(i, stop));
        i = stop;
        continue;
      }
      NAME_RE.lastIndex = i;
      if (NAME_RE.test(src)) {
        push('attribute', src.slice(i, NAME_RE.lastIndex));
        i = NAME_RE.lastIndex;
      } else {
        push('text', c);
        i++;
      }
    }
  }
  return out;
}

/** Tokens grouped per line (for a virtualised, line-numbered view); newlines are not included. */
export function tokenizeXmlLines(src: string): XmlToken[][] {
  const lines: XmlToken[][] = [[]];
  for (const t of tokenizeXml(src)) {
    const parts = t.text.split('\n');
    parts.forEach((p, k) => {
      if (k > 0) lines.push([]);
      if (p) lines[lines.length - 1].push({ kind: t.kind, text: p });
    });
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Compact highlight spans: computed once (in the worker for large outputs), read per visible row
// ---------------------------------------------------------------------------------------------

export const TOKEN_KINDS: readonly XmlTokenKind[] = ['tag', 'attribute', 'attributeValue', 'comment', 'cdata', 'text', 'punctuation'];

/** Token i covers [ends[i-1] (or 0), ends[i]) of the source and has kind TOKEN_KINDS[kinds[i]]. */
export interface TokenSpans {
  kinds: Uint8Array;
  ends: Uint32Array;
}

/** The highlight tokens of a text as two typed arrays (cheap to transfer from a worker). */
export function tokenSpans(src: string): TokenSpans {
  const tokens = tokenizeXml(src);
  const kinds = new Uint8Array(tokens.length);
  const ends = new Uint32Array(tokens.length);
  let pos = 0;
  tokens.forEach((t, i) => {
    pos += t.text.length;
    kinds[i] = TOKEN_KINDS.indexOf(t.kind);
    ends[i] = pos;
  });
  return { kinds, ends };
}

/** Tokens of src[start, end) (one row of a view), cut at the range edges. */
export function tokensInRange(spans: TokenSpans, src: string, start: number, end: number): XmlToken[] {
  const { kinds, ends } = spans;
  const out: XmlToken[] = [];
  const pos = forEachSpanInRange(ends, start, end, (i, from, to) => out.push({ kind: TOKEN_KINDS[kinds[i]], text: src.slice(from, to) }));
  if (pos < end) out.push({ kind: 'text', text: src.slice(pos, end) });
  return out;
}

/** What the worker returns: the result plus the highlight spans of its output. */
export interface XmlJobResult extends XmlResult {
  spans: TokenSpans;
}

/** Process and tokenise in one go (the worker's job); progress covers both steps. */
export function runXmlJob(xml: string, action: XmlAction, indent = DEFAULT_INDENT, onProgress?: (fraction: number) => void): XmlJobResult {
  const result = processXml(xml, action, indent, onProgress ? (f) => onProgress(f * 0.8) : undefined);
  onProgress?.(0.85);
  const spans = result.output ? tokenSpans(result.output) : { kinds: new Uint8Array(0), ends: new Uint32Array(0) };
  onProgress?.(1);
  return { ...result, spans };
}
