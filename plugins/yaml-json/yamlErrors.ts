/**
 * The `yaml` library's syntax errors in plain words, placed on the line that is wrong. The library
 * names what its parser met ("Nested mappings are not allowed in compact mappings") where it met it,
 * which is often the line before the mistake; for the common mistakes this says what a person did
 * (indented a line under a key that already has a value, left a string open) and points at that line.
 * An error it has no words for keeps the library's message and place.
 */
import type { YAMLError } from 'yaml';
import { lineColumnOf } from '@/lib/lineColumn';

export interface PlainYamlError {
  message: string;
  /** the UTF-16 offset the error is at */
  offset: number;
}

/** One line of the text: its number, where it starts, its text without the line break, and its indentation. */
interface Line {
  number: number;
  start: number;
  text: string;
  indent: number;
  /** the text without indentation and trailing space */
  content: string;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (let number = 1; start <= text.length; number++) {
    const lf = text.indexOf('\n', start);
    const end = lf === -1 ? text.length : lf;
    const line = text.slice(start, end).replace(/\r$/, '');
    const indent = /^ */.exec(line)?.[0].length ?? 0;
    lines.push({ number, start, text: line, indent, content: line.trim() });
    if (lf === -1) break;
    start = lf + 1;
  }
  return lines;
}

const isContent = (line: Line) => line.content !== '' && !line.content.startsWith('#');

/** Where a line's key starts: after its indentation and any list dashes ('- name: x' → 2). */
const keyStart = (line: Line) => /^ *(?:- +)*/.exec(line.text)?.[0].length ?? 0;

/** A line's key and the value written after it on the same line (comments left out), where it is `key: value`. */
function keyValue(line: Line): { key: string; value: string } | null {
  const rest = line.text.slice(keyStart(line));
  const match = /^([^\s#:'"[{][^:#]*?|"[^"]*"|'[^']*'):(?:\s+(.*))?$/.exec(rest);
  if (!match) return null;
  const value = (match[2] ?? '').replace(/(?:^|\s+)#.*$/, '').trim();
  return { key: match[1].trim(), value };
}

/** A value after `key:` that opens something below it (a block scalar, an anchor or a tag alone) rather than ending the entry. */
const OPENS_BELOW = /^(?:[|>][+-]?\d*|&\S+|!\S*)$/;

/** The content line before `line`, skipping blank lines and comments. */
function contentBefore(lines: readonly Line[], line: Line): Line | undefined {
  for (let k = line.number - 2; k >= 0; k--) if (isContent(lines[k])) return lines[k];
  return undefined;
}

/**
 * A line indented under a key that already has a value on its own line (`a: 1` then `  b: 2`): the
 * line at or after `from` that is, with the key above it.
 */
function underValue(lines: readonly Line[], from: Line) {
  for (const line of lines.slice(from.number - 1, from.number + 1)) {
    if (!isContent(line)) continue;
    const owner = contentBefore(lines, line);
    if (!owner || line.indent <= keyStart(owner)) continue;
    const entry = keyValue(owner);
    if (entry && entry.value !== '' && !OPENS_BELOW.test(entry.value)) return { line, owner, ...entry };
  }
  return null;
}

/** The bracket that opens the flow collection an offset is inside (never closed), or undefined. */
function openingBracket(text: string, offset: number, open: '[' | '{'): number | undefined {
  const close = open === '[' ? ']' : '}';
  let depth = 0;
  for (let i = Math.min(offset, text.length) - 1; i >= 0; i--) {
    if (text[i] === close) depth++;
    else if (text[i] === open) {
      if (depth === 0) return i;
      depth--;
    }
  }
  return undefined;
}

/** The quote that opens a quoted string the error is at the end of: the last one before it that starts a value. */
function openingQuote(text: string, offset: number, quote: string): number | undefined {
  for (let i = Math.min(offset, text.length) - 1; i >= 0; i--) {
    if (text[i] !== quote) continue;
    const before = text.slice(0, i).replace(/[ \t]+$/, '');
    if (before === '' || /[\n:\-[{,?]$/.test(before)) return i;
  }
  return undefined;
}

const quoted = (text: string) => `"${text}"`;

const FLOW = {
  list: { open: '[', close: ']', name: 'list' },
  mapping: { open: '{', close: '}', name: 'mapping' },
} as const;

/** The error in plain words, at the line that is wrong. */
export function plainYamlError(text: string, error: YAMLError): PlainYamlError {
  const at = error.pos[0];
  const fallback = { message: error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, ''), offset: at };
  const lines = linesOf(text);
  const line = lines[lineColumnOf(text, at).line - 1];
  if (!line) return fallback;
  const code = error.code;

  if (code === 'TAB_AS_INDENT')
    return {
      message: `Line ${line.number} is indented with a tab. YAML indents with spaces only: replace the tab with spaces.`,
      offset: at,
    };

  if (
    code === 'BLOCK_AS_IMPLICIT_KEY' ||
    code === 'MULTILINE_IMPLICIT_KEY' ||
    code === 'BAD_INDENT' ||
    code === 'MISSING_CHAR'
  ) {
    const under = underValue(lines, line);
    if (under && !/^Flow|Missing closing/.test(error.message)) {
      const { key, value } = under;
      const n = under.line.number;
      return {
        message:
          `Line ${n} is indented under ${quoted(`${key}: ${value}`)}, but ${quoted(key)} already has a value (${value}), ` +
          `so nothing can be nested under it. To add a key beside ${quoted(key)}, start line ${n} in the same column ` +
          `as ${quoted(key)}; to nest line ${n} inside ${quoted(key)}, remove the value ${value}.`,
        offset: under.line.start,
      };
    }
  }

  if (code === 'BLOCK_AS_IMPLICIT_KEY') {
    const entry = keyValue(line);
    if (entry && /:(\s|$)/.test(entry.value))
      return {
        message:
          `${quoted(entry.value)} is a key with its own value on the same line as ${quoted(`${entry.key}:`)}, which YAML does not allow. ` +
          `Put it on a line of its own, indented under ${quoted(`${entry.key}:`)}, or quote the whole value: ${entry.key}: "${entry.value.replace(/"/g, '\\"')}".`,
        offset: at,
      };
  }

  const item = (l: Line) => /^- |^-$/.test(l.content);
  if (code === 'BLOCK_AS_IMPLICIT_KEY' && item(line)) {
    const before = contentBefore(lines, line);
    if (before && item(before) && before.indent > line.indent)
      return {
        message:
          `Line ${line.number} is a list item that starts in column ${line.indent + 1}, but the item above it starts in column ${before.indent + 1}. ` +
          'Items of one list start in the same column: move it to that column.',
        offset: line.start,
      };
  }

  if (code === 'MULTILINE_IMPLICIT_KEY' || code === 'UNEXPECTED_TOKEN') {
    const before = isContent(line) ? contentBefore(lines, line) : undefined;
    if (before && before.indent === line.indent && item(line) && !item(before) && keyValue(before))
      return {
        message:
          `Line ${line.number} is a list item (${quoted(line.content)}) in the same column as the key ${quoted(keyValue(before)?.key ?? '')} above it. ` +
          'A mapping holds keys and a list holds items: indent the item under the key that holds the list, or write it as a key.',
        offset: line.start + line.indent,
      };
    if (before && before.indent === line.indent && !item(line) && item(before) && keyValue(line))
      return {
        message:
          `Line ${line.number} is a key (${quoted(line.content)}) in the same column as the list item above it. ` +
          `A list holds items and a mapping holds keys: make it an item ("- ${line.content}") or indent it under an item.`,
        offset: line.start + line.indent,
      };
  }

  if (code === 'MULTILINE_IMPLICIT_KEY' && isContent(line) && !line.content.includes(':'))
    return {
      message:
        `Line ${line.number} (${quoted(line.content)}) is neither a key nor a list item, so YAML reads it and the next line ` +
        'as one key, and a key must fit on one line. Add ":" after it to make it a key, or "- " before it to make it a list item.',
      offset: line.start + line.indent,
    };

  if (code === 'MISSING_CHAR' && /Implicit map keys need to be followed by map values/.test(error.message)) {
    const rest = text.slice(at).split('\n')[0].trim();
    return {
      message:
        `${quoted(rest)} on line ${line.number} has no ":" after it, so it is neither a key nor a value. ` +
        'Add ": value" to make it a key, or indent it further to continue the value above it.',
      offset: at,
    };
  }

  const quote = /Missing closing (['"])quote/.exec(error.message)?.[1];
  if (quote) {
    const open = openingQuote(text, at, quote) ?? at;
    const inside = quote === "'" ? "write '' for a ' inside it" : 'write \\" for a " inside it';
    return {
      message: `The string opened with ${quote} on line ${lineColumnOf(text, open).line} never ends: add the closing ${quote} (and ${inside}).`,
      offset: open,
    };
  }

  const flow = /^Flow (sequence|map)/.exec(error.message)?.[1];
  if (flow) {
    const { open, close, name } = flow === 'sequence' ? FLOW.list : FLOW.mapping;
    const start = openingBracket(text, at, open) ?? at;
    return {
      message: `The ${name} opened with ${open} on line ${lineColumnOf(text, start).line} is never closed: end it with ${close}. Its lines must also be indented more than the key it belongs to.`,
      offset: start,
    };
  }

  const stray = /Unexpected flow-(seq|map)-end token/.exec(error.message)?.[1];
  if (stray) {
    const [open, close] = stray === 'seq' ? ['[', ']'] : ['{', '}'];
    return { message: `This ${close} closes nothing: remove it, or add the ${open} it should close.`, offset: at };
  }

  if (code === 'DUPLICATE_KEY') {
    const entry = keyValue(line);
    const first =
      entry && lines.find((l) => l.number < line.number && l.indent === line.indent && keyValue(l)?.key === entry.key);
    if (entry)
      return {
        message: `Duplicate key ${quoted(entry.key)}${first ? ` (first on line ${first.number})` : ''}: a key may appear once in a mapping. Rename or remove one of them.`,
        offset: at,
      };
  }

  if (code === 'BAD_SCALAR_START') {
    const value = text.slice(at).split('\n')[0].trim();
    return {
      message: `A value cannot start with ${value[0]} unless it is quoted (YAML keeps @ and \` for later use): write it in quotes, "${value.replace(/"/g, '\\"')}".`,
      offset: at,
    };
  }

  return fallback;
}
