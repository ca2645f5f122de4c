/**
 * Where percent-decoding fails: the first `%` not followed by two hex digits, or the first run of
 * escapes whose bytes are not UTF-8 (`%FF`, a truncated `%E0%A4`). decodeURIComponent only says
 * "URI malformed"; this says which escape and where.
 */
import { lineColumnOf } from '@/lib/lineColumn';

export interface BadEscape {
  /** 0-based offset of the escape's first `%` */
  index: number;
  /** the offending text, e.g. '%ZZ', '%E0%A4', '%' */
  text: string;
  reason: 'not-hex' | 'not-utf8';
  line: number;
  column: number;
}

const HEX2 = /^[0-9A-Fa-f]{2}$/;

/** Number of bytes a UTF-8 sequence starting with `lead` has, or 0 when `lead` cannot start one. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

function bad(text: string, index: number, length: number, reason: BadEscape['reason']): BadEscape {
  return { index, text: text.slice(index, index + length), reason, ...lineColumnOf(text, index) };
}

/** The first escape that cannot be decoded, or null when every escape is well formed. */
export function findBadEscape(input: string): BadEscape | null {
  for (let i = input.indexOf('%'); i !== -1;) {
    const hex = input.slice(i + 1, i + 3);
    if (!HEX2.test(hex)) return bad(input, i, 1 + (/^[0-9A-Fa-f]/.test(hex) ? 1 : 0), 'not-hex');
    const lead = parseInt(hex, 16);
    const need = sequenceLength(lead);
    if (need === 0) return bad(input, i, 3, 'not-utf8');
    const bytes = [lead];
    let end = i + 3;
    while (bytes.length < need) {
      const next = input.slice(end, end + 3);
      if (next[0] !== '%' || !HEX2.test(next.slice(1))) return bad(input, i, end - i, 'not-utf8');
      bytes.push(parseInt(next.slice(1), 16));
      end += 3;
    }
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
    } catch {
      return bad(input, i, end - i, 'not-utf8');
    }
    i = input.indexOf('%', end);
  }
  return null;
}

/** What the message under the input says about the escape. */
export function badEscapeText(e: BadEscape): string {
  const where = e.line > 1 ? `line ${e.line}, column ${e.column}` : `character ${e.column}`;
  const what =
    e.reason === 'not-hex' ? `“${e.text}” is not followed by two hex digits` : `“${e.text}” is not valid UTF-8`;
  return `At ${where}: ${what}.`;
}
