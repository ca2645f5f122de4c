/**
 * UUID generation (v4 from crypto.randomUUID / getRandomValues; v7 and v1 from the `uuid`
 * package) and validation following RFC 9562.
 */
import { v1 as uuidV1, v7 as uuidV7 } from 'uuid';

export const BULK_MIN = 1;
export const BULK_MAX = 100;
/** The generator's own hard cap, whatever it is asked for. */
export const GENERATOR_CAP = 1000;
export const DOWNLOAD_NAME = 'uuids.txt';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A random version 4 UUID (RFC 9562), hyphenated, lower case. */
export function uuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Removes or restores hyphens; values keep their identity. */
export function formatUuid(uuid: string, hyphens: boolean): string {
  const plain = uuid.replace(/-/g, '');
  if (!hyphens) return plain;
  if (!/^[0-9a-f]{32}$/i.test(plain)) return uuid;
  return `${plain.slice(0, 8)}-${plain.slice(8, 12)}-${plain.slice(12, 16)}-${plain.slice(16, 20)}-${plain.slice(20)}`;
}

/** Quantity from user input: non-numeric → 1; clamped to 1–100. */
export function parseQuantity(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
  if (!Number.isFinite(n)) return 1;
  return Math.min(BULK_MAX, Math.max(BULK_MIN, Math.trunc(n)));
}

export const UUID_VERSIONS = ['v4', 'v7', 'v1'] as const;
export type UuidVersion = (typeof UUID_VERSIONS)[number];
export const VERSION_LABELS: Record<UuidVersion, string> = {
  v4: 'Version 4 (random)',
  v7: 'Version 7 (time-ordered)',
  v1: 'Version 1 (time and node)',
};

/** One new UUID of the version, hyphenated, lower case. v7 values from one page sort in creation order. */
export function newUuid(version: UuidVersion = 'v4'): string {
  if (version === 'v7') return uuidV7();
  if (version === 'v1') return uuidV1();
  return uuidV4();
}

/** `count` UUIDs (capped at 1000, at least 0). */
export function generateUuids(count: number, hyphens = true, version: UuidVersion = 'v4'): string[] {
  const n = Math.max(0, Math.min(GENERATOR_CAP, Math.trunc(Number.isFinite(count) ? count : 0)));
  return Array.from({ length: n }, () => formatUuid(newUuid(version), hyphens));
}

/** The 'v4' check: version 4, variant 8/9/a/b, hyphenated 8-4-4-4-12, case-insensitive. */
export function isValidUuidV4(value: string): boolean {
  return V4.test(value.trim());
}

export type Validation = { state: 'empty' } | { state: 'valid' } | { state: 'invalid'; reason: string };

/** 'v4' (the default): version 4 only; 'any': any version RFC 9562 defines, and the Nil and Max UUIDs. */
export const VALIDATION_CHECKS = ['v4', 'any'] as const;
export type ValidationCheck = (typeof VALIDATION_CHECKS)[number];
export const CHECK_LABELS: Record<ValidationCheck, string> = { v4: 'Valid v4', any: 'Any RFC 9562 version' };

const HYPHENATED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Explains why a value is not a valid UUID under the check (default: version 4 only). */
export function validateUuid(value: string, check: ValidationCheck = 'v4'): Validation {
  const v = value.trim();
  if (!v) return { state: 'empty' };
  if (check === 'v4' && isValidUuidV4(v)) return { state: 'valid' };
  if (/^[0-9a-f]{32}$/i.test(v)) return { state: 'invalid', reason: 'Hyphens are required (8-4-4-4-12 form)' };
  if (!HYPHENATED.test(v)) return { state: 'invalid', reason: 'Not in the 8-4-4-4-12 hexadecimal form' };
  const info = inspectUuid(v)!;
  if (check === 'any') {
    if (info.special || (info.variant === 'RFC 9562' && info.version >= 1 && info.version <= 8))
      return { state: 'valid' };
    if (info.variant !== 'RFC 9562')
      return { state: 'invalid', reason: `Variant '${v[19]}' is not the RFC 9562 variant (expected 8, 9, a or b)` };
    return { state: 'invalid', reason: `Version ${info.version} is not defined by RFC 9562 (versions 1 to 8 are)` };
  }
  if (v[14] !== '4')
    return { state: 'invalid', reason: `Version ${v[14]} is not supported: only version 4 is accepted` };
  return { state: 'invalid', reason: `Variant '${v[19]}' is not the RFC 9562 variant (expected 8, 9, a or b)` };
}

/** The variant field (RFC 9562 §4.1), from the high bits of the 17th hex digit. */
export type Variant = 'NCS (reserved)' | 'RFC 9562' | 'Microsoft (reserved)' | 'Future (reserved)';

export interface UuidInfo {
  /** The version field (0 to 15). */
  version: number;
  variant: Variant;
  /** The Nil (all zeros) and Max (all ones) UUIDs of RFC 9562 §5.9 and §5.10. */
  special?: 'Nil UUID' | 'Max UUID';
  /** Milliseconds since 1970 embedded in a v1, v6 or v7 UUID. */
  timestamp?: number;
}

/** Gregorian reform (1582-10-15) to the Unix epoch, in 100-nanosecond intervals. */
const GREGORIAN_OFFSET = 122192928000000000n;

/** Version, variant, name and embedded time of a hyphenated UUID; undefined if it is not one. */
export function inspectUuid(value: string): UuidInfo | undefined {
  const v = value.trim().toLowerCase();
  if (!HYPHENATED.test(v)) return undefined;
  const hex = v.replace(/-/g, '');
  const version = parseInt(hex[12], 16);
  const n = parseInt(hex[16], 16);
  const variant: Variant =
    n < 8 ? 'NCS (reserved)' : n < 12 ? 'RFC 9562' : n < 14 ? 'Microsoft (reserved)' : 'Future (reserved)';
  const info: UuidInfo = { version, variant };
  if (hex === '0'.repeat(32)) info.special = 'Nil UUID';
  else if (hex === 'f'.repeat(32)) info.special = 'Max UUID';
  else if (variant === 'RFC 9562') {
    if (version === 7) info.timestamp = parseInt(hex.slice(0, 12), 16);
    else if (version === 1 || version === 6) {
      // v1 stores time_low, time_mid, time_high; v6 the same 60 bits most significant first
      const ticks = BigInt(
        '0x' +
          (version === 1
            ? hex.slice(13, 16) + hex.slice(8, 12) + hex.slice(0, 8)
            : hex.slice(0, 12) + hex.slice(13, 16)),
      );
      info.timestamp = Number((ticks - GREGORIAN_OFFSET) / 10000n);
    }
  }
  return info;
}
