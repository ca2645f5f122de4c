/** The document the HTML preview frame shows. */
import { createHtmlPolicy } from '@/lib/trustedHtml';
import { sanitizeForPreview } from './sanitize';

/** Output longer than this is not previewed: sanitising and laying it out would hold up the page. */
export const PREVIEW_LIMIT = 256 * 1024;

/** The Trusted Types policy that makes the preview's srcdoc; its only way in is through DOMPurify. */
export const HTML_PREVIEW_POLICY = 'html-preview';

/**
 * The sanitised HTML in a document whose own policy forbids every request. It holds no style: the
 * frame inherits the page's policy, which allows no inline style, so the page gives the document its
 * look through the CSSOM (stylePreview) once it has loaded.
 */
export function previewDocumentText(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'"></head><body>${sanitizeForPreview(html)}</body></html>`;
}

/** The preview document's look, in the site's colours: the body's style. */
export function previewBodyStyle(colors: { text: string; surface: string }) {
  return {
    margin: '12px',
    font: '15px/1.55 system-ui, sans-serif',
    color: colors.text,
    background: colors.surface,
    overflowWrap: 'anywhere',
  };
}

/** Gives a loaded preview document its look through the CSSOM, which no policy governs. */
export function stylePreview(frame: HTMLIFrameElement, colors: { text: string; surface: string }): void {
  const body = frame.contentDocument?.body;
  if (body) Object.assign(body.style, previewBodyStyle(colors));
}

let policy: ReturnType<typeof createHtmlPolicy> | undefined;

/** The preview document as a srcdoc accepts it: TrustedHTML where the page enforces Trusted Types. */
export function previewDocument(html: string): string | TrustedHTML {
  if (policy === undefined) policy = createHtmlPolicy(HTML_PREVIEW_POLICY, previewDocumentText);
  return policy ? policy.createHTML(html) : previewDocumentText(html);
}
