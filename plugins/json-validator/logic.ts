/** The JSON validator's pure logic (no React, no DOM), safe to run in a Web Worker: every module's exports in one place. */
export * from './constants';
export * from './files';
export * from './document';
export * from './errors';
export * from './charBuffer';
export * from './parse';
export * from './serialize';
export * from './format';
export * from './tree';
export * from './largeText';
