/**
 * Mock data generator: pure logic (no React, no DOM; safe in a Web Worker).
 * Field types and rules from spec 02 §3, §5, §8, §9; a seeded PRNG (mulberry32) makes output
 * reproducible; {@link generateFromSchema} produces data valid under a pasted JSON Schema.
 */
export * from './constants';
export * from './random';
export * from './fields';
export * from './templates';
export * from './generate';
export * from './schema';
