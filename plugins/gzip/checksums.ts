/**
 * The two checksums the deflate family's containers carry over the uncompressed data: gzip's CRC-32
 * (RFC 1952, section 8) and zlib's Adler-32 (RFC 1950, section 8). Both are updated chunk by chunk, as
 * the inflater hands the output over.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** A running CRC-32: `update` with each chunk, `value` at the end (an unsigned 32-bit number). */
export class Crc32 {
  private crc = 0xffffffff;

  update(bytes: Uint8Array): void {
    let c = this.crc;
    for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
    this.crc = c;
  }

  value(): number {
    return (this.crc ^ 0xffffffff) >>> 0;
  }
}

/** Adler-32's modulus, and how many bytes can be summed before the sums must be reduced (zlib's NMAX). */
const ADLER_MOD = 65521;
const ADLER_RUN = 5552;

/** A running Adler-32: `update` with each chunk, `value` at the end. */
export class Adler32 {
  private a = 1;
  private b = 0;

  update(bytes: Uint8Array): void {
    let { a, b } = this;
    for (let i = 0; i < bytes.length;) {
      const end = Math.min(bytes.length, i + ADLER_RUN);
      for (; i < end; i++) {
        a += bytes[i];
        b += a;
      }
      a %= ADLER_MOD;
      b %= ADLER_MOD;
    }
    this.a = a;
    this.b = b;
  }

  value(): number {
    return ((this.b << 16) | this.a) >>> 0;
  }
}

/** A checksum as the tools that print them write it: 0x and eight hexadecimal digits. */
export function checksumHex(value: number): string {
  return `0x${value.toString(16).padStart(8, '0')}`;
}

/** The unsigned little-endian 32-bit number at `offset` (gzip's trailer). */
export function readUint32LE(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] | (bytes[offset + 1] << 8) | (bytes[offset + 2] << 16) | (bytes[offset + 3] << 24)) >>> 0;
}

/** The unsigned big-endian 32-bit number at `offset` (zlib's trailer). */
export function readUint32BE(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] << 24) | (bytes[offset + 1] << 16) | (bytes[offset + 2] << 8) | bytes[offset + 3]) >>> 0;
}
