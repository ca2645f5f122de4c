/** The longest side read: a phone photo is scaled down to this first, which keeps reading under a second. */
export const MAX_READ_SIDE = 2400;
