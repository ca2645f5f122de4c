/**
 * Uniform random integers from the browser's cryptographic source (crypto.getRandomValues), never
 * from a seeded or predictable generator. An index below n is drawn by rejection sampling: a 32-bit
 * value at or above the largest multiple of n that fits in 2^32 is thrown away and another is
 * drawn, so every index is exactly equally likely (plain `x % n` would favour the small ones).
 */

const TWO_32 = 2 ** 32;
/** How many 32-bit values one call to the random source fills. */
const BATCH = 256;

export type FillRandom = (values: Uint32Array) => void;

const cryptoFill: FillRandom = (values) => {
  crypto.getRandomValues(values);
};

/** The first value `below(n)` rejects: the largest multiple of n that is at most 2^32. */
export function rejectionLimit(n: number): number {
  return TWO_32 - (TWO_32 % n);
}

export class SecureRandom {
  private readonly buffer = new Uint32Array(BATCH);
  private position = BATCH;

  constructor(private readonly fill: FillRandom = cryptoFill) {}

  /** A uniformly random 32-bit unsigned integer. */
  next32(): number {
    if (this.position === BATCH) {
      this.fill(this.buffer);
      this.position = 0;
    }
    return this.buffer[this.position++];
  }

  /** A uniformly random integer from 0 to n − 1 (n from 1 to 2^32). */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`Cannot draw below ${n}`);
    const limit = rejectionLimit(n);
    for (;;) {
      const x = this.next32();
      if (x < limit) return x % n;
    }
  }

  /** One element of a non-empty list, each equally likely. */
  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)];
  }
}
