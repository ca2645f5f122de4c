/** Sanitising HTML for the rendered preview. */
import DOMPurify from 'dompurify';

/** Sanitises HTML for a rendered preview (DOMPurify, default safe profile). */
export function sanitizeForPreview(html: string): string {
  return DOMPurify.sanitize(html);
}
