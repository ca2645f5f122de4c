import { lineColumnOf, type LineColumn } from '@/lib/lineColumn';
import { escapeAs, Unrepresentable } from './escape';
import { languageLabel, type EscapeSettings, type Language } from './languages';
import { describeChar, unescapeAs, UnescapeError, type UnescapeNote } from './unescape';

/** The tool's two directions: text to a literal, and a literal back to its text. */
export type Mode = 'escape' | 'unescape';

export const MESSAGES = {
  emptyEscape: 'Please enter some text to escape',
  emptyUnescape: 'Please enter an escaped string to unescape',
  cannotEscape: (language: Language) => `This text cannot be written as a ${languageLabel(language)} string`,
  cannotUnescape: (language: Language) => `This is not a valid ${languageLabel(language)} string`,
  escapeFailed: 'Escaping failed',
  failed: (reason: string) => `The run failed: ${reason}`,
  roundTripOk: 'Round trip ✓',
} as const;

/** A place in a text: its line and column as the editor numbers them, and the offset. */
export interface Place extends LineColumn {
  offset: number;
}

/** What the round trip found: unescape(escape(x)) = x, or where the two first differ. */
export type RoundTrip = { ok: true } | { ok: false; message: string };

/** A note about the input that is not an error, with its place. */
export type Note = { message: string } & Place;

export interface Details {
  roundTrip: RoundTrip;
  /** unescaping gave a text that is itself an escaped string of the language (it was escaped twice) */
  stillEscaped: boolean;
  note: Note | null;
}

export type ConvertResult =
  { ok: true; output: string; details: Details } | { ok: false; title: string; message: string; place: Place | null };

export interface ConvertRequest extends EscapeSettings {
  mode: Mode;
  input: string;
  language: Language;
}

/** Where two texts first differ, said in words, or null when they are equal. */
export function firstDifference(expected: string, actual: string): string | null {
  if (expected === actual) return null;
  let i = 0;
  while (i < expected.length && i < actual.length && expected.charCodeAt(i) === actual.charCodeAt(i)) i++;
  const { line, column } = lineColumnOf(expected, i);
  const was = i < expected.length ? describeChar(String.fromCodePoint(expected.codePointAt(i) ?? 0)) : 'the end';
  const became = i < actual.length ? describeChar(String.fromCodePoint(actual.codePointAt(i) ?? 0)) : 'the end';
  return `Round trip differs at line ${line}, column ${column}: ${was} came back as ${became}`;
}

/** Checks that `text` escaped and read back is `text` again. */
function roundTrip(language: Language, text: string, settings: EscapeSettings, escaped?: string): RoundTrip {
  try {
    const back = unescapeAs(language, escaped ?? escapeAs(language, text, settings)).text;
    const difference = firstDifference(text, back);
    return difference === null ? { ok: true } : { ok: false, message: difference };
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, message: `Round trip fails: ${why}` };
  }
}

/** Escape marks each language writes: a backslash escape, a character reference, a doubled or wrapping quote. */
const ESCAPE_MARKS: Record<Language, RegExp> = {
  json: /\\["\\/bfnrtu]/,
  javascript: /\\(["'\\bfnrtvx0u`$]|\r?\n)/,
  java: /\\["'\\bfnrtsu0-7]/,
  csharp: /\\["'\\0abefnrtvxuU]/,
  python: /\\(["'\\abfnrtvxuU0-7]|\r?\n)/,
  go: /\\["\\abfnrtvxuU0-7]/,
  shell: /^(\$?'.*'|".*")$/s,
  bash: /^(\$?'.*'|".*")$/s,
  sql: /^'.*'$|''/s,
  mysql: /\\["'\\0bnrtZ%_]/,
  html: /&(#[0-9]+|#[xX][0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9]*);/,
  csv: /^".*"$/s,
};

/** The quotes of the languages whose escapes are backslashes. */
const BACKSLASH_QUOTES: Partial<Record<Language, string>> = {
  json: '"',
  javascript: '"\'`',
  java: '"',
  csharp: '"',
  python: '"\'',
  go: '"',
  mysql: '"\'',
};

/**
 * True when the text is itself an escaped string of the language: reading it again changes it. For
 * a backslash language the text must be a whole literal in its quotes, or the inside of one: with
 * escapes but no bare quote, so a JSON document holding escaped strings does not count.
 */
export function isStillEscaped(language: Language, text: string): boolean {
  if (!ESCAPE_MARKS[language].test(text)) return false;
  const quotes = BACKSLASH_QUOTES[language];
  if (quotes !== undefined) {
    const trimmed = text.trim();
    const first = trimmed[0] ?? '';
    const quoted = trimmed.length >= 2 && quotes.includes(first) && trimmed.endsWith(first);
    if (!quoted && new RegExp(`(^|[^\\\\])[${quotes}]`).test(text)) return false;
  }
  try {
    return unescapeAs(language, text).text !== text;
  } catch {
    return false;
  }
}

/**
 * An escaped JSON string, as it is pasted from a log or an API: in double quotes, with an escaped
 * quote or an escaped line break inside.
 */
export function looksLikeEscapedJson(input: string): boolean {
  const text = input.trim();
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return false;
  return text.includes('\\"') || text.includes('\\n');
}

const noteAt = (input: string, note: UnescapeNote | null): Note | null =>
  note && { message: note.message, offset: note.offset, ...lineColumnOf(input, note.offset) };

/** Escapes or unescapes; never throws. */
export function convert({ mode, input, language, ...settings }: ConvertRequest): ConvertResult {
  if (mode === 'escape') {
    try {
      const output = escapeAs(language, input, settings);
      return {
        ok: true,
        output,
        details: { roundTrip: roundTrip(language, input, settings, output), stillEscaped: false, note: null },
      };
    } catch (e) {
      if (e instanceof Unrepresentable) {
        return {
          ok: false,
          title: MESSAGES.cannotEscape(language),
          message: e.message,
          place: { offset: e.offset, ...lineColumnOf(input, e.offset) },
        };
      }
      return { ok: false, title: MESSAGES.escapeFailed, message: String(e), place: null };
    }
  }
  try {
    const { text, note } = unescapeAs(language, input);
    return {
      ok: true,
      output: text,
      details: {
        roundTrip: roundTrip(language, text, settings),
        stillEscaped: isStillEscaped(language, text),
        note: noteAt(input, note),
      },
    };
  } catch (e) {
    if (e instanceof UnescapeError) {
      return {
        ok: false,
        title: MESSAGES.cannotUnescape(language),
        message: e.message,
        place: { offset: e.offset, ...lineColumnOf(input, e.offset) },
      };
    }
    return { ok: false, title: MESSAGES.cannotUnescape(language), message: String(e), place: null };
  }
}
