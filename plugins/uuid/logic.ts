/** UUID v4 generation and validation: crypto.randomUUID / getRandomValues only. */

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

/** `count` UUIDs (capped at 1000, at least 0). */
export function generateUuids(count: number, hyphens = true): string[] {
  const n = Math.max(0, Math.min(GENERATOR_CAP, Math.trunc(Number.isFinite(count) ? count : 0)));
  return Array.from({ length: n }, () => formatUuid(uuidV4(), hyphens));
}

/** Spec validator: version 4, variant 8/9/a/b, hyphenated 8-4-4-4-12, case-insensitive. */
export function isValidUuidV4(value: string): boolean {
  return V4.test(value.trim());
}

export type Validation = { state: 'empty' } | { state: 'valid' } | { state: 'invalid'; reason: string };

/** Explains why a value is not a valid UUID v4. */
export function validateUuid(value: string): Validation {
  const v = value.trim();
  if (!v) return { state: 'empty' };
  if (isValidUuidV4(v)) return { state: 'valid' };
  if (/^[0-9a-f]{32}$/i.test(v)) return { state: 'invalid', reason: 'Hyphens are required (8-4-4-4-12 form)' };
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) return { state: 'invalid', reason: 'Not in the 8-4-4-4-12 hexadecimal form' };
  if (v[14] !== '4') return { state: 'invalid', reason: `Version ${v[14]} is not supported: only version 4 is accepted` };
  return { state: 'invalid', reason: `Variant '${v[19]}' is not RFC 4122 (expected 8, 9, a or b)` };
}
