/** HTML to plain text, like the browser's innerText. */
import { parseDocument } from './dom';
import { BLOCK, PARAGRAPH } from './elements';

const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'title',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'canvas',
  'select',
  'datalist',
]);
const PRESERVE = new Set(['pre', 'textarea', 'listing', 'plaintext', 'xmp']);

export interface HtmlToTextOptions {
  /** Prefix list items with '- ' (ul) or '1. ' (ol). Default false: items are just on their own lines. */
  listMarkers?: boolean;
  /** the parser to use (the frame document's in the browser); the page's by default */
  parser?: DOMParser;
}

/**
 * Converts HTML to plain text, like the browser's innerText: script/style/head dropped,
 * entities decoded, block elements become line breaks (paragraphs and headings a blank line),
 * <br> a newline, list items and table rows on their own lines (cells tab-separated).
 * Parsing is inert (DOMParser): `<img src=x onerror=…>` runs and requests nothing.
 */
export function htmlToText(html: string, options: HtmlToTextOptions = {}): string {
  if (html.trim() === '') return '';
  const doc = parseDocument(html, options.parser);
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
