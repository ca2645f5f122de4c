/** Writing gzip, zlib or raw deflate with fflate, a chunk at a time so the run reports its progress. */
import { Deflate, Gzip, Zlib, type DeflateOptions, type FlateStreamHandler } from 'fflate';

export type Format = 'gzip' | 'zlib' | 'deflate';
export type Level = NonNullable<DeflateOptions['level']>;

const CHUNK = 256 * 1024;

interface Stream {
  ondata: FlateStreamHandler;
  push(chunk: Uint8Array, final?: boolean): void;
}

function streamFor(format: Format, level: Level): Stream {
  // mtime 0 records no time, as `gzip -n` and python3's gzip.compress(…, mtime=0) write it
  if (format === 'gzip') return new Gzip({ level, mtime: 0 });
  if (format === 'zlib') return new Zlib({ level });
  return new Deflate({ level });
}

export function compress(
  bytes: Uint8Array,
  format: Format,
  level: Level,
  progress: (fraction: number) => void,
): Uint8Array {
  const stream = streamFor(format, level);
  const chunks: Uint8Array[] = [];
  let total = 0;
  stream.ondata = (chunk) => {
    chunks.push(chunk);
    total += chunk.length;
  };
  if (bytes.length === 0) stream.push(bytes, true);
  for (let at = 0; at < bytes.length; at += CHUNK) {
    const end = Math.min(bytes.length, at + CHUNK);
    stream.push(bytes.subarray(at, end), end === bytes.length);
    progress(end / bytes.length);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
