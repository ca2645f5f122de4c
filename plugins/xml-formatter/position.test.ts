import { describe, expect, it } from 'vitest';
import { processXml } from './process';

describe('an XML error says where it is', () => {
  it.each([
    ['<a><b></a>', 1, 10, '>'],
    ['<a>\n  <b x=1/></a>', 2, 8, '1'],
    ['<a>&foo;</a>', 1, 8, ';'],
    // lines as the editor numbers them: CRLF ends a line, a lone CR does not; columns in UTF-16 units
    ['<a>\r\n  <b x=1/></a>', 2, 8, '1'],
    ['<a>\r<b x=1/></a>', 1, 10, '1'],
    ['<a>😀<b x=1/></a>', 1, 11, '1'],
  ])('%j → line %i, column %i, at %j', (xml, line, column, char) => {
    const r = processXml(xml, 'format');
    expect(r.validation).toMatchObject({ isValid: false, line, column });
    expect(xml[r.validation.offset ?? -1]).toBe(char);
  });
});

describe('the colour theme follows the site by default', () => {
  it('site → vs-light on a light site, vs-dark on a dark one; a picked palette stays', async () => {
    const { resolveCodeTheme } = await import('@/ui/codeThemeChoices');
    expect(resolveCodeTheme('site', 'light')).toBe('vs-light');
    expect(resolveCodeTheme('site', 'dark')).toBe('vs-dark');
    expect(resolveCodeTheme('monokai', 'light')).toBe('monokai');
  });
});
