import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { BULK_MAX, DOWNLOAD_NAME, formatUuid, generateUuids, GENERATOR_CAP, isValidUuidV4, parseQuantity, uuidV4, validateUuid } from './logic';
import manifest from './manifest';
import { optionsFromQuery } from '../../src/lib/useToolOptions';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('UUID logic (spec 02 §2, §5, §9)', () => {
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
    expect(validateUuid('3f2b8c1e9d4a4f6b8a2c1e5d7f9b0c3a')).toMatchObject({ state: 'invalid', reason: expect.stringMatching(/Hyphens/) });
    expect(validateUuid('3f2b8c1e-9d4a-1f6b-8a2c-1e5d7f9b0c3a')).toMatchObject({ reason: expect.stringMatching(/only version 4/) });
    expect(validateUuid('3f2b8c1e-9d4a-4f6b-ca2c-1e5d7f9b0c3a')).toMatchObject({ reason: expect.stringMatching(/Variant 'c'/) });
    expect(validateUuid('<script>')).toMatchObject({ state: 'invalid' });
  });
  it('every generated UUID passes the validator', () => {
    expect(generateUuids(1000).every(isValidUuidV4)).toBe(true);
  });
  it('download name and URL settings (?count=20&hyphens=false, invalid ignored)', () => {
    expect(DOWNLOAD_NAME).toBe('uuids.txt');
    const opts = manifest.options;
    expect(optionsFromQuery(opts, new URLSearchParams('count=20&hyphens=false'))).toEqual({ count: 20, hyphens: false });
    expect(optionsFromQuery(opts, new URLSearchParams('count=101&hyphens=1'))).toEqual(opts.defaults);
  });
});
