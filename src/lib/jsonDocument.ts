/**
 * True when the text is a JSON array or object that parses (RFC 8259, as JSON.parse reads it): text a
 * converter can take for JSON with no doubt, where a bare number, string or `true` could as well be
 * anything else.
 */
export function isJsonDocument(text: string): boolean {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed) || !/[\]}]$/.test(trimmed)) return false;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}
