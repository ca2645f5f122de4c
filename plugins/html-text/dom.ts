/** Inert HTML parsing with DOMParser (no script runs, no resource loads): main thread or jsdom only, not a worker. */
import { inertHtml } from '@/lib/trustedHtml';

export function parseDocument(html: string): Document {
  return new DOMParser().parseFromString(inertHtml(html), 'text/html');
}
