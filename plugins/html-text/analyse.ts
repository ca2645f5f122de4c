/** Analysis of HTML: four warnings that the markup is probably malformed (parse error, size change on reparse, unclosed html or body, script count). */
import { parseDocument } from './dom';
import { OPTIONAL_END, VOID } from './elements';
import { HtmlSyntaxError, tokenize } from './tokenize';

/** Warning texts of the analysis, one per check. */
export const WARNINGS = {
  parseError: (detail: string) => `HTML parse error: ${detail}`,
  sizeChange: (percent: number) =>
    `The HTML changed size by ${percent}% when re-parsed (more than 30%): the markup is probably malformed.`,
  unclosedHtml: 'The <html> tag is not closed (missing </html>).',
  unclosedBody: 'The <body> tag is not closed (missing </body>).',
  scriptMismatch: (source: number, parsed: number) =>
    `Script tag count mismatch: ${source} <script> tag${source === 1 ? '' : 's'} in the source, ${parsed} after parsing.`,
} as const;

/** Size-change threshold of the reparse warning. */
export const SIZE_CHANGE_LIMIT = 0.3;

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
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/(<(script|style|textarea|title)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, '$1$3');
}

/**
 * Analyses HTML and returns its warnings: a parse error, a size change over 30%
 * after reparsing, an unclosed html or body tag, a script tag count mismatch. Empty input: none.
 */
export function analyseHtml(html: string, parser?: DOMParser): HtmlWarning[] {
  const warnings: HtmlWarning[] = [];
  if (html.trim() === '') return warnings;

  // 1. parse errors: unterminated constructs, closing tags that close nothing, and closing tags that
  // close an element with others still open inside it (`<div><b>bold</div>`), save those whose end
  // tag may be left out
  try {
    const tokens = tokenize(html);
    const open: { name: string; line: number }[] = [];
    for (const t of tokens) {
      if (t.type === 'open' && !VOID.has(t.name) && !t.selfClosing) open.push({ name: t.name, line: t.line });
      else if (t.type === 'close') {
        const k = open.map((o) => o.name).lastIndexOf(t.name);
        const unclosed = k === -1 ? undefined : open.slice(k + 1).find((o) => !OPTIONAL_END.has(o.name));
        if (unclosed) {
          warnings.push({
            code: 'parse-error',
            message: WARNINGS.parseError(
              `<${unclosed.name}> at line ${unclosed.line} is not closed before </${t.name}> at line ${t.line}`,
            ),
          });
          break;
        }
        if (k === -1) {
          if (!VOID.has(t.name) || t.name === 'br') {
            warnings.push({
              code: 'parse-error',
              message: WARNINGS.parseError(`unexpected closing tag </${t.name}> at line ${t.line}`),
            });
            break;
          }
        } else open.length = k;
      }
    }
  } catch (e) {
    warnings.push({
      code: 'parse-error',
      message: WARNINGS.parseError(e instanceof HtmlSyntaxError ? e.message : 'the markup could not be read'),
    });
  }

  const markup = stripNonMarkup(html);
  const isDocument = /<html[\s>]|<!doctype/i.test(markup) || /<body[\s>]/i.test(markup);
  const doc = parseDocument(html, parser);

  // 2. size change after reparse
  const before = html.trim().length;
  const after = reserialise(doc, isDocument).length;
  const change = Math.abs(after - before) / before;
  if (change > SIZE_CHANGE_LIMIT) {
    warnings.push({ code: 'size-change', message: WARNINGS.sizeChange(Math.round(change * 100)) });
  }

  // 3. unclosed html / body
  if (/<html[\s>]/i.test(markup) && !/<\/html\s*>/i.test(markup))
    warnings.push({ code: 'unclosed-html', message: WARNINGS.unclosedHtml });
  if (/<body[\s>]/i.test(markup) && !/<\/body\s*>/i.test(markup))
    warnings.push({ code: 'unclosed-body', message: WARNINGS.unclosedBody });

  // 4. script count: opening tags in the source text vs script elements after parsing
  const sourceScripts = (html.match(/<script[\s>/]/gi) ?? []).length;
  const parsedScripts = doc.getElementsByTagName('script').length;
  if (sourceScripts !== parsedScripts) {
    warnings.push({ code: 'script-mismatch', message: WARNINGS.scriptMismatch(sourceScripts, parsedScripts) });
  }
  return warnings;
}
