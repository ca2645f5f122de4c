import { aliasPath, aliasTarget, withQuery } from '@/registry/types';
import { scoreResponse } from '../../scripts/observatory';
import { test as base, expect, loadManifests } from './support';

/**
 * What a host must do besides serving files: aliases, one URL per page, cache and security headers.
 * The same checks run against `npm start`'s Node server and against nginx with the generated server
 * block (the `nginx` project in tests/playwright.config.ts).
 */
export interface HostOptions {
  /** the precompressed form a page comes in when the browser accepts it (nginx has no brotli module) */
  pageEncoding: 'br' | 'gzip';
}
const test = base.extend<HostOptions>({ pageEncoding: ['br', { option: true }] });

const manifests = await loadManifests();

test.describe('redirects and headers of the host', () => {
  for (const m of manifests) {
    for (const entry of m.aliases ?? []) {
      const alias = aliasPath(entry);
      // an alias that names settings leads to them, with the visitor's query after them
      const target = withQuery(aliasTarget(m.path, entry), '?a=1&b=two');
      test(`${alias} answers 301 to ${target}, query kept`, async ({ request }) => {
        const response = await request.get(`${alias}?a=1&b=two`, { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(response.headers().location).toBe(target);
        if (typeof entry !== 'string') {
          const bare = await request.get(alias, { maxRedirects: 0 });
          expect(bare.headers().location).toBe(aliasTarget(m.path, entry));
        }
      });
    }
  }

  test('one URL per page: a trailing slash or .html redirects to the page', async ({ request }) => {
    for (const [from, to] of [
      ['/about/', '/about'],
      ['/about.html', '/about'],
      ['/index.html', '/'],
      ['/encode/url/?q=1', '/encode/url?q=1'],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('pages revalidate, hashed assets are immutable, both come precompressed', async ({ request, pageEncoding }) => {
    const html = await request.get('/tools/json-validator', { headers: { 'Accept-Encoding': pageEncoding } });
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(html.headers()['content-encoding']).toBe(pageEncoding);
    expect(html.headers()['content-type']).toMatch(/^text\/html/);
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await html.text())?.[1];
    expect(script).toMatch(/^\/assets\//);
    const entry = await request.get(script!);
    expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // the entry is too small to be worth compressing; the app it imports after the first paint is not
    const app = /"(assets\/app-[^"]+\.js)"/.exec(await entry.text())?.[1];
    expect(app).toBeDefined();
    const asset = await request.get(`/${app}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect((await request.get('/_headers')).status()).toBe(404);
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
    expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toMatch(
      /^application\/manifest\+json/,
    );
  });

  test('pages and assets carry the security headers', async ({ request }) => {
    for (const path of ['/', '/encode/url', '/no-such-page']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
      expect(headers['permissions-policy'], path).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
    }
    // the QR reader's page lets the site use the camera, and nothing else more
    expect((await request.get('/encode/qr')).headers()['permissions-policy']).toBe(
      'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    );
  });

  test('every page scores 130 (A+) by the HTTP Observatory’s rules; the table is printed', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(paths.length).toBeGreaterThan(30);
    const rows: string[] = [];
    for (const path of [...paths, '/no-such-page']) {
      const response = await request.get(path);
      const { score, grade, results } = scoreResponse({ headers: response.headers(), html: await response.text() });
      const lost = results.filter((r) => r.modifier < 0).map((r) => r.result);
      rows.push(
        `${String(score).padStart(3)} ${grade.padEnd(2)} ${path}${lost.length ? `  (${lost.join(', ')})` : ''}`,
      );
      expect(score, `${path}: ${results.map((r) => `${r.result} ${r.modifier}`).join(', ')}`).toBeGreaterThanOrEqual(
        120,
      );
    }
    console.log(`HTTP Observatory score of every page:\n${rows.join('\n')}`);
  });
});
