/** Sanitising HTML for the rendered preview. */
import DOMPurify from 'dompurify';

/**
 * Sanitises HTML for a rendered preview (DOMPurify, default safe profile) without `<style>` elements:
 * the preview frame inherits the page's policy, which refuses style text.
 */
export function sanitizeForPreview(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style'] });
}
