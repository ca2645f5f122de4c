/**
 * Inert HTML parsing with DOMParser (no script runs, no resource loads): main thread or jsdom only,
 * not a worker. In the browser the parser is the frame document's (src/lib/inertParser.ts), so the
 * visitor's inline styles are not reported as refused by the page's policy.
 */
import { inertHtml } from '@/lib/trustedHtml';

export function parseDocument(html: string, parser: DOMParser = new DOMParser()): Document {
  return parser.parseFromString(inertHtml(html), 'text/html');
}
