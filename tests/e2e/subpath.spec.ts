import { runCoreTools, untilOfflineReady } from './offline';
import { test, expect } from './support';

/**
 * The build made with BASE_PATH=/devtools/ SITE_URL=https://intranet.example (`npm run build:subpath`),
 * served under /devtools/ (the `subpath` project in tests/playwright.config.ts).
 */
const BASE = '/devtools';
const at = (path: string) => (path === '/' ? `${BASE}/` : BASE + path);

test('a tool page lives under the base path, with canonical and Open Graph on the configured site', async ({
  page,
  request,
}) => {
  const response = await page.goto(at('/encode/url'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'URL Encoder/Decoder' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://intranet.example/devtools/encode/url',
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    'https://intranet.example/devtools/encode/url',
  );
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/devtools/manifest.webmanifest');
  // links, scripts and styles stay under the base path
  const outside = await page.evaluate(
    (base) =>
      [
        ...Array.from(
          document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]'),
          (a) => a.getAttribute('href') ?? '',
        ),
        ...Array.from(
          document.querySelectorAll('script[src], link[href]'),
          (e) => e.getAttribute('src') ?? e.getAttribute('href') ?? '',
        ),
      ].filter((url) => url.startsWith('/') && !url.startsWith(`${base}/`)),
    BASE,
  );
  expect(outside).toEqual([]);
  // a click in the app stays under it too
  await page.getByRole('link', { name: 'DevUtils home' }).click();
  await expect(page).toHaveURL(/\/devtools\/$/);
  const sitemap = await (await request.get(at('/sitemap.xml'))).text();
  expect(sitemap).toContain('<loc>https://intranet.example/devtools/encode/url</loc>');
  const manifest = await (await request.get(at('/manifest.webmanifest'))).json();
  expect(manifest).toMatchObject({ start_url: '/devtools/', scope: '/devtools/' });
});

test('an alias answers 301 to its tool under the base path; the bare base path gets its slash', async ({ request }) => {
  const alias = await request.get(at('/encode/base64-text?a=1'), { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect(alias.headers().location).toBe('/devtools/encode/base64text?a=1');
  const bare = await request.get(BASE, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe('/devtools/');
  expect((await request.get('/encode/url')).status()).toBe(404);
});

test('a worker-based tool formats 1 MB of JSON under the base path', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(at('/tools/json-validator'));
  const list = Array.from({ length: 18_000 }, (_, i) => ({
    id: i,
    name: `item ${i}`,
    tags: ['a', 'b'],
    ok: i % 2 === 0,
  }));
  const text = JSON.stringify(list);
  expect(text.length).toBeGreaterThan(1_000_000);
  await page
    .getByLabel('Upload JSON file')
    .setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('textbox', { name: 'Formatted JSON output' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('output-stats')).toContainText(
    `${JSON.stringify(list, null, 2).split('\n').length.toLocaleString('en-US')} lines`,
  );
});

test.describe('offline under the base path', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the service worker is scoped to the base path; a tool reloads and works offline, an unknown path is the not-found page', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto(at('/'));
    await untilOfflineReady(page);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.scope))).toMatch(
      /\/devtools\/$/,
    );
    await page.goto(at('/encode/hash'));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hash Generator' })).toBeVisible();
    // an unknown path under the base path is the site's not-found page
    await page.goto(at('/no/such/page'));
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await runCoreTools(page, at);
  });
});
