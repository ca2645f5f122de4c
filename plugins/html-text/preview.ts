/** The document the HTML preview frame shows. */
import { createHtmlPolicy } from '@/lib/trustedHtml';
import { sanitizeForPreview } from './sanitize';

/** Output longer than this is not previewed: sanitising and laying it out would hold up the page. */
export const PREVIEW_LIMIT = 256 * 1024;

/** The Trusted Types policy that makes the preview's srcdoc; its only way in is through DOMPurify. */
export const HTML_PREVIEW_POLICY = 'html-preview';

/** The sanitised HTML in a document whose own policy forbids every request, in the site's colours. */
export function previewDocumentText(html: string, text: string, surface: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"><style>body{margin:12px;font:15px/1.55 system-ui,sans-serif;color:${text};background:${surface};overflow-wrap:anywhere}</style></head><body>${sanitizeForPreview(html)}</body></html>`;
}

let policy: ReturnType<typeof createHtmlPolicy> | undefined;

/** The preview document as a srcdoc accepts it: TrustedHTML where the page enforces Trusted Types. */
export function previewDocument(html: string, colors: { text: string; surface: string }): string | TrustedHTML {
  if (policy === undefined) policy = createHtmlPolicy(HTML_PREVIEW_POLICY, previewDocumentText);
  return policy
    ? policy.createHTML(html, colors.text, colors.surface)
    : previewDocumentText(html, colors.text, colors.surface);
}
