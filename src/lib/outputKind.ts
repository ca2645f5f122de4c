import type { ContentKind } from './kinds';
import { sniffBytes } from './sniff';

/** How much of a text its kind is read from: the start tells JSON from YAML or XML. */
const HEAD_CHARS = 4096;

const BY_MIME: Record<string, ContentKind> = {
  'application/json': 'json',
  'application/xml': 'xml',
  'text/html': 'html',
  'image/svg+xml': 'xml',
  'application/pdf': 'pdf',
};

/**
 * The kind of an output among those its tool can produce: the only one when there is one, else what
 * the site's sniffer reads from the text's start (JSON, XML, HTML), else the first of them. Reads at
 * most 4,096 characters, so a 5 MB output costs nothing to classify.
 */
export function kindOfOutput(text: string, produces: readonly ContentKind[]): ContentKind | null {
  if (produces.length <= 1) return produces[0] ?? null;
  const sniffed = sniffBytes(new TextEncoder().encode(text.slice(0, HEAD_CHARS)));
  const kind = sniffed ? BY_MIME[sniffed.mime] : undefined;
  return kind && produces.includes(kind) ? kind : produces[0];
}
