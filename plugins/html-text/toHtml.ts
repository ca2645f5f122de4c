/** Plain text to HTML (string only, worker-safe): escaping, and paragraphs or line breaks. */

export type TextToHtmlMode = 'paragraphs' | 'br' | 'escape';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes & < > " ' (every HTML-special character). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * Converts text to HTML. Every special character is escaped. Modes:
 * 'paragraphs' (default): blank-line-separated blocks become <p>, single newlines <br>;
 * 'br': every newline becomes <br>; 'escape': escaping only, newlines kept.
 */
export function textToHtml(text: string, mode: TextToHtmlMode = 'paragraphs'): string {
  const t = text.replace(/\r\n?/g, '\n');
  if (mode === 'escape') return escapeHtml(t);
  if (mode === 'br') return escapeHtml(t).replace(/\n/g, '<br>\n');
  return t
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}
