/** Files in and out: upload checks and their toasts, and the download name. */
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
