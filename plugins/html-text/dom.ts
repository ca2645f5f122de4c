/** Inert HTML parsing with DOMParser (no script runs, no resource loads): main thread or jsdom only, not a worker. */

export function parseDocument(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}
