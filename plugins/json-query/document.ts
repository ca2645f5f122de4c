/**
 * The JSON document a query runs over: parsed with the platform's JSON.parse, and, when that
 * fails, scanned again to say where and why, in the words of Python's json module (which the
 * tests check the positions against), since JSON.parse's messages differ between engines and
 * often give no position at all. The same scan reads the numbers' own texts beside the parsed
 * value, since JSON.parse keeps only the nearest double of each.
 */
import { lineColumnOf } from '@/lib/lineColumn';
import type { NumberTexts } from './format';

export type DocumentResult =
  { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number; offset: number };

const BOM = '\uFEFF';

/** Parses a JSON text (a leading byte order mark is skipped); on failure, the first error with its line, column and offset in `text`. */
export function parseDocument(text: string): DocumentResult {
  const skip = text.startsWith(BOM) ? 1 : 0;
  const body = skip ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    const found = locateJsonError(body);
    const offset = found.offset + skip;
    return { ok: false, message: found.message, offset, ...lineColumnOf(text, offset) };
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;
// eslint-disable-next-line no-control-regex -- JSON strings may not hold raw control characters (RFC 8259 §7): the pattern stops at them
const PLAIN_CHARS = /[^"\\\u0000-\u001f]*/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;
const LITERALS = ['true', 'false', 'null'] as const;

class JsonError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** What a scan tells as it reads a JSON text, in the text's order. */
interface JsonEvents {
  /**
   * A value starts at `start`: the document, an array's next element, or a member's value after its
   * name. `end` is where a scalar ends, or just past a container's opening bracket.
   */
  value(kind: '[' | '{' | 'number' | 'other', start: number, end: number): void;
  /** An object member's name: the string token from `start` to `end`, its quotes included. */
  key(start: number, end: number): void;
  /** The innermost open array or object closes. */
  close(): void;
}

/**
 * Reads `text` as JSON (RFC 8259), telling `events` what it meets, and throws a JsonError with
 * Python's message at the first place it stops being JSON. Nesting is followed with an explicit
 * stack, so a deeply nested text cannot overflow the call stack.
 */
function scanJson(text: string, events?: JsonEvents): void {
  let i = 0;
  const skipSpace = () => {
    WHITESPACE.lastIndex = i;
    WHITESPACE.test(text);
    i = WHITESPACE.lastIndex;
  };
  const string = () => {
    const start = i;
    i++;
    for (;;) {
      PLAIN_CHARS.lastIndex = i;
      PLAIN_CHARS.test(text);
      i = PLAIN_CHARS.lastIndex;
      if (i >= text.length) throw new JsonError('Unterminated string starting at', start);
      const c = text[i];
      if (c === '"') {
        i++;
        return;
      }
      if (c === '\\') {
        ESCAPE.lastIndex = i;
        if (!ESCAPE.test(text))
          throw text[i + 1] === 'u'
            ? new JsonError('Invalid \\uXXXX escape', i + 1)
            : new JsonError('Invalid \\escape', i);
        i = ESCAPE.lastIndex;
        continue;
      }
      throw new JsonError('Invalid control character at', i);
    }
  };
  /** One scalar at `i`, or the opening of an array or object (returned so the caller nests). */
  const value = (): '[' | '{' | null => {
    const start = i;
    const c = text[i];
    if (c === '{' || c === '[') {
      i++;
      events?.value(c, start, i);
      return c;
    }
    if (c === '"') {
      string();
      events?.value('other', start, i);
      return null;
    }
    for (const word of LITERALS) {
      if (text.startsWith(word, i)) {
        i += word.length;
        events?.value('other', start, i);
        return null;
      }
    }
    NUMBER.lastIndex = i;
    if (NUMBER.test(text)) {
      i = NUMBER.lastIndex;
      events?.value('number', start, i);
      return null;
    }
    throw new JsonError('Expecting value', i);
  };
  const key = () => {
    if (text[i] !== '"') throw new JsonError('Expecting property name enclosed in double quotes', i);
    const start = i;
    string();
    events?.key(start, i);
    skipSpace();
    if (text[i] !== ':') throw new JsonError("Expecting ':' delimiter", i);
    i++;
    skipSpace();
  };

  const stack: ('[' | '{')[] = [];
  skipSpace();
  let opened = value();
  for (;;) {
    if (opened) {
      stack.push(opened);
      skipSpace();
      const close = opened === '[' ? ']' : '}';
      if (text[i] === close) {
        i++;
        stack.pop();
        events?.close();
      } else {
        if (opened === '{') key();
        opened = value();
        continue;
      }
    }
    // after a value: a comma and the next member, the container's end, or the end of the text
    skipSpace();
    const top = stack.at(-1);
    if (top === undefined) break;
    const close = top === '[' ? ']' : '}';
    if (text[i] === ',') {
      i++;
      skipSpace();
      if (top === '{') key();
      opened = value();
    } else if (text[i] === close) {
      i++;
      stack.pop();
      events?.close();
      opened = null;
    } else {
      throw new JsonError("Expecting ',' delimiter", i);
    }
  }
  if (i < text.length) throw new JsonError('Extra data', i);
}

/** The first place `text` stops being JSON (RFC 8259), with Python's message for it. */
export function locateJsonError(text: string): { message: string; offset: number } {
  try {
    scanJson(text);
    // JSON.parse refused what this scan accepts: say so at the start rather than nowhere
    return { message: 'Not valid JSON', offset: 0 };
  } catch (e) {
    if (e instanceof JsonError) return { message: e.message, offset: e.offset };
    throw e;
  }
}

/**
 * A document's numbers as it writes them, where JSON.stringify would write the parsed double
 * otherwise (`100000000000000000001`, `1.0`, `1e400`), and the first number a double does not
 * hold exactly.
 */
export interface DocumentNumbers extends NumberTexts {
  /** where the first number a double does not hold exactly starts in the text, or null */
  inexact: number | null;
}

/** One open array or object: the value JSON.parse made of it, and the member being read. */
interface Frame {
  /**
   * undefined under a member JSON.parse dropped for a later scalar of the same name; a dropped
   * array or object is read into the later one, whose own members come after and so replace it
   */
  holder: object | undefined;
  array: boolean;
  /** the next element's index */
  index: number;
  /** the member name's token, decoded into `name` only when it is needed */
  nameStart: number;
  nameEnd: number;
  name: string | null;
}

const INTEGER = /^-?\d+$/;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([-+]?\d+))?$/;

/**
 * A decimal number's value as `0.digits` times a power of ten, the digits without leading or
 * trailing zeros (`0` for zero): two texts of the same number give the same string.
 */
function decimalValue(text: string): string {
  const m = DECIMAL.exec(text);
  if (!m) return text;
  const [, sign, whole, fraction = '', exponent = '0'] = m;
  const digits = whole + fraction;
  const first = digits.search(/[1-9]/);
  if (first === -1) return '0';
  return `${sign}0.${digits.slice(first).replace(/0+$/, '')}e${Number(exponent) + whole.length - first}`;
}

/**
 * True when the double JSON.parse reads from a number's text holds that number exactly. Not so
 * for an integer past 2^53 − 1, where doubles no longer tell neighbouring integers apart (even
 * one that has a double of its own), for a number out of a double's range, or for one whose value
 * differs from its double's shortest decimal (which String gives): 1.000000000000000000001 reads
 * as 1. A number with no exact binary form, like 0.1, comes back as written, so it counts as held.
 */
export function heldExactly(text: string, double: number): boolean {
  if (!Number.isFinite(double)) return false;
  if (!Number.isSafeInteger(double) && INTEGER.test(text)) return false;
  const shortest = String(double);
  return text === shortest || decimalValue(text) === decimalValue(shortest);
}

/**
 * True for a number token of digits alone (after a minus), at most 15 characters long, other than
 * -0: its double holds it exactly and JSON.stringify writes it as written, so it needs no reading.
 */
function shortInteger(text: string, start: number, end: number): boolean {
  if (end - start > 15) return false;
  const digits = text.charCodeAt(start) === 0x2d ? start + 1 : start;
  if (digits > start && end - digits === 1 && text.charCodeAt(digits) === 0x30) return false;
  for (let i = digits; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** The member `key` of `holder` as JSON.parse made it: an array's element, or an object's own member. */
function memberOf(holder: object | undefined, key: string | number): unknown {
  if (holder === undefined || !Object.hasOwn(holder, key)) return undefined;
  return Reflect.get(holder, key);
}

/**
 * Reads the numbers of a JSON text that JSON.parse read as `value` (a leading byte order mark is
 * skipped, and offsets count it). The text is scanned beside the value: each member is found in
 * the value by its name or index, and when a name is repeated the last one is the one kept, as
 * JSON.parse keeps it.
 */
export function readNumbers(text: string, value: unknown): DocumentNumbers {
  const skip = text.startsWith(BOM) ? 1 : 0;
  const body = skip ? text.slice(1) : text;
  const texts = new WeakMap<object, Map<string | number, string>>();
  let rootText: string | undefined;
  let inexact: number | null = null;
  let any = false;
  const frames: Frame[] = [];
  const nameOf = (frame: Frame): string => {
    if (frame.name === null) {
      const token = body.slice(frame.nameStart, frame.nameEnd);
      const name: unknown = token.includes('\\') ? JSON.parse(token) : token.slice(1, -1);
      frame.name = typeof name === 'string' ? name : '';
    }
    return frame.name;
  };
  const number = (start: number, end: number, frame: Frame | undefined, index: number) => {
    let raw: string | null = null;
    if (!shortInteger(body, start, end)) {
      raw = body.slice(start, end);
      const double = Number(raw);
      if (inexact === null && !heldExactly(raw, double)) inexact = start + skip;
      if (raw === String(double)) raw = null;
    }
    if (frame === undefined) {
      rootText = raw ?? undefined;
      any = raw !== null;
      return;
    }
    const { holder } = frame;
    if (holder === undefined) return;
    let members = texts.get(holder);
    if (raw !== null) {
      any = true;
      if (!members) texts.set(holder, (members = new Map()));
      members.set(frame.array ? index : nameOf(frame), raw);
    } else if (members) {
      // a repeated name: a later number JSON.stringify writes as written replaces an earlier one
      members.delete(frame.array ? index : nameOf(frame));
    }
  };
  scanJson(body, {
    value(kind, start, end) {
      const frame = frames.at(-1);
      const index = frame?.array ? frame.index++ : -1;
      if (kind === 'number') number(start, end, frame, index);
      else if (kind !== 'other') {
        const here = frame === undefined ? value : memberOf(frame.holder, frame.array ? index : nameOf(frame));
        const holder = isObject(here) ? here : undefined;
        frames.push({ holder, array: kind === '[', index: 0, nameStart: 0, nameEnd: 0, name: null });
      }
    },
    key(start, end) {
      const frame = frames.at(-1);
      if (!frame) return;
      frame.nameStart = start;
      frame.nameEnd = end;
      frame.name = null;
    },
    close() {
      frames.pop();
    },
  });
  return {
    inexact,
    any,
    of: (holder, key) => texts.get(holder)?.get(key),
    at: (location) => {
      if (location.length === 0) return rootText;
      let holder: unknown = value;
      for (const key of location.slice(0, -1)) holder = memberOf(isObject(holder) ? holder : undefined, key);
      return isObject(holder) ? texts.get(holder)?.get(location[location.length - 1]) : undefined;
    },
  };
}
