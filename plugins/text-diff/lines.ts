/** Lines of a text: line-ending styles, splitting with and without terminators. */
export type LineEndingStyle = 'LF' | 'CRLF' | 'CR' | 'Mixed' | 'None';

/** The line-ending style of a text. */
export function lineEndingStyle(text: string): LineEndingStyle {
  let crlf = 0;
  let lf = 0;
  let cr = 0;
  for (let i = text.indexOf('\r'); i !== -1; i = text.indexOf('\r', i + 1)) {
    if (text.charCodeAt(i + 1) === 10) crlf++;
    else cr++;
  }
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lf++;
  lf -= crlf;
  const kinds = (crlf > 0 ? 1 : 0) + (lf > 0 ? 1 : 0) + (cr > 0 ? 1 : 0);
  if (kinds === 0) return 'None';
  if (kinds > 1) return 'Mixed';
  return crlf ? 'CRLF' : lf ? 'LF' : 'CR';
}

const normaliseEol = (s: string) => s.replace(/\r\n?/g, '\n');

/** True when the texts differ, but only in their line endings. */
export function differsOnlyInLineEndings(a: string, b: string): boolean {
  return a !== b && normaliseEol(a) === normaliseEol(b);
}

/** Splits into lines, each keeping its terminator ('\n', '\r\n' or '\r'). */
export function splitLines(text: string): string[] {
  return text.match(/[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$/g) ?? [];
}

export function stripEol(line: string): string {
  return line.replace(/(?:\r\n|\r|\n)$/, '');
}

/** Lines of a text without their terminators (the rows' text). */
export function linesOf(text: string): string[] {
  return splitLines(text).map(stripEol);
}
