/**
 * The date-times of a TOML document that have a time of day, found in its text. smol-toml reads each
 * into a Date, which keeps milliseconds; the text keeps every digit of the fraction of a second.
 * Only a valid document is scanned (the parser has read it first), so the scan needs to know no
 * more of TOML than where strings and comments are.
 */

export interface TimeToken {
  start: number;
  end: number;
  text: string;
  /** the digits after the seconds' dot, as written; undefined when there is none */
  fraction: string | undefined;
}

/** A date-time or local time with a time of day: a colon, which no bare key, number or date holds. */
const TIME = /(?:\d{4}-\d{2}-\d{2}[Tt ])?\d{2}:\d{2}(?::\d{2}(?:\.(\d+))?)?(?:[Zz]|[+-]\d{2}:\d{2})?/y;

/** A character that continues a token, so a date-time cannot start after it. */
const WORD = /[\w.:+-]/;

/** Where the string that opens at `start` (a quote) ends: just after its closing quote. */
function stringEnd(text: string, start: number): number {
  const quote = text[start];
  const triple = quote.repeat(3);
  const multiline = text.startsWith(triple, start);
  let i = start + (multiline ? 3 : 1);
  while (i < text.length) {
    const c = text[i];
    // basic strings have escapes (\" among them); literal strings have none
    if (c === '\\' && quote === '"') i += 2;
    else if (c !== quote) i++;
    else if (!multiline) return i + 1;
    else if (text.startsWith(triple, i)) {
      // up to two quotes of the content may stand just before the closing three
      let end = i + 3;
      while (end < text.length && end < i + 5 && text[end] === quote) end++;
      return end;
    } else i++;
  }
  return i;
}

/** Every date-time or time with a time of day, outside strings and comments, in the order written. */
export function timeTokens(text: string): TimeToken[] {
  const tokens: TimeToken[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '#') {
      const newline = text.indexOf('\n', i);
      i = newline === -1 ? text.length : newline;
    } else if (c === '"' || c === "'") i = stringEnd(text, i);
    else if (c >= '0' && c <= '9' && !(i > 0 && WORD.test(text[i - 1]))) {
      TIME.lastIndex = i;
      const match = TIME.exec(text);
      if (match) {
        tokens.push({ start: i, end: TIME.lastIndex, text: match[0], fraction: match[1] });
        i = TIME.lastIndex;
      } else i++;
    } else i++;
  }
  return tokens;
}

/**
 * The document with date-time `i` written as the instant `i` milliseconds after 1970 (UTC). Read
 * again, each date-time's value says which token it came from.
 */
export function numberTimes(text: string, tokens: readonly TimeToken[]): string {
  let out = '';
  let at = 0;
  tokens.forEach((token, i) => {
    out += text.slice(at, token.start) + new Date(i).toISOString();
    at = token.end;
  });
  return out + text.slice(at);
}
