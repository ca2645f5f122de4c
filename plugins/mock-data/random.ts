/** The seeded random source (mulberry32): the same seed gives the same output. */

/** A seeded random source. */
export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  bool(): boolean;
}

/** mulberry32-based {@link Rng}. The same seed gives the same sequence. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    bool: () => next() < 0.5,
  };
}

/** A fresh random 32-bit seed. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 4294967296);
}
