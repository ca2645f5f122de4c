/** XML formatter: pure logic (no React, no DOM), safe to run in a Web Worker: every module's exports in one place. */
export * from './constants';
export * from './themes';
export * from './parse';
export * from './format';
export * from './process';
