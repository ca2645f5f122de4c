import { groups } from '@/registry/groups';
import { test, expect, expectNoSeriousAxeViolations, loadManifests } from './support';

const manifests = await loadManifests();

test.describe('not-found page', () => {
  test('shows the message, a way back, the quick-access strip in order and the tools sitemap', async ({
    page,
    errors,
  }) => {
    await page.goto('/');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    const quick = manifests
      .filter((m) => typeof m.quickAccess === 'number')
      .sort((a, b) => a.quickAccess! - b.quickAccess!);
    const strip = page.getByTestId('quick-access').getByRole('link');
    await expect(strip).toHaveCount(quick.length);
    for (let i = 0; i < quick.length; i++) await expect(strip.nth(i)).toHaveAttribute('href', quick[i].path);
    await expect(page.getByRole('heading', { name: 'Tools Sitemap' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });
});

test.describe('desktop header, drawer and breadcrumbs (1280 px)', () => {
  test('group menus list their tools and open a tool', async ({ page }) => {
    const tool = manifests.find((m) => m.group === 'encoding')!;
    await page.goto('/');
    await page.getByRole('button', { name: 'Encoding' }).click();
    await page.getByRole('link', { name: tool.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`${tool.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  });

  test('each group menu lists what its page lists, tools of other groups apart under the same heading', async ({
    page,
  }) => {
    for (const { id, path, title, menuTitle } of groups) {
      const own = manifests.filter((m) => m.group === id);
      const also = manifests.filter((m) => m.group !== id && m.alsoIn?.includes(id));
      await page.goto(path);
      await expect(page.getByTestId('group-tools').getByRole('link')).toHaveCount(own.length);
      await expect(page.getByTestId('group-also').getByRole('link')).toHaveCount(also.length);
      await page
        .getByRole('navigation', { name: 'Tool groups' })
        .getByRole('button', { name: menuTitle, exact: true })
        .click();
      const menu = page.getByRole('list', { name: title });
      // the tools, then "All …"
      await expect(menu.getByRole('link')).toHaveCount(own.length + also.length + 1);
      await expect(menu.getByText('Also useful here')).toHaveCount(also.length > 0 ? 1 : 0);
      if (also.length > 0) {
        const items = await menu.getByRole('listitem').allInnerTexts();
        const headingAt = items.findIndex((t) => t.startsWith('Also useful here'));
        expect(headingAt).toBe(own.length);
      }
    }
  });

  test('the side navigation opens the current group by itself', async ({ page }) => {
    const tool = manifests.find((m) => m.group === 'tools')!;
    await page.goto(tool.path);
    const nav = page.getByRole('navigation', { name: 'Tools' });
    await expect(nav.getByRole('button', { name: 'Developer Tools' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'Encoding & Decoding' })).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('button', { name: 'Encoding & Decoding' }).click();
    await expect(nav.getByRole('button', { name: 'Encoding & Decoding' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('breadcrumbs follow the path on site pages, every crumb a link, hidden on home and unknown paths', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Privacy' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/formatters');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Formatters' }),
    ).toHaveAttribute('href', '/formatters');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await page.goto('/no-such-page');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });

  test('search opens with Ctrl+K and with /, and Enter opens the chosen tool', async ({ page }) => {
    const tool = manifests.find((m) => m.id === 'uuid') ?? manifests[0];
    await page.goto('/');
    // the shortcut works once the app has rendered (a key pressed before that reaches no listener)
    await expect(page.getByRole('button', { name: 'Search tools' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search tools' }).fill('guid');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${tool.path}$`));
    await page.locator('body').click();
    await page.keyboard.press('/');
    await expect(page.getByRole('combobox', { name: 'Search tools' })).toBeFocused();
    await page.getByRole('combobox', { name: 'Search tools' }).fill('zzzz-no-such-tool');
    await expect(page.getByText(/No tools match/)).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Closest tools' }).getByRole('option')).toHaveCount(3);
  });

  test('Ctrl+K works from the first paint: before the app is live a search box takes the keys, and the dialog keeps them', async ({
    page,
  }) => {
    // the app's scripts wait, as on a slow phone, until the keys are typed
    let release = () => {};
    const scripts = new Promise<void>((done) => (release = done));
    await page.route('**/assets/*.js', async (route) => {
      await scripts;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Search tools' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search tools' });
    await expect(box).toBeFocused();
    await page.keyboard.type('uui');
    await expect(box).toHaveValue('uui');
    release();
    // the app's dialog takes over with what was typed, the caret after it, and lists the tools for it
    await expect(page.getByRole('option').first()).toContainText('UUID');
    await expect(page.getByRole('dialog', { name: 'Search tools' })).toHaveCount(1);
    await page.keyboard.type('d');
    await expect(box).toHaveValue('uuid');
  });

  test('the search dialog shows in the next frame and keeps the keys typed while its code loads', async ({ page }) => {
    let release = () => {};
    const code = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/SearchDialog-[^/]*\.js$/, async (route) => {
      await code;
      await route.continue();
    });
    await page.goto('/encode/url');
    await page.waitForFunction(() => document.documentElement.dataset.searchReady !== undefined);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search tools' });
    await expect(box).toBeFocused();
    await page.keyboard.type('jwt');
    release();
    await expect(page.getByRole('option').first()).toContainText('JWT');
    await expect(box).toHaveValue('jwt');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search tools' })).toHaveCount(0);
  });

  test('Escape closes the search and gives the focus back where it was: the Search button, or the editor being typed in', async ({
    page,
  }) => {
    await page.goto('/encode/url');
    const button = page.getByRole('button', { name: 'Search tools' });
    await button.click();
    await expect(page.getByRole('combobox', { name: 'Search tools' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search tools' })).toHaveCount(0);
    await expect(button).toBeFocused();
    const editor = page.getByRole('textbox', { name: 'Text to encode' });
    // the code editor takes the plain field's place on the first click
    await editor.click();
    await expect(page.locator('.cm-editor').filter({ has: editor })).toBeVisible();
    await editor.click();
    await page.keyboard.type('a b');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', { name: 'Search tools' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(editor).toBeFocused();
    // typing goes on where it stopped
    await page.keyboard.type('c');
    await expect(editor).toContainText('a bc');
  });

  test('footer links and current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const href of ['/about', '/privacy', '/terms', '/contact', '/sitemap'])
      await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    // social links come from site settings, which set none: no placeholder link is shown
    await expect(footer.locator('a[href="#"], a[href=""]')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: /GitHub|Twitter/ })).toHaveCount(0);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe('phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('group menus are hidden; the menu button opens a drawer with the current group open', async ({ page }) => {
    const tool = manifests.find((m) => m.group === 'encoding')!;
    await page.goto(tool.path);
    await expect(page.getByRole('button', { name: 'Encoding', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Encoding & Decoding' })).toHaveAttribute('aria-expanded', 'true');
    const other = manifests.find((m) => m.group === 'tools')!;
    await drawer.getByRole('button', { name: 'Developer Tools' }).click();
    await drawer.getByRole('link', { name: other.name }).click();
    await expect(page).toHaveURL(new RegExp(`${other.path}$`));
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });

  test('Escape closes the drawer and gives the focus back to the menu button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('a tool opens on its input: the description and the share row wait behind About & share', async ({ page }) => {
    const json = manifests.find((m) => m.id === 'json-validator')!;
    await page.goto(json.path);
    await expect(page.getByRole('textbox', { name: 'JSON input' })).toBeInViewport();
    const description = page.getByRole('main').getByText(json.description, { exact: true });
    await expect(description).toBeHidden();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
    const about = page.getByRole('button', { name: 'About & share' });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(description).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await about.click();
    await expect(description).toBeHidden();
    // a tool whose page has no share row offers the description alone
    await page.goto(manifests.find((m) => m.id === 'http-tester')!.path);
    await expect(page.getByRole('button', { name: 'About', exact: true })).toBeVisible();
    // on a wide screen the share row is in the page and the description waits behind About, opened by keyboard
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(json.path);
    const wide = page.getByRole('main').getByText(json.description, { exact: true });
    await expect(wide).toBeHidden();
    await expect(wide).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const aboutWide = page.getByRole('button', { name: 'About', exact: true });
    await aboutWide.focus();
    await page.keyboard.press('Enter');
    await expect(aboutWide).toHaveAttribute('aria-expanded', 'true');
    await expect(wide).toBeVisible();
  });

  test('the page does not scroll sideways', async ({ page }) => {
    // one page per tool: the time grows with the catalogue
    test.setTimeout(20_000 + manifests.length * 2_500);
    for (const m of manifests) {
      await page.goto(m.path);
      await expect(page.getByRole('heading', { level: 1, name: m.name })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, m.path).toBeLessThanOrEqual(1);
    }
  });
});

test.describe('theme', () => {
  test('follows the system until chosen; the choice persists across reload, applied before first paint', async ({
    page,
  }) => {
    await page.goto('/');
    // Playwright's browser says light: the page is light, and a click shows dark
    await expect(page.locator('html')).toHaveClass(/light/);
    await page.getByRole('button', { name: 'Theme: System. Switch to Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
    // the class is on <html> before any script of the app runs: the app's scripts arrive empty
    await page.route('**/assets/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.unroute('**/assets/*.js');
  });

  test('a first visit from a dark system is dark before any app script runs; a click shows light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.route('**/assets/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.unroute('**/assets/*.js');
    await page.reload();
    await page.getByRole('button', { name: 'Theme: System. Switch to Light theme' }).click();
    await expect(page.locator('html')).toHaveClass(/light/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');
  });

  test('system follows prefers-color-scheme live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/light/);
  });
});

test.describe('tool picker', () => {
  test('every tool shows its panel; on phones the dropdown closes after a choice', async ({ page, errors }) => {
    // one panel per tool: the time grows with the catalogue
    test.setTimeout(20_000 + manifests.length * 2_500);
    await page.goto('/');
    const picker = page.getByTestId('tool-picker');
    for (const m of manifests) {
      await picker
        .getByRole('group', { name: 'Choose a tool' })
        .getByRole('button', { name: m.name, exact: true })
        .click();
      await expect(picker.getByRole('region', { name: `${m.name} tool` })).toBeVisible();
      await expect(picker.getByRole('status', { name: 'Loading tool' })).toHaveCount(0);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    const last = manifests[manifests.length - 1];
    await picker.getByRole('button', { name: /^Tool:/ }).click();
    await picker.getByRole('button', { name: manifests[0].name, exact: true }).last().click();
    await expect(picker.getByRole('button', { name: /^Tool:/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(picker.getByRole('region', { name: `${manifests[0].name} tool` })).toBeVisible();
    void last;
    expect(errors).toEqual([]);
  });
});
