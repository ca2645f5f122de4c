/** HTML pretty-printing (string only, worker-safe): an element tree from the tokens, printed with indentation. */
import { MESSAGES } from './constants';
import { BLOCK, PARAGRAPH, VOID } from './elements';
import { tokenize, type Token } from './tokenize';

interface ElNode {
  kind: 'el';
  name: string;
  open: string;
  close: string | null;
  children: Node2[];
}
type Node2 =
  ElNode | { kind: 'text'; text: string } | { kind: 'comment'; raw: string } | { kind: 'doctype'; raw: string };

const FORMAT_BLOCK = new Set([
  ...BLOCK,
  ...PARAGRAPH,
  'head',
  'meta',
  'link',
  'title',
  'script',
  'style',
  'noscript',
  'template',
  'base',
  'td',
  'th',
  'colgroup',
  'col',
  'select',
  'optgroup',
  'iframe',
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'canvas',
  'object',
  'br',
  'area',
  'map',
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
const CLOSES_P = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'div',
  'dl',
  'fieldset',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
  'figure',
  'details',
  'menu',
]);

function normaliseTag(raw: string): string {
  // collapse whitespace outside quoted attribute values
  return raw
    .replace(/("[^"]*"|'[^']*')|\s+/g, (_m, q: string | undefined) => (q ? q : ' '))
    .replace(/\s+(\/?>)$/, (_, e: string) => (e === '/>' ? ' />' : '>'));
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
 * read (unterminated tag or comment); use `tryFormatHtml` to get 'Failed to format HTML' instead.
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

/** formatHtml that never throws: a failure is `{ ok: false, error: 'Failed to format HTML' }` with the detail. */
export function tryFormatHtml(
  html: string,
  options?: FormatOptions,
): { ok: true; html: string } | { ok: false; error: typeof MESSAGES.formatFailed; detail: string } {
  try {
    return { ok: true, html: formatHtml(html, options) };
  } catch (e) {
    return { ok: false, error: MESSAGES.formatFailed, detail: e instanceof Error ? e.message : String(e) };
  }
}
