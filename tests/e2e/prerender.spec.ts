import { createServer } from 'node:http';
import type { Page } from '@playwright/test';
import { HS256_EXPIRED, HS256_SECRET } from '../../plugins/jwt/examples';
import { test, expect, editorText, isHydrated, loadManifests, structuredData } from './support';

const BASE_URL = 'https://devutils.app';
const manifests = await loadManifests();
const groupPages = ['/encoding', '/converters', '/formatters', '/tools'];
const sitePages = ['/', '/about', '/privacy', '/terms', '/contact', '/faq', '/sitemap'];
const allPages = [...sitePages, ...groupPages, ...manifests.map((m) => m.path)];

const meta = (page: Page, selector: string, attribute = 'content') => page.locator(selector).getAttribute(attribute);

test.describe('without JavaScript, as crawlers and link previews see the site', () => {
  test.use({ javaScriptEnabled: false });

  for (const m of manifests) {
    test(`${m.path}: title, description, canonical, Open Graph, h1 and the tool's text are in the HTML`, async ({
      page,
    }) => {
      const response = await page.goto(m.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${m.seo.title} | DevUtils`);
      expect(await meta(page, 'meta[name="description"]')).toBe(m.seo.description);
      expect(await meta(page, 'link[rel="canonical"]', 'href')).toBe(`${BASE_URL}${m.path}`);
      expect(await meta(page, 'meta[property="og:title"]')).toBe(`${m.seo.title} | DevUtils`);
      expect(await meta(page, 'meta[property="og:url"]')).toBe(`${BASE_URL}${m.path}`);
      expect(await meta(page, 'meta[property="og:image"]')).toMatch(/^https:\/\//);
      expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await meta(page, 'link[rel="manifest"]', 'href')).toBe('/manifest.webmanifest');
      await expect(page.getByRole('heading', { level: 1, name: m.name })).toBeVisible();
      // the description is in the HTML, behind About so the tool comes first
      await expect(page.locator('main').getByText(m.description, { exact: true })).toHaveCount(1);
      expect(await structuredData(page, 'WebApplication')).toMatchObject({ name: m.name, offers: { price: '0' } });
      // the tool's own first screen is there, not a loading placeholder
      await expect(page.getByRole('status', { name: 'Loading tool' })).toHaveCount(0);
      await expect(page.locator('main').getByRole('button').first()).toBeVisible();
      // header, breadcrumbs and footer
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  for (const path of [...sitePages, ...groupPages]) {
    test(`${path}: status 200, one h1, title, description and canonical in the HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/ \| DevUtils$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await meta(page, 'meta[name="description"]')).toMatch(/.{50,}/);
      expect(await meta(page, 'link[rel="canonical"]', 'href')).toBe(`${BASE_URL}${path}`);
      expect(await meta(page, 'meta[property="og:url"]')).toBe(`${BASE_URL}${path}`);
      expect(await meta(page, 'link[rel="manifest"]', 'href')).toBe('/manifest.webmanifest');
    });
  }

  test('Privacy and Terms carry their structured data', async ({ page }) => {
    for (const [path, name] of [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
    ]) {
      await page.goto(path);
      expect(await structuredData(page, 'WebPage')).toMatchObject({ '@context': 'https://schema.org', name });
    }
  });

  test('an unknown path is a real 404 with the not-found page, not indexed', async ({ page }) => {
    const response = await page.goto('/no/such/page?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(await meta(page, 'meta[name="robots"]')).toBe('noindex');
    await expect(page.getByTestId('quick-access')).toBeVisible();
  });
});

/** Console errors and warnings, page errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    // the suite blocks service workers (tests/playwright.config.ts), and Playwright says so when the page registers one
    if (/^Service Worker registration blocked by Playwright/.test(m.text())) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  return problems;
}

const hydrated = (page: Page) => page.waitForFunction(isHydrated);

for (const theme of ['light', 'dark'] as const) {
  test(`every page hydrates with no console error or warning (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
    const problems = watchConsole(page);
    for (const path of [
      ...allPages,
      '/tools/uuid?hyphens=false',
      '/format/text-diff?view=split',
      '/convert/timestamp?tz=Asia/Tokyo',
    ]) {
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
      expect(problems, path).toEqual([]);
    }
  });
}

test('the not-found page hydrates at any unknown path with no console noise but the 404 itself', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/no/such/page');
  await hydrated(page);
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(problems.filter((p) => !/Failed to load resource: the server responded with a status of 404/.test(p))).toEqual(
    [],
  );
  expect(problems).toHaveLength(1);
});

test('served as a single-page-app host serves it (every path answered with the home page), each page renders afresh with its own head', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // the host's answer to any page: the prerendered home page
  await page.route(
    (url) => !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      await route.fulfill({ response: await route.fetch({ url: new URL('/', route.request().url()).href }) });
    },
  );
  const problems = watchConsole(page);
  for (const path of [...groupPages, '/about', ...manifests.map((m) => m.path)]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    const head = await page.evaluate(() => ({
      titles: document.querySelectorAll('title').length,
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      canonicals: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href),
    }));
    expect(head, path).toEqual({ titles: 1, descriptions: 1, canonicals: [BASE_URL + path] });
    expect(problems, path).toEqual([]);
  }
});

test('the first frame waits for the whole page: one that arrives in two parts is not drawn halfway', async ({
  page,
  baseURL,
}) => {
  // drawn halfway, a toolbar beside its label shows its first buttons, then wraps when the rest arrive
  const html = await (await fetch(new URL('/convert/csv-json', baseURL))).text();
  const cut = html.indexOf('CSV input');
  expect(cut).toBeGreaterThan(0);
  // the page's own path, in two parts; its scripts and everything else as the site serves them
  const server = createServer((request, response) => {
    if (request.url === '/convert/csv-json') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 600);
      return;
    }
    void fetch(new URL(request.url ?? '/', baseURL)).then(async (upstream) => {
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no port');
  const { port } = address;
  try {
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { __parsedAtFirstFrame: boolean }).__parsedAtFirstFrame =
          document.getElementById('page-end') !== null;
      });
    });
    await page.goto(`http://127.0.0.1:${port}/convert/csv-json`, { waitUntil: 'commit' });
    await page.waitForFunction(() => '__parsedAtFirstFrame' in window);
    expect(
      await page.evaluate(() => (window as unknown as { __parsedAtFirstFrame: boolean }).__parsedAtFirstFrame),
    ).toBe(true);
  } finally {
    server.close();
  }
});

test('on a phone the stored dark theme paints before any script, and nothing moves on hydration', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/tools/json-validator');
  await hydrated(page);
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).toBe('rgb(14, 17, 23)');
  // late chunks and fonts are what could still move the layout; shifts are reported per frame
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.01);
  expect(problems).toEqual([]);
  await context.close();
});

for (const { name, viewport } of [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
]) {
  test(`on ${name} no page moves after it appears: layout shift at most 0.01 on every route, editors loaded`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport });
    await context.addInitScript(() => {
      type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources: { node?: Node | null }[] };
      const w = window as unknown as { __shift: number; __moved: string[] };
      w.__shift = 0;
      w.__moved = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Shift[])
          if (!e.hadRecentInput) {
            w.__shift += e.value;
            // what moved, to say so when the check fails
            const what = e.sources.map((s) => {
              const node = s.node instanceof Element ? s.node : s.node?.parentElement;
              return node ? `${node.tagName.toLowerCase()} "${(node.textContent ?? '').slice(0, 40)}"` : '?';
            });
            w.__moved.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${what.join(', ')}`);
          }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifts: Record<string, { total: number; moved: string[] }> = {};
    for (const path of allPages) {
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(path);
      await hydrated(page);
      // the editors and late chunks load after hydration; fonts and images could still move the layout
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const { total, moved } = await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __moved: string[] };
        return { total: w.__shift, moved: w.__moved };
      });
      if (total > 0.01) shifts[path] = { total: Number(total.toFixed(4)), moved };
      expect(problems, path).toEqual([]);
      await page.close();
    }
    expect(shifts).toEqual({});
    await context.close();
  });
}

test.describe("what a visitor types before the page goes live is the tool's input", () => {
  /** Opens a page with the app's scripts held back, as on a slow phone; the returned call lets them through. */
  async function openWithScriptsHeld(page: Page, path: string) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    return async () => {
      release();
      await page.waitForFunction(isHydrated);
    };
  }

  test("a code editor's stand-in: the SQL is formatted and kept", async ({ page, errors }) => {
    const goLive = await openWithScriptsHeld(page, '/format/sql');
    await page.getByLabel('SQL input').fill('select a from t');
    await goLive();
    await expect
      .poll(() => editorText(page.getByRole('textbox', { name: 'Formatted SQL' })))
      .toBe('select\n  a\nfrom\n  t');
    await expect.poll(() => editorText(page.getByLabel('SQL input'))).toBe('select a from t');
    expect(errors).toEqual([]);
  });

  test('a one-line field and an editor: the pattern matches the text', async ({ page, errors }) => {
    const goLive = await openWithScriptsHeld(page, '/tools/regex');
    await page.getByLabel('Regular expression').fill('b+');
    await page.getByLabel('Test string').fill('abbbc');
    await goLive();
    await expect(page.getByRole('region', { name: 'Results' }).getByText('1 match found')).toBeVisible();
    await expect(page.getByLabel('Regular expression')).toHaveValue('b+');
    expect(errors).toEqual([]);
  });

  test('a text area: the token is checked with the key', async ({ page, errors }) => {
    const goLive = await openWithScriptsHeld(page, '/encode/jwt');
    await page.getByLabel('JSON Web Token').fill(HS256_EXPIRED);
    await page.getByRole('textbox', { name: 'Verification key' }).fill(HS256_SECRET);
    await goLive();
    await expect(page.getByTestId('jwt-summary')).toHaveText('Signature valid, expired');
    expect(errors).toEqual([]);
  });

  test("a form drawn from the tool's options: the field name is generated", async ({ page, errors }) => {
    const goLive = await openWithScriptsHeld(page, '/tools/mock-data');
    await page.getByRole('textbox', { name: 'Field name' }).first().fill('key');
    await goLive();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.poll(() => editorText(page.getByRole('textbox', { name: 'Generated JSON' }))).toContain('"key":');
    expect(errors).toEqual([]);
  });
});

test.describe('interactive after hydration: one flow per group', () => {
  test('Encoding: Base64 Text encodes', async ({ page, errors }) => {
    await page.goto('/encode/base64text');
    await hydrated(page);
    await page.getByRole('textbox', { name: /input/i }).first().fill('hello');
    await page.getByRole('button', { name: 'Encode', exact: true }).click();
    await expect(page.getByRole('textbox', { name: /output/i }).first()).toHaveValue('aGVsbG8=');
    expect(errors).toEqual([]);
  });
  test('Converters: HTML to Text converts', async ({ page, errors }) => {
    await page.goto('/convert/html-text');
    await hydrated(page);
    await page.getByRole('textbox').first().fill('<p>Hi <b>there</b></p>');
    await expect(page.getByRole('textbox').nth(1)).toHaveValue('Hi there');
    expect(errors).toEqual([]);
  });
  test('Formatters: JSON formats', async ({ page, errors }) => {
    await page.goto('/tools/json-validator');
    await hydrated(page);
    await page.getByRole('textbox', { name: 'JSON input' }).fill('{"a":1}');
    await expect(page.getByRole('textbox', { name: 'Formatted JSON output' })).toHaveInputText('{\n  "a": 1\n}');
    expect(errors).toEqual([]);
  });
  test('Developer Tools: UUID shows one and makes a new one', async ({ page, errors }) => {
    await page.goto('/tools/uuid');
    await hydrated(page);
    const single = page.getByTestId('single-uuid');
    await expect(single).toHaveText(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const first = await single.textContent();
    await page
      .getByRole('button', { name: /generate/i })
      .first()
      .click();
    await expect(single).not.toHaveText(first ?? '');
    expect(errors).toEqual([]);
  });
});
