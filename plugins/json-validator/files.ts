/** Files in and out: upload checks and their toasts, decoding of uploaded bytes, and the download name. */
import { ACCEPTED_EXTENSIONS, MAX_FILE_BYTES, MESSAGES } from './constants';

/** `formatted-json-{timestamp}.json`, timestamp in ms since the epoch. */
export function downloadFileName(now: number = Date.now()): string {
  return `formatted-json-${now}.json`;
}

/** Checks an upload before reading it: returns the toast message, or null when accepted. */
export function checkUpload(file: { name: string; size: number }): string | null {
  const lower = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext))) return MESSAGES.fileTypeNotAccepted;
  if (file.size > MAX_FILE_BYTES) return MESSAGES.fileTooLarge;
  return null;
}

/** Title and text of the toast for a rejected upload, or null when the file is accepted. */
export function uploadToast(file: { name: string; size: number }): { title: string; text: string } | null {
  const problem = checkUpload(file);
  if (problem === null) return null;
  if (problem === MESSAGES.fileTooLarge) return { title: MESSAGES.fileTooLargeTitle, text: MESSAGES.fileTooLargeText };
  return { title: 'Unsupported file', text: problem };
}

/**
 * Decodes an uploaded file. A byte order mark is kept as U+FEFF (so the parser strips it with a
 * notice) and selects UTF-16 when present; anything else is read as UTF-8.
 */
export function decodeUpload(bytes: Uint8Array): string {
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xff && b1 === 0xfe) return new TextDecoder('utf-16le', { ignoreBOM: true }).decode(bytes);
  if (b0 === 0xfe && b1 === 0xff) return new TextDecoder('utf-16be', { ignoreBOM: true }).decode(bytes);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}
