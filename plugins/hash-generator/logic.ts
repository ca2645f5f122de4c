/**
 * Hash Generator: pure logic (no DOM; safe to run inside a Web Worker).
 *
 * Hashing streams chunks through hash-wasm (MD5, SHA-1, SHA-256, SHA-384, SHA-512, optionally as
 * HMAC with a key). Several algorithms are computed in one pass over the data (Compare All), and
 * long work reports real progress through a callback. Digests travel as lowercase hex strings
 * (plain data a worker can post); formatDigest turns them into upper-case hex or Base64.
 */
import { createHMAC, createMD5, createSHA1, createSHA256, createSHA384, createSHA512, type IHasher } from 'hash-wasm';
import { Base64Error, decodeToBytes, encodeBytes } from '@/lib/base64';
import { readBlob } from '@/lib/bytes';
import { countOf } from '@/lib/count';

/** The supported algorithms, in display order. */
export const HASH_ALGORITHMS = ['MD5', 'SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'] as const;
export type HashAlgorithm = (typeof HASH_ALGORITHMS)[number];

/** The algorithm selected on a first visit. */
export const DEFAULT_ALGORITHM: HashAlgorithm = 'SHA-256';

/** Digest length in bytes of each algorithm. */
export const DIGEST_SIZES: Record<HashAlgorithm, number> = {
  MD5: 16,
  'SHA-1': 20,
  'SHA-256': 32,
  'SHA-384': 48,
  'SHA-512': 64,
};

/** Output formats: lowercase hex, uppercase hex, Base64. */
export const DIGEST_FORMATS = ['hex', 'HEX', 'base64'] as const;
export type DigestFormat = (typeof DIGEST_FORMATS)[number];
export const DIGEST_FORMAT_LABELS: Record<DigestFormat, string> = {
  hex: 'Hex (lowercase)',
  HEX: 'Hex (uppercase)',
  base64: 'Base64',
};
export const DEFAULT_DIGEST_FORMAT: DigestFormat = 'hex';

/** How an HMAC key typed by the user is read. */
export const HMAC_KEY_ENCODINGS = ['utf8', 'hex', 'base64'] as const;
export type HmacKeyEncoding = (typeof HMAC_KEY_ENCODINGS)[number];

/** Bytes fed to the hashers per step (and per progress report). */
export const DEFAULT_CHUNK_SIZE = 1024 * 1024;

/** Messages: `unsupported` refuses an algorithm outside HASH_ALGORITHMS; the others report a digest comparison or an unreadable HMAC key. */
export const MESSAGES = {
  unsupported: 'Unsupported hash algorithm',
  match: 'Match: the digests are identical',
  mismatch: 'Mismatch: the digests differ',
  notHexOrBase64: 'The expected digest is neither hex nor Base64',
  invalidHexKey: 'Invalid HMAC key: expected an even number of hex digits',
  invalidBase64Key: 'Invalid HMAC key: not valid Base64',
} as const;

/** Thrown for any algorithm outside HASH_ALGORITHMS; message 'Unsupported hash algorithm'. */
export class UnsupportedAlgorithmError extends Error {
  constructor() {
    super(MESSAGES.unsupported);
    this.name = 'UnsupportedAlgorithmError';
  }
}

/** True when `value` is exactly one of HASH_ALGORITHMS. */
export function isHashAlgorithm(value: unknown): value is HashAlgorithm {
  return typeof value === 'string' && (HASH_ALGORITHMS as readonly string[]).includes(value);
}

/**
 * Reads an algorithm name leniently (`sha256`, `SHA256`, `sha-256`, `Md5`); throws
 * UnsupportedAlgorithmError for anything else.
 */
export function parseAlgorithm(name: unknown): HashAlgorithm {
  if (typeof name !== 'string') throw new UnsupportedAlgorithmError();
  const key = name
    .trim()
    .toUpperCase()
    .replace(/[-_\s]/g, '');
  const found = HASH_ALGORITHMS.find((a) => a.replace('-', '') === key);
  if (!found) throw new UnsupportedAlgorithmError();
  return found;
}

function assertAlgorithm(value: unknown): HashAlgorithm {
  if (!isHashAlgorithm(value)) throw new UnsupportedAlgorithmError();
  return value;
}

const FACTORIES: Record<HashAlgorithm, () => Promise<IHasher>> = {
  MD5: createMD5,
  'SHA-1': createSHA1,
  'SHA-256': createSHA256,
  'SHA-384': createSHA384,
  'SHA-512': createSHA512,
};

const utf8 = new TextEncoder();

/** HMAC key: a string (UTF-8) or raw bytes. */
export type HmacKey = string | Uint8Array;

/**
 * Turns the key as typed into bytes. Throws an Error with MESSAGES.invalidHexKey /
 * invalidBase64Key when the text does not fit the chosen encoding.
 */
export function parseHmacKey(key: string, encoding: HmacKeyEncoding = 'utf8'): Uint8Array {
  if (encoding === 'utf8') return utf8.encode(key);
  if (encoding === 'hex') {
    const clean = key.replace(/[\s:]/g, '').replace(/^0x/i, '');
    if (clean.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(clean)) throw new Error(MESSAGES.invalidHexKey);
    return hexToBytes(clean);
  }
  try {
    return decodeToBytes(key);
  } catch {
    throw new Error(MESSAGES.invalidBase64Key);
  }
}

/**
 * A fresh streaming hasher for one algorithm; with `hmacKey` (even an empty one) it computes
 * HMAC-<algorithm> with that key. Rejects with UnsupportedAlgorithmError.
 */
export async function createHasher(algorithm: HashAlgorithm, hmacKey?: HmacKey): Promise<IHasher> {
  const factory = FACTORIES[assertAlgorithm(algorithm)];
  if (hmacKey === undefined) return (await factory()).init();
  const key = typeof hmacKey === 'string' ? utf8.encode(hmacKey) : hmacKey;
  return (await createHMAC(factory(), key)).init();
}

/** Called after each chunk: bytes hashed so far and the total. */
export type ProgressCallback = (doneBytes: number, totalBytes: number) => void;

export interface HashOptions {
  /** Compute HMAC with this key instead of a plain digest. */
  hmacKey?: HmacKey;
  /** Bytes per step; default 1 MiB. */
  chunkSize?: number;
  onProgress?: ProgressCallback;
  /** Checked between chunks; an aborted signal rejects with its reason. */
  signal?: AbortSignal;
}

/** Lowercase hex digest per requested algorithm. */
export type DigestMap = Partial<Record<HashAlgorithm, string>>;

function uniqueAlgorithms(algorithms: readonly HashAlgorithm[]): HashAlgorithm[] {
  return [...new Set(algorithms.map(assertAlgorithm))];
}

function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function chunkSizeOf(options: HashOptions): number {
  const n = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : DEFAULT_CHUNK_SIZE;
}

/**
 * Core streaming loop: feeds every chunk to one hasher per algorithm (one pass over the data)
 * and reports progress after each chunk. `totalBytes` is only used for progress reports.
 */
export async function hashChunks(
  chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  totalBytes: number,
  algorithms: readonly HashAlgorithm[],
  options: HashOptions = {},
): Promise<DigestMap> {
  const algs = uniqueAlgorithms(algorithms);
  throwIfAborted(options.signal);
  const hashers = await Promise.all(algs.map((a) => createHasher(a, options.hmacKey)));
  let done = 0;
  options.onProgress?.(0, totalBytes);
  for await (const chunk of chunks) {
    throwIfAborted(options.signal);
    for (const h of hashers) h.update(chunk);
    done += chunk.byteLength;
    options.onProgress?.(done, Math.max(totalBytes, done));
  }
  const out: DigestMap = {};
  algs.forEach((a, i) => {
    out[a] = hashers[i].digest('hex');
  });
  return out;
}

function* sliceBytes(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  if (bytes.byteLength === 0) return;
  for (let i = 0; i < bytes.byteLength; i += size) yield bytes.subarray(i, Math.min(i + size, bytes.byteLength));
}

/** True for an ArrayBuffer or typed array, also from another realm (where instanceof fails). */
function isBinary(data: unknown): data is ArrayBufferView | ArrayBufferLike {
  if (ArrayBuffer.isView(data)) return true;
  const tag = Object.prototype.toString.call(data);
  return tag === '[object ArrayBuffer]' || tag === '[object SharedArrayBuffer]';
}

function asBytes(data: ArrayBufferView | ArrayBufferLike): Uint8Array {
  return ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data);
}

/** The digests the browser itself computes (WebCrypto: native code, off the calling thread). */
const NATIVE_DIGESTS: ReadonlySet<HashAlgorithm> = new Set<HashAlgorithm>(['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512']);

/** WebCrypto where the page has it (secure contexts only) and the bytes are not shared memory. */
function nativeDigester(bytes: Uint8Array): ((algorithm: HashAlgorithm) => Promise<string>) | null {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle || !(bytes.buffer instanceof ArrayBuffer)) return null;
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return async (algorithm) => bytesToHex(new Uint8Array(await subtle.digest(algorithm, view)));
}

/**
 * Hashes bytes already in memory with every requested algorithm. Plain SHA digests are left to
 * WebCrypto when it is there (several times faster than WASM, and they run while the rest is
 * hashed); MD5, HMAC and a page without WebCrypto stream through hash-wasm with progress.
 */
export async function hashBytes(
  data: ArrayBufferView | ArrayBufferLike,
  algorithms: readonly HashAlgorithm[],
  options: HashOptions = {},
): Promise<DigestMap> {
  const bytes = asBytes(data);
  const digest = options.hmacKey === undefined ? nativeDigester(bytes) : null;
  const native = digest ? uniqueAlgorithms(algorithms).filter((a) => NATIVE_DIGESTS.has(a)) : [];
  const pending = digest ? native.map((a) => digest(a)) : [];
  const streamed = algorithms.filter((a) => !native.includes(a));
  const out = await hashChunks(sliceBytes(bytes, chunkSizeOf(options)), bytes.byteLength, streamed, options);
  const hexes = await Promise.all(pending);
  native.forEach((a, i) => {
    out[a] = hexes[i];
  });
  return out;
}

/**
 * Hashes text as UTF-8 (a lone surrogate becomes U+FFFD, as in every UTF-8 encoder).
 * Progress is in UTF-8 bytes.
 */
export function hashText(
  text: string,
  algorithms: readonly HashAlgorithm[],
  options: HashOptions = {},
): Promise<DigestMap> {
  return hashBytes(utf8.encode(text), algorithms, options);
}

async function* blobChunks(blob: Blob, size: number): AsyncGenerator<Uint8Array> {
  // read the next slice while the current one is hashed
  let next: Promise<ArrayBuffer> | undefined = blob.size > 0 ? readBlob(blob.slice(0, size)) : undefined;
  for (let start = 0; next; start += size) {
    const buf: ArrayBuffer = await next;
    const following = start + size;
    next = following < blob.size ? readBlob(blob.slice(following, following + size)) : undefined;
    yield new Uint8Array(buf);
  }
}

/** Hashes a Blob or File of any size by streaming slices; memory use stays about two chunks. */
export function hashBlob(
  blob: Blob,
  algorithms: readonly HashAlgorithm[],
  options: HashOptions = {},
): Promise<DigestMap> {
  return hashChunks(blobChunks(blob, chunkSizeOf(options)), blob.size, algorithms, options);
}

/** Anything the tool hashes. */
export type HashInput = string | ArrayBufferView | ArrayBufferLike | Blob;

/** One algorithm, one input: the lowercase hex digest (or HMAC). */
export async function digestHex(
  input: HashInput,
  algorithm: HashAlgorithm,
  options: HashOptions = {},
): Promise<string> {
  const algs = [assertAlgorithm(algorithm)];
  const map =
    typeof input === 'string'
      ? await hashText(input, algs, options)
      : isBinary(input)
        ? await hashBytes(input, algs, options)
        : await hashBlob(input, algs, options);
  return map[algorithm] as string;
}

// ---------------------------------------------------------------- output formats

/** Bytes of a hex string (no validation beyond pairs of digits). */
export function hexToBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Lowercase hex of bytes. */
export function bytesToHex(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
  return s;
}

/** Shows a lowercase-hex digest as lowercase hex, uppercase hex or (padded, standard) Base64. */
export function formatDigest(hex: string, format: DigestFormat = DEFAULT_DIGEST_FORMAT): string {
  switch (format) {
    case 'hex':
      return hex.toLowerCase();
    case 'HEX':
      return hex.toUpperCase();
    case 'base64':
      return encodeBytes(hexToBytes(hex));
  }
}

// ---------------------------------------------------------------- verify

export type VerifyStatus = 'empty' | 'match' | 'mismatch';

export interface VerifyResult {
  status: VerifyStatus;
  /** '' when empty, else MESSAGES.match or MESSAGES.mismatch. */
  message: string;
  /** How the expected digest was read: hex, base64, or null when it is neither. */
  format: 'hex' | 'base64' | null;
  /** Extra help on a mismatch (wrong length, not hex or Base64). */
  detail?: string;
}

const SRI_PREFIX = /^(?:md5|sha-?1|sha-?256|sha-?384|sha-?512)[-=:]/i;

/** Readings of what the user pasted: the whole text without separators, and its first/last word. */
function expectedCandidates(expected: string): string[] {
  const s = expected.trim();
  const words = s.split(/\s+/);
  const list = [s.replace(/[\s:]/g, ''), words[0], words[words.length - 1]].map((c) => c.replace(SRI_PREFIX, ''));
  return [...new Set(list)].filter((c) => c.length > 0);
}

function readHex(c: string): Uint8Array | null {
  return c.length % 2 === 0 && /^[0-9a-f]+$/i.test(c) ? hexToBytes(c) : null;
}

function readBase64(c: string): Uint8Array | null {
  try {
    return decodeToBytes(c);
  } catch (e) {
    if (e instanceof Base64Error) return null;
    throw e;
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Compares a computed digest (hex, any case) with what the user expects. The expected value may
 * be hex in any case (spaces or colons between bytes allowed) or Base64 / base64url, and may be a
 * `sha256sum` line (`<hex>  file`), a BSD line (`SHA256 (file) = <hex>`) or an SRI value
 * (`sha256-<base64>`).
 */
export function verifyDigest(actualHex: string, expected: string): VerifyResult {
  if (expected.trim() === '') return { status: 'empty', message: '', format: null };
  const actual = hexToBytes(actualHex);
  const candidates = expectedCandidates(expected);
  for (const c of candidates) {
    const hex = readHex(c);
    if (hex && sameBytes(hex, actual)) return { status: 'match', message: MESSAGES.match, format: 'hex' };
    const b64 = readBase64(c);
    if (b64 && sameBytes(b64, actual)) return { status: 'match', message: MESSAGES.match, format: 'base64' };
  }
  const main = candidates[0];
  const hex = readHex(main);
  const b64 = hex ? null : readBase64(main);
  const format = hex ? 'hex' : b64 ? 'base64' : null;
  const got = hex ?? b64;
  let detail: string | undefined;
  if (!got) detail = MESSAGES.notHexOrBase64;
  else if (got.length !== actual.length) {
    detail = `Length differs: expected value has ${countOf(got.length, 'byte')}, this digest has ${actual.length} (${actual.length * 2} hex characters)`;
  }
  return { status: 'mismatch', message: MESSAGES.mismatch, format, ...(detail ? { detail } : {}) };
}

/** The first algorithm whose digest matches the expected value, if any (for Compare All). */
export function findMatchingAlgorithm(digests: DigestMap, expected: string): HashAlgorithm | undefined {
  return HASH_ALGORITHMS.find((a) => digests[a] !== undefined && verifyDigest(digests[a], expected).status === 'match');
}

// ---------------------------------------------------------------- worker entry

/** What the UI posts to the worker: plain, structured-cloneable data. */
export interface HashJob {
  input:
    | { kind: 'text'; text: string }
    | { kind: 'bytes'; bytes: ArrayBufferView | ArrayBufferLike }
    | { kind: 'blob'; blob: Blob };
  /** One algorithm, or all five for Compare All. Names outside HASH_ALGORITHMS reject with 'Unsupported hash algorithm'. */
  algorithms: readonly string[];
  /** HMAC key bytes (use parseHmacKey on the typed key first) or text taken as UTF-8. */
  hmacKey?: HmacKey;
  chunkSize?: number;
}

export interface HashJobResult {
  /** Lowercase hex per algorithm. */
  digests: DigestMap;
  /** Bytes hashed. */
  bytes: number;
  /** Milliseconds spent. */
  ms: number;
}

/**
 * Runs one hash job (what the worker calls). Progress: (doneBytes, totalBytes) after each chunk.
 * Rejects with UnsupportedAlgorithmError before any work when an algorithm is unknown.
 */
export async function runHashJob(
  job: HashJob,
  onProgress?: ProgressCallback,
  signal?: AbortSignal,
): Promise<HashJobResult> {
  const algorithms = job.algorithms.map(assertAlgorithm);
  const options: HashOptions = { hmacKey: job.hmacKey, chunkSize: job.chunkSize, onProgress, signal };
  const started = Date.now();
  const input = job.input;
  let digests: DigestMap;
  let bytes: number;
  if (input.kind === 'text') {
    const data = utf8.encode(input.text);
    bytes = data.byteLength;
    digests = await hashBytes(data, algorithms, options);
  } else if (input.kind === 'bytes') {
    bytes = input.bytes.byteLength;
    digests = await hashBytes(input.bytes, algorithms, options);
  } else {
    bytes = input.blob.size;
    digests = await hashBlob(input.blob, algorithms, options);
  }
  return { digests, bytes, ms: Date.now() - started };
}
