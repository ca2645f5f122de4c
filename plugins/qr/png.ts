/**
 * A minimal PNG encoder for two-colour images: 1 bit per pixel with a two-entry palette
 * (PNG specification, ISO/IEC 15948: IHDR, PLTE, IDAT, IEND). The deflate stream comes from the
 * platform's CompressionStream, so the same code runs in a worker, the page and Node.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as PNG computes it over a chunk's type and data. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** zlib-wrapped deflate (RFC 1950), as IDAT holds it. */
async function deflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
  const stream = source.pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export type Rgb = readonly [number, number, number];

/**
 * Encodes `dark(x, y)` as a PNG of `width` × `height` pixels: palette entry 1 (`colours[1]`) where it
 * is true, entry 0 elsewhere.
 */
export async function encodeTwoColourPng(
  width: number,
  height: number,
  dark: (x: number, y: number) => boolean,
  colours: readonly [Rgb, Rgb],
): Promise<Uint8Array<ArrayBuffer>> {
  const stride = Math.ceil(width / 8) + 1;
  const raw = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    // filter type 0 (None) leads each row
    for (let x = 0; x < width; x++) if (dark(x, y)) raw[row + 1 + (x >> 3)] |= 0x80 >> (x & 7);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([1, 3, 0, 0, 0], 8); // bit depth 1, colour type 3 (palette), deflate, filter 0, no interlace
  const palette = new Uint8Array([...colours[0], ...colours[1]]);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', await deflate(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
