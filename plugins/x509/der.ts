/**
 * A small reader and writer of DER (ITU-T X.690): enough to check that every length in a structure
 * tells the truth, to tell a certificate from a request or a key by its shape, and to wrap the older
 * key forms (PKCS #1, SEC 1) in the ones WebCrypto reads. The certificate's fields themselves are
 * read by @peculiar/x509.
 */

/** One element: its tag byte, where its header starts, and where its content starts and ends. */
export interface DerNode {
  tag: number;
  offset: number;
  contentStart: number;
  end: number;
  /** the elements inside a constructed element (a SEQUENCE, a SET, a context tag [n]) */
  children: DerNode[];
}

/** A length that lies or a structure that is cut short, at a byte offset from the start of the DER. */
export class DerError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'DerError';
  }
}

export const TAG = {
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  sequence: 0x30,
} as const;

const TAG_NAMES: Record<number, string> = {
  0x01: 'BOOLEAN',
  0x02: 'INTEGER',
  0x03: 'BIT STRING',
  0x04: 'OCTET STRING',
  0x05: 'NULL',
  0x06: 'OBJECT IDENTIFIER',
  0x0c: 'UTF8String',
  0x13: 'PrintableString',
  0x16: 'IA5String',
  0x17: 'UTCTime',
  0x18: 'GeneralizedTime',
  0x30: 'SEQUENCE',
  0x31: 'SET',
};

/** How an element is named in a message: its universal name, or its context tag `[0]`. */
export function tagName(tag: number): string {
  if ((tag & 0xc0) === 0x80) return `[${tag & 0x1f}]`;
  return TAG_NAMES[tag] ?? `tag 0x${tag.toString(16).padStart(2, '0')}`;
}

const isConstructed = (tag: number) => (tag & 0x20) !== 0;
/** The deepest nesting read: far beyond any certificate, low enough that a hostile input cannot exhaust the stack. */
const MAX_DEPTH = 64;

function readNode(bytes: Uint8Array, offset: number, limit: number, depth: number): DerNode {
  if (depth > MAX_DEPTH)
    throw new DerError(`Byte ${offset}: the DER is nested more than ${MAX_DEPTH} levels deep`, offset);
  const tag = bytes[offset];
  if (tag === undefined || offset >= limit)
    throw new DerError(`Byte ${offset}: the DER ends where an element should start`, offset);
  if ((tag & 0x1f) === 0x1f)
    throw new DerError(`Byte ${offset}: a multi-byte tag, which no certificate or key uses`, offset);
  let at = offset + 1;
  const first = bytes[at];
  if (first === undefined || at >= limit)
    throw new DerError(`Byte ${at}: the DER ends inside the header of the ${tagName(tag)} at byte ${offset}`, at);
  at += 1;
  let length = first;
  if (first === 0x80)
    throw new DerError(
      `Byte ${offset + 1}: the ${tagName(tag)} at byte ${offset} has an indefinite length, which DER forbids`,
      offset + 1,
    );
  if (first > 0x80) {
    const count = first & 0x7f;
    if (count > 4)
      throw new DerError(
        `Byte ${offset + 1}: the ${tagName(tag)} at byte ${offset} declares a ${count}-byte length`,
        offset + 1,
      );
    if (at + count > limit)
      throw new DerError(`Byte ${at}: the DER ends inside the length of the ${tagName(tag)} at byte ${offset}`, at);
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (bytes[at + i] ?? 0);
    at += count;
  }
  const end = at + length;
  if (end > limit) {
    const room = limit - at;
    const where = limit < bytes.length ? 'fit in the element that holds it' : 'follow';
    throw new DerError(
      `Byte ${offset}: the ${tagName(tag)} declares ${length} bytes of content, but only ${room} ${where} ` +
        `(the DER is cut short or a length is wrong)`,
      offset,
    );
  }
  const children: DerNode[] = [];
  if (isConstructed(tag)) {
    for (let child = at; child < end;) {
      const node = readNode(bytes, child, end, depth + 1);
      children.push(node);
      child = node.end;
    }
  }
  return { tag, offset, contentStart: at, end, children };
}

/** Reads one DER element that fills the bytes exactly, checking every length inside it. */
export function parseDer(bytes: Uint8Array): DerNode {
  if (bytes.length === 0) throw new DerError('Byte 0: the DER is empty', 0);
  const root = readNode(bytes, 0, bytes.length, 0);
  if (root.end !== bytes.length)
    throw new DerError(
      `Byte ${root.end}: ${bytes.length - root.end} bytes follow the end of the ${tagName(root.tag)} that starts at byte 0`,
      root.end,
    );
  return root;
}

export const contentOf = (bytes: Uint8Array, node: DerNode): Uint8Array => bytes.subarray(node.contentStart, node.end);
export const wholeOf = (bytes: Uint8Array, node: DerNode): Uint8Array => bytes.subarray(node.offset, node.end);

/** An OBJECT IDENTIFIER's dotted form. */
export function readOid(bytes: Uint8Array, node: DerNode): string {
  const content = contentOf(bytes, node);
  const arcs: number[] = [];
  let value = 0;
  for (const byte of content) {
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) {
      if (arcs.length === 0) arcs.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
      else arcs.push(value);
      value = 0;
    }
  }
  return arcs.join('.');
}

/** An INTEGER's magnitude in bits (the size of an RSA modulus). */
export function integerBits(bytes: Uint8Array, node: DerNode): number {
  const content = contentOf(bytes, node);
  let i = 0;
  while (i < content.length - 1 && content[i] === 0) i++;
  const top = content[i] ?? 0;
  return (content.length - i - 1) * 8 + (top === 0 ? 0 : Math.floor(Math.log2(top)) + 1);
}

/** A small non-negative INTEGER as a number (a version, an exponent). */
export function integerValue(bytes: Uint8Array, node: DerNode): number {
  return contentOf(bytes, node).reduce((n, b) => n * 256 + b, 0);
}

function lengthBytes(length: number): number[] {
  if (length < 0x80) return [length];
  const out: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) out.unshift(n % 256);
  return [0x80 | out.length, ...out];
}

/** One DER element from its tag and content. */
export function encode(tag: number, ...parts: Uint8Array[]): Uint8Array {
  const length = parts.reduce((n, p) => n + p.length, 0);
  const header = [tag, ...lengthBytes(length)];
  const out = new Uint8Array(header.length + length);
  out.set(header);
  let at = header.length;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** An OBJECT IDENTIFIER from its dotted form. */
export function encodeOid(oid: string): Uint8Array {
  const [a = 0, b = 0, ...rest] = oid.split('.').map(Number);
  const out: number[] = [];
  for (const arc of [a * 40 + b, ...rest]) {
    const groups: number[] = [arc % 128];
    for (let n = Math.floor(arc / 128); n > 0; n = Math.floor(n / 128)) groups.unshift((n % 128) | 0x80);
    out.push(...groups);
  }
  return encode(TAG.oid, Uint8Array.from(out));
}
