import { describe, expect, it } from 'vitest';
import { pageUrl, serviceWorkerOptions } from './service-worker';

describe('service worker', () => {
  it('precaches pages under their URLs, which never end in .html', () => {
    expect(pageUrl('index.html')).toBe('./');
    expect(pageUrl('encode/url.html')).toBe('encode/url');
    expect(pageUrl('about.html')).toBe('about');
    expect(pageUrl('404.html')).toBe('404.html');
    expect(pageUrl('assets/index-abc.js')).toBe('assets/index-abc.js');
  });
  it("caches nothing at run time: requests outside the precache (the HTTP tester's, cross-origin, non-GET) go to the network", () => {
    const options = serviceWorkerOptions('dist');
    expect(options.navigateFallback).toBeUndefined();
    // the one route outside the precache: pages, from the network, the not-found page when it fails
    expect(options.runtimeCaching).toHaveLength(1);
    const [pages] = options.runtimeCaching ?? [];
    expect(pages.handler).toBe('NetworkOnly');
    expect(pages.options?.cacheName).toBeUndefined();
    expect(pages.options?.precacheFallback).toEqual({ fallbackURL: '404.html' });
    // which requests it takes (navigations) is tried in a browser: the offline e2e test
    expect(typeof pages.urlPattern).toBe('function');
  });
  it('precaches code, workers, wasm, pages and icons, not host files or precompressed copies', () => {
    const options = serviceWorkerOptions('dist');
    expect(options.globPatterns?.join()).toMatch(/html.*js.*css.*wasm/);
    expect(options.globIgnores).toEqual(expect.arrayContaining(['_*', '**/*.br', '**/*.gz']));
  });
  it('a new version waits for the user; the first visit is controlled at once; the runtime is a same-origin file', () => {
    const options = serviceWorkerOptions('dist');
    expect(options.skipWaiting).toBe(false);
    expect(options.clientsClaim).toBe(true);
    expect(options.inlineWorkboxRuntime).toBe(false);
  });
});
