/** A zlib stream's two-byte header (RFC 1950, section 2.2). */
import { DataError } from './dataError';
import { hexPair } from './gzipHeader';

export interface ZlibHeader {
  /** the deflate window the writer used, in bytes (CINFO) */
  window: number;
  /** FLEVEL: what the writer says of its compression */
  level: 'fastest' | 'fast' | 'default' | 'maximum';
}

const LEVELS: readonly ZlibHeader['level'][] = ['fastest', 'fast', 'default', 'maximum'];

/** True for two bytes that make a zlib header: deflate, a window of at most 32 KB, the check bits right, no dictionary. */
export function isZlib(bytes: Uint8Array): boolean {
  if (bytes.length < 2) return false;
  const [cmf, flg] = bytes;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0 && (flg & 0x20) === 0;
}

export function readZlibHeader(bytes: Uint8Array): ZlibHeader {
  if (bytes.length < 2) throw new DataError('The zlib stream is cut short: its header needs 2 bytes', bytes.length);
  const [cmf, flg] = bytes;
  if ((cmf & 0x0f) !== 8 || cmf >> 4 > 7 || ((cmf << 8) | flg) % 31 !== 0)
    throw new DataError(
      `Not zlib data: it starts with ${hexPair(bytes, 0)}, which is no zlib header (78 9c is the usual one)`,
      0,
    );
  if (flg & 0x20)
    throw new DataError('The zlib stream needs a preset dictionary (FDICT at byte 1), which it does not carry', 1);
  return { window: 1 << ((cmf >> 4) + 8), level: LEVELS[flg >> 6] };
}
