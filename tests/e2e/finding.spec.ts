import { test, expect, loadManifests } from './support';

const manifests = await loadManifests();
const byId = (id: string) => manifests.find((m) => m.id === id)!;
const groups: Record<string, { title: string; path: string }> = {
  encoding: { title: 'Encoding & Decoding', path: '/encoding' },
  converters: { title: 'Converters', path: '/converters' },
  formatters: { title: 'Formatters', path: '/formatters' },
  tools: { title: 'Developer Tools', path: '/tools' },
};

test.describe('favourites and recent tools', () => {
  test('a star on a card and on the tool page pins the tool first on home, across reloads', async ({ page }) => {
    const uuid = byId('uuid');
    const json = byId('json-validator');
    await page.goto('/');
    const favourites = page.getByTestId('favourites');
    await expect(favourites).toContainText('Star a tool to pin it here.');
    // where the catalogue starts on the page (not in the viewport, which scrolls to what is clicked)
    const catalogueTop = () =>
      page
        .getByTestId('catalogue-group')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const top = await catalogueTop();

    // star on a card
    const star = page.locator(`[data-tool="${uuid.id}"]`).getByRole('button', { name: `Favourite ${uuid.name}` });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(favourites.getByRole('link')).toHaveText([uuid.name]);
    // the pinned rows keep their height: the catalogue below does not move
    expect(await catalogueTop()).toBe(top);

    // star on the tool page
    await page.goto(json.path);
    const pageStar = page
      .getByRole('main')
      .getByRole('button', { name: `Favourite ${json.name}` })
      .first();
    await expect(pageStar).toHaveAttribute('aria-pressed', 'false');
    await pageStar.click();
    await expect(pageStar).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/');
    await page.reload();
    await expect(page.getByTestId('favourites').getByRole('link')).toHaveText([json.name, uuid.name]);
    await expect(
      page.locator(`[data-tool="${json.id}"]`).getByRole('button', { name: `Favourite ${json.name}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    // unstarring removes it
    await page
      .locator(`[data-tool="${uuid.id}"]`)
      .getByRole('button', { name: `Favourite ${uuid.name}` })
      .click();
    await expect(page.getByTestId('favourites').getByRole('link')).toHaveText([json.name]);
    const stored = await page.evaluate(() => localStorage.getItem('devutils:favourites'));
    expect(JSON.parse(stored ?? '[]')).toEqual([json.id]);
  });

  test('tools opened are listed as recent, newest first, storing only their ids', async ({ page }) => {
    const a = byId('timestamp');
    const b = byId('hash-generator');
    // a tool is recorded once its page has drawn it
    const recorded = (id: string) =>
      expect.poll(() => page.evaluate(() => localStorage.getItem('devutils:recent') ?? '')).toContain(id);
    await page.goto(a.path);
    await recorded(a.id);
    await page.goto(b.path);
    await recorded(b.id);
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page.getByTestId('recent').getByRole('link')).toHaveText([b.name, a.name]);
    const stored = await page.evaluate(() => ({
      recent: localStorage.getItem('devutils:recent'),
      keys: Object.keys(localStorage),
    }));
    expect(JSON.parse(stored.recent ?? '[]')).toEqual([b.id, a.id]);
  });

  test('"Clear all data stored by this site" on the privacy page removes favourites, recent tools, settings and inputs, and says so', async ({
    page,
  }) => {
    const uuid = byId('uuid');
    await page.goto('/');
    await page
      .locator(`[data-tool="${uuid.id}"]`)
      .getByRole('button', { name: `Favourite ${uuid.name}` })
      .click();
    await page.goto('/encode/url');
    await page.getByRole('textbox', { name: 'Text to encode' }).fill('a b');
    await page.goto(uuid.path);
    await page.getByRole('switch', { name: 'Remove hyphens' }).click();
    await expect(page).toHaveURL(/hyphens=false/);
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Clear all data stored by this site' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Removed' })).toHaveText(
      'Removed 1 favourite, 2 recent tools, the settings of 1 tool and the input of 1 field.',
    );
    const kept = await page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) => k.startsWith('devutils:')),
    );
    expect(kept).toEqual([]);
    // the lists, the settings and the input are gone from the pages too
    await page.goto('/');
    await expect(page.getByTestId('favourites')).toContainText('Star a tool to pin it here.');
    await page.goto('/encode/url');
    await expect(page.getByRole('textbox', { name: 'Text to encode' })).toHaveValue('');
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Clear all data stored by this site' }).click();
    // only the tool just opened is recent again
    await expect(page.getByRole('status').filter({ hasText: 'Removed' })).toHaveText('Removed 1 recent tool.');
  });

  test('the empty search lists favourites, recent and popular tools', async ({ page }) => {
    await page.goto(byId('uuid').path);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Favourite ${byId('uuid').name}` })
      .first()
      .click();
    await page.goto(byId('timestamp').path);
    await page.keyboard.press('Control+k');
    const list = page.getByRole('listbox', { name: 'Tools' });
    await expect(list).toContainText('Favourites');
    await expect(list).toContainText('Recent');
    await expect(list).toContainText('Popular');
    await expect(list.getByRole('option').first()).toContainText(byId('uuid').name);
    await expect(list.getByRole('option').nth(1)).toContainText(byId('timestamp').name);
  });
});

test.describe('search', () => {
  const rows: [string, string][] = [
    ['jsno', 'json-validator'],
    ['bas64', 'base64-text'],
    ['png to jpg', 'image-converter'],
    ['uuid v7', 'uuid'],
    ['epoch', 'timestamp'],
  ];
  for (const [query, id] of rows) {
    test(`“${query}” puts ${id} first`, async ({ page }) => {
      await page.goto('/');
      await page.keyboard.press('/');
      await page.getByRole('combobox', { name: 'Search tools' }).fill(query);
      await expect(page.getByRole('option').first()).toContainText(byId(id).name);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${byId(id).path}$`));
    });
  }

  test('a query that matches nothing offers the closest tools', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search tools' }).fill('spaceship');
    await expect(page.getByRole('status')).toHaveText('No tools match “spaceship”. The closest ones:');
    const closest = page.getByRole('listbox', { name: 'Closest tools' }).getByRole('option');
    await expect(closest).toHaveCount(3);
    const firstName = await closest.first().locator('.name').textContent();
    const first = manifests.find((m) => m.name === firstName)!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${first.path}$`));
  });
});

test.describe('breadcrumbs and group prefixes', () => {
  test('a tool page reads Home › group › tool, every crumb a link, with BreadcrumbList data in the served HTML', async ({
    page,
    request,
  }) => {
    for (const m of manifests) {
      const group = groups[m.group];
      const html = await (await request.get(m.path)).text();
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (x) =>
          JSON.parse(x[1]) as { '@type': string; itemListElement?: { name: string; item: string; position: number }[] },
      );
      const list = ld.find((d) => d['@type'] === 'BreadcrumbList');
      expect(
        list?.itemListElement?.map((i) => i.name),
        m.id,
      ).toEqual(['Home', group.title, m.name]);
      expect(list?.itemListElement?.[2].item, m.id).toMatch(new RegExp(`${m.path}$`));
    }
    const tool = byId('url-encoder');
    await page.goto(tool.path);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    await expect(crumbs).toHaveText(['Home', groups[tool.group].title, tool.name]);
    await expect(crumbs.nth(2)).toHaveAttribute('aria-current', 'page');
    await crumbs.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${groups[tool.group].path}$`));
    await expect(page.getByRole('heading', { level: 1, name: groups[tool.group].title })).toBeVisible();
  });

  for (const [prefix, group] of [
    ['/encode', '/encoding'],
    ['/convert', '/converters'],
    ['/format', '/formatters'],
  ]) {
    test(`${prefix} redirects to ${group} on the server (301, query kept) and in the app`, async ({
      page,
      request,
    }) => {
      const res = await request.get(`${prefix}?q=1`, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers()['location']).toBe(`${group}?q=1`);
      // client-side: a link to the prefix inside the app lands on the group page
      await page.goto('/');
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, prefix);
      await expect(page).toHaveURL(new RegExp(`${group}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test('home hero leads to the catalogue of every tool, and each tool is listed there once', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: `Explore all ${manifests.length} tools` }).click();
  await expect(page).toHaveURL(/#all-tools$/);
  const catalogue = page.getByRole('region', { name: 'Essential Developer Tools' });
  await expect(catalogue).toBeInViewport();
  for (const m of manifests) await expect(catalogue.locator(`[data-tool="${m.id}"]`)).toHaveCount(1);
});
