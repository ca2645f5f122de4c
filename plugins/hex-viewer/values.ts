/**
 * What the selected bytes read as: the numbers at the selection's first byte (u8 to 64-bit
 * integers and IEEE 754 floats, little- and big-endian), and the selection as UTF-8 and UTF-16
 * text. Pure: DataView and TextDecoder, which a worker and Node have too.
 */

export type Endian = 'LE' | 'BE';

export interface Reading {
  /** 'u8', 'i16 LE', 'f64 BE' … */
  name: string;
  /** the value as text; null when too few bytes are selected or follow the first */
  value: string | null;
}

interface NumberType {
  name: string;
  bytes: number;
  read: (view: DataView, little: boolean) => number | bigint;
}

/** The number types read at the selection, in the order shown. */
const NUMBER_TYPES: readonly NumberType[] = [
  { name: 'u8', bytes: 1, read: (v) => v.getUint8(0) },
  { name: 'i8', bytes: 1, read: (v) => v.getInt8(0) },
  { name: 'u16', bytes: 2, read: (v, le) => v.getUint16(0, le) },
  { name: 'i16', bytes: 2, read: (v, le) => v.getInt16(0, le) },
  { name: 'u32', bytes: 4, read: (v, le) => v.getUint32(0, le) },
  { name: 'i32', bytes: 4, read: (v, le) => v.getInt32(0, le) },
  { name: 'u64', bytes: 8, read: (v, le) => v.getBigUint64(0, le) },
  { name: 'i64', bytes: 8, read: (v, le) => v.getBigInt64(0, le) },
  { name: 'f32', bytes: 4, read: (v, le) => v.getFloat32(0, le) },
  { name: 'f64', bytes: 8, read: (v, le) => v.getFloat64(0, le) },
];

/** The largest selection decoded as text: a screenful is what can be read. */
export const TEXT_READING_MAX = 4096;

/**
 * The readings of the `length` bytes selected at `start` (at least one). A number of N bytes is read
 * from the selection when it is N bytes or longer, else from the N bytes at its start, so a single
 * selected byte still shows the u32 it begins; it is null where the file ends first.
 */
export function numberReadings(bytes: Uint8Array, start: number): Reading[] {
  const readings: Reading[] = [];
  for (const type of NUMBER_TYPES) {
    const available = start >= 0 && start + type.bytes <= bytes.length;
    const view = available ? new DataView(bytes.buffer, bytes.byteOffset + start, type.bytes) : null;
    const orders: readonly (Endian | null)[] = type.bytes === 1 ? [null] : ['LE', 'BE'];
    for (const endian of orders)
      readings.push({
        name: endian ? `${type.name} ${endian}` : type.name,
        value: view ? String(type.read(view, endian === 'LE')) : null,
      });
  }
  return readings;
}

/** The selection decoded as text: malformed sequences become U+FFFD, as a browser shows them. */
export function textReadings(bytes: Uint8Array, start: number, length: number): Reading[] {
  const end = Math.min(bytes.length, start + Math.min(length, TEXT_READING_MAX));
  const selected = bytes.subarray(start, end);
  const decode = (label: string) => new TextDecoder(label, { ignoreBOM: true }).decode(selected);
  return [
    { name: 'UTF-8', value: decode('utf-8') },
    { name: 'UTF-16 LE', value: decode('utf-16le') },
    { name: 'UTF-16 BE', value: decode('utf-16be') },
  ];
}
