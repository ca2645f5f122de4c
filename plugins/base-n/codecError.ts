/**
 * Why a text could not be read in an alphabet, and where: `offset` is the character of the input
 * (as pasted, white space included) that the reading stopped at, for the error's line and column.
 */
export class CodecError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'CodecError';
  }
}

/** A character as a message names it: printable ones quoted, others by code point. */
export function named(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return code > 0x20 && code !== 0x7f ? `'${char}' (${hex})` : hex;
}

/**
 * The input without white space (wrapped lines are common in encoded text), with the way back from
 * a position in it to the offset in the input.
 */
export interface Compact {
  text: string;
  at: (index: number) => number;
}

const SPACE = /\s/;

export function compact(input: string): Compact {
  if (!SPACE.test(input)) return { text: input, at: (i) => i };
  const positions = new Uint32Array(input.length + 1);
  let text = '';
  let n = 0;
  let chunkStart = 0;
  for (let i = 0; i < input.length; i++) {
    if (SPACE.test(input[i])) {
      text += input.slice(chunkStart, i);
      chunkStart = i + 1;
      continue;
    }
    positions[n++] = i;
  }
  text += input.slice(chunkStart);
  positions[n] = input.length;
  return { text, at: (i) => positions[Math.min(i, n)] };
}
