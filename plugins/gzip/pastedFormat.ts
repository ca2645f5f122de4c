/**
 * Whether a text plainly is compressed data written as Base64 or hex, from its start: paste detection
 * ranks the tool by it, and a paste while the tool compresses switches it to decompressing.
 */

/** gzip's magic 1f 8b and method 08 in Base64: every gzip member begins H4sI. */
const GZIP_BASE64 = /^H4sI[A-Za-z0-9+/_-]{8,}/;
/** The same bytes in hex, spaced or not, with or without 0x before each byte. */
const GZIP_HEX = /^(?:0x)?1f[\s,:]*(?:0x)?8b[\s,:]*(?:0x)?08/i;
/** zlib's usual headers 78 9c and 78 da in Base64 (eJ, eN) and 78 01, 5e, 9c, da in hex: only long, unbroken runs, which words are not. */
const ZLIB_BASE64 = /^e[JN][A-Za-z0-9+/]{20,}={0,2}$/;
const ZLIB_HEX = /^78(?:01|5e|9c|da)[0-9a-f]{12,}$/i;

export interface PastedFormat {
  format: 'gzip' | 'zlib';
  wrapping: 'Base64' | 'hex';
}

export function pastedFormat(text: string): PastedFormat | null {
  const trimmed = text.trim();
  const compact = trimmed.replace(/\s+/g, '');
  if (GZIP_BASE64.test(compact)) return { format: 'gzip', wrapping: 'Base64' };
  if (GZIP_HEX.test(trimmed)) return { format: 'gzip', wrapping: 'hex' };
  if (ZLIB_HEX.test(compact)) return { format: 'zlib', wrapping: 'hex' };
  if (ZLIB_BASE64.test(compact)) return { format: 'zlib', wrapping: 'Base64' };
  return null;
}
