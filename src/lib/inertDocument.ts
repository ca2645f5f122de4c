/**
 * The inert document: an empty page of the site, in a hidden frame, whose DOMParser parses the HTML a
 * visitor gives a tool. A document DOMParser makes takes the policy of the window whose parser made
 * it: the pages' policy allows no inline style, so parsing a visitor's `style=""` or `<style>` in the
 * page would be reported as refused (nothing in a parsed document is applied or run either way). The
 * inert document's own policy loads and runs nothing and lets inline styles be (scripts/csp.ts).
 */
export const INERT_DOCUMENT_PATH = '/inert-html';
