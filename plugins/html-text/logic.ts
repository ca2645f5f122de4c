/**
 * HTML ↔ Text: pure logic.
 * htmlToText and analyseHtml use DOMParser (inert: no script runs, no resource loads), so they
 * run on the main thread or in jsdom; textToHtml and formatHtml are string-only and worker-safe.
 */
export * from './constants';
export * from './dom';
export * from './elements';
export * from './toText';
export * from './toHtml';
export * from './sanitize';
export * from './tokenize';
export * from './format';
export * from './analyse';
export * from './stringJob';
