import { describe, expect, it } from 'vitest';
import { buildCrumbs, crumbLabel } from './breadcrumbs';

describe('breadcrumbs', () => {
  const pages = new Set(['/tools', '/tools/json-validator', '/encode/url']);
  const isPage = (p: string) => pages.has(p);
  it('turns hyphens into spaces and capitalises the first letter', () => {
    expect(crumbLabel('json-validator')).toBe('Json validator');
    expect(crumbLabel('base64text')).toBe('Base64text');
    expect(crumbLabel('caf%C3%A9')).toBe('Café');
    expect(crumbLabel('%E0%A4%A')).toBe('%E0%A4%A');
  });
  it('links segments that are pages, never the last one, and starts at Home', () => {
    expect(buildCrumbs('/tools/json-validator', isPage)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Tools', href: '/tools' },
      { label: 'Json validator', href: undefined },
    ]);
    // '/encode' is not a page, so it is text
    expect(buildCrumbs('/encode/url', isPage)[1]).toEqual({ label: 'Encode', href: undefined });
  });
  it('is empty on the home page', () => {
    expect(buildCrumbs('/', isPage)).toEqual([]);
  });
});
