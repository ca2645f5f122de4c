import { decodeToBytes } from '@/lib/base64';

/**
 * Reading the pasted text: PEM blocks (`-----BEGIN CERTIFICATE-----` … `-----END CERTIFICATE-----`,
 * any number, with text between them ignored as openssl ignores it), or a bare Base64 body without
 * its header lines (blank lines separate several). A JWK is read elsewhere.
 */

/** One object's bytes, with the PEM label it came under (null for bare Base64) and the line it starts on. */
export interface ArmoredBlock {
  label: string | null;
  der: Uint8Array;
  line: number;
}

/** Where the text is wrong, in words and as a place (1-based line and column, 0-based offset). */
export class InputError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

interface Line {
  text: string;
  /** offset of the line's first character in the input */
  start: number;
  /** 1-based */
  number: number;
}

function linesOf(input: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  input.split('\n').forEach((raw, i) => {
    lines.push({ text: raw.replace(/\r$/, ''), start, number: i + 1 });
    start += raw.length + 1;
  });
  return lines;
}

const BEGIN = /^-----BEGIN ([A-Z0-9 ]+)-----\s*$/;
const END = /^-----END ([A-Z0-9 ]+)-----\s*$/;
/** An RFC 1421 header inside a PEM block (`Proc-Type: 4,ENCRYPTED`). */
const HEADER = /^[A-Za-z-]+:/;
const BASE64_CHAR = /[A-Za-z0-9+/=]/;

/**
 * Checks Base64 lines character by character, so a wrong character is named with its line and
 * column, then decodes them.
 */
function decodeBody(lines: readonly Line[], what: string): Uint8Array {
  let padding = false;
  let count = 0;
  for (const line of lines) {
    // white space around a line is layout; inside it, it is a wrong character
    const from = line.text.length - line.text.trimStart().length;
    const to = line.text.trimEnd().length;
    for (let col = from; col < to; col++) {
      const ch = line.text.charAt(col);
      const place = { line: line.number, column: col + 1, offset: line.start + col };
      if (!BASE64_CHAR.test(ch))
        throw new InputError(
          `Line ${place.line}, column ${place.column}: '${ch}' is not a Base64 character (${what})`,
          place.line,
          place.column,
          place.offset,
        );
      if (ch === '=') padding = true;
      else if (padding)
        throw new InputError(
          `Line ${place.line}, column ${place.column}: Base64 continues after its '=' padding (${what})`,
          place.line,
          place.column,
          place.offset,
        );
      count++;
    }
  }
  const last = lines.at(-1);
  if (count % 4 === 1 && last)
    throw new InputError(
      `Line ${last.number}: the Base64 ends one character into a group of four: a character is missing or extra (${what})`,
      last.number,
      last.text.length + 1,
      last.start + last.text.length,
    );
  try {
    return decodeToBytes(lines.map((l) => l.text).join(''));
  } catch (error) {
    const first = lines[0];
    const line = first?.number ?? 1;
    throw new InputError(
      `Line ${line}: the Base64 is not well formed (${error instanceof Error ? error.message : String(error)}, ${what})`,
      line,
      1,
      first?.start ?? 0,
    );
  }
}

function readPem(lines: readonly Line[]): ArmoredBlock[] {
  const blocks: ArmoredBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i];
    const begin = first && BEGIN.exec(first.text.trim());
    if (!first || !begin) {
      const stray = first && END.exec(first.text.trim());
      if (first && stray)
        throw new InputError(
          `Line ${first.number}: -----END ${stray[1]}----- has no BEGIN line before it`,
          first.number,
          1,
          first.start,
        );
      continue;
    }
    const label = begin[1] ?? '';
    const body: Line[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j];
      if (!line) break;
      const text = line.text.trim();
      const end = END.exec(text);
      if (end) {
        if (end[1] !== label)
          throw new InputError(
            `Line ${line.number}: -----END ${end[1]}----- closes the ${label} that begins on line ${first.number}`,
            line.number,
            1,
            line.start,
          );
        break;
      }
      if (BEGIN.test(text))
        throw new InputError(
          `Line ${line.number}: a new BEGIN line, but the ${label} that begins on line ${first.number} has no END line`,
          line.number,
          1,
          line.start,
        );
      if (HEADER.test(text)) {
        if (/ENCRYPTED/.test(text))
          throw new InputError(
            `Line ${line.number}: this ${label} is encrypted with a password; decrypt it first (openssl pkey -in key.pem)`,
            line.number,
            1,
            line.start,
          );
        continue;
      }
      if (text) body.push(line);
    }
    if (j >= lines.length) {
      throw new InputError(
        `Line ${first.number}: the ${label} has no -----END ${label}----- line: the PEM is cut short`,
        first.number,
        1,
        first.start,
      );
    }
    blocks.push({ label, der: decodeBody(body, `in the ${label} on line ${first.number}`), line: first.number });
    i = j;
  }
  return blocks;
}

/** Bare Base64 (a PEM body without its lines, or a DER file read as Base64): blank lines separate objects. */
function readBare(lines: readonly Line[]): ArmoredBlock[] {
  const blocks: ArmoredBlock[] = [];
  let run: Line[] = [];
  const flush = () => {
    const first = run[0];
    if (first) blocks.push({ label: null, der: decodeBody(run, 'in the Base64'), line: first.number });
    run = [];
  };
  for (const line of lines) {
    if (line.text.trim()) run.push(line);
    else flush();
  }
  flush();
  return blocks;
}

/** The objects in the pasted text, each as DER; throws InputError naming the line and column of what is wrong. */
export function readArmored(input: string): ArmoredBlock[] {
  const lines = linesOf(input);
  const pem = lines.some((l) => BEGIN.test(l.text.trim()) || END.test(l.text.trim()));
  return pem ? readPem(lines) : readBare(lines);
}
