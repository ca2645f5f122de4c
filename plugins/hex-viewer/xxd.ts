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

/**
 * `xxd`'s dump of bytes[from, to), each row ending in a newline, offsets counted from `base` (the
 * offset of bytes[0] in the file). Rows are joined in slices, so a dump of megabytes builds no
 * array of millions of strings.
 */
export function xxdDump(bytes: Uint8Array, from = 0, to = bytes.length, base = 0): string {
  const parts: string[] = [];
  let slice = '';
  let rows = 0;
  for (let start = from; start < to; start += BYTES_PER_ROW) {
    const row = bytes.subarray(start, Math.min(start + BYTES_PER_ROW, to));
    slice += xxdRow(row, 0, base + start) + '\n';
    if (++rows % 4096 === 0) {
      parts.push(slice);
      slice = '';
    }
  }
  parts.push(slice);
  return parts.join('');
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
