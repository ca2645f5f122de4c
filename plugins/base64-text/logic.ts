import { encodeText, decodeText, NotUtf8Error, type Base64Alphabet } from '@/lib/base64';

export type Mode = 'encode' | 'decode';

export const MESSAGES = {
  emptyEncode: 'Please enter some text to encode',
  emptyDecode: 'Please enter Base64 text to decode',
  invalidBase64: 'Decoding failed: Invalid Base64 string',
  notUtf8: 'Decoding failed: The Base64 is valid but the decoded bytes are not UTF-8 text',
  encodeFailed: (reason: string) => `Encoding failed: ${reason}`,
} as const;

export const DOWNLOAD_NAME = 'base64_output.txt';
/** This tool keeps its download link for 2 s before revoking it, not the 100 ms other tools use. */
export const DOWNLOAD_CLEANUP_MS = 2000;

export type Result = { ok: true; output: string } | { ok: false; message: string };

/** The message for blank (or whitespace-only) input in a mode, or null when there is input. */
export function blankMessage(mode: Mode, input: string): string | null {
  if (input.trim() !== '') return null;
  return mode === 'encode' ? MESSAGES.emptyEncode : MESSAGES.emptyDecode;
}

/** Encodes or decodes; never throws. */
export function convert(mode: Mode, input: string, urlSafe = false): Result {
  const blank = blankMessage(mode, input);
  if (blank) return { ok: false, message: blank };
  if (mode === 'encode') {
    try {
      const alphabet: Base64Alphabet = urlSafe ? 'url' : 'standard';
      return { ok: true, output: encodeText(input, alphabet) };
    } catch (e) {
      return { ok: false, message: MESSAGES.encodeFailed(e instanceof Error ? e.message : String(e)) };
    }
  }
  try {
    return { ok: true, output: decodeText(input) };
  } catch (e) {
    return { ok: false, message: e instanceof NotUtf8Error ? MESSAGES.notUtf8 : MESSAGES.invalidBase64 };
  }
}

/** Longest input looked at for Base64: past half a megabyte the output waits for a button anyway. */
const MAX_DETECT_LENGTH = 512 * 1024;
const STANDARD = /^[A-Za-z0-9+/]+={0,2}$/;
const URL_SAFE = /^[A-Za-z0-9_-]+={0,2}$/;
/** Whether the text has a control character other than tab, line feed and carriage return: bytes that are not text. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/**
 * Whether the input reads as Base64 to decode rather than text to encode. Short words are Base64 by
 * accident ("test", "abcd"), so all of these must hold:
 * 1. Ignoring whitespace (wrapped lines), it is written in one alphabet, standard (`+` `/`) or
 *    URL-safe (`-` `_`), with at most two `=` and only at the end; padded, its length is a multiple
 *    of 4, and unpadded it is not one more than a multiple of 4 (no Base64 has that length).
 * 2. It looks like encoded data rather than a word or a name: it ends in `=` padding, or it is at
 *    least 8 characters long and has upper- and lower-case letters and a digit, `+` or `/`.
 * 3. Its bytes are text: strict UTF-8, not empty, with no control characters but tab and line breaks.
 * Inputs past half a megabyte are not looked at.
 */
export function looksLikeBase64(input: string): boolean {
  if (input.length > MAX_DETECT_LENGTH) return false;
  const compact = input.replace(/\s+/g, '');
  if (!STANDARD.test(compact) && !URL_SAFE.test(compact)) return false;
  const body = compact.replace(/=+$/, '');
  const padded = body.length < compact.length;
  if ((padded && compact.length % 4 !== 0) || body.length % 4 === 1) return false;
  const encodedLooking =
    padded || (body.length >= 8 && /[a-z]/.test(body) && /[A-Z]/.test(body) && /[0-9+/]/.test(body));
  if (!encodedLooking) return false;
  try {
    const text = decodeText(compact);
    return text !== '' && !hasControl(text);
  } catch {
    return false;
  }
}

/** The mode the input calls for while the visitor has picked none: Base64 decodes, anything else encodes. */
export function detectMode(input: string): Mode | null {
  return looksLikeBase64(input) ? 'decode' : null;
}

/** What the tool says when the input picked Decode, and its button that encodes instead. */
export const DETECTED = { note: 'Looks like Base64 — decoded.', instead: 'Encode instead' } as const;
