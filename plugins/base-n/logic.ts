/** The tool's work: text to an alphabet and back, with auto-detection of the alphabet a text is in. */
import { groupDigits } from '@/lib/count';
import { lineColumnOf } from '@/lib/lineColumn';
import { ALPHABETS, CODECS, type Read } from './alphabets';
import { CodecError } from './codecError';
import type { Alphabet, Options } from './options';
import { bytesText, textBytes, toHex, type TextEncoding } from './text';

export type Mode = Options['mode'];

export interface ConvertRequest {
  mode: Mode;
  input: string;
  alphabet: Alphabet;
  /** decoding: find the alphabet the text is written in, trying the chosen one first */
  auto: boolean;
  text: TextEncoding;
  hrp: string;
}

export interface Details {
  mode: Mode;
  /** the alphabet written or read */
  alphabet: Alphabet;
  /** decoding: the alphabet was found rather than chosen */
  detected: boolean;
  /** decoding with detection: the other alphabets that read the text too */
  others: Alphabet[];
  notes: string[];
  /** the decoded bytes are not text: the output is their hexadecimal */
  binary: boolean;
  bytes: number;
  bech32?: Read['bech32'];
}

export interface InputError {
  title?: string;
  message: string;
  offset?: number;
  line?: number;
  column?: number;
  /** a button that reads the text in another alphabet that does read it */
  fix?: { label: string; options: { alphabet: Alphabet; auto: false } };
}

export type Result = { ok: true; output: string; details: Details } | { ok: false; error: InputError };

export const MESSAGES = {
  blankEncode: 'Please enter some text to encode',
  blankDecode: 'Please enter encoded text to decode',
  encodeFailed: 'Could not encode',
  decodeFailed: (name: string) => `Not valid ${name}`,
  readAs: (name: string) => `Read as ${name}`,
  failed: 'Conversion failed',
  binary: (bytes: number, encoding: TextEncoding) =>
    `The ${groupDigits(bytes)} decoded bytes are not ${encoding === 'utf8' ? 'UTF-8' : 'UTF-16LE'} text: shown as hexadecimal. Download bytes saves them as they are.`,
} as const;

function errorOf(e: unknown, input: string, title: string): InputError {
  if (!(e instanceof CodecError)) return { title, message: e instanceof Error ? e.message : String(e) };
  const offset = Math.min(e.offset, Math.max(0, input.length - 1));
  const { line, column } = lineColumnOf(input, offset);
  return { title, message: `${e.message} (line ${line}, column ${column})`, offset, line, column };
}

async function readAs(alphabet: Alphabet, input: string): Promise<Read | null> {
  try {
    return await CODECS[alphabet].decode(input);
  } catch {
    return null;
  }
}

/** The output for decoded bytes: their text, or their hexadecimal with a note. */
function shown(read: Read, encoding: TextEncoding): { output: string; binary: boolean; notes: string[] } {
  const text = bytesText(read.bytes, encoding);
  if (text !== null) return { output: text, binary: false, notes: read.notes };
  return {
    output: toHex(read.bytes),
    binary: true,
    notes: [...read.notes, MESSAGES.binary(read.bytes.length, encoding)],
  };
}

/** Text a person wrote: not empty, and no control characters but tab and line breaks. */
function isPlainText(text: string | null): boolean {
  // eslint-disable-next-line no-control-regex
  return text !== null && text.length > 0 && !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
}

/**
 * The alphabet a text is in, found by reading it in each: one whose checksum or delimiters prove
 * it wins; then the chosen one; then the first whose bytes are text. Bytes that are not text from
 * an alphabet nobody chose prove nothing (most words read as Ascii85 or Z85), so then there is none,
 * and `others` lists the alphabets that read it all the same.
 */
export async function detectAlphabet(
  input: string,
  chosen: Alphabet,
  encoding: TextEncoding,
): Promise<{ found: { alphabet: Alphabet; read: Read } | null; others: Alphabet[] }> {
  const reads: { alphabet: Alphabet; read: Read }[] = [];
  for (const alphabet of ALPHABETS) {
    const read = await readAs(alphabet, input);
    // either Bech32 reads both checksums, and says which one it found: that one is the alphabet
    if (read && (!read.bech32 || read.bech32.variant === alphabet)) reads.push({ alphabet, read });
  }
  const best =
    reads.find((r) => r.read.checked) ??
    reads.find((r) => r.alphabet === chosen) ??
    reads.find((r) => isPlainText(bytesText(r.read.bytes, encoding))) ??
    null;
  return { found: best, others: reads.map((r) => r.alphabet).filter((a) => a !== best?.alphabet) };
}

async function errorIn(alphabet: Alphabet, input: string): Promise<InputError> {
  try {
    await CODECS[alphabet].decode(input);
    return { message: MESSAGES.decodeFailed(CODECS[alphabet].name) };
  } catch (e) {
    return errorOf(e, input, MESSAGES.decodeFailed(CODECS[alphabet].name));
  }
}

export async function convert(request: ConvertRequest): Promise<Result> {
  const { mode, input, alphabet, text } = request;
  if (!input.trim())
    return { ok: false, error: { message: mode === 'encode' ? MESSAGES.blankEncode : MESSAGES.blankDecode } };
  const codec = CODECS[alphabet];
  if (mode === 'encode') {
    const bytes = textBytes(input, text);
    try {
      const output = await codec.encode(bytes, request.hrp);
      return {
        ok: true,
        output,
        details: { mode, alphabet, detected: false, others: [], notes: [], binary: false, bytes: bytes.length },
      };
    } catch (e) {
      // an encoding error is about the whole text (its length) or the prefix, never a character of the input
      return {
        ok: false,
        error: { title: MESSAGES.encodeFailed, message: e instanceof Error ? e.message : String(e) },
      };
    }
  }
  if (request.auto) {
    const { found, others } = await detectAlphabet(input, alphabet, text);
    if (!found) {
      // the chosen alphabet's own error says where the text stops being it
      const error = await errorIn(alphabet, input);
      const other = others[0];
      return {
        ok: false,
        error: other
          ? { ...error, fix: { label: MESSAGES.readAs(CODECS[other].name), options: { alphabet: other, auto: false } } }
          : error,
      };
    }
    const view = shown(found.read, text);
    return {
      ok: true,
      output: view.output,
      details: {
        mode,
        alphabet: found.alphabet,
        detected: true,
        others,
        notes: view.notes,
        binary: view.binary,
        bytes: found.read.bytes.length,
        bech32: found.read.bech32,
      },
    };
  }
  try {
    const read = await codec.decode(input);
    const view = shown(read, text);
    return {
      ok: true,
      output: view.output,
      details: {
        mode,
        alphabet,
        detected: false,
        others: [],
        notes: view.notes,
        binary: view.binary,
        bytes: read.bytes.length,
        bech32: read.bech32,
      },
    };
  } catch {
    return { ok: false, error: await errorIn(alphabet, input) };
  }
}
