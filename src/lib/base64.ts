/**
 * Base64 for bytes and text, shared by every tool that reads or writes Base64.
 * Uses the browser's native Uint8Array.toBase64 / fromBase64 where present and a chunked
 * fallback elsewhere (never String.fromCharCode with a spread of the bytes, which overflows the stack).
 */

export type Base64Alphabet = 'standard' | 'url';

export class Base64Error extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Base64Error';
  }
}

interface NativeBase64 {
  toBase64?: (this: Uint8Array, options?: { alphabet?: 'base64' | 'base64url'; omitPadding?: boolean }) => string;
}
interface NativeBase64Ctor {
  fromBase64?: (s: string, options?: { alphabet?: 'base64' | 'base64url'; lastChunkHandling?: string }) => Uint8Array;
}

const CHUNK = 0x8000;

function bytesToBinaryString(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += CHUNK) {
    parts.push(String.fromCharCode.apply(null, bytes.subarray(i, i + CHUNK) as unknown as number[]));
  }
  return parts.join('');
}

/** Encodes bytes as Base64 (padded standard alphabet, or unpadded base64url). */
export function encodeBytes(bytes: Uint8Array, alphabet: Base64Alphabet = 'standard'): string {
  const native = (Uint8Array.prototype as NativeBase64).toBase64;
  if (typeof native === 'function') {
    return alphabet === 'url' ? native.call(bytes, { alphabet: 'base64url', omitPadding: true }) : native.call(bytes);
  }
  let out: string;
  if (typeof btoa === 'function') {
    const parts: string[] = [];
    // chunk size is a multiple of 3 so chunks concatenate without inner padding
    const step = CHUNK * 3;
    for (let i = 0; i < bytes.length; i += step) parts.push(btoa(bytesToBinaryString(bytes.subarray(i, i + step))));
    out = parts.join('');
  } else {
    out = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  }
  return alphabet === 'url' ? toUrlAlphabet(out) : out;
}

function toUrlAlphabet(s: string): string {
  return s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const DATA_URL_PREFIX = /^\s*data:[^,]*?;base64,/i;

/** Removes a leading `data:<type>;base64,` prefix, if any. */
export function stripDataUrlPrefix(input: string): string {
  return input.replace(DATA_URL_PREFIX, '');
}

/** Returns the media type of a `data:` URL prefix, or undefined. */
export function dataUrlMediaType(input: string): string | undefined {
  const m = /^\s*data:([^;,]*)[;,]/i.exec(input);
  return m ? m[1].trim().toLowerCase() || undefined : undefined;
}

/**
 * Normalises user Base64: strips a data URL prefix and all whitespace, maps base64url to the
 * standard alphabet, adds missing padding. Throws Base64Error when the text is not Base64.
 */
export function normaliseBase64(input: string): string {
  let s = stripDataUrlPrefix(input).replace(/[\s]+/g, '');
  if (/[-_]/.test(s)) {
    if (/[+/]/.test(s)) throw new Base64Error('Mixed Base64 alphabets');
    s = s.replace(/-/g, '+').replace(/_/g, '/');
  }
  const body = s.replace(/=+$/, '');
  if (s.length - body.length > 2) throw new Base64Error('Too much padding');
  if (!/^[A-Za-z0-9+/]*$/.test(body)) throw new Base64Error('Invalid character');
  if (body.length % 4 === 1) throw new Base64Error('Invalid length');
  const padded = body + '='.repeat((4 - (body.length % 4)) % 4);
  if (s.length !== body.length && padded.length !== s.length) throw new Base64Error('Wrong padding');
  return padded;
}

/** Decodes Base64 (standard or url alphabet, data URL prefix, whitespace, missing padding all accepted). */
export function decodeToBytes(input: string): Uint8Array {
  const s = normaliseBase64(input);
  const nativeFrom = (Uint8Array as unknown as NativeBase64Ctor).fromBase64;
  if (typeof nativeFrom === 'function') {
    try {
      return nativeFrom(s, { lastChunkHandling: 'loose' });
    } catch {
      throw new Base64Error('Invalid Base64');
    }
  }
  if (typeof atob === 'function') {
    let bin: string;
    try {
      bin = atob(s);
    } catch {
      throw new Base64Error('Invalid Base64');
    }
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  }
  return new Uint8Array(Buffer.from(s, 'base64'));
}

/** True when the text is decodable Base64 under the rules of decodeToBytes. */
export function isBase64(input: string): boolean {
  try {
    normaliseBase64(input);
    return true;
  } catch {
    return false;
  }
}

const encoder = new TextEncoder();

/** UTF-8 then Base64. Lone surrogates cannot be represented and throw. */
export function encodeText(text: string, alphabet: Base64Alphabet = 'standard'): string {
  if (!text.isWellFormed()) throw new Base64Error('Text contains a lone surrogate and cannot be encoded as UTF-8');
  return encodeBytes(encoder.encode(text), alphabet);
}

export class NotUtf8Error extends Base64Error {
  constructor() {
    super('The decoded bytes are not valid UTF-8 text');
    this.name = 'NotUtf8Error';
  }
}

/** Base64 then strict UTF-8: bytes that are not UTF-8 throw NotUtf8Error (never silent U+FFFD). */
export function decodeText(input: string): string {
  const bytes = decodeToBytes(input);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new NotUtf8Error();
  }
}
