/**
 * Reading the deflate family with fflate: gzip (every member, as `gzip -d` does, each member's CRC-32
 * and size checked), zlib (its Adler-32 checked) and raw deflate. The output is collected up to a cap,
 * so data that expands without end is stopped; progress follows the compressed bytes read.
 */
import { Gunzip, Inflate, inflateSync } from 'fflate';
import { groupDigits } from '@/lib/count';
import { Adler32, checksumHex, Crc32, readUint32BE, readUint32LE } from './checksums';
import { DataError } from './dataError';
import { explain, feed, fflateCode, Sink, type InflateLimits } from './feed';
import { isGzip, readGzipHeader, type GzipHeader } from './gzipHeader';
import { readZlibHeader, type ZlibHeader } from './zlibHeader';

export interface GzipMember {
  header: GzipHeader;
  /** where the member starts and ends (after its trailer) in the data */
  start: number;
  end: number;
  /** its uncompressed bytes */
  size: number;
  crc: number;
}

export type Inflated =
  | { format: 'gzip'; bytes: Uint8Array; members: GzipMember[]; ignored: { at: number; bytes: number } | null }
  | { format: 'zlib'; bytes: Uint8Array; header: ZlibHeader; adler: number }
  | { format: 'deflate'; bytes: Uint8Array };

/** True when the deflate data in `body` ends within its first `length` bytes. */
function completeBefore(body: Uint8Array, length: number): boolean {
  if (length <= 0) return false;
  try {
    inflateSync(body.subarray(0, length));
    return true;
  } catch {
    return false;
  }
}

/** The first place after `from` where a member's trailer (its CRC-32, then its size) stands. */
function findTrailer(bytes: Uint8Array, from: number, crc: number, size: number): number {
  for (let at = from; at + 8 <= bytes.length; at++)
    if (readUint32LE(bytes, at) === crc && readUint32LE(bytes, at + 4) === size) return at;
  return -1;
}

export function gunzip(bytes: Uint8Array, limits: InflateLimits): Inflated {
  const sink = new Sink(limits.cap);
  const members: GzipMember[] = [];
  let start = 0;
  let header = readGzipHeader(bytes, 0, 1);
  let crc = new Crc32();
  let size = 0;
  let ignored: { at: number; bytes: number } | null = null;
  const member = () => members.length + 1;

  const cutShort = () =>
    new DataError(
      `Member ${member()} is cut short: the data ends at byte ${groupDigits(bytes.length)}, inside its trailer (CRC-32 and size)`,
      bytes.length,
    );
  /** Checks the trailer at `trailer` of the member under way against its data, and records the member. */
  const close = (trailer: number) => {
    if (trailer < header.bodyStart || trailer + 8 > bytes.length) throw cutShort();
    const stored = readUint32LE(bytes, trailer);
    const computed = crc.value();
    if (stored !== computed)
      throw new DataError(
        `CRC-32 mismatch in member ${member()} at byte ${groupDigits(trailer)}: the trailer says ${checksumHex(stored)}, the data gives ${checksumHex(computed)}`,
        trailer,
      );
    const storedSize = readUint32LE(bytes, trailer + 4);
    if (storedSize !== size >>> 0)
      throw new DataError(
        `Size mismatch in member ${member()} at byte ${groupDigits(trailer + 4)}: the trailer says ${groupDigits(storedSize)} bytes, the data gives ${groupDigits(size)}`,
        trailer + 4,
      );
    members.push({ header, start, end: trailer + 8, size, crc: computed });
  };

  const stream = new Gunzip((chunk) => {
    sink.push(chunk);
    crc.update(chunk);
    size += chunk.length;
  });
  stream.onmember = (offset) => {
    close(offset - 8);
    start = offset;
    header = readGzipHeader(bytes, offset, member());
    crc = new Crc32();
    size = 0;
  };
  try {
    feed(
      bytes,
      0,
      (chunk, final) => stream.push(chunk, final),
      sink,
      limits,
      (e, from, to) => explain(e, bytes, header.bodyStart, from, to, `member ${member()}`),
    );
  } catch (e) {
    // data after the last member that is not gzip: fflate refuses it as a header (code 6)
    if (!(e instanceof Error) || fflateCode(e) !== 6) throw e;
  }
  // the last member: its trailer is the last 8 bytes, unless bytes that are not gzip follow it, which gzip -d ignores
  const last = bytes.length - 8;
  if (
    last >= header.bodyStart &&
    readUint32LE(bytes, last) === crc.value() &&
    readUint32LE(bytes, last + 4) === size >>> 0
  )
    close(last);
  else {
    const found = findTrailer(bytes, header.bodyStart, crc.value(), size >>> 0);
    // no trailer anywhere: the last 8 bytes are one, with a wrong checksum, unless the deflate data runs into them
    if (found < 0 && !completeBefore(bytes.subarray(header.bodyStart), last - header.bodyStart)) throw cutShort();
    if (found < 0) close(last);
    else {
      close(found);
      // what follows is a member cut short, which gzip -d reports, or other bytes, which it ignores
      if (isGzip(bytes, found + 8)) {
        start = found + 8;
        header = readGzipHeader(bytes, start, member());
        throw new DataError(
          `The data ends at byte ${groupDigits(bytes.length)} in the middle of member ${member()}: it is cut short`,
          bytes.length,
        );
      }
      ignored = { at: found + 8, bytes: bytes.length - found - 8 };
    }
  }
  return { format: 'gzip', bytes: sink.bytes(), members, ignored };
}

export function unzlib(bytes: Uint8Array, limits: InflateLimits): Inflated {
  const header = readZlibHeader(bytes);
  const sink = new Sink(limits.cap);
  const adler = new Adler32();
  const stream = new Inflate((chunk) => {
    sink.push(chunk);
    adler.update(chunk);
  });
  feed(
    bytes,
    2,
    (chunk, final) => stream.push(chunk, final),
    sink,
    limits,
    (e, from, to) => explain(e, bytes, 2, from, to, 'the zlib stream'),
  );
  const trailer = bytes.length - 4;
  if (trailer < 2)
    throw new DataError(
      `The zlib stream is cut short: its Adler-32 is missing at byte ${groupDigits(bytes.length)}`,
      bytes.length,
    );
  const stored = readUint32BE(bytes, trailer);
  if (stored !== adler.value())
    throw new DataError(
      `Adler-32 mismatch at byte ${groupDigits(trailer)}: the trailer says ${checksumHex(stored)}, the data gives ${checksumHex(adler.value())}`,
      trailer,
    );
  return { format: 'zlib', bytes: sink.bytes(), header, adler: stored };
}

export function inflateRaw(bytes: Uint8Array, limits: InflateLimits): Inflated {
  const sink = new Sink(limits.cap);
  const stream = new Inflate((chunk) => sink.push(chunk));
  feed(
    bytes,
    0,
    (chunk, final) => stream.push(chunk, final),
    sink,
    limits,
    (e, from, to) => explain(e, bytes, 0, from, to, 'the deflate stream'),
  );
  return { format: 'deflate', bytes: sink.bytes() };
}
