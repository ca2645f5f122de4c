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
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'XmlParseError';
  }
}

/** Validation result: valid, or the parser's message. */
export interface XmlValidation {
  isValid: boolean;
  errorMessage: string;
  /** where parsing stopped (1-based), when the parser said */
  line?: number;
  column?: number;
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
    const m = /^(\d+):(\d+): /.exec(err.message);
    // saxes counts the characters read on the line: its column is the 1-based place of the character it stopped at
    failure = new XmlParseError(message, m ? Number(m[1]) : undefined, m ? Math.max(1, Number(m[2])) : undefined);
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
