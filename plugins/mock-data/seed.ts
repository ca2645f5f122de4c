/** The largest seed: seeds are unsigned 32-bit integers. */
export const MAX_SEED = 4294967295;
