import { describe, expect, it } from 'vitest';
import { basename, locationOf } from './basename';

describe('router basename', () => {
  it('is the base path of the build, and app paths sit under it', () => {
    expect(basename).toBe(import.meta.env.BASE_URL);
    expect(locationOf('/')).toBe(basename);
    expect(locationOf('/encode/url')).toBe(`${basename}encode/url`);
  });
});
