/**
 * Mock data generator: pure logic (no React, no DOM; safe in a Web Worker).
 * 26 field types, each valued within fixed ranges; rows with blank names are dropped and at least
 * one named field is required. A seeded PRNG (mulberry32) makes output reproducible;
 * {@link generateFromSchema} produces data valid under a pasted JSON Schema.
 */
export * from './constants';
export * from './random';
export * from './fields';
export * from './templates';
export * from './generate';
export * from './schema';
