import { test, expect, loadManifests } from './support';
import { runCoreTools, untilOfflineReady } from './offline';

const manifests = await loadManifests();
const groupPages = ['/encoding', '/converters', '/formatters', '/tools'];

// the rest of the suite blocks service workers (tests/playwright.config.ts); these tests are about it
test.use({ serviceWorkers: 'allow' });

test('after one visit every page and tool works with the network off', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await untilOfflineReady(page);
  await context.setOffline(true);
  for (const m of manifests) {
    await page.goto(m.path);
    await expect(page.getByRole('heading', { level: 1, name: m.name })).toBeVisible();
  }
  for (const path of ['/', ...groupPages, '/about', '/faq']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
  // a link with tool settings in its query is the same precached page
  await page.goto('/tools/uuid?hyphens=false');
  await expect(page.getByTestId('single-uuid')).toHaveText(/^[0-9a-f]{32}$/);
  await runCoreTools(page, (path) => path);
});

test('the web app manifest names the site, starts at its root and has any and maskable icons that load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: expect.stringContaining('DevUtils'), short_name: 'DevUtils', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.description).toMatch(/.{40,}/);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find((i: { sizes: string; purpose: string }) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeTruthy();
      const response = await request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  }
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute('content', manifest.theme_color);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#0e1117');
});
