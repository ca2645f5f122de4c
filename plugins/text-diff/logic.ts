/**
 * Text diff: pure logic (no React, no DOM), safe to run in a Web Worker.
 *
 * Uses the `diff` package (Myers) for lines, words and characters, bounded by a time limit so
 * that two unrelated 5 MB texts stop with a clear message instead of running for minutes.
 */
export * from './constants';
export * from './lines';
export * from './lineDiff';
export * from './graphemes';
export * from './segments';
export * from './patch';
export * from './spans';
export * from './report';
export * from './changes';
