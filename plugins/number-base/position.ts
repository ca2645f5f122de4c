import { lineColumnOf } from '@/lib/lineColumn';

/** An input the tool cannot read, and the character it stopped at. */
export interface InputError {
  message: string;
  offset: number;
  line: number;
  column: number;
}

/**
 * An error at `offset` whose message says where it is: `describe` is given 'column 2', or
 * 'line 3, column 2' in a text of several lines.
 */
export function errorAt(text: string, offset: number, describe: (where: string) => string): InputError {
  const { line, column } = lineColumnOf(text, offset);
  return { message: describe(line > 1 ? `line ${line}, column ${column}` : `column ${column}`), offset, line, column };
}

/** A character as a message names it: itself in backticks, or its name when it cannot be seen. */
export function characterName(text: string, offset: number): string {
  const code = text.codePointAt(offset) ?? 0;
  if (code === 0x0a) return 'a line break';
  if (code === 0x0d) return 'a carriage return';
  if (code === 0x09) return 'a tab';
  if (code === 0x20) return 'a space';
  // control characters, spaces of other widths and marks are named by their code point
  if (/[\p{C}\p{Z}\p{M}]/u.test(String.fromCodePoint(code)))
    return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `\`${String.fromCodePoint(code)}\``;
}
