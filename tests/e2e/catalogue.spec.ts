import { aliasPath, aliasTarget, withQuery } from '@/registry/types';
import { test, expect, expectNoSeriousAxeViolations, loadManifests, structuredData } from './support';

const SITE_NAME = 'DevUtils';
const BASE_URL = 'https://devutils.app';
const manifests = await loadManifests();

test('the catalogue has tools', () => {
  expect(manifests.length).toBeGreaterThan(1);
});

for (const m of manifests) {
  test.describe(`${m.id}`, () => {
    test(`${m.path} renders the tool with its title, canonical and no a11y or console errors`, async ({
      page,
      errors,
    }) => {
      await page.goto(m.path);
      await expect(page.getByRole('heading', { level: 1, name: m.name })).toBeVisible();
      await expect(page).toHaveTitle(`${m.seo.title} | ${SITE_NAME}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}${m.path}`);
      // the application and its breadcrumb trail, each once
      expect(await structuredData(page, 'WebApplication')).toMatchObject({ name: m.name });
      expect(await structuredData(page, 'BreadcrumbList')).toHaveProperty('itemListElement');
      // the tool itself has loaded (not only the frame)
      await expect(page.getByRole('status', { name: 'Loading tool' })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      expect(errors).toEqual([]);
    });
    for (const entry of m.aliases ?? []) {
      const alias = aliasPath(entry);
      const target = withQuery(aliasTarget(m.path, entry), '?x=1');
      test(`alias ${alias} redirects to ${target} keeping query and hash`, async ({ page }) => {
        await page.goto(`${alias}?x=1#top`);
        await expect(page).toHaveURL((url) => url.pathname + url.search + url.hash === `${target}#top`);
        await expect(page.getByRole('heading', { level: 1, name: m.name })).toBeVisible();
        // replace, not push: going back leaves the site rather than bouncing to the alias
        const length = await page.evaluate(() => history.length);
        expect(length).toBeLessThanOrEqual(2);
      });
    }
  });
}

test('sitemap.xml lists every canonical path and robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const m of manifests) expect(xml).toContain(`<loc>${BASE_URL}${m.path}</loc>`);
  for (const g of ['/encoding', '/converters', '/formatters', '/tools'])
    expect(xml).toContain(`<loc>${BASE_URL}${g}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
});

const groupPath: Record<string, string> = {
  encoding: '/encoding',
  converters: '/converters',
  formatters: '/formatters',
  tools: '/tools',
};

test('every tool appears on its group page', async ({ page }) => {
  for (const [group, path] of Object.entries(groupPath)) {
    await page.goto(path);
    for (const m of manifests.filter((t) => t.group === group))
      await expect(page.locator(`main a[href="${m.path}"]`).first()).toBeVisible();
  }
});

test('every tool appears on the /sitemap page', async ({ page }) => {
  await page.goto('/sitemap');
  for (const m of manifests) await expect(page.locator(`main a[href="${m.path}"]`).first()).toBeVisible();
});

test('every tool is found in search by its name', async ({ page }) => {
  await page.goto('/sitemap');
  for (const m of manifests) {
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search tools' });
    await box.fill(m.name);
    await expect(
      page.getByRole('option', { name: new RegExp(m.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
  }
});
