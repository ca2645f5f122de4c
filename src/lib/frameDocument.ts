/**
 * The frame document: an empty page of the site that a tool puts in a frame for what the pages' own
 * policy must not govern. Its policy (scripts/csp.ts) loads and runs nothing of its own, has no
 * Trusted Types and lets inline styles be; only the site may frame it.
 * - HTML to Text parses a visitor's HTML with its DOMParser (inertParser.ts): a document DOMParser
 *   makes takes the policy of the window whose parser made it, and under the pages' policy every
 *   `style=""` and `<style>` in the visitor's HTML would be reported as refused (nothing in a parsed
 *   document is applied or run either way).
 * - Base64 to PDF shows the PDF in it: the browser's PDF viewer takes the policy of the document that
 *   embeds it, and Firefox's (pdf.js) writes HTML in ways Trusted Types refuse.
 */
export const FRAME_DOCUMENT_PATH = '/frame';

/** The frame document's URL under the site's base path (BASE_PATH at build, ending in a slash). */
export function frameDocumentUrl(): string {
  return import.meta.env.BASE_URL.replace(/\/$/, '') + FRAME_DOCUMENT_PATH;
}
