export const DOWNLOAD_MESSAGES = {
  started: 'Download started - check your downloads folder',
  failed: 'Failed to download file',
  noOutput: 'No output to download',
} as const;

/** Delay before the object URL is revoked and the link removed: long enough for the browser to start the download. */
export const DOWNLOAD_CLEANUP_MS = 100;

/**
 * Saves data as a file through a Blob and a temporary object URL, revoked after use.
 * Returns false when the browser refuses (the caller says the download failed).
 */
export function downloadBlob(
  data: Blob | string | Uint8Array | ArrayBuffer,
  fileName: string,
  type = 'text/plain;charset=utf-8',
  cleanupMs = DOWNLOAD_CLEANUP_MS,
): boolean {
  try {
    const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.rel = 'noopener';
    a.style.display = 'none';
    document.body.appendChild(a);
    a.click();
    setTimeout(() => {
      a.remove();
      URL.revokeObjectURL(url);
    }, cleanupMs);
    return true;
  } catch {
    return false;
  }
}
