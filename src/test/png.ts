/**
 * Writes a valid PNG whose every pixel a test chooses, in a browser (stories) or in Node (unit and
 * e2e tests) alike: 8-bit RGBA, no filter. The rows are kept in stored (uncompressed) deflate blocks,
 * so the file's size follows from its dimensions, unless a zlib compressor is passed (Node's
 * `deflateSync`, for a large image under a size limit).
 */

export type Rgba = readonly [number, number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32be = (v: number) => [v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];

function concat(parts: (Uint8Array | number[])[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const STORED_MAX = 65535;

/** A zlib stream of stored deflate blocks. */
function zlibStored(data: Uint8Array): Uint8Array {
  const parts: (Uint8Array | number[])[] = [[0x78, 0x01]];
  let at = 0;
  do {
    const block = data.subarray(at, at + STORED_MAX);
    at += block.length;
    const last = at >= data.length ? 1 : 0;
    parts.push(
      [last, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff],
      block,
    );
  } while (at < data.length);
  parts.push(u32be(adler32(data)));
  return concat(parts);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([Array.from(type, (ch) => ch.charCodeAt(0)), data]);
  return concat([u32be(data.length), typed, u32be(crc32(typed))]);
}

export function writePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgba,
  zlib: (data: Uint8Array) => Uint8Array = zlibStored,
): Uint8Array {
  const stride = 1 + width * 4;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), y * stride + 1 + x * 4);
  }
  const header = concat([u32be(width), u32be(height), [8, 6, 0, 0, 0]]);
  return concat([
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    chunk('IHDR', header),
    chunk('IDAT', zlib(rows)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** A colour gradient, for an image of a chosen size where the pixels do not matter. */
export const gradient =
  (width: number, height: number) =>
  (x: number, y: number): Rgba => [
    Math.round((x * 255) / Math.max(1, width - 1)),
    Math.round((y * 255) / Math.max(1, height - 1)),
    128,
    255,
  ];
