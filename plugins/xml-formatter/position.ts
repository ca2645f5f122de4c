/** The 0-based offset of a 1-based line and column in `text`, clamped to the text (line breaks: \n, \r\n, \r). */
export function offsetOfPosition(text: string, line: number, column: number): number {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const lf = text.indexOf('\n', start);
    const cr = text.indexOf('\r', start);
    if (lf === -1 && cr === -1) return text.length;
    const at = cr !== -1 && (lf === -1 || cr < lf) ? cr : lf;
    start = at + (text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1);
  }
  return Math.min(text.length, start + Math.max(0, column - 1));
}
