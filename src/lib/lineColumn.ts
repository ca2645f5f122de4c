/**
 * Lines and columns of a text as the site's editor numbers them. The editor breaks lines at LF only,
 * so that it holds a text exactly as given: a CRLF line keeps its CR as its last character and a
 * lone CR stays inside its line. Lines and columns count from 1, columns in UTF-16 code units, so
 * the editor finds a place again at `doc.line(line).from + column - 1`.
 */
export interface LineColumn {
  line: number;
  column: number;
}

/** Line and column of `offset` (clamped to the text). */
export function lineColumnOf(text: string, offset: number): LineColumn {
  return lineColumnReader(text)(offset);
}

/**
 * A reader of line and column for many offsets of one text: offsets read in increasing order cost
 * one pass over the text in all; an offset before the last one read starts again from the top.
 */
export function lineColumnReader(text: string): (offset: number) => LineColumn {
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  return (offset) => {
    const at = Math.min(Math.max(0, offset), text.length);
    if (at < scanned) [line, lineStart, scanned] = [1, 0, 0];
    for (let lf = text.indexOf('\n', scanned); lf !== -1 && lf < at; lf = text.indexOf('\n', lf + 1)) {
      line++;
      lineStart = lf + 1;
    }
    scanned = at;
    return { line, column: at - lineStart + 1 };
  };
}

/** The offset of a line and column, clamped to the text: a line past the last one gives the text's end. */
export function offsetOfLineColumn(text: string, line: number, column: number): number {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const lf = text.indexOf('\n', start);
    if (lf === -1) return text.length;
    start = lf + 1;
  }
  return Math.min(text.length, start + Math.max(0, column - 1));
}
