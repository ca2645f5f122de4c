/**
 * Base64 to PDF: pure logic (no DOM, worker-safe).
 * Strips any prefix up to the first comma, decodes the Base64 in chunks (with progress),
 * and requires the decoded bytes to start with the PDF signature `%PDF-`.
 */
import { decodeToBytes, normaliseBase64 } from '@/lib/base64';
import { formatBytes } from '@/lib/bytes';
import { sniffBytes, withArticle } from '@/lib/sniff';

export const MESSAGES = {
  empty: 'Please enter Base64 data',
  failed: 'Conversion failed: Invalid Base64 data',
  noPdf: 'No PDF to download',
  downloadFailed: 'Failed to download PDF',
  /** Shown in place of the embedded preview when the browser cannot render PDFs. */
  previewFallback: 'Your browser cannot display this PDF here. Use Download PDF to open it.',
} as const;

/** Name of the downloaded PDF. */
export const PDF_FILE_NAME = 'converted_document.pdf';
export const PDF_MIME = 'application/pdf';

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Removes everything up to and including the first comma (a data URL prefix or any other label). */
export function stripPrefix(input: string): string {
  const i = input.indexOf(',');
  return i === -1 ? input : input.slice(i + 1);
}

/** True when the bytes start with `%PDF-`. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_SIGNATURE.length) return false;
  return PDF_SIGNATURE.every((b, i) => bytes[i] === b);
}

/** The version from the header (`%PDF-1.7` → '1.7'), or undefined. */
export function pdfVersion(bytes: Uint8Array): string | undefined {
  if (!hasPdfHeader(bytes)) return undefined;
  let s = '';
  for (let i = 5; i < Math.min(bytes.length, 12); i++) {
    const c = bytes[i];
    if ((c >= 0x30 && c <= 0x39) || c === 0x2e) s += String.fromCharCode(c);
    else break;
  }
  return /^\d+\.\d+$/.test(s) ? s : undefined;
}

/** True when an `%%EOF` marker appears in the last 1 KB (a complete PDF has one). */
export function hasEofMarker(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024));
  for (let i = tail.length - 5; i >= 0; i--) {
    if (
      tail[i] === 0x25 &&
      tail[i + 1] === 0x25 &&
      tail[i + 2] === 0x45 &&
      tail[i + 3] === 0x4f &&
      tail[i + 4] === 0x46
    )
      return true;
  }
  return false;
}

export interface PdfResult {
  ok: true;
  /** The PDF bytes; a worker can transfer bytes.buffer (it is exactly the PDF, no extra bytes). */
  bytes: Uint8Array;
  size: number;
  version?: string;
  /** False when no %%EOF marker was found near the end: the file may be truncated. */
  complete: boolean;
  /** The Base64 of the PDF as the data URL carries it: the standard alphabet, padded, no whitespace. */
  base64: string;
}
export interface PdfFailure {
  ok: false;
  error: typeof MESSAGES.empty | typeof MESSAGES.failed;
  reason: 'empty' | 'base64' | 'not-pdf';
  /** For valid Base64 that is not a PDF: what the bytes are ('PNG image'), or null when unknown binary. */
  detected?: string | null;
}
export type PdfConversion = PdfResult | PdfFailure;

/** Base64 characters decoded per progress step (a multiple of 4). */
export const CHUNK_CHARS = 1 << 20;

/**
 * Converts user input to PDF bytes. Any prefix before a comma is removed; whitespace and
 * base64url are accepted. `onProgress` receives a fraction 0..1 after each 1 MB chunk.
 */
export function convertBase64ToPdf(input: string, onProgress?: (fraction: number) => void): PdfConversion {
  const body = stripPrefix(input);
  if (body.trim() === '') return { ok: false, error: MESSAGES.empty, reason: 'empty' };
  let bytes: Uint8Array;
  let s: string;
  try {
    s = normaliseBase64(body);
    const bodyLen = s.replace(/=+$/, '').length;
    const total = Math.floor((bodyLen * 3) / 4);
    bytes = new Uint8Array(total);
    let offset = 0;
    for (let i = 0; i < s.length; i += CHUNK_CHARS) {
      const part = decodeToBytes(s.slice(i, i + CHUNK_CHARS));
      bytes.set(part, offset);
      offset += part.length;
      onProgress?.(Math.min(1, (i + CHUNK_CHARS) / s.length));
    }
    if (offset !== total) bytes = bytes.slice(0, offset);
  } catch {
    return { ok: false, error: MESSAGES.failed, reason: 'base64' };
  }
  if (!hasPdfHeader(bytes))
    return { ok: false, error: MESSAGES.failed, reason: 'not-pdf', detected: sniffBytes(bytes)?.label ?? null };
  onProgress?.(1);
  return {
    ok: true,
    bytes,
    size: bytes.length,
    version: pdfVersion(bytes),
    complete: hasEofMarker(bytes),
    base64: s,
  };
}

/** The PDF as a correctly typed data URL (what Copy URL copies), whatever prefix the input had. */
export function pdfDataUrl(result: Pick<PdfResult, 'base64'>): string {
  return `data:${PDF_MIME};base64,${result.base64}`;
}

/** The objects a worker can hand back without copying: the PDF bytes' buffer. */
export function transferablesOf(result: PdfConversion): Transferable[] {
  return result.ok ? [result.bytes.buffer as ArrayBuffer] : [];
}

/** The hint under the error when valid Base64 decodes to something other than a PDF. */
export function notPdfHint(detected: string | null): string {
  return detected
    ? `The Base64 is valid, but it holds ${withArticle(detected)}, not a PDF. A PDF starts with %PDF-.`
    : 'The Base64 is valid, but the bytes are not a PDF (a PDF starts with %PDF-) nor any file type this tool recognises.';
}

/** A short description of the converted file: 'PDF 1.7 · 12.3 KB'. */
export function describePdf(result: Pick<PdfResult, 'size' | 'version'>): string {
  const size = formatBytes(result.size);
  return result.version ? `PDF ${result.version} · ${size}` : `PDF · ${size}`;
}
