import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCoreTools, untilOfflineReady } from './offline';
import { test, expect, loadManifests } from './support';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = resolve(root, process.env.E2E_DIST ?? 'dist');

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
  // an unknown path, which only the network could answer, is the site's not-found page
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('quick-access').getByRole('link').first()).toBeVisible();
  // a link with tool settings in its query is the same precached page
  await page.goto('/tools/uuid?hyphens=false');
  await expect(page.getByTestId('single-uuid')).toHaveText(/^[0-9a-f]{32}$/);
  await runCoreTools(page, (path) => path);
});

test('the web app manifest names the site, starts at its root and has any and maskable icons that load', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('DevUtils'),
    short_name: 'DevUtils',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.description).toMatch(/.{40,}/);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find(
        (i: { sizes: string; purpose: string }) => i.sizes === size && i.purpose === purpose,
      );
      expect(icon, `${size} ${purpose}`).toBeTruthy();
      const response = await request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  }
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute(
    'content',
    manifest.theme_color,
  );
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute(
    'content',
    '#0e1117',
  );
});

/** A copy of the build served by `npm start`'s server on its own port, so a test can deploy a new version to it. */
async function deployable() {
  const dir = mkdtempSync(join(tmpdir(), 'devutils-deploy-'));
  cpSync(dist, dir, { recursive: true });
  const port = await freePort();
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST: dir },
      stdio: 'pipe',
    });
    await new Promise((resolve) => server?.stdout?.once('data', resolve));
  };
  const stop = async () => {
    const running = server;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill();
    });
  };
  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    /** the next deploy: a service worker that differs by a byte, served by a restarted server */
    async deployNext() {
      await stop();
      const sw = join(dir, 'sw.js');
      writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// next deploy\n`);
      for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(dir, copy), { force: true });
      await start();
    },
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

test('a new deploy shows a toast with Reload; only Reload activates it and reloads the page', async ({ page }) => {
  test.setTimeout(90_000);
  const site = await deployable();
  try {
    await page.goto(`${site.url}/tools/json-validator`);
    await untilOfflineReady(page);
    await page.getByRole('textbox', { name: 'JSON input' }).fill('{"work":"in progress"}');
    await site.deployNext();
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const toast = page.getByRole('alert').filter({ hasText: 'A new version is available' });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    // it waits for the user: the page and what they typed stay
    await expect(page.getByRole('textbox', { name: 'JSON input' })).toHaveInputText('{"work":"in progress"}');
    await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
    await toast.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() =>
        page
          .evaluate(() => '__before' in window || document.documentElement.dataset.hydrated !== 'true')
          .catch(() => true),
      )
      .toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'A new version is available' })).toHaveCount(0);
  } finally {
    await site.close();
  }
});
