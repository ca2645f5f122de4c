/** Text to bytes and back, in the two encodings the tool offers, and bytes as hexadecimal. */

export type TextEncoding = 'utf8' | 'utf16le';

export function textBytes(text: string, encoding: TextEncoding): Uint8Array {
  if (encoding === 'utf8') return new TextEncoder().encode(text);
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    out[2 * i] = unit & 0xff;
    out[2 * i + 1] = unit >> 8;
  }
  return out;
}

/** The text the bytes encode, or null when they are not text in that encoding (never U+FFFD). */
export function bytesText(bytes: Uint8Array, encoding: TextEncoding): string | null {
  if (encoding === 'utf16le' && bytes.length % 2 !== 0) return null;
  try {
    return new TextDecoder(encoding === 'utf8' ? 'utf-8' : 'utf-16le', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

export function toHex(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 65536) {
    let s = '';
    const end = Math.min(bytes.length, i + 65536);
    for (let j = i; j < end; j++) s += HEX[bytes[j]];
    parts.push(s);
  }
  return parts.join('');
}

/** Bytes of a hexadecimal text (as toHex writes it). */
export function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}
