/** JSON to types: pure logic (no React, no DOM), run in the tool's worker: every module's exports in one place. */
export * from './constants';
export * from './parse';
export * from './infer';
export * from './emit';
export * from './generate';
