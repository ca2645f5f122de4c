/**
 * Feeding compressed data to one of fflate's streams: a chunk at a time, with progress, the output
 * collected up to a cap, and fflate's refusals turned into messages that name the byte.
 */
import { Inflate } from 'fflate';
import { groupDigits } from '@/lib/count';
import { CapError, DataError } from './dataError';

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

/** The output so far, refused past the cap. */
export class Sink {
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
export function fflateCode(e: unknown): number | null {
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
export function explain(
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
export function feed(
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
