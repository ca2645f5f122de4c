/** XML serialisation of parsed events: escaping, pretty-printing and minifying. */
import { DEFAULT_INDENT } from './constants';
import { parseXml, type XmlEvent } from './parse';

/** Escapes character data so it re-parses to the same text (\r kept as a reference). */
export function escapeText(s: string): string {
  return s.replace(/[&<>\r]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#13;'));
}

/** Escapes an attribute value for double quotes; tab, newline and CR become references so they survive normalisation. */
export function escapeAttribute(s: string): string {
  return s.replace(/[&<"\t\n\r]/g, (c) =>
    c === '&'
      ? '&amp;'
      : c === '<'
        ? '&lt;'
        : c === '"'
          ? '&quot;'
          : c === '\t'
            ? '&#9;'
            : c === '\n'
              ? '&#10;'
              : '&#13;',
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
