import { describe, expect, it } from 'vitest';
import { appPathOf, basename, locationOf } from './basename';

describe('router basename', () => {
  it('is the base path of the build, and app paths sit under it', () => {
    expect(basename).toBe(import.meta.env.BASE_URL);
    expect(locationOf('/')).toBe(basename);
    expect(locationOf('/encode/url')).toBe(`${basename}encode/url`);
  });

  it('gives the app path of a browser path, under any base', () => {
    expect(appPathOf('/encode/url', '/')).toBe('/encode/url');
    expect(appPathOf('/encode/url/', '/')).toBe('/encode/url');
    expect(appPathOf('/', '/')).toBe('/');
    expect(appPathOf('/devtools/encode/url', '/devtools/')).toBe('/encode/url');
    expect(appPathOf('/devtools/', '/devtools/')).toBe('/');
    expect(appPathOf('/devtools', '/devtools/')).toBe('/');
    expect(appPathOf(locationOf('/tools/uuid'))).toBe('/tools/uuid');
  });
});
