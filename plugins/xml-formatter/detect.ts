import { defineDetector } from '@/lib/detect';

export default defineDetector({
  detect: ({ text }) => {
    if (/^<\?xml[\s?]/.test(text)) return { score: 0.95, reason: 'XML document', kind: 'xml' };
    if (/^<!doctype html|^<html[\s>]/i.test(text)) return null;
    // an element with a namespace prefix or a closing tag of the same name as the first one
    const first = /^<([A-Za-z_][\w.-]*(?::[\w.-]+)?)[\s/>]/.exec(text);
    if (!first) return null;
    return new RegExp(`</${first[1].replace('.', '\\.')}\\s*>\\s*$`).test(text) || /\/>\s*$/.test(text)
      ? { score: 0.7, reason: `XML, root <${first[1]}>`, kind: 'xml' }
      : null;
  },
  examples: {
    matches: ['<?xml version="1.0"?><r/>', '<note><to>Ada</to></note>', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    misses: ['<!DOCTYPE html><html></html>', 'a < b', '{"a": 1}', '<b>bold'],
  },
});
