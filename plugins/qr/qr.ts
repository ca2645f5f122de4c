/**
 * QR symbols: encoding with qrcode (ISO/IEC 18004), drawing as SVG and PNG, reading with jsQR, and
 * the colour checks a printed code needs. Loaded by the tool's worker only.
 */
import jsQR from 'jsqr';
import { create, type QRCodeErrorCorrectionLevel } from 'qrcode';
import { MIXED } from 'qrcode/lib/core/mode';
import { getCapacity } from 'qrcode/lib/core/version';
import { parseHex, type Ecc } from './colours';
import { encodeTwoColourPng } from './png';

export interface QrSymbol {
  /** modules per side, without the quiet zone */
  size: number;
  /** 1 for a dark module, row by row */
  modules: Uint8Array;
  version: number;
  ecc: Ecc;
  /** data bits the content takes (mode indicators, counts and data) and the version holds at this level */
  usedBits: number;
  capacityBits: number;
}

export type Encoded = { ok: true; symbol: QrSymbol } | { ok: false; message: string };

/** The character count indicator's width for a mode at a version (versions 1–9, 10–26, 27–40). */
const countBits = (ccBits: readonly number[], version: number) => ccBits[version < 10 ? 0 : version < 27 ? 1 : 2];

/** Encodes the text (UTF-8 in byte mode where it is not digits or the alphanumeric set); `version` 0 picks the smallest that fits. */
export function encodeSymbol(text: string, ecc: Ecc, version: number): Encoded {
  let qr;
  try {
    qr = create(text, {
      errorCorrectionLevel: ecc satisfies QRCodeErrorCorrectionLevel,
      ...(version > 0 ? { version } : {}),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const needed = /Minimum version required to store current data is: (\d+)/.exec(message);
    if (needed)
      return {
        ok: false,
        message: `Version ${version} cannot hold this content at level ${ecc}: it needs version ${needed[1]} or higher (or a lower error correction level).`,
      };
    if (/too big/.test(message))
      return {
        ok: false,
        message: `This content is too long for a QR code at level ${ecc}, even at version 40. Shorten it or choose a lower error correction level.`,
      };
    return { ok: false, message };
  }
  const size = qr.modules.size;
  const usedBits = qr.segments.reduce(
    (bits, segment) => bits + 4 + countBits(segment.mode.ccBits, qr.version) + segment.getBitsLength(),
    0,
  );
  return {
    ok: true,
    symbol: {
      size,
      modules: Uint8Array.from(qr.modules.data, (bit) => (bit ? 1 : 0)),
      version: qr.version,
      ecc,
      usedBits,
      capacityBits: getCapacity(qr.version, qr.errorCorrectionLevel, MIXED),
    },
  };
}

export const isDark = (symbol: QrSymbol, row: number, col: number): boolean =>
  row >= 0 && col >= 0 && row < symbol.size && col < symbol.size && symbol.modules[row * symbol.size + col] === 1;

/**
 * The symbol as an SVG document: one path of 1 × 1 squares (runs of dark modules merged) on a
 * background rectangle, in the symbol's own units so it scales without blur. The colours are
 * checked `#rrggbb` values; nothing else from the visitor enters the markup.
 */
export function toSvg(symbol: QrSymbol, margin: number, fg: string, bg: string): string {
  if (!HEX.test(fg) || !HEX.test(bg)) throw new Error('Colours must be #rrggbb');
  const total = symbol.size + 2 * margin;
  let path = '';
  for (let row = 0; row < symbol.size; row++) {
    for (let col = 0; col < symbol.size;) {
      if (!isDark(symbol, row, col)) {
        col++;
        continue;
      }
      let end = col;
      while (isDark(symbol, row, end)) end++;
      path += `M${col + margin} ${row + margin}h${end - col}v1h${col - end}z`;
      col = end;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="${bg}"/><path fill="${fg}" d="${path}"/></svg>\n`
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Pixels per module for a PNG about `size` pixels wide: at least 1, so every module stays a whole square. */
export const pixelsPerModule = (symbol: QrSymbol, margin: number, size: number): number =>
  Math.max(1, Math.round(size / (symbol.size + 2 * margin)));

/** The symbol as a PNG with whole-pixel modules. */
export function toPng(symbol: QrSymbol, margin: number, scale: number, fg: string, bg: string) {
  const side = (symbol.size + 2 * margin) * scale;
  return encodeTwoColourPng(
    side,
    side,
    (x, y) => isDark(symbol, Math.floor(y / scale) - margin, Math.floor(x / scale) - margin),
    [parseHex(bg), parseHex(fg)],
  );
}

/** The symbol drawn into RGBA pixels (as ImageData holds them), `scale` pixels per module. */
export function rasterise(symbol: QrSymbol, margin: number, scale: number, fg: string, bg: string) {
  const side = (symbol.size + 2 * margin) * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  const [fr, fg2, fb] = parseHex(fg);
  const [br, bg2, bb] = parseHex(bg);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const dark = isDark(symbol, Math.floor(y / scale) - margin, Math.floor(x / scale) - margin);
      const at = (y * side + x) * 4;
      data[at] = dark ? fr : br;
      data[at + 1] = dark ? fg2 : bg2;
      data[at + 2] = dark ? fb : bb;
      data[at + 3] = 255;
    }
  }
  return { data, width: side, height: side };
}

export type { Ecc } from './colours';

export interface Read {
  text: string;
  /** the raw bytes of the data, for content that is not UTF-8 text */
  bytes: number[];
  version: number;
  /** read only after the light and dark were swapped (a light-on-dark code) */
  inverted: boolean;
}

/**
 * One jsQR pass. jsQR throws on some images with finder-like shapes and no code (a TypeError in its
 * locator); that image has no code it can read, so it counts as none found.
 */
function scan(data: Uint8ClampedArray, width: number, height: number, inversionAttempts: 'dontInvert' | 'invertFirst') {
  try {
    return jsQR(data, width, height, { inversionAttempts });
  } catch {
    return null;
  }
}

/**
 * Finds and decodes a QR code in RGBA pixels: as printed first (dark on light), then inverted.
 * Null when there is none.
 */
export function readPixels(data: Uint8ClampedArray, width: number, height: number): Read | null {
  const normal = scan(data, width, height, 'dontInvert');
  if (normal) return { text: normal.data, bytes: normal.binaryData, version: normal.version, inverted: false };
  // jsQR 1.4's 'onlyInvert' fails in its locator; 'invertFirst' reads the inverted image first, and the
  // image as it is has already been tried
  const inverted = scan(data, width, height, 'invertFirst');
  if (inverted) return { text: inverted.data, bytes: inverted.binaryData, version: inverted.version, inverted: true };
  return null;
}
