/** Decompressed bytes as the output shows them: UTF-8 text (checked) or hex (Base64 is src/lib/base64's). */
/** The index of the first byte that does not start or continue a valid UTF-8 sequence, or -1 (RFC 3629, section 4). */
export function invalidUtf8At(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i];
    if (lead < 0x80) {
      i++;
      continue;
    }
    const extra =
      lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : 0;
    if (extra === 0) return i;
    // the second byte's narrower ranges rule out overlong forms, surrogates and code points past U+10FFFF
    const second = bytes[i + 1];
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    if (second === undefined || second < low || second > high) return i;
    for (let k = 2; k <= extra; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
    }
    i += extra + 1;
  }
  return -1;
}

/** The bytes as UTF-8 text, or null when they are not (never a silent U+FFFD). */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** Lower-case hex with no separators, as python3's bytes.hex() and `xxd -p -c0` write it. */
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
