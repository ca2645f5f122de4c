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
