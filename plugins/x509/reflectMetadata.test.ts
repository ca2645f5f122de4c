import { describe, expect, it } from 'vitest';
import { defineMetadata, getMetadata, getOwnMetadata } from './reflectMetadata';

/** What tsyringe asks of the Reflect metadata functions, as reflect-metadata's README describes them. */
describe('Reflect metadata', () => {
  it('keeps a value per target and key, finds it along the prototype chain, and keeps own values apart', () => {
    class Base {}
    class Derived extends Base {}
    defineMetadata('design:paramtypes', [String], Base);
    expect(getMetadata('design:paramtypes', Derived)).toEqual([String]);
    expect(getOwnMetadata('design:paramtypes', Derived)).toBeUndefined();
    expect(getOwnMetadata('design:paramtypes', Base)).toEqual([String]);
    expect(getMetadata('other', Base)).toBeUndefined();
  });
  it('is installed on Reflect, where tsyringe looks for it', () => {
    expect(['defineMetadata', 'getMetadata', 'getOwnMetadata', 'metadata'].every((name) => name in Reflect)).toBe(true);
  });
});
