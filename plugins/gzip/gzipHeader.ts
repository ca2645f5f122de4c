/** A gzip member's header (RFC 1952, section 2.3): what it says and where its deflate data starts. */
import { groupDigits } from '@/lib/count';
import { Crc32 } from './checksums';
import { DataError } from './dataError';

export interface GzipHeader {
  /** the original file's name (FNAME), read as Latin-1 as RFC 1952 says */
  name: string | null;
  comment: string | null;
  /** modification time in seconds since 1970 (MTIME); 0 means none was recorded */
  mtime: number;
  /** the operating system the member was written on, by name */
  os: string;
  /** what XFL says of the compression: 'maximum' (level 9), 'fastest' (level 1) or null */
  level: 'maximum' | 'fastest' | null;
  /** FTEXT: the writer thought the data was text */
  text: boolean;
  /** the header carries its own CRC-16 (FHCRC), checked */
  headerCrc: boolean;
  /** the bytes of FEXTRA, when present */
  extraBytes: number | null;
  /** where the member's deflate data starts */
  bodyStart: number;
}

const FTEXT = 1;
const FHCRC = 2;
const FEXTRA = 4;
const FNAME = 8;
const FCOMMENT = 16;
const RESERVED = 0xe0;

/** RFC 1952's OS values. */
const SYSTEMS: Record<number, string> = {
  0: 'FAT (MS-DOS, Windows)',
  1: 'Amiga',
  2: 'VMS',
  3: 'Unix',
  4: 'VM/CMS',
  5: 'Atari TOS',
  6: 'HPFS (OS/2)',
  7: 'Macintosh',
  8: 'Z-System',
  9: 'CP/M',
  10: 'TOPS-20',
  11: 'NTFS (Windows)',
  12: 'QDOS',
  13: 'Acorn RISC OS',
  255: 'unknown',
};

export function isGzip(bytes: Uint8Array, at = 0): boolean {
  return bytes[at] === 0x1f && bytes[at + 1] === 0x8b;
}

/** Two bytes as hex, for messages that say what the data starts with. */
export function hexPair(bytes: Uint8Array, at: number): string {
  return Array.from(bytes.subarray(at, at + 2), (b) => b.toString(16).padStart(2, '0')).join(' ');
}

/** A zero-terminated Latin-1 string from `at`, and where the byte after its terminator is. */
function zeroTerminated(bytes: Uint8Array, at: number, member: number, what: string): { text: string; next: number } {
  const end = bytes.indexOf(0, at);
  if (end < 0)
    throw new DataError(
      `Member ${member}'s ${what} has no end: the data stops at byte ${groupDigits(bytes.length)}`,
      bytes.length,
    );
  return { text: new TextDecoder('latin1').decode(bytes.subarray(at, end)), next: end + 1 };
}

/** Reads the header of the gzip member numbered `member` (from 1) that starts at byte `at`. */
export function readGzipHeader(bytes: Uint8Array, at: number, member: number): GzipHeader {
  const short = () =>
    new DataError(
      `Member ${member}'s header is cut short: the data stops at byte ${groupDigits(bytes.length)}`,
      bytes.length,
    );
  if (bytes.length < at + 10) throw short();
  if (!isGzip(bytes, at))
    throw new DataError(
      `Not gzip data at byte ${groupDigits(at)}: it starts with ${hexPair(bytes, at)}, not 1f 8b`,
      at,
    );
  if (bytes[at + 2] !== 8)
    throw new DataError(
      `Member ${member} uses compression method ${bytes[at + 2]} (byte ${groupDigits(at + 2)}); gzip has only method 8, deflate`,
      at + 2,
    );
  const flags = bytes[at + 3];
  if (flags & RESERVED)
    throw new DataError(
      `Member ${member}'s header sets reserved flags (0x${flags.toString(16)} at byte ${groupDigits(at + 3)})`,
      at + 3,
    );
  const mtime = (bytes[at + 4] | (bytes[at + 5] << 8) | (bytes[at + 6] << 16) | (bytes[at + 7] << 24)) >>> 0;
  const xfl = bytes[at + 8];
  let next = at + 10;
  let extraBytes: number | null = null;
  if (flags & FEXTRA) {
    if (bytes.length < next + 2) throw short();
    extraBytes = bytes[next] | (bytes[next + 1] << 8);
    next += 2 + extraBytes;
    if (bytes.length < next) throw short();
  }
  let name: string | null = null;
  if (flags & FNAME) ({ text: name, next } = zeroTerminated(bytes, next, member, 'file name'));
  let comment: string | null = null;
  if (flags & FCOMMENT) ({ text: comment, next } = zeroTerminated(bytes, next, member, 'comment'));
  if (flags & FHCRC) {
    if (bytes.length < next + 2) throw short();
    const crc = new Crc32();
    crc.update(bytes.subarray(at, next));
    const stored = bytes[next] | (bytes[next + 1] << 8);
    if ((crc.value() & 0xffff) !== stored)
      throw new DataError(
        `Member ${member}'s header CRC-16 at byte ${groupDigits(next)} does not match its header`,
        next,
      );
    next += 2;
  }
  return {
    name,
    comment,
    mtime,
    os: SYSTEMS[bytes[at + 9]] ?? `${bytes[at + 9]} (not one RFC 1952 names)`,
    level: xfl === 2 ? 'maximum' : xfl === 4 ? 'fastest' : null,
    text: (flags & FTEXT) !== 0,
    headerCrc: (flags & FHCRC) !== 0,
    extraBytes,
    bodyStart: next,
  };
}
