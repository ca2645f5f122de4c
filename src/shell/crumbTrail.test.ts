import { describe, expect, it } from 'vitest';
import { breadcrumbListLd, buildCrumbs, crumbLabel, toolCrumbs } from './crumbTrail';

describe('breadcrumbs', () => {
  const pages = new Set(['/tools', '/tools/json-validator', '/encode/url']);
  const isPage = (p: string) => pages.has(p);
  it('turns hyphens into spaces and capitalises the first letter', () => {
    expect(crumbLabel('json-validator')).toBe('Json validator');
    expect(crumbLabel('base64text')).toBe('Base64text');
    expect(crumbLabel('caf%C3%A9')).toBe('Café');
    expect(crumbLabel('%E0%A4%A')).toBe('%E0%A4%A');
  });
  it('links segments that are pages, marks the last as the current page, and starts at Home', () => {
    expect(buildCrumbs('/tools/json-validator', isPage)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Tools', href: '/tools' },
      { label: 'Json validator', href: '/tools/json-validator', current: true },
    ]);
    // '/encode' is not a page, so it is text
    expect(buildCrumbs('/encode/url', isPage)[1]).toEqual({ label: 'Encode', href: undefined });
  });
  it('gives a tool Home › group › tool, every crumb a link', () => {
    expect(toolCrumbs({ name: 'URL Encoder', path: '/encode/url' }, { title: 'Encoding', path: '/encoding' })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Encoding', href: '/encoding' },
      { label: 'URL Encoder', href: '/encode/url', current: true },
    ]);
  });
  it('describes the trail as a schema.org BreadcrumbList with absolute URLs', () => {
    const ld = breadcrumbListLd(
      toolCrumbs({ name: 'URL', path: '/encode/url' }, { title: 'Encoding', path: '/encoding' }),
      (p) => `https://x.test${p}`,
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
        { '@type': 'ListItem', position: 2, name: 'Encoding', item: 'https://x.test/encoding' },
        { '@type': 'ListItem', position: 3, name: 'URL', item: 'https://x.test/encode/url' },
      ],
    });
  });
  it('is empty on the home page', () => {
    expect(buildCrumbs('/', isPage)).toEqual([]);
  });
});
