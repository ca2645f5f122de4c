import { describe, expect, it } from 'vitest';
import { isJson, isSameOriginUrl } from './trustedHtml';

describe('the default Trusted Types policy', () => {
  it('lets through script text only when it is JSON (structured data)', () => {
    expect(isJson('{"@context":"https://schema.org","@type":"BreadcrumbList"}')).toBe(true);
    expect(isJson('[1, "two", null]')).toBe(true);
    expect(isJson('alert(1)')).toBe(false);
    expect(isJson('{"a":1};alert(1)')).toBe(false);
    expect(isJson('')).toBe(false);
  });

  it('lets workers start only from this site', () => {
    const origin = 'https://devutils.app';
    expect(isSameOriginUrl('/assets/worker-abc.js', origin)).toBe(true);
    expect(isSameOriginUrl('https://devutils.app/sw.js', origin)).toBe(true);
    expect(isSameOriginUrl('https://evil.example/x.js', origin)).toBe(false);
    expect(isSameOriginUrl('data:text/javascript,alert(1)', origin)).toBe(false);
    expect(isSameOriginUrl('http://[bad', origin)).toBe(false);
  });
});
