/**
 * Reading the deflate family with fflate: gzip (every member, as `gzip -d` does, each member's CRC-32
 * and size checked), zlib (its Adler-32 checked) and raw deflate. The output is collected up to a cap,
 * so data that expands without end is stopped; progress follows the compressed bytes read.
 */
import { Gunzip, Inflate, inflateSync } from 'fflate';
import { groupDigits } from '@/lib/count';
import { Adler32, checksumHex, Crc32, readUint32BE, readUint32LE } from './checksums';
import { CapError, DataError } from './dataError';
import { readGzipHeader, type GzipHeader } from './gzipHeader';
import { readZlibHeader, type ZlibHeader } from './zlibHeader';

/**
 * How much compressed data is handed to fflate at once. Deflate expands at most about 1,032 times, so
 * the first push of 32 KB gives at most 33 MB; later pushes are sized from the ratio seen so far to give
 * about 16 MB each, between 32 KB and 1 MB (large pushes are several times faster while the code is cold).
 */
const FIRST_CHUNK = 32 * 1024;
const MAX_CHUNK = 1024 * 1024;
const OUTPUT_PER_PUSH = 16 * 1024 * 1024;

function nextChunk(read: number, written: number): number {
  const ratio = Math.max(1, written / Math.max(1, read));
  return Math.min(MAX_CHUNK, Math.max(FIRST_CHUNK, Math.floor(OUTPUT_PER_PUSH / ratio)));
}

export interface InflateLimits {
  /** the most output bytes read before stopping */
  cap: number;
  progress: (fraction: number) => void;
}

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

/** The output so far, refused past the cap. */
class Sink {
  private chunks: Uint8Array[] = [];
  total = 0;
  /** how far into the compressed data the current push reaches, for the cap's message */
  reached = 0;
  constructor(private readonly cap: number) {}

  push(chunk: Uint8Array): void {
    this.total += chunk.length;
    if (this.total > this.cap) throw new CapError(this.cap, this.reached);
    if (chunk.length) this.chunks.push(chunk);
  }

  bytes(): Uint8Array {
    if (this.chunks.length === 1) return this.chunks[0];
    const out = new Uint8Array(this.total);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

/** fflate's error code: 0 the data ended early; 1–3 corrupt deflate data; others are not about the data. */
function fflateCode(e: unknown): number | null {
  return e instanceof Error && 'code' in e && typeof e.code === 'number' ? e.code : null;
}

const CORRUPTION: Record<number, string> = {
  1: 'an invalid block type',
  2: 'an invalid literal or length code',
  3: 'an invalid distance code, or a distance back past the start of the data',
};

/**
 * Where inflating `body` first fails: the smallest prefix that fflate refuses, searched between `from`
 * (a prefix known to read) and `to` (one known to fail). Reading stops a few bytes after a corrupt
 * one, as in any inflater, so this is the byte where the data stopped making sense.
 */
function failingByte(body: Uint8Array, from: number, to: number): number {
  const fails = (length: number) => {
    try {
      new Inflate(() => undefined).push(body.subarray(0, length), false);
      return false;
    } catch {
      return true;
    }
  };
  let ok = from;
  let bad = to;
  while (bad - ok > 1) {
    const mid = (ok + bad) >>> 1;
    if (fails(mid)) bad = mid;
    else ok = mid;
  }
  return bad - 1;
}

/**
 * fflate's refusal as a message with its byte: corrupt data is located in the body of the stream
 * that starts at `bodyStart`, within the chunk that failed.
 */
function explain(
  e: unknown,
  bytes: Uint8Array,
  bodyStart: number,
  chunkStart: number,
  chunkEnd: number,
  where: string,
): Error {
  if (e instanceof CapError || e instanceof DataError) return e;
  const code = fflateCode(e);
  if (code === 0)
    return new DataError(
      `The data ends at byte ${groupDigits(bytes.length)} in the middle of ${where}: it is cut short`,
      bytes.length,
    );
  if (code !== null && CORRUPTION[code]) {
    const body = bytes.subarray(bodyStart);
    const byte = bodyStart + failingByte(body, Math.max(0, chunkStart - bodyStart), chunkEnd - bodyStart);
    return new DataError(`Corrupt deflate data at byte ${groupDigits(byte)} (${where}): ${CORRUPTION[code]}`, byte);
  }
  return e instanceof Error ? e : new Error(String(e));
}

/** Feeds the data to a stream a chunk at a time, with progress, and turns its refusals into messages. */
function feed(
  bytes: Uint8Array,
  from: number,
  push: (chunk: Uint8Array, final: boolean) => void,
  sink: Sink,
  limits: InflateLimits,
  failure: (e: unknown, chunkStart: number, chunkEnd: number) => Error,
): void {
  if (from >= bytes.length) push(new Uint8Array(0), true);
  for (let at = from, end = from; at < bytes.length; at = end) {
    end = Math.min(bytes.length, at + (at === from ? FIRST_CHUNK : nextChunk(at - from, sink.total)));
    sink.reached = end;
    try {
      push(bytes.subarray(at, end), end === bytes.length);
    } catch (e) {
      throw failure(e, at, end);
    }
    limits.progress(end / bytes.length);
  }
}

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
