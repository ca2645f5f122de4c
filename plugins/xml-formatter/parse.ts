/**
 * XML parsing into a flat event list, and validation.
 *
 * Parsing uses saxes, a strict, non-validating SAX parser. It never fetches external entities and
 * does not expand entities declared in a DOCTYPE: a "billion laughs" document fails with the
 * parser's 'undefined entity' message plus an explanation, in linear time.
 */
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';
import { MESSAGES } from './constants';

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
    /** the character parsing stopped at */
    readonly offset?: number,
  ) {
    super(message);
    this.name = 'XmlParseError';
  }
}

/** Validation result: valid, or the parser's message. */
export interface XmlValidation {
  isValid: boolean;
  errorMessage: string;
  /** where parsing stopped, when the parser said: its line and column as the editor numbers them, and the offset */
  line?: number;
  column?: number;
  offset?: number;
}

/**
 * The offset of the character saxes read last, given where it reads next: it reads a CRLF, and a
 * surrogate pair, as one character.
 */
function lastRead(xml: string, next: number): number {
  const at = next - 1;
  if (at < 1) return Math.max(0, at);
  const crlf = xml[at] === '\n' && xml[at - 1] === '\r';
  const pair = /[\udc00-\udfff]/.test(xml[at]) && /[\ud800-\udbff]/.test(xml[at - 1]);
  return crlf || pair ? at - 1 : at;
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
    if (/undefined entity/.test(message) && /<!ENTITY/i.test(doctype))
      message = `${message} ${MESSAGES.entityNotExpanded}`;
    // saxes stops at the character it read last; its own line and column count a lone CR as a line end
    // and columns in code points, so the place is taken from its position in the text instead
    failure = new XmlParseError(message, /^\d+:\d+: /.test(err.message) ? lastRead(xml, parser.position) : undefined);
    throw failure; // stop at the first error
  });
  parser.on('xmldecl', (d) =>
    events.push({ kind: 'xmldecl', version: d.version, encoding: d.encoding, standalone: d.standalone }),
  );
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
