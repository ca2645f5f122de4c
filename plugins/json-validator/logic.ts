/**
 * JSON formatter / validator / viewer: pure logic (no React, no DOM), safe to run in a Web Worker.
 *
 * The parser is iterative (explicit stack), so 100k-deep nesting never overflows the call stack.
 * Number and string tokens are kept as typed and re-emitted verbatim, so big integers such as
 * 9007199254740993 keep their digits. Duplicate keys are reported as warnings, a leading BOM is
 * stripped with a notice, and `__proto__` is an ordinary key.
 */

import { indexRows, type RowIndex } from '../../src/lib/rows';

// ---------------------------------------------------------------------------------------------
// Spec constants and messages (spec 02 §2, §5, §7, §8, §9)
// ---------------------------------------------------------------------------------------------

/** Texts used verbatim by the UI and the e2e tests. */
export const MESSAGES = {
  validBadge: 'Valid JSON',
  invalidBadge: 'Invalid JSON',
  inputPlaceholder: 'Paste your JSON here or upload a file...',
  outputTitle: 'Formatted JSON',
  outputEmpty: 'Enter JSON to see formatted output...',
  outputInvalid: 'Fix JSON errors to see formatted output',
  treeEmpty: 'No valid JSON data to display',
  errorTitle: 'JSON Validation Error',
  fileTooLargeTitle: 'File too large',
  fileTooLargeText: 'Please select a file smaller than 5MB',
  fileTooLarge: 'File too large: Please select a file smaller than 5MB',
  fileSizeExceeds: 'File size exceeds 5MB limit',
  fileReadErrorTitle: 'Error reading file',
  fileReadErrorText: 'Could not read the selected file',
  fileReadError: 'Error reading file: Could not read the selected file',
  copiedTitle: 'Copied!',
  copiedText: 'JSON copied to clipboard',
  copied: 'Copied!: JSON copied to clipboard',
  copyFailedTitle: 'Failed to copy',
  copyFailedText: 'Could not copy to clipboard',
  copyFailed: 'Failed to copy: Could not copy to clipboard',
  fileTypeNotAccepted: 'Please select a .json or .txt file',
  bomStripped: 'A leading byte order mark (BOM) was removed',
  outputTooLarge: 'The formatted output would be too large to display (over 64 M characters); use Minify instead',
  invalidSchema: 'Invalid JSON Schema',
  schemaNotJson: 'The schema is not valid JSON',
  schemaTooDeep: 'The document is nested too deeply to validate against a schema',
} as const;

export const MODES = ['format', 'minify', 'validate'] as const;
export type Mode = (typeof MODES)[number];
export const MODE_LABELS: Record<Mode, string> = { format: 'Format', minify: 'Minify', validate: 'Validate' };
export const INDENTS = [2, 4, 8] as const;
export type Indent = (typeof INDENTS)[number];
export const DEFAULT_INDENT: Indent = 2;
/** Upload limit: 5 MB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['.json', '.txt'] as const;
export const ACCEPT_ATTRIBUTE = '.json,.txt';
export const DEBOUNCE_MS = 300;
export const COPY_CONFIRM_MS = 2000;
export const TREE_INDENT_PX = 20;
export const INPUT_MIN_HEIGHT_PX = 400;
/** Formatted output larger than this many UTF-16 units is refused with MESSAGES.outputTooLarge. */
export const MAX_OUTPUT_CHARS = 64 * 1024 * 1024;
/** At most this many duplicate-key warnings are kept (the total is still counted). */
export const MAX_WARNINGS = 1000;

/** The Load Sample document (spec 02 §3): a user object. */
export const SAMPLE_OBJECT = {
  id: 1,
  name: 'John Doe',
  email: 'john.doe@example.com',
  isActive: true,
  profile: {
    age: 30,
    location: 'New York',
    preferences: { theme: 'dark', notifications: true },
  },
  tags: ['developer', 'javascript', 'react'],
  lastLogin: null,
};
/** SAMPLE_OBJECT as the text put in the input by Load Sample. */
export const SAMPLE_JSON = JSON.stringify(SAMPLE_OBJECT, null, 2);

/** `formatted-json-{timestamp}.json`, timestamp in ms since the epoch. */
export function downloadFileName(now: number = Date.now()): string {
  return `formatted-json-${now}.json`;
}

/** 'Line X, Column Y' as shown under the error alert. */
export function formatPosition(line: number, column: number): string {
  return `Line ${line}, Column ${column}`;
}

/** Checks an upload before reading it: returns the toast message, or null when accepted. */
export function checkUpload(file: { name: string; size: number }): string | null {
  const lower = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext))) return MESSAGES.fileTypeNotAccepted;
  if (file.size > MAX_FILE_BYTES) return MESSAGES.fileTooLarge;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Document model
// ---------------------------------------------------------------------------------------------

export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/**
 * One node of a parsed document. Nodes are stored in document (pre-)order; a node's id is its
 * index in `JsonDocument.nodes`, the root is id 0.
 */
export interface JsonNode {
  type: JsonType;
  /** Parent id, -1 for the root. */
  parent: number;
  /** Object member name (decoded), array index, or null for the root. */
  key: string | number | null;
  /** The member name exactly as typed, quotes included (object members only, else null). */
  rawKey: string | null;
  /** The token exactly as typed (string, number, boolean and null nodes, else null). */
  raw: string | null;
  /** Child ids in document order (arrays and objects, else null). */
  children: number[] | null;
  /** Offset of the value's first character in the (BOM-stripped) text. */
  offset: number;
}

export interface JsonDocument {
  nodes: JsonNode[];
}

export interface JsonError {
  message: string;
  /** 1-based; computed from the error offset. */
  line: number;
  /** 1-based, in UTF-16 units. */
  column: number;
  offset: number;
}

export interface JsonWarning {
  message: string;
  /** JSON Pointer of the duplicated member. */
  path: string;
  line: number;
  column: number;
}

export type ParseResult =
  | { ok: true; empty: boolean; doc: JsonDocument | null; warnings: JsonWarning[]; warningCount: number; bomStripped: boolean }
  | { ok: false; error: JsonError; bomStripped: boolean };

export type ProgressCallback = (fraction: number) => void;

class ParseFailure extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

// JSON forbids unescaped control characters inside strings
// eslint-disable-next-line no-control-regex
const STRING_RE = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER_RE = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

function describeChar(text: string, pos: number): string {
  if (pos >= text.length) return 'Unexpected end of JSON input';
  const cp = text.codePointAt(pos)!;
  const ch = String.fromCodePoint(cp);
  if (cp < 0x20) return `Unexpected control character U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return `Unexpected token '${ch}'`;
}

/** Finds the precise failure inside a string token starting at `start` (which failed STRING_RE). */
function stringFailure(text: string, start: number): ParseFailure {
  let i = start + 1;
  for (;;) {
    if (i >= text.length) return new ParseFailure('Unterminated string in JSON', text.length);
    const c = text.charCodeAt(i);
    if (c === 0x22) return new ParseFailure('Unexpected string', i); // not reached in practice
    if (c < 0x20) return new ParseFailure('Bad control character in string literal', i);
    if (c === 0x5c) {
      const e = text[i + 1];
      if (e === undefined) return new ParseFailure('Unterminated string in JSON', text.length);
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return new ParseFailure('Bad Unicode escape in string literal', i);
        i += 6;
        continue;
      }
      if (!'"\\/bfnrt'.includes(e)) return new ParseFailure('Bad escaped character in string literal', i + 1);
      i += 2;
      continue;
    }
    i++;
  }
}

function numberFailure(text: string, start: number): ParseFailure {
  let i = start;
  if (text[i] === '-') i++;
  if (!/[0-9]/.test(text[i] ?? '')) return new ParseFailure('No number after minus sign in JSON', i);
  return new ParseFailure(describeChar(text, i), i);
}

/** Decodes a validated string token (quotes included). */
export function decodeStringToken(raw: string): string {
  return raw.indexOf('\\') === -1 ? raw.slice(1, -1) : (JSON.parse(raw) as string);
}

/** Escapes one JSON Pointer reference token (RFC 6901). */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Computes the 1-based line and column of offsets (ascending order gives one pass). */
function lineColumnAt(text: string, offset: number, from = { offset: 0, line: 1, lineStart: 0 }): { line: number; column: number; state: { offset: number; line: number; lineStart: number } } {
  let { line, lineStart } = from;
  let i = from.offset;
  for (;;) {
    const nl = text.indexOf('\n', i);
    if (nl === -1 || nl >= offset) break;
    line++;
    lineStart = nl + 1;
    i = nl + 1;
  }
  return { line, column: offset - lineStart + 1, state: { offset: Math.max(offset, from.offset), line, lineStart } };
}

/** Removes one leading U+FEFF. */
export function stripBom(text: string): { text: string; bomStripped: boolean } {
  return text.charCodeAt(0) === 0xfeff ? { text: text.slice(1), bomStripped: true } : { text, bomStripped: false };
}

function isWs(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** A growable UTF-16 buffer: far faster than millions of small string concatenations. */
class CharBuffer {
  private buf: Uint16Array;
  length = 0;
  constructor(
    private readonly maxChars: number,
    initial = 1 << 16,
  ) {
    this.buf = new Uint16Array(Math.max(16, Math.min(initial, maxChars)));
  }
  private grow(need: number): void {
    if (need > this.maxChars) throw new OutputTooLargeError();
    let cap = this.buf.length;
    while (cap < need) cap *= 2;
    const next = new Uint16Array(cap);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
  slice(text: string, start: number, end: number): void {
    const need = this.length + (end - start);
    if (need > this.buf.length) this.grow(need);
    const b = this.buf;
    let j = this.length;
    for (let i = start; i < end; i++) b[j++] = text.charCodeAt(i);
    this.length = j;
  }
  char(code: number): void {
    if (this.length + 1 > this.buf.length) this.grow(this.length + 1);
    this.buf[this.length++] = code;
  }
  /** A newline followed by `spaces` spaces. */
  newline(spaces: number): void {
    const need = this.length + spaces + 1;
    if (need > this.maxChars) throw new OutputTooLargeError();
    if (need > this.buf.length) this.grow(need);
    const b = this.buf;
    b[this.length] = 10;
    b.fill(32, this.length + 1, need);
    this.length = need;
  }
  toString(): string {
    if (typeof TextDecoder === 'function') {
      try {
        // fatal: a lone surrogate throws instead of becoming U+FFFD; then the exact path below runs
        return new TextDecoder('utf-16le', { fatal: true }).decode(this.buf.subarray(0, this.length));
      } catch {
        /* fall through */
      }
    }
    const parts: string[] = [];
    const CH = 8192;
    for (let i = 0; i < this.length; i += CH) {
      parts.push(String.fromCharCode.apply(null, this.buf.subarray(i, Math.min(i + CH, this.length)) as unknown as number[]));
    }
    return parts.join('');
  }
}

interface ScanOptions {
  /** Build the node list (tree, sort keys, schema). */
  build: boolean;
  /** Emit formatted text directly while scanning: spaces per level, 0 = minified, null = no output. */
  indent: number | null;
  maxChars: number;
  onProgress?: ProgressCallback;
}

interface ScanSuccess {
  ok: true;
  empty: boolean;
  doc: JsonDocument | null;
  output: string;
  warnings: JsonWarning[];
  warningCount: number;
  bomStripped: boolean;
}

type ScanResult = ScanSuccess | { ok: false; error: JsonError; bomStripped: boolean };

/**
 * The single-pass scanner behind parseJson and processJson: validates strictly, collects duplicate
 * key warnings, and either builds the document, emits formatted text, or both. No recursion.
 */
function scanJson(input: string, opts: ScanOptions): ScanResult {
  const { text, bomStripped } = stripBom(input);
  const { build, onProgress, maxChars } = opts;
  const emitting = opts.indent !== null;
  const indent = opts.indent ?? 0;
  const pretty = indent > 0;
  const nodes: JsonNode[] = [];
  const warnings: { message: string; path: string; offset: number }[] = [];
  let warningCount = 0;
  const n = text.length;
  let pos = 0;
  const out = new CharBuffer(maxChars, emitting ? (pretty ? text.length * 2 : text.length) + 16 : 16);

  while (pos < n && isWs(text.charCodeAt(pos))) pos++;
  if (pos >= n) return { ok: true, empty: true, doc: null, output: '', warnings: [], warningCount: 0, bomStripped };

  // one entry per open container
  const isObjStack: boolean[] = [];
  const countStack: number[] = [];
  const idStack: number[] = [];
  /** Current member name or index per level (for warning paths). */
  const keyStack: (string | number)[] = [];
  /** Keys seen per object: null (none), the one key, or a Set. */
  const seenStack: (Set<string> | string | null)[] = [];
  let pendingKey: string | null = null;
  let pendingRawKey: string | null = null;
  const progressStep = 1 << 19;
  let nextProgress = progressStep;

  const pathHere = (): string => {
    let p = '';
    for (const k of keyStack) p += '/' + escapePointerToken(String(k));
    return p;
  };

  const addNode = (type: JsonType, offset: number, raw: string | null): number => {
    const depth = idStack.length;
    const parent = depth ? idStack[depth - 1] : -1;
    const id = nodes.length;
    const node: JsonNode = {
      type,
      parent,
      key: depth ? keyStack[depth - 1] : null,
      rawKey: depth && isObjStack[depth - 1] ? pendingRawKey : null,
      raw,
      children: type === 'array' || type === 'object' ? [] : null,
      offset,
    };
    if (parent >= 0) nodes[parent].children!.push(id);
    nodes.push(node);
    return id;
  };

  try {
    for (;;) {
      // ---- one value starts at pos (after whitespace)
      while (pos < n && isWs(text.charCodeAt(pos))) pos++;
      if (pos >= n) throw new ParseFailure('Unexpected end of JSON input', n);
      if (onProgress && pos >= nextProgress) {
        onProgress(pos / n);
        nextProgress = pos + progressStep;
      }
      const c = text.charCodeAt(pos);
      if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
        const isObj = c === 0x7b;
        if (build) idStack.push(addNode(isObj ? 'object' : 'array', pos, null));
        if (emitting) out.char(c);
        pos++;
        isObjStack.push(isObj);
        countStack.push(0);
        keyStack.push(0);
        seenStack.push(null);
      } else {
        let end: number;
        let type: JsonType;
        if (c === 0x22 /* " */) {
          STRING_RE.lastIndex = pos;
          if (!STRING_RE.test(text)) throw stringFailure(text, pos);
          end = STRING_RE.lastIndex;
          type = 'string';
        } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
          NUMBER_RE.lastIndex = pos;
          if (!NUMBER_RE.test(text)) throw numberFailure(text, pos);
          end = NUMBER_RE.lastIndex;
          const next = text.charCodeAt(end);
          if (next === 0x2e /* . */) throw new ParseFailure('Unterminated fractional number in JSON', end + 1);
          if (next === 0x65 || next === 0x45) throw new ParseFailure('Exponent part is missing a number in JSON', end + 1);
          if (text.charCodeAt(pos + (c === 0x2d ? 1 : 0)) === 0x30 && next >= 0x30 && next <= 0x39)
            throw new ParseFailure('Leading zeros are not allowed in JSON numbers', end);
          type = 'number';
        } else if (c === 0x74 && text.startsWith('true', pos)) {
          end = pos + 4;
          type = 'boolean';
        } else if (c === 0x66 && text.startsWith('false', pos)) {
          end = pos + 5;
          type = 'boolean';
        } else if (c === 0x6e && text.startsWith('null', pos)) {
          end = pos + 4;
          type = 'null';
        } else {
          throw new ParseFailure(describeChar(text, pos), pos);
        }
        if (build) addNode(type, pos, text.slice(pos, end));
        if (emitting) out.slice(text, pos, end);
        pos = end;
      }

      // ---- after a value or an opening bracket: reach the start of the next value
      for (;;) {
        const depth = isObjStack.length;
        while (pos < n && isWs(text.charCodeAt(pos))) pos++;
        if (depth === 0) {
          if (pos < n) throw new ParseFailure('Unexpected non-whitespace character after JSON', pos);
          onProgress?.(1);
          return finish();
        }
        if (pos >= n) throw new ParseFailure('Unexpected end of JSON input', n);
        const top = depth - 1;
        const isObj = isObjStack[top];
        const count = countStack[top];
        const ch = text.charCodeAt(pos);
        if (ch === (isObj ? 0x7d : 0x5d)) {
          // close the container
          pos++;
          if (emitting) {
            if (pretty && count > 0) out.newline(top * indent);
            out.char(ch);
          }
          isObjStack.pop();
          countStack.pop();
          keyStack.pop();
          seenStack.pop();
          if (build) idStack.pop();
          continue;
        }
        if (count > 0) {
          if (ch !== 0x2c) throw new ParseFailure(isObj ? `Expected ',' or '}' after property value` : `Expected ',' or ']' after array element`, pos);
          const comma = pos;
          pos++;
          while (pos < n && isWs(text.charCodeAt(pos))) pos++;
          const k = text.charCodeAt(pos);
          if (k === (isObj ? 0x7d : 0x5d)) throw new ParseFailure('Trailing comma is not allowed in JSON', comma);
          if (emitting) out.char(0x2c);
        }
        if (emitting && pretty) out.newline(depth * indent);
        countStack[top] = count + 1;
        if (!isObj) {
          keyStack[top] = count;
          break;
        }
        // object member name
        if (text.charCodeAt(pos) !== 0x22) {
          if (pos >= n) throw new ParseFailure('Unexpected end of JSON input', n);
          throw new ParseFailure(count === 0 ? `Expected property name or '}'` : 'Expected double-quoted property name', pos);
        }
        const keyStart = pos;
        STRING_RE.lastIndex = pos;
        if (!STRING_RE.test(text)) throw stringFailure(text, pos);
        pendingRawKey = text.slice(pos, STRING_RE.lastIndex);
        pendingKey = decodeStringToken(pendingRawKey);
        pos = STRING_RE.lastIndex;
        keyStack[top] = pendingKey;
        const seen = seenStack[top];
        if (seen === null) seenStack[top] = pendingKey;
        else {
          let set: Set<string>;
          if (typeof seen === 'string') {
            set = new Set([seen]);
            seenStack[top] = set;
          } else set = seen;
          if (set.has(pendingKey)) {
            warningCount++;
            if (warnings.length < MAX_WARNINGS) warnings.push({ message: `Duplicate key "${pendingKey}"`, path: pathHere(), offset: keyStart });
          } else set.add(pendingKey);
        }
        while (pos < n && isWs(text.charCodeAt(pos))) pos++;
        if (text.charCodeAt(pos) !== 0x3a) {
          if (pos >= n) throw new ParseFailure('Unexpected end of JSON input', n);
          throw new ParseFailure(`Expected ':' after property name in JSON`, pos);
        }
        pos++;
        if (emitting) {
          out.slice(text, keyStart, keyStart + pendingRawKey.length);
          out.char(0x3a);
          if (pretty) out.char(0x20);
        }
        break;
      }
    }
  } catch (e) {
    if (!(e instanceof ParseFailure)) throw e;
    const { line, column } = lineColumnAt(text, e.offset);
    return { ok: false, error: { message: e.message, line, column, offset: e.offset }, bomStripped };
  }

  function finish(): ScanSuccess {
    let state = { offset: 0, line: 1, lineStart: 0 };
    const list: JsonWarning[] = [];
    for (const w of warnings) {
      const r = lineColumnAt(text, w.offset, state);
      state = r.state;
      list.push({ message: w.message, path: w.path, line: r.line, column: r.column });
    }
    return { ok: true, empty: false, doc: build ? { nodes } : null, output: emitting ? out.toString() : '', warnings: list, warningCount, bomStripped };
  }
}

/**
 * Parses strict JSON (RFC 8259) into a document, without recursion. Empty or whitespace-only
 * input is valid and empty. Line and column in errors refer to the text after a leading BOM was
 * removed (the BOM is invisible in an editor, so columns match what the user sees).
 */
export function parseJson(input: string, onProgress?: ProgressCallback): ParseResult {
  const r = scanJson(input, { build: true, indent: null, maxChars: Infinity, onProgress });
  if (!r.ok) return r;
  return { ok: true, empty: r.empty, doc: r.doc, warnings: r.warnings, warningCount: r.warningCount, bomStripped: r.bomStripped };
}

// ---------------------------------------------------------------------------------------------
// Serialisation (format / minify / sort keys), iterative
// ---------------------------------------------------------------------------------------------

export interface SerializeOptions {
  /** Spaces per level; 0 means minified. */
  indent: number;
  /** Sort object members by name (UTF-16 code unit order, stable for duplicates). */
  sortKeys?: boolean;
}

export class OutputTooLargeError extends Error {
  constructor() {
    super(MESSAGES.outputTooLarge);
    this.name = 'OutputTooLargeError';
  }
}

function orderedChildren(doc: JsonDocument, node: JsonNode, sortKeys: boolean): number[] {
  const kids = node.children!;
  if (!sortKeys || node.type !== 'object' || kids.length < 2) return kids;
  const nodes = doc.nodes;
  return kids.slice().sort((a, b) => {
    const ka = nodes[a].key as string;
    const kb = nodes[b].key as string;
    return ka < kb ? -1 : ka > kb ? 1 : a - b;
  });
}

/**
 * Serialises a document (or the subtree at `rootId`). Tokens are re-emitted as typed.
 * Throws OutputTooLargeError when the result would exceed MAX_OUTPUT_CHARS.
 */
export function serialize(doc: JsonDocument, options: SerializeOptions, rootId = 0, maxChars = MAX_OUTPUT_CHARS): string {
  const { nodes } = doc;
  const indent = options.indent;
  const sortKeys = !!options.sortKeys;
  const pretty = indent > 0;
  const out = new CharBuffer(maxChars);
  const emit = (s: string) => out.slice(s, 0, s.length);
  const keySep = pretty ? ': ' : ':';

  // stack frames: [nodeId, list of ordered children, next child index]
  const stackIds: number[] = [];
  const stackKids: number[][] = [];
  const stackIdx: number[] = [];

  const open = (id: number): void => {
    const node = nodes[id];
    if (node.children) {
      const kids = orderedChildren(doc, node, sortKeys);
      const isObj = node.type === 'object';
      if (kids.length === 0) {
        emit(isObj ? '{}' : '[]');
        return;
      }
      emit(isObj ? '{' : '[');
      stackIds.push(id);
      stackKids.push(kids);
      stackIdx.push(0);
    } else {
      emit(node.raw!);
    }
  };

  open(rootId);
  while (stackIds.length) {
    const top = stackIds.length - 1;
    const kids = stackKids[top];
    const i = stackIdx[top];
    const level = stackIds.length; // depth of children
    const node = nodes[stackIds[top]];
    if (i >= kids.length) {
      stackIds.pop();
      stackKids.pop();
      stackIdx.pop();
      if (pretty) out.newline((level - 1) * indent);
      emit(node.type === 'object' ? '}' : ']');
      continue;
    }
    stackIdx[top] = i + 1;
    if (i > 0) emit(',');
    if (pretty) out.newline(level * indent);
    const child = nodes[kids[i]];
    if (node.type === 'object') {
      emit(child.rawKey!);
      emit(keySep);
    }
    open(kids[i]);
  }
  return out.toString();
}

// ---------------------------------------------------------------------------------------------
// The one call the worker makes
// ---------------------------------------------------------------------------------------------

export interface ProcessOptions {
  mode: Mode;
  indent: Indent | number;
  sortKeys?: boolean;
}

export interface OutputStats {
  bytes: number;
  lines: number;
  characters: number;
}

export interface ProcessResult {
  /** Validation result (spec 02 §3): valid, or an error with message, line and column. */
  isValid: boolean;
  error?: JsonError;
  /** Text for the output panel ('' when empty input, invalid input or an output problem). */
  output: string;
  /** Set when the input is valid but the output could not be produced (e.g. too large). */
  outputError?: string;
  warnings: JsonWarning[];
  warningCount: number;
  bomStripped: boolean;
  /** Footer figures of `output`. */
  stats: OutputStats;
}

/** Footer figures: UTF-8 bytes, lines, characters (code points). */
export function outputStats(output: string): OutputStats {
  if (output === '') return { bytes: 0, lines: 0, characters: 0 };
  let lines = 1;
  let bytes = 0;
  let pairs = 0;
  const len = output.length;
  for (let i = 0; i < len; i++) {
    const c = output.charCodeAt(i);
    if (c < 0x80) {
      bytes++;
      if (c === 10) lines++;
    } else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < len) {
      const d = output.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        pairs++;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return { bytes, lines, characters: len - pairs };
}

/**
 * Validates and formats/minifies in one step (worker entry point: plain data in, plain data out).
 * Validate mode echoes the input (BOM removed) as the output, as the panel still shows the text.
 */
export function processJson(input: string, options: ProcessOptions, onProgress?: ProgressCallback): ProcessResult {
  const sortKeys = !!options.sortKeys;
  const indent = options.mode === 'minify' ? 0 : options.mode === 'validate' ? (sortKeys ? 0 : null) : options.indent;
  let scanned: ScanResult;
  try {
    scanned = scanJson(input, { build: sortKeys, indent: sortKeys ? null : indent, maxChars: MAX_OUTPUT_CHARS, onProgress });
    if (scanned.ok && sortKeys && scanned.doc) scanned.output = serialize(scanned.doc, { indent: indent ?? 0, sortKeys: true });
  } catch (e) {
    if (!(e instanceof OutputTooLargeError)) throw e;
    const again = scanJson(input, { build: false, indent: null, maxChars: Infinity });
    if (!again.ok) return { isValid: false, error: again.error, output: '', warnings: [], warningCount: 0, bomStripped: again.bomStripped, stats: outputStats('') };
    return { isValid: true, output: '', outputError: e.message, warnings: again.warnings, warningCount: again.warningCount, bomStripped: again.bomStripped, stats: outputStats('') };
  }
  if (!scanned.ok) {
    return { isValid: false, error: scanned.error, output: '', warnings: [], warningCount: 0, bomStripped: scanned.bomStripped, stats: outputStats('') };
  }
  const output = scanned.empty ? '' : indent === null ? stripBom(input).text : scanned.output;
  return { isValid: true, output, warnings: scanned.warnings, warningCount: scanned.warningCount, bomStripped: scanned.bomStripped, stats: outputStats(output) };
}

/** Pretty-prints with the given indent (2, 4 or 8). Throws on invalid JSON with the parser message. */
export function formatJson(input: string, indent: number = DEFAULT_INDENT, sortKeys = false): string {
  return unwrap(input, indent, sortKeys);
}

/** Minifies. Throws on invalid JSON with the parser message. */
export function minifyJson(input: string, sortKeys = false): string {
  return unwrap(input, 0, sortKeys);
}

/** Validation result (spec 02 §3). */
export function validateJson(input: string): { isValid: boolean; error?: JsonError } {
  const r = scanJson(input, { build: false, indent: null, maxChars: Infinity });
  return r.ok ? { isValid: true } : { isValid: false, error: r.error };
}

function unwrap(input: string, indent: number, sortKeys: boolean): string {
  const r = processJson(input, { mode: 'format', indent, sortKeys });
  if (r.error) throw new Error(`${r.error.message} (${formatPosition(r.error.line, r.error.column)})`);
  if (r.outputError) throw new OutputTooLargeError();
  return r.output;
}

// ---------------------------------------------------------------------------------------------
// Conversion to JavaScript values (schema validation, copy of a subtree)
// ---------------------------------------------------------------------------------------------

function leafValue(node: JsonNode): unknown {
  switch (node.type) {
    case 'string':
      return decodeStringToken(node.raw!);
    case 'number':
      return Number(node.raw);
    case 'boolean':
      return node.raw === 'true';
    default:
      return null;
  }
}

function setMember(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * Converts (a subtree of) a document to plain JavaScript values, iteratively. Like JSON.parse:
 * the last duplicate wins, `__proto__` becomes an own property, numbers become doubles.
 */
export function toValue(doc: JsonDocument, rootId = 0): unknown {
  const { nodes } = doc;
  const root = nodes[rootId];
  if (!root.children) return leafValue(root);
  const make = (n: JsonNode) => (n.type === 'array' ? [] : {});
  const rootValue = make(root);
  const stackNode: number[] = [rootId];
  const stackVal: unknown[] = [rootValue];
  while (stackNode.length) {
    const node = nodes[stackNode.pop()!];
    const target = stackVal.pop() as unknown[] | Record<string, unknown>;
    for (const cid of node.children!) {
      const child = nodes[cid];
      const v = child.children ? make(child) : leafValue(child);
      if (Array.isArray(target)) target.push(v);
      else setMember(target, child.key as string, v);
      if (child.children) {
        stackNode.push(cid);
        stackVal.push(v);
      }
    }
  }
  return rootValue;
}

// ---------------------------------------------------------------------------------------------
// Tree viewer model (virtualised): flattened visible rows, computed without recursion
// ---------------------------------------------------------------------------------------------

export interface TreeRow {
  /** Node id (stable for a document; use it as the React key and in the expanded set). */
  id: number;
  /** Member name, array index, or null for the root. */
  key: string | number | null;
  type: JsonType;
  /** For leaves the value as JSON text (shortened); 'Array(3)' or '{2 keys}' for containers. */
  preview: string;
  /** Depth, 0 for the root; the UI indents TREE_INDENT_PX per level. */
  level: number;
  /** JSON Pointer ('' for the root). */
  path: string;
  isContainer: boolean;
  expanded: boolean;
  /** Number of children (containers), 0 for leaves. */
  size: number;
}

export const PREVIEW_MAX_CHARS = 200;

/** 'Array(3)' for arrays, '{2 keys}' / '{1 key}' for objects, the JSON text for leaves. */
export function nodePreview(node: JsonNode): string {
  if (node.type === 'array') return `Array(${node.children!.length})`;
  if (node.type === 'object') {
    const k = node.children!.length;
    return `{${k} ${k === 1 ? 'key' : 'keys'}}`;
  }
  const raw = node.raw!;
  return raw.length > PREVIEW_MAX_CHARS ? raw.slice(0, PREVIEW_MAX_CHARS - 1) + '…' : raw;
}

/** JSON Pointer of a node (O(depth)). */
export function nodePath(doc: JsonDocument, id: number): string {
  const parts: string[] = [];
  for (let cur = id; cur > 0; cur = doc.nodes[cur].parent) parts.push(escapePointerToken(String(doc.nodes[cur].key)));
  return parts.length ? '/' + parts.reverse().join('/') : '';
}

/**
 * The ids and levels of the visible rows, in display order (root first). Cheap (O(visible rows)),
 * so the UI can recompute it on every toggle and build row objects only for the rows on screen.
 */
export function flattenVisible(doc: JsonDocument, expanded: ReadonlySet<number>): { ids: Int32Array; levels: Int32Array; count: number } {
  const { nodes } = doc;
  let cap = 1024;
  let ids = new Int32Array(cap);
  let levels = new Int32Array(cap);
  let count = 0;
  const stack: number[] = [0];
  const stackLevel: number[] = [0];
  while (stack.length) {
    const id = stack.pop()!;
    const level = stackLevel.pop()!;
    if (count === cap) {
      cap *= 2;
      const ni = new Int32Array(cap);
      ni.set(ids);
      ids = ni;
      const nl = new Int32Array(cap);
      nl.set(levels);
      levels = nl;
    }
    ids[count] = id;
    levels[count] = level;
    count++;
    const kids = nodes[id].children;
    if (kids && kids.length && expanded.has(id)) {
      for (let i = kids.length - 1; i >= 0; i--) {
        stack.push(kids[i]);
        stackLevel.push(level + 1);
      }
    }
  }
  return { ids: ids.subarray(0, count), levels: levels.subarray(0, count), count };
}

/** Builds the row object of one node. */
export function makeRow(doc: JsonDocument, id: number, level: number, expanded: ReadonlySet<number>): TreeRow {
  const node = doc.nodes[id];
  const isContainer = !!node.children;
  return {
    id,
    key: node.key,
    type: node.type,
    preview: nodePreview(node),
    level,
    path: nodePath(doc, id),
    isContainer,
    expanded: isContainer && expanded.has(id),
    size: node.children ? node.children.length : 0,
  };
}

/**
 * Visible rows in [start, end) (all by default). Use a window for large trees: paths are built
 * only for the rows returned.
 */
export function visibleRows(doc: JsonDocument, expanded: ReadonlySet<number>, start = 0, end = Infinity): { rows: TreeRow[]; total: number } {
  const flat = flattenVisible(doc, expanded);
  const rows: TreeRow[] = [];
  const stop = Math.min(end, flat.count);
  for (let i = Math.max(0, start); i < stop; i++) rows.push(makeRow(doc, flat.ids[i], flat.levels[i], expanded));
  return { rows, total: flat.count };
}

/** Expand All: the ids of every container node. */
export function allContainerIds(doc: JsonDocument): Set<number> {
  const s = new Set<number>();
  doc.nodes.forEach((n, i) => {
    if (n.children) s.add(i);
  });
  return s;
}

/** Returns a new expanded set with `id` toggled (leaves are ignored). */
export function toggleExpanded(doc: JsonDocument, expanded: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(expanded);
  if (!doc.nodes[id]?.children) return next;
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Text copied by a leaf's copy button: strings decoded, other values as typed. */
export function leafCopyText(doc: JsonDocument, id: number): string {
  const node = doc.nodes[id];
  if (node.children) return serialize(doc, { indent: 2 }, id);
  return node.type === 'string' ? decodeStringToken(node.raw!) : node.raw!;
}

// ---------------------------------------------------------------------------------------------
// Screen helpers: sample schema, uploads, large text, error context
// ---------------------------------------------------------------------------------------------

/** A JSON Schema (draft-07) that the Load Sample document satisfies; offered in the schema panel. */
export const SAMPLE_SCHEMA = JSON.stringify(
  {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    required: ['id', 'name', 'email'],
    properties: {
      id: { type: 'integer', minimum: 1 },
      name: { type: 'string', minLength: 1 },
      email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$' },
      isActive: { type: 'boolean' },
      profile: { type: 'object' },
      tags: { type: 'array', items: { type: 'string' } },
      lastLogin: { type: ['string', 'null'] },
    },
  },
  null,
  2,
);

/** Title and text of the toast for a rejected upload, or null when the file is accepted. */
export function uploadToast(file: { name: string; size: number }): { title: string; text: string } | null {
  const problem = checkUpload(file);
  if (problem === null) return null;
  if (problem === MESSAGES.fileTooLarge) return { title: MESSAGES.fileTooLargeTitle, text: MESSAGES.fileTooLargeText };
  return { title: 'Unsupported file', text: problem };
}

/**
 * Decodes an uploaded file. A byte order mark is kept as U+FEFF (so the parser strips it with a
 * notice) and selects UTF-16 when present; anything else is read as UTF-8.
 */
export function decodeUpload(bytes: Uint8Array): string {
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xff && b1 === 0xfe) return new TextDecoder('utf-16le', { ignoreBOM: true }).decode(bytes);
  if (b0 === 0xfe && b1 === 0xff) return new TextDecoder('utf-16be', { ignoreBOM: true }).decode(bytes);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/**
 * A textarea holding many lines costs the browser about 20 µs of layout per line (a 5 MB
 * pretty-printed document freezes the tab for seconds), so text beyond these limits is shown in a
 * virtualised read-only view instead.
 */
export const LARGE_TEXT_CHARS = 200_000;
export const LARGE_TEXT_LINES = 4_000;

/** True when `text` is too large for a responsive textarea (see LARGE_TEXT_*). */
export function isLargeText(text: string): boolean {
  if (text.length > LARGE_TEXT_CHARS) return true;
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    if (++lines > LARGE_TEXT_LINES) return true;
  }
  return false;
}

/** The characters around an error offset on its line, for a caret display (at most `radius` each side). */
export function errorContext(text: string, offset: number, radius = 40): { before: string; at: string; after: string } {
  const lineStart = offset > 0 ? text.lastIndexOf('\n', offset - 1) + 1 : 0;
  let lineEnd = text.indexOf('\n', offset);
  if (lineEnd === -1) lineEnd = text.length;
  const from = Math.max(lineStart, offset - radius);
  const to = Math.min(lineEnd, offset + 1 + radius);
  const strip = (s: string) => s.replace(/\r/g, '');
  return {
    before: strip(text.slice(from, Math.min(offset, lineEnd))),
    at: offset < lineEnd ? strip(text.slice(offset, offset + 1)) : '',
    after: strip(text.slice(Math.min(offset + 1, lineEnd), to)),
  };
}

export type { RowIndex };

/**
 * Indexes the rows of a large text. Run in the worker: on a 9 MB formatted document this is a
 * few hundred milliseconds of work the main thread must not do.
 */
export function indexTextRows(text: string, wrapAt = 120): RowIndex {
  return indexRows(text, wrapAt);
}

/** Browsers cap an element's height (Chromium near 33 M px, Firefox near 17 M); beyond this the scroll is scaled. */
export const MAX_SCROLL_PX = 8_000_000;
const OVERSCAN_ROWS = 8;

/**
 * Which rows of a fixed-row-height list are on screen for a scroll position, and where each row
 * sits. Lists taller than MAX_SCROLL_PX map the scroll range proportionally onto the rows.
 */
export function scrollWindow(total: number, scrollTop: number, viewport: number, rowHeight: number) {
  const full = total * rowHeight;
  const content = Math.min(full, MAX_SCROLL_PX);
  const scaled = full > content;
  const perView = viewport / rowHeight;
  const maxScroll = Math.max(1, content - viewport);
  const firstExact = scaled ? (Math.min(scrollTop, maxScroll) / maxScroll) * Math.max(0, total - perView) : scrollTop / rowHeight;
  const first = Math.max(0, Math.floor(firstExact) - OVERSCAN_ROWS);
  const last = Math.min(total, Math.ceil(firstExact + perView) + OVERSCAN_ROWS);
  const top = (i: number) => (scaled ? scrollTop + (i - firstExact) * rowHeight : i * rowHeight);
  return { content, first, last, top };
}
