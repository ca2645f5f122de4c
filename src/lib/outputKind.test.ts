import { describe, expect, it } from 'vitest';
import { kindOfOutput } from './outputKind';

describe('the kind of an output', () => {
  it('is the only kind a tool produces, whatever the text', () => {
    expect(kindOfOutput('<a/>', ['json'])).toBe('json');
    expect(kindOfOutput('', [])).toBeNull();
  });

  it('is read from the text among the kinds the tool produces: JSON, XML, HTML, else the first', () => {
    const decoded = ['text', 'json', 'xml', 'html'] as const;
    expect(kindOfOutput('  {"a": 1}', decoded)).toBe('json');
    expect(kindOfOutput('[1, 2]', decoded)).toBe('json');
    expect(kindOfOutput('<?xml version="1.0"?><r/>', decoded)).toBe('xml');
    expect(kindOfOutput('<!DOCTYPE html><html></html>', decoded)).toBe('html');
    expect(kindOfOutput('hello, world', decoded)).toBe('text');
    // a kind the tool does not produce is not offered: JSON-looking text from a tool that makes no JSON
    expect(kindOfOutput('{"a": 1}', ['text', 'xml'])).toBe('text');
  });
});
