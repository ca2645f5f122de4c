import { describe, expect, it } from 'vitest';
import { offsetOfPosition } from './position';
import { processXml } from './process';

describe('offsetOfPosition', () => {
  it('maps a line and column to an offset', () => {
    expect(offsetOfPosition('abc', 1, 1)).toBe(0);
    expect(offsetOfPosition('abc\ndef', 2, 2)).toBe(5);
    expect(offsetOfPosition('abc\r\ndef', 2, 1)).toBe(5);
    expect(offsetOfPosition('a\rb', 2, 1)).toBe(2);
    expect(offsetOfPosition('abc', 5, 1)).toBe(3);
    expect(offsetOfPosition('abc', 1, 99)).toBe(3);
  });
});

describe('an XML error says where it is', () => {
  it.each([
    ['<a><b></a>', 1, 10, '>'],
    ['<a>\n  <b x=1/></a>', 2, 8, '1'],
    ['<a>&foo;</a>', 1, 8, ';'],
  ])('%j → line %i, column %i, at %j', (xml, line, column, char) => {
    const r = processXml(xml, 'format');
    expect(r.validation).toMatchObject({ isValid: false, line, column });
    expect(xml[offsetOfPosition(xml, line, column)]).toBe(char);
  });
});

describe('the colour theme follows the site by default', () => {
  it('site → vs-light on a light site, vs-dark on a dark one; a picked palette stays', async () => {
    const { resolveTheme } = await import('./themes');
    expect(resolveTheme('site', 'light')).toBe('vs-light');
    expect(resolveTheme('site', 'dark')).toBe('vs-dark');
    expect(resolveTheme('monokai', 'light')).toBe('monokai');
  });
});
