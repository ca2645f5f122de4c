/**
 * Hex text to bytes, as a visitor pastes it: bare digits (`48656c6c6f`), spaced or comma-separated
 * bytes, `0x48, 0x65` (a C array), `\x48\x65`, and an `xxd` dump (offsets and the ASCII column
 * dropped, as `xxd -r` reads it). Pure.
 */
import { groupDigits } from '@/lib/count';

export type ParsedHex = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

export const PARSE_MESSAGES = {
  empty: 'Paste hex digits, such as 48 65 6c 6c 6f or 0x48, 0x65.',
  odd: (digits: number) => `Hex needs two digits per byte: ${groupDigits(digits)} digits given.`,
  notHex: (token: string) => `"${token}" is not hex: use the digits 0–9 and a–f.`,
} as const;

/** An xxd dump row: an offset, a colon, then the hex groups; the ASCII column follows two spaces on. */
const XXD_ROW = /^\s*[0-9a-fA-F]+:\s/;

/** The hex groups of a dump row, without its offset and ASCII column. */
function xxdHexOf(line: string): string {
  const body = line.slice(line.indexOf(':') + 1).replace(/^ /, '');
  const gap = body.indexOf('  ');
  return gap === -1 ? body : body.slice(0, gap);
}

/** True when every line that is not blank is an xxd dump row. */
function isXxdDump(lines: readonly string[]): boolean {
  const filled = lines.filter((line) => line.trim() !== '');
  return filled.length > 0 && filled.every((line) => XXD_ROW.test(line));
}

/** Turns hex text into bytes, or says what is wrong with it (an odd count, a token that is not hex). */
export function parseHex(text: string): ParsedHex {
  const lines = text.split(/\r?\n/);
  const source = isXxdDump(lines) ? lines.map(xxdHexOf).join(' ') : text;
  const tokens = source
    .split(/[\s,;]+/)
    .map((token) => token.replace(/^(?:0x|\\x)/i, ''))
    .filter((token) => token !== '');
  const digits: string[] = [];
  for (const token of tokens) {
    // a token may itself hold several \x escapes (\x48\x65)
    const clean = token.replace(/\\x/gi, '');
    if (!/^[0-9a-fA-F]+$/.test(clean)) return { ok: false, message: PARSE_MESSAGES.notHex(token) };
    digits.push(clean);
  }
  const hex = digits.join('');
  if (hex.length === 0) return { ok: false, message: PARSE_MESSAGES.empty };
  if (hex.length % 2 === 1) return { ok: false, message: PARSE_MESSAGES.odd(hex.length) };
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return { ok: true, bytes };
}
