/** Format or minify in one call (the UI's and the worker's): results, tag counts, output actions, and the worker's job. */
import { lineColumnOf } from '@/lib/lineColumn';
import { DEFAULT_INDENT, FILE_NAMES, MESSAGES } from './constants';
import { formatEvents, minifyEvents } from './format';
import { parseXml, XmlParseError, type XmlEvent, type XmlValidation } from './parse';

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
export function processXml(
  xml: string,
  action: XmlAction,
  indent = DEFAULT_INDENT,
  onProgress?: (fraction: number) => void,
): XmlResult {
  const fileName = FILE_NAMES[action];
  const fail = (errorMessage: string, offset?: number): XmlResult => ({
    validation: {
      isValid: false,
      errorMessage,
      ...(offset === undefined ? {} : { offset, ...lineColumnOf(xml, offset) }),
    },
    output: '',
    characters: 0,
    tags: 0,
    fileName,
  });
  if (xml.trim() === '') return fail(MESSAGES.emptyInput);
  let events: XmlEvent[];
  try {
    events = parseXml(xml, onProgress);
  } catch (e) {
    if (e instanceof XmlParseError) return fail(e.message || MESSAGES.invalidXml, e.offset);
    return fail(e instanceof Error && e.message ? e.message : MESSAGES.invalidXml);
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

/** What the worker returns (the output editor highlights the text itself). */
export type XmlJobResult = XmlResult;

/** Process in one go (the worker's job), with progress up to 1. */
export function runXmlJob(
  xml: string,
  action: XmlAction,
  indent = DEFAULT_INDENT,
  onProgress?: (fraction: number) => void,
): XmlJobResult {
  const result = processXml(xml, action, indent, onProgress);
  onProgress?.(1);
  return result;
}
