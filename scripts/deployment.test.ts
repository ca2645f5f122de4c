import { describe, expect, it } from 'vitest';
import { deploymentFrom, publicRoot, underBase } from './deployment';

describe('where the build is published', () => {
  it("defaults to today's site at the root", () => {
    expect(deploymentFrom({})).toEqual({ siteUrl: 'https://devutils.app', basePath: '/' });
  });
  it('SITE_URL and BASE_PATH make the public root; the base path gets its slashes', () => {
    for (const base of ['/devtools/', 'devtools', '/devtools', 'devtools/']) {
      const d = deploymentFrom({ SITE_URL: 'https://intranet.example/', BASE_PATH: base });
      expect(d).toEqual({ siteUrl: 'https://intranet.example', basePath: '/devtools/' });
      expect(publicRoot(d)).toBe('https://intranet.example/devtools');
    }
    expect(publicRoot(deploymentFrom({}))).toBe('https://devutils.app');
  });
  it('refuses a SITE_URL with a path, a non-http scheme or no host, and a BASE_PATH that is not a path', () => {
    expect(() => deploymentFrom({ SITE_URL: 'https://intranet.example/devtools' })).toThrow(/BASE_PATH/);
    expect(() => deploymentFrom({ SITE_URL: 'ftp://intranet.example' })).toThrow(/http/);
    expect(() => deploymentFrom({ SITE_URL: 'intranet.example' })).toThrow(/absolute/);
    expect(() => deploymentFrom({ BASE_PATH: '/dev tools/' })).toThrow(/BASE_PATH/);
    expect(() => deploymentFrom({ BASE_PATH: '/a/../b/' })).toThrow(/BASE_PATH/);
  });
  it('app paths under the base path', () => {
    expect(underBase('/', '/encode/url')).toBe('/encode/url');
    expect(underBase('/devtools/', '/encode/url')).toBe('/devtools/encode/url');
    expect(underBase('/devtools/', '/')).toBe('/devtools/');
  });
});
