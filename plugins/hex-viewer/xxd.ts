/**
 * The `xxd` formats, written as xxd 2022-01-14 writes them: the plain dump (16 bytes a row: an
 * 8-digit hex offset, eight groups of two bytes, then the bytes as ASCII) and `xxd -i`'s C array.
 * Pure: no DOM, so the worker and the page share it.
 */

export const BYTES_PER_ROW = 16;
/** The hex column's width: eight groups of four digits, each followed by a space. */
const HEX_WIDTH = 40;
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
/** xxd prints 0x20–0x7e as themselves and every other byte as a dot. */
const ASCII = Array.from({ length: 256 }, (_, b) => (b >= 0x20 && b <= 0x7e ? String.fromCharCode(b) : '.'));

export const hexOf = (byte: number): string => HEX[byte];
export const asciiOf = (byte: number): string => ASCII[byte];

/** A row's offset as xxd writes it: at least eight lower-case hex digits. */
export const offsetOf = (offset: number): string => offset.toString(16).padStart(8, '0');

/** The number of dump rows for a length of bytes. */
export const rowCount = (length: number): number => Math.ceil(length / BYTES_PER_ROW);

/** One row of `xxd`'s dump (no newline): the row starting at `start`, numbered from `base`. */
export function xxdRow(bytes: Uint8Array, start: number, base = 0): string {
  const end = Math.min(start + BYTES_PER_ROW, bytes.length);
  let hex = '';
  let ascii = '';
  for (let i = start; i < end; i++) {
    hex += HEX[bytes[i]];
    if ((i - start) % 2 === 1) hex += ' ';
    ascii += ASCII[bytes[i]];
  }
  return `${offsetOf(base + start)}: ${hex.padEnd(HEX_WIDTH)} ${ascii}`;
}

/** The characters of a dump as their codes: a dump is written as bytes, then read as text once. */
const HEX_CODES = Array.from('0123456789abcdef', (c) => c.charCodeAt(0));
const [SPACE, COLON, DOT, NEWLINE] = [0x20, 0x3a, 0x2e, 0x0a];
/** A row: 8 offset digits, ': ', 40 columns of hex, a space, up to 16 characters, a newline. */
const ROW_HEAD = 8 + 2 + HEX_WIDTH + 1;
const ascii = new TextDecoder('utf-8');

/**
 * `xxd`'s dump of bytes[from, to), each row ending in a newline, offsets counted from `base` (the
 * offset of bytes[0] in the file). Written into one buffer of character codes and decoded once: a
 * megabyte's 65,536 rows take milliseconds, where joining strings row by row takes most of a second.
 */
export function xxdDump(bytes: Uint8Array, from = 0, to = bytes.length, base = 0): string {
  const length = Math.max(0, to - from);
  if (length === 0) return '';
  // past 4 GiB xxd widens the offset: rows are then written one by one
  if (base + to > 0xffffffff) {
    let text = '';
    for (let start = from; start < to; start += BYTES_PER_ROW)
      text += xxdRow(bytes.subarray(start, Math.min(start + BYTES_PER_ROW, to)), 0, base + start) + '\n';
    return text;
  }
  const rows = rowCount(length);
  const out = new Uint8Array(rows * (ROW_HEAD + 1) + length);
  let p = 0;
  for (let start = from; start < to; start += BYTES_PER_ROW) {
    const n = Math.min(BYTES_PER_ROW, to - start);
    let offset = base + start;
    for (let digit = 7; digit >= 0; digit--) {
      out[p + digit] = HEX_CODES[offset & 15];
      offset >>>= 4;
    }
    out[p + 8] = COLON;
    out.fill(SPACE, p + 9, p + ROW_HEAD);
    const hex = p + 10;
    for (let i = 0; i < n; i++) {
      const b = bytes[start + i];
      // byte i sits after i pairs and a space for every two bytes before it
      const at = hex + i * 2 + (i >> 1);
      out[at] = HEX_CODES[b >> 4];
      out[at + 1] = HEX_CODES[b & 15];
    }
    p += ROW_HEAD;
    for (let i = 0; i < n; i++) {
      const b = bytes[start + i];
      out[p++] = b >= 0x20 && b <= 0x7e ? b : DOT;
    }
    out[p++] = NEWLINE;
  }
  return ascii.decode(out);
}

/**
 * The C name `xxd -i` gives a file: every character but a letter or digit becomes '_', and a name
 * that starts with a digit is prefixed with '__' (xxd -i of '1x.bin' names it __1x_bin).
 */
export function cName(fileName: string): string {
  const name = fileName.replace(/[^A-Za-z0-9]/g, '_') || 'data';
  return /^[0-9]/.test(name) ? `__${name}` : name;
}

/** `xxd -i <file>`'s output for bytes of a file named `fileName`: twelve `0x..` a line, then the length. */
export function xxdInclude(bytes: Uint8Array, fileName: string): string {
  const name = cName(fileName);
  const lines: string[] = [];
  for (let start = 0; start < bytes.length; start += 12) {
    const row = Array.from(bytes.subarray(start, start + 12), (b) => `0x${HEX[b]}`).join(', ');
    lines.push(`  ${row}${start + 12 < bytes.length ? ',' : ''}`);
  }
  const body = lines.length ? `${lines.join('\n')}\n` : '';
  return `unsigned char ${name}[] = {\n${body}};\nunsigned int ${name}_len = ${bytes.length};\n`;
}
