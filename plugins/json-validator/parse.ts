/**
 * Strict JSON parser (RFC 8259): one pass that validates, collects duplicate-key warnings, and builds the document and/or emits formatted text.
 *
 * The parser is iterative (explicit stack), so 100k-deep nesting never overflows the call stack.
 * Number and string tokens are kept as typed and re-emitted verbatim, so big integers such as
 * 9007199254740993 keep their digits. Duplicate keys are reported as warnings, a leading BOM is
 * stripped with a notice, and `__proto__` is an ordinary key.
 */
import { lineColumnOf, lineColumnReader } from '@/lib/lineColumn';
import { CharBuffer } from './charBuffer';
import { MAX_WARNINGS } from './constants';
import { decodeStringToken, escapePointerToken, type JsonDocument, type JsonNode, type JsonType } from './document';
import { ParseFailure, describeChar, numberFailure, stringFailure, type JsonError, type JsonWarning } from './errors';

export type ParseResult =
  | {
      ok: true;
      empty: boolean;
      doc: JsonDocument | null;
      warnings: JsonWarning[];
      warningCount: number;
      bomStripped: boolean;
    }
  | { ok: false; error: JsonError; bomStripped: boolean };

export type ProgressCallback = (fraction: number) => void;

// JSON forbids unescaped control characters inside strings
// eslint-disable-next-line no-control-regex
const STRING_RE = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER_RE = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Removes one leading U+FEFF. */
export function stripBom(text: string): { text: string; bomStripped: boolean } {
  return text.charCodeAt(0) === 0xfeff ? { text: text.slice(1), bomStripped: true } : { text, bomStripped: false };
}

function isWs(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

export interface ScanOptions {
  /** Build the node list (tree, sort keys, schema). */
  build: boolean;
  /** Emit formatted text directly while scanning: spaces per level, 0 = minified, null = no output. */
  indent: number | null;
  maxChars: number;
  onProgress?: ProgressCallback;
}

export interface ScanSuccess {
  ok: true;
  empty: boolean;
  doc: JsonDocument | null;
  output: string;
  warnings: JsonWarning[];
  warningCount: number;
  bomStripped: boolean;
}

export type ScanResult = ScanSuccess | { ok: false; error: JsonError; bomStripped: boolean };

/**
 * The single-pass scanner behind parseJson and processJson: validates strictly, collects duplicate
 * key warnings, and either builds the document, emits formatted text, or both. No recursion.
 */
export function scanJson(input: string, opts: ScanOptions): ScanResult {
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
          if (next === 0x65 || next === 0x45)
            throw new ParseFailure('Exponent part is missing a number in JSON', end + 1);
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
          if (ch !== 0x2c)
            throw new ParseFailure(
              isObj ? `Expected ',' or '}' after property value` : `Expected ',' or ']' after array element`,
              pos,
            );
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
          throw new ParseFailure(
            count === 0 ? `Expected property name or '}'` : 'Expected double-quoted property name',
            pos,
          );
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
            if (warnings.length < MAX_WARNINGS)
              warnings.push({ message: `Duplicate key "${pendingKey}"`, path: pathHere(), offset: keyStart });
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
    const { line, column } = lineColumnOf(text, e.offset);
    return { ok: false, error: { message: e.message, line, column, offset: e.offset }, bomStripped };
  }

  function finish(): ScanSuccess {
    // warnings come in the order they stand in the text: one pass reads all their places
    const at = lineColumnReader(text);
    const list: JsonWarning[] = warnings.map((w) => ({ message: w.message, path: w.path, ...at(w.offset) }));
    return {
      ok: true,
      empty: false,
      doc: build ? { nodes } : null,
      output: emitting ? out.toString() : '',
      warnings: list,
      warningCount,
      bomStripped,
    };
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
  return {
    ok: true,
    empty: r.empty,
    doc: r.doc,
    warnings: r.warnings,
    warningCount: r.warningCount,
    bomStripped: r.bomStripped,
  };
}
