/** Human-readable byte size: 0 B, 1023 B, 1.0 KB, 5.0 MB (binary multiples). */
export function formatBytes(bytes: number, digits = 1): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(digits)} ${units[i]}`;
}

/** UTF-8 byte length of a string without allocating the encoded bytes. */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}

/** Strips characters that are unsafe in a download file name; keeps it readable. */
export function safeFileName(name: string, fallback = 'file'): string {
  const cleaned = name
    .normalize('NFC')
    // control characters are unsafe in file names on every OS
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120);
  return cleaned || fallback;
}

/** Reads a Blob as bytes: Blob.arrayBuffer where present, FileReader otherwise (both exist in workers). */
export function readBlob(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('Error reading file'));
    reader.onerror = () => reject(reader.error ?? new Error('Error reading file'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * A Blob of the bytes with a media type. Bytes over an ArrayBuffer are wrapped without a copy;
 * bytes over a SharedArrayBuffer, which a Blob does not take, are copied first.
 */
export function bytesBlob(bytes: Uint8Array, type: string): Blob {
  const { buffer } = bytes;
  const part =
    buffer instanceof ArrayBuffer ? new Uint8Array(buffer, bytes.byteOffset, bytes.byteLength) : bytes.slice();
  return new Blob([part], { type });
}
