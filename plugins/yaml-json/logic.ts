/**
 * The converter: reads YAML, JSON or TOML (detected, or as chosen) into one data model and writes
 * it as JSON, YAML or TOML. Pure: no React, no DOM; it runs in the page and in the worker alike.
 */
import { lineColumnOf, offsetOfLineColumn } from '@/lib/lineColumn';
import { parseJson, SyntaxFailure, writeJson } from './json';
import { readToml, TomlFailure, writeToml } from './toml';
import { type Notice, type Value } from './value';
import { readYaml, reformatYaml, writeYaml, YamlFailure, type Drift, type YamlVersion } from './yaml';

export type Format = 'yaml' | 'json' | 'toml';
export type InputFormat = Format | 'auto';
/** How several YAML documents (or JSON Lines) are written as JSON. */
export type StreamStyle = 'array' | 'lines';

export const FORMAT_NAMES: Record<Format, string> = { yaml: 'YAML', json: 'JSON', toml: 'TOML' };

export const MESSAGES = {
  empty: 'Please enter YAML, JSON or TOML to convert',
  failed: 'Conversion failed',
  tooDeep: 'The input is nested too deeply to convert',
  noOutputToCopy: 'No output to copy',
  noOutputToDownload: 'No output to download',
} as const;

export interface ConvertRequest {
  input: string;
  from: InputFormat;
  to: Format;
  indent: number;
  stream: StreamStyle;
  yamlVersion: YamlVersion;
  /** TOML output leaves nulls out (TOML has none) instead of refusing them (default: refused) */
  dropNulls?: boolean;
}

export interface ConvertError {
  title: string;
  message: string;
  line?: number;
  column?: number;
  offset?: number;
}

export interface Converted {
  ok: true;
  output: string;
  /** the format the input was read as */
  from: Format;
  to: Format;
  /** the output is JSON Lines */
  lines: boolean;
  documents: number;
  drift: Drift[];
  driftCount: number;
  notices: Notice[];
}

export type ConvertResult = Converted | { ok: false; from: Format; error: ConvertError };

const TOML_TABLE =
  /^\s*\[\[?\s*(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*')(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*'))*\s*\]\]?\s*(?:#.*)?$/;
const TOML_KEY_VALUE =
  /^\s*(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*')(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*'))*\s*=/;

/**
 * The input's format from its first meaningful lines: `key = value` is TOML, and so is a `[table]`
 * header followed by one; `{`, `[` or `"` open JSON; anything else is YAML.
 */
export function detectFormat(text: string): Format {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\n', 400)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const [first, second] = lines;
  if (first === undefined) return 'yaml';
  if (TOML_KEY_VALUE.test(first)) return 'toml';
  if (TOML_TABLE.test(first) && second !== undefined && (TOML_KEY_VALUE.test(second) || TOML_TABLE.test(second)))
    return 'toml';
  return /^[{["]/.test(first) ? 'json' : 'yaml';
}

function located(
  title: string,
  message: string,
  text: string,
  offset: number | undefined,
  shift: number,
): ConvertError {
  if (offset === undefined) return { title, message };
  const at = Math.min(offset, text.length);
  const { line, column } = lineColumnOf(text, at);
  return { title, message, line, column, offset: at + shift };
}

function read(text: string, from: Format, to: Format, yamlVersion: YamlVersion) {
  if (from === 'json') return { values: parseJson(text), drift: [], driftCount: 0, notices: [], documents: null };
  if (from === 'toml') return { values: [readToml(text)], drift: [], driftCount: 0, notices: [], documents: null };
  // YAML written as YAML is reformatted from its documents: its aliases are not expanded
  return readYaml(text, yamlVersion, to !== 'yaml');
}

/** Converts the input; every failure comes back as a message with its position where there is one. */
export function convert(request: ConvertRequest): ConvertResult {
  const { to, indent, stream, yamlVersion } = request;
  // a byte order mark is tolerated; positions still count it, so Go to error lands right
  const shift = request.input.charCodeAt(0) === 0xfeff ? 1 : 0;
  const text = shift ? request.input.slice(1) : request.input;
  const from = request.from === 'auto' ? detectFormat(text) : request.from;
  const title = `Invalid ${FORMAT_NAMES[from]}`;
  try {
    const source = read(text, from, to, yamlVersion);
    const notices: Notice[] = [...source.notices];
    const values: Value[] = source.values;
    let output: string;
    let lines = false;
    if (to === 'json') {
      if (values.length === 1) output = writeJson(values[0], { indent, notices });
      else if (stream === 'lines' || values.length === 0) {
        lines = values.length > 0;
        output = values.map((value) => writeJson(value, { indent: 0, notices })).join('\n');
      } else output = writeJson(values, { indent, notices });
      if (output) output += '\n';
    } else if (to === 'yaml') {
      output = source.documents ? reformatYaml(source.documents, indent) : writeYaml(values, indent, notices);
    } else {
      output = writeToml(values, { dropNulls: request.dropNulls, notices });
    }
    return {
      ok: true,
      output,
      from,
      to,
      lines,
      documents: values.length,
      drift: source.drift,
      driftCount: source.driftCount,
      notices,
    };
  } catch (error) {
    if (error instanceof SyntaxFailure)
      return { ok: false, from, error: located(title, error.message, text, error.offset, shift) };
    if (error instanceof YamlFailure)
      return { ok: false, from, error: located(error.title ?? title, error.message, text, error.offset, shift) };
    if (error instanceof TomlFailure) {
      if (error.line === undefined || error.column === undefined)
        return {
          ok: false,
          from,
          error: { title: error.title ?? `No ${FORMAT_NAMES[to]} form`, message: error.message },
        };
      return {
        ok: false,
        from,
        error: located(title, error.message, text, offsetOfLineColumn(text, error.line, error.column), shift),
      };
    }
    if (error instanceof RangeError && /call stack/i.test(error.message))
      return { ok: false, from, error: { title: MESSAGES.failed, message: MESSAGES.tooDeep } };
    throw error;
  }
}

/** The download's name: data.json, data.jsonl, data.yaml or data.toml. */
export function fileNameOf(to: Format, lines: boolean): string {
  if (to === 'json') return lines ? 'data.jsonl' : 'data.json';
  return to === 'yaml' ? 'data.yaml' : 'data.toml';
}
