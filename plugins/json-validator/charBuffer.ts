/** The output buffer shared by the scanner and the serialiser, and the error it throws past the output limit. */
import { MESSAGES } from './constants';

/** A growable UTF-16 buffer: far faster than millions of small string concatenations. */
export class CharBuffer {
  private buf: Uint16Array;
  length = 0;
  constructor(
    private readonly maxChars: number,
    initial = 1 << 16,
  ) {
    this.buf = new Uint16Array(Math.max(16, Math.min(initial, maxChars)));
  }
  private grow(need: number): void {
    if (need > this.maxChars) throw new OutputTooLargeError();
    let cap = this.buf.length;
    while (cap < need) cap *= 2;
    const next = new Uint16Array(cap);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
  slice(text: string, start: number, end: number): void {
    const need = this.length + (end - start);
    if (need > this.buf.length) this.grow(need);
    const b = this.buf;
    let j = this.length;
    for (let i = start; i < end; i++) b[j++] = text.charCodeAt(i);
    this.length = j;
  }
  char(code: number): void {
    if (this.length + 1 > this.buf.length) this.grow(this.length + 1);
    this.buf[this.length++] = code;
  }
  /** A newline followed by `spaces` spaces. */
  newline(spaces: number): void {
    const need = this.length + spaces + 1;
    if (need > this.maxChars) throw new OutputTooLargeError();
    if (need > this.buf.length) this.grow(need);
    const b = this.buf;
    b[this.length] = 10;
    b.fill(32, this.length + 1, need);
    this.length = need;
  }
  toString(): string {
    if (typeof TextDecoder === 'function') {
      try {
        // fatal: a lone surrogate throws instead of becoming U+FFFD; then the exact path below runs
        return new TextDecoder('utf-16le', { fatal: true }).decode(this.buf.subarray(0, this.length));
      } catch {
        /* fall through */
      }
    }
    const parts: string[] = [];
    const CH = 8192;
    for (let i = 0; i < this.length; i += CH) {
      parts.push(
        String.fromCharCode.apply(null, this.buf.subarray(i, Math.min(i + CH, this.length)) as unknown as number[]),
      );
    }
    return parts.join('');
  }
}

export class OutputTooLargeError extends Error {
  constructor() {
    super(MESSAGES.outputTooLarge);
    this.name = 'OutputTooLargeError';
  }
}
