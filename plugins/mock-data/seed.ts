/** The largest seed: seeds are unsigned 32-bit integers. */
export const MAX_SEED = 4294967295;

/** The seed a text gives: a whole number from 0 to MAX_SEED, or undefined. */
export function parseSeed(text: string): number | undefined {
  const s = text.trim();
  if (!/^\d{1,10}$/.test(s)) return undefined;
  const n = Number(s);
  return n <= MAX_SEED ? n : undefined;
}
