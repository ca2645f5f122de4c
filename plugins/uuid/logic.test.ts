import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { optionsFromQuery } from '@/lib/useToolOptions';
import { RFC_9562 } from './examples';
import {
  BULK_MAX,
  formatUuid,
  generateUuids,
  GENERATOR_CAP,
  inspectUuid,
  isValidUuidV4,
  newUuid,
  parseQuantity,
  uuidV4,
  validateUuid,
} from './logic';
import manifest from './manifest';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('UUID logic', () => {
  it('generates v4 UUIDs from the crypto source', () => {
    for (let i = 0; i < 200; i++) expect(uuidV4()).toMatch(V4);
  });
  it('falls back to getRandomValues with version and variant bits set', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const original = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      for (let i = 0; i < 100; i++) expect(uuidV4()).toMatch(V4);
      expect(spy).toHaveBeenCalled();
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
      if (original && !('randomUUID' in crypto)) Object.defineProperty(crypto, 'randomUUID', original);
      spy.mockRestore();
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
  it('quantity: non-numeric → 1, clamped to 1–100', () => {
    expect(parseQuantity('abc')).toBe(1);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity(undefined)).toBe(1);
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity('250')).toBe(BULK_MAX);
    expect(parseQuantity(20)).toBe(20);
    expect(parseQuantity('7.9')).toBe(7);
  });
  it('the generator caps at 1000', () => {
    expect(generateUuids(5000)).toHaveLength(GENERATOR_CAP);
    expect(generateUuids(-3)).toHaveLength(0);
    expect(generateUuids(NaN)).toHaveLength(0);
    expect(new Set(generateUuids(1000)).size).toBe(1000);
  });
  it('hyphen removal converts in place and back', () => {
    fc.assert(
      fc.property(fc.constant(null), () => {
        const u = uuidV4();
        const plain = formatUuid(u, false);
        expect(plain).toMatch(/^[0-9a-f]{32}$/);
        expect(formatUuid(plain, true)).toBe(u);
      }),
    );
    expect(generateUuids(3, false).every((u) => /^[0-9a-f]{32}$/.test(u))).toBe(true);
  });
  it('validator: version 4, variant 8/9/a/b, hyphenated, case-insensitive', () => {
    expect(isValidUuidV4('3F2B8C1E-9D4A-4F6B-8A2C-1E5D7F9B0C3A')).toBe(true);
    expect(isValidUuidV4('3f2b8c1e-9d4a-4f6b-9a2c-1e5d7f9b0c3a')).toBe(true);
    expect(isValidUuidV4('3f2b8c1e-9d4a-4f6b-ba2c-1e5d7f9b0c3a')).toBe(true);
    expect(isValidUuidV4('3f2b8c1e-9d4a-4f6b-ca2c-1e5d7f9b0c3a')).toBe(false);
    expect(isValidUuidV4('3f2b8c1e-9d4a-1f6b-8a2c-1e5d7f9b0c3a')).toBe(false);
    expect(isValidUuidV4('3f2b8c1e9d4a4f6b8a2c1e5d7f9b0c3a')).toBe(false);
    expect(isValidUuidV4('zf2b8c1e-9d4a-4f6b-8a2c-1e5d7f9b0c3a')).toBe(false);
  });
  it('explains why a value is invalid', () => {
    expect(validateUuid('')).toEqual({ state: 'empty' });
    expect(validateUuid(' 3f2b8c1e-9d4a-4f6b-8a2c-1e5d7f9b0c3a ')).toEqual({ state: 'valid' });
    expect(validateUuid('3f2b8c1e9d4a4f6b8a2c1e5d7f9b0c3a')).toMatchObject({
      state: 'invalid',
      reason: expect.stringMatching(/Hyphens/),
    });
    expect(validateUuid('3f2b8c1e-9d4a-1f6b-8a2c-1e5d7f9b0c3a')).toMatchObject({
      reason: expect.stringMatching(/only version 4/),
    });
    expect(validateUuid('3f2b8c1e-9d4a-4f6b-ca2c-1e5d7f9b0c3a')).toMatchObject({
      reason: expect.stringMatching(/Variant 'c'/),
    });
    expect(validateUuid('<script>')).toMatchObject({ state: 'invalid' });
  });
  it('every generated UUID passes the validator', () => {
    expect(generateUuids(1000).every(isValidUuidV4)).toBe(true);
  });
  it('URL settings (?count=20&hyphens=false, invalid ignored)', () => {
    const opts = manifest.options;
    expect(optionsFromQuery(opts, new URLSearchParams('count=20&hyphens=false'))).toEqual({
      count: 20,
      hyphens: false,
      version: 'v4',
      bulkVersion: 'v4',
      check: 'v4',
    });
    expect(optionsFromQuery(opts, new URLSearchParams('version=v7&bulkVersion=v1&check=any'))).toEqual({
      count: 5,
      hyphens: true,
      version: 'v7',
      bulkVersion: 'v1',
      check: 'any',
    });
    expect(optionsFromQuery(opts, new URLSearchParams('version=v9'))).toEqual(opts.defaults);
    expect(optionsFromQuery(opts, new URLSearchParams('count=101&hyphens=1'))).toEqual(opts.defaults);
  });
});

// RFC 9562 Appendix A test vectors: v1, v6 and v7 encode Tuesday, 22 February 2022, 19:22:22 UTC
const { v1: RFC_V1, v6: RFC_V6, v7: RFC_V7, v4: RFC_V4, nil: NIL, max: MAX } = RFC_9562;

describe('UUID versions (RFC 9562)', () => {
  it('v4 is the default; v7 and v1 carry their version, the RFC 9562 variant and the current time', () => {
    expect(newUuid()).toMatch(V4);
    for (const [version, n] of [
      ['v7', 7],
      ['v1', 1],
    ] as const) {
      const before = Date.now();
      const u = newUuid(version);
      const info = inspectUuid(u)!;
      expect(u).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(info).toMatchObject({ version: n, variant: 'RFC 9562' });
      expect(info.timestamp).toBeGreaterThanOrEqual(before);
      expect(info.timestamp).toBeLessThanOrEqual(Date.now());
    }
  });
  it('v1 uses a random node id with the multicast bit set, never a hardware address', () => {
    const node = newUuid('v1').slice(24, 26);
    expect(parseInt(node, 16) & 1).toBe(1);
  });
  it('a bulk of v7 UUIDs sorts in generation order, even within one millisecond', () => {
    const list = generateUuids(1000, true, 'v7');
    expect(new Set(list).size).toBe(1000);
    expect([...list].sort()).toEqual(list);
    expect(generateUuids(3, false, 'v7').every((u) => /^[0-9a-f]{12}7[0-9a-f]{19}$/.test(u))).toBe(true);
  });
  it('reads version, variant and the embedded time of the RFC 9562 test vectors', () => {
    const t = Date.UTC(2022, 1, 22, 19, 22, 22);
    expect(inspectUuid(RFC_V1)).toEqual({ version: 1, variant: 'RFC 9562', timestamp: t });
    expect(inspectUuid(RFC_V6)).toEqual({ version: 6, variant: 'RFC 9562', timestamp: t });
    expect(inspectUuid(RFC_V7)).toEqual({ version: 7, variant: 'RFC 9562', timestamp: t });
    expect(inspectUuid(RFC_V4)).toEqual({ version: 4, variant: 'RFC 9562' });
    expect(inspectUuid('3f2b8c1e-9d4a-4f6b-ca2c-1e5d7f9b0c3a')).toMatchObject({ variant: 'Microsoft (reserved)' });
    expect(inspectUuid('3f2b8c1e-9d4a-4f6b-2a2c-1e5d7f9b0c3a')).toMatchObject({ variant: 'NCS (reserved)' });
    expect(inspectUuid('3f2b8c1e-9d4a-4f6b-ea2c-1e5d7f9b0c3a')).toMatchObject({ variant: 'Future (reserved)' });
    expect(inspectUuid('3f2b8c1e9d4a4f6b8a2c1e5d7f9b0c3a')).toBeUndefined();
  });
  it('names the Nil and Max UUIDs', () => {
    expect(inspectUuid(NIL)).toEqual({ version: 0, variant: 'NCS (reserved)', special: 'Nil UUID' });
    expect(inspectUuid(MAX)).toEqual({ version: 15, variant: 'Future (reserved)', special: 'Max UUID' });
  });
  it("'valid v4' stays the default check; 'any' accepts versions 1 to 8, Nil and Max", () => {
    for (const u of [RFC_V1, RFC_V6, RFC_V7, NIL, MAX]) {
      expect(validateUuid(u)).toMatchObject({ state: 'invalid' });
      expect(validateUuid(u, 'any')).toEqual({ state: 'valid' });
    }
    expect(validateUuid(RFC_V4)).toEqual({ state: 'valid' });
    expect(validateUuid(RFC_V4, 'any')).toEqual({ state: 'valid' });
    expect(validateUuid('3f2b8c1e-9d4a-0f6b-8a2c-1e5d7f9b0c3a', 'any')).toEqual({
      state: 'invalid',
      reason: 'Version 0 is not defined by RFC 9562 (versions 1 to 8 are)',
    });
    expect(validateUuid('3f2b8c1e-9d4a-9f6b-8a2c-1e5d7f9b0c3a', 'any')).toMatchObject({
      state: 'invalid',
      reason: expect.stringMatching(/Version 9/),
    });
    expect(validateUuid('3f2b8c1e-9d4a-7f6b-ca2c-1e5d7f9b0c3a', 'any')).toMatchObject({
      state: 'invalid',
      reason: expect.stringMatching(/Variant 'c'/),
    });
    expect(validateUuid('3f2b8c1e9d4a4f6b8a2c1e5d7f9b0c3a', 'any')).toMatchObject({
      reason: expect.stringMatching(/Hyphens/),
    });
  });
  it('messages cite RFC 9562, never the obsolete RFC 4122', () => {
    const inputs = [
      '3f2b8c1e-9d4a-4f6b-ca2c-1e5d7f9b0c3a',
      '3f2b8c1e-9d4a-1f6b-8a2c-1e5d7f9b0c3a',
      '3f2b8c1e-9d4a-0f6b-8a2c-1e5d7f9b0c3a',
      'x',
    ];
    for (const check of ['v4', 'any'] as const)
      for (const u of inputs) {
        const r = validateUuid(u, check);
        expect(r.state === 'invalid' ? r.reason : '').not.toMatch(/4122/);
      }
    expect(validateUuid('3f2b8c1e-9d4a-4f6b-ca2c-1e5d7f9b0c3a')).toMatchObject({
      reason: expect.stringMatching(/RFC 9562/),
    });
  });
  it('property: every generated UUID of every version passes the any-version check and shows its version', () => {
    fc.assert(
      fc.property(fc.constantFrom('v4', 'v7', 'v1'), (v) => {
        const u = newUuid(v);
        expect(validateUuid(u, 'any')).toEqual({ state: 'valid' });
        expect(inspectUuid(u)?.version).toBe(Number(v.slice(1)));
        expect(validateUuid(u).state).toBe(v === 'v4' ? 'valid' : 'invalid');
      }),
    );
  });
});
