/** Format, minify and validate: the worker's one processing call, its output figures, and the throwing shorthands. */
import { OutputTooLargeError } from './charBuffer';
import { DEFAULT_INDENT, MAX_OUTPUT_CHARS, type Indent, type Mode } from './constants';
import { formatPosition, type JsonError, type JsonWarning } from './errors';
import { scanJson, stripBom, type ProgressCallback, type ScanResult } from './parse';
import { serialize } from './serialize';

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
  /** Valid, or an error with its message, line and column. */
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
    scanned = scanJson(input, {
      build: sortKeys,
      indent: sortKeys ? null : indent,
      maxChars: MAX_OUTPUT_CHARS,
      onProgress,
    });
    if (scanned.ok && sortKeys && scanned.doc)
      scanned.output = serialize(scanned.doc, { indent: indent ?? 0, sortKeys: true });
  } catch (e) {
    if (!(e instanceof OutputTooLargeError)) throw e;
    const again = scanJson(input, { build: false, indent: null, maxChars: Infinity });
    if (!again.ok)
      return {
        isValid: false,
        error: again.error,
        output: '',
        warnings: [],
        warningCount: 0,
        bomStripped: again.bomStripped,
        stats: outputStats(''),
      };
    return {
      isValid: true,
      output: '',
      outputError: e.message,
      warnings: again.warnings,
      warningCount: again.warningCount,
      bomStripped: again.bomStripped,
      stats: outputStats(''),
    };
  }
  if (!scanned.ok) {
    return {
      isValid: false,
      error: scanned.error,
      output: '',
      warnings: [],
      warningCount: 0,
      bomStripped: scanned.bomStripped,
      stats: outputStats(''),
    };
  }
  const output = scanned.empty ? '' : indent === null ? stripBom(input).text : scanned.output;
  return {
    isValid: true,
    output,
    warnings: scanned.warnings,
    warningCount: scanned.warningCount,
    bomStripped: scanned.bomStripped,
    stats: outputStats(output),
  };
}

/** Pretty-prints with the given indent (2, 4 or 8). Throws on invalid JSON with the parser message. */
export function formatJson(input: string, indent: number = DEFAULT_INDENT, sortKeys = false): string {
  return unwrap(input, indent, sortKeys);
}

/** Minifies. Throws on invalid JSON with the parser message. */
export function minifyJson(input: string, sortKeys = false): string {
  return unwrap(input, 0, sortKeys);
}

/** Validates without building output: valid, or the error with its message, line and column. */
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
