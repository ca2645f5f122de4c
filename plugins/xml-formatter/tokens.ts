/** Syntax highlighting: a lenient tokenizer (works on any text, never throws), tokens per line, and compact token spans. */
import { forEachSpanInRange } from '../../src/lib/rows';

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

// Compact highlight spans: computed once (in the worker for large outputs), read per visible row

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
