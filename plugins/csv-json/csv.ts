import Papa from 'papaparse';

/** The delimiters the tool detects and offers. */
export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export const DELIMITER_NAMES: Record<Delimiter, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };

export const isDelimiter = (value: string): value is Delimiter => DELIMITERS.some((d) => d === value);

/** One record of a CSV text, with where it starts (a UTF-16 offset into the text as given, byte order mark included). */
export interface CsvRecord {
  fields: string[];
  offset: number;
}

export type CsvParse =
  { ok: true; delimiter: Delimiter; detected: boolean } | { ok: false; message: string; offset: number };

export const CSV_MESSAGES = {
  unterminated: 'A quoted field is never closed: its opening quote has no closing quote',
  textAfterQuote:
    'Text after a closing quote: a quoted field must end at a delimiter or a line break (write a quote inside a quoted field as "")',
} as const;

/**
 * Where a quoting problem is in a record's text: the opening quote of a field that is never closed,
 * or the first character after a closing quote that is not a delimiter or a line break.
 */
function quoteProblem(
  text: string,
  start: number,
  end: number,
  delimiter: string,
): { message: string; offset: number } | null {
  let i = start;
  while (i < end) {
    // i is at the start of a field
    if (text[i] === '"') {
      const open = i;
      i++;
      for (;;) {
        if (i >= text.length) return { message: CSV_MESSAGES.unterminated, offset: open };
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            i += 2;
            continue;
          }
          i++;
          break;
        }
        i++;
      }
      const c = text[i];
      if (i < text.length && c !== delimiter && c !== '\r' && c !== '\n')
        return { message: CSV_MESSAGES.textAfterQuote, offset: i };
    } else {
      while (i < end && text[i] !== delimiter && text[i] !== '\r' && text[i] !== '\n') i++;
    }
    if (i >= end || text[i] === '\r' || text[i] === '\n') return null;
    i++; // the delimiter
  }
  return null;
}

/** How much of the text the delimiter is guessed from. */
const SAMPLE = 64 * 1024;

/**
 * The delimiter that splits the first records (up to 20, empty lines skipped) into the same number of
 * fields, at least two: the one that does so for the most records wins, ties going to the earlier of
 * comma, semicolon, tab, pipe. Null when none splits the first record.
 */
export function detectDelimiter(text: string): Delimiter | null {
  const sample = text.slice(0, SAMPLE);
  let best: Delimiter | null = null;
  let bestScore = 0;
  for (const d of DELIMITERS) {
    const rows = Papa.parse<string[]>(sample, {
      delimiter: d,
      quoteChar: '"',
      preview: 20,
      skipEmptyLines: 'greedy',
    }).data;
    // a record cut by the end of the sample is not counted
    if (sample.length < text.length && rows.length > 1) rows.pop();
    const width = rows[0]?.length ?? 0;
    if (width < 2) continue;
    const score = rows.filter((row) => row.length === width).length;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Reads CSV per RFC 4180 with papaparse: quoted fields may hold delimiters, doubled quotes and line
 * breaks; records end with CRLF, LF or CR; a leading byte order mark is dropped; the delimiter is
 * detected among comma, semicolon, tab and pipe unless one is given. Empty lines between records
 * are skipped (a line holding `""` is a record with one empty field). A quoted field that is never
 * closed, or text after a closing quote, is an error with its offset. Each record is handed to
 * `onRecord` as it is read, so a large file is never held as rows.
 */
export function parseCsv(
  input: string,
  delimiter: Delimiter | 'auto',
  onRecord: (record: CsvRecord) => void,
): CsvParse {
  const bom = input.charCodeAt(0) === 0xfeff ? 1 : 0;
  const text = bom ? input.slice(1) : input;
  let previous = 0;
  let problem: { message: string; offset: number } | null = null;
  const found = delimiter === 'auto' ? detectDelimiter(text) : delimiter;
  const detected = delimiter === 'auto' && found !== null;
  const used: Delimiter = found ?? ',';
  Papa.parse<string[]>(text, {
    delimiter: used,
    quoteChar: '"',
    escapeChar: '"',
    header: false,
    dynamicTyping: false,
    skipEmptyLines: false,
    step: (results, parser) => {
      const start = previous;
      const end = results.meta.cursor;
      previous = end;
      for (const e of results.errors) {
        if (problem === null && e.type === 'Quotes') {
          problem = quoteProblem(text, start, text.length, used) ?? { message: e.message, offset: start };
          parser.abort();
          return;
        }
      }
      const fields = results.data;
      // an empty line (no quotes on it) is not a record
      if (fields.length === 1 && fields[0] === '' && !text.slice(start, end).includes('"')) return;
      onRecord({ fields, offset: start + bom });
    },
  });
  if (problem !== null) {
    const { message, offset } = problem;
    return { ok: false, message, offset: offset + bom };
  }
  return { ok: true, delimiter: used, detected };
}

/** True when a field must be quoted: it holds the delimiter, a quote or a line break. */
export const needsQuotes = (field: string, delimiter: string): boolean =>
  field.includes(delimiter) || field.includes('"') || field.includes('\n') || field.includes('\r');

/** A plain number (`-5`, `+1.5`, `2e10`): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The formula-injection guard (OWASP "CSV injection"): a cell starting with =, +, -, @, a tab or a
 * carriage return is prefixed with ' so a spreadsheet shows it as text instead of running it; a
 * plain number such as -5 is left alone.
 */
export function guardFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) && !PLAIN_NUMBER.test(cell) ? "'" + cell : cell;
}

/**
 * Writes records as CSV with minimal quoting (RFC 4180): only fields holding the delimiter, a quote or
 * a line break are quoted, quotes doubled; a record of one empty field is written `""` so it is not
 * read as an empty line. Every record ends with `newline`, the last one too (as Python's csv.writer).
 */
export function writeCsv(rows: readonly (readonly string[])[], delimiter: string, newline: string): string {
  const parts: string[] = [];
  for (const row of rows) {
    if (row.length === 1 && row[0] === '') {
      parts.push('""', newline);
      continue;
    }
    for (let k = 0; k < row.length; k++) {
      const field = row[k] ?? '';
      if (k) parts.push(delimiter);
      parts.push(needsQuotes(field, delimiter) ? '"' + field.replaceAll('"', '""') + '"' : field);
    }
    parts.push(newline);
  }
  return parts.join('');
}
