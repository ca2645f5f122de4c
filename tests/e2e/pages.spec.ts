import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousAxeViolations, loadManifests, structuredData } from './support';

const manifests = await loadManifests();
const groupCount = 4;

interface PageCase {
  path: string;
  h1: string | RegExp;
  title: RegExp;
  /** texts that must be on the page */
  texts: (string | RegExp)[];
}

const pages: PageCase[] = [
  {
    path: '/',
    h1: /Developer tools/,
    title: /^Free Online Developer Tools \| /,
    texts: [
      'Essential Developer Tools',
      'Why Choose Our Professional Developer Tools',
      'API Development',
      'Data Processing',
      'Debugging & Testing',
      'How developers use it',
    ],
  },
  {
    path: '/about',
    h1: /^About /,
    title: /^About \| /,
    texts: ['Our mission', 'What we value', 'Technology', 'Security', 'Get in touch'],
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    title: /^Privacy Policy \| /,
    texts: [/Effective \d{1,2} \w+ \d{4}/, 'Tools that send requests', 'Advertising', 'Analytics', 'Your rights'],
  },
  {
    path: '/terms',
    h1: 'Terms of Service',
    title: /^Terms of Service \| /,
    texts: [/Effective \d{1,2} \w+ \d{4}/, 'Acceptable use', 'No warranty', 'Limitation of liability'],
  },
  {
    path: '/contact',
    h1: 'Contact us',
    title: /^Contact \| /,
    texts: ['24–48 hours', 'Mon–Fri, 9:00–18:00 UTC', 'Read the FAQ'],
  },
  {
    path: '/faq',
    h1: 'Frequently Asked Questions',
    title: /^Frequently Asked Questions \| /,
    texts: ['General', 'Privacy & Security', 'Technical', 'Usage', 'Support'],
  },
];

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
}

async function expectContent(page: Page, c: PageCase) {
  await expect(page.getByRole('heading', { level: 1, name: c.h1 })).toBeVisible();
  await expect(page).toHaveTitle(c.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${c.path === '/' ? '/' : c.path}$`),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{70,}/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\w+, \w+/);
  const main = page.locator('main');
  for (const t of c.texts) await expect(main.getByText(t).first()).toBeVisible();
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`content pages (${theme})`, () => {
    for (const c of pages) {
      test(`${c.path}: content, metadata, no console error, no serious axe violation`, async ({ page, errors }) => {
        await useTheme(page, theme);
        await page.goto(c.path);
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
        await expectContent(page, c);
        await expect(page.getByRole('status', { name: 'Loading tool' })).toHaveCount(0);
        await expectNoSeriousAxeViolations(page);
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('phone (390 px), both themes', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const theme of ['light', 'dark'] as const) {
    test(`every page fits the screen and has no serious axe violation (${theme})`, async ({ page, errors }) => {
      test.setTimeout(90_000);
      await useTheme(page, theme);
      for (const c of pages) {
        await page.goto(c.path);
        await expectContent(page, c);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, c.path).toBeLessThanOrEqual(1);
        await expectNoSeriousAxeViolations(page);
      }
      expect(errors).toEqual([]);
    });
  }
});

test.describe('home, first screen', () => {
  for (const [name, viewport] of [
    ['laptop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`on a ${name} (${viewport.width}×${viewport.height}) the search field and at least 8 tools are in the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const search = page.getByRole('button', { name: `Search ${manifests.length} tools or paste text` });
      await expect(search).toBeInViewport();
      // a tool counts when its name's first line is on screen
      const onScreen = await page
        .getByTestId('tool-card')
        .getByRole('link')
        .evaluateAll(
          (links) =>
            links.filter((a) => {
              const box = a.getBoundingClientRect();
              return box.width > 0 && box.top >= 0 && box.top + 20 <= window.innerHeight;
            }).length,
        );
      expect(onScreen).toBeGreaterThanOrEqual(8);
      // the field opens the site's search, which takes the typing at once
      await search.click();
      await expect(page.getByRole('combobox', { name: 'Search tools' })).toBeFocused();
      await page.keyboard.type('uuid');
      await expect(page.getByRole('option').first()).toContainText(manifests.find((m) => m.id === 'uuid')!.name);
      await page.keyboard.press('Escape');
      await expect(search).toBeFocused();
    });
  }
});

test.describe('claims and specifics', () => {
  test('home states the real number of tools and groups, with calls to action and the tool picker', async ({
    page,
  }) => {
    await page.goto('/');
    const stats = page.getByTestId('home-stats');
    await expect(stats.locator('[data-stat="tools"] dd')).toHaveText(String(manifests.length));
    await expect(stats.locator('[data-stat="groups"] dd')).toHaveText(String(groupCount));
    await expect(page.getByText(`${manifests.length} free tools for encoding`)).toBeVisible();
    await expect(page.locator('main').getByText(/\d+\+/)).toHaveCount(0);
    const hero = page.getByRole('region', { name: /Developer tools/ });
    // the main call to action leads to the catalogue of every tool, not one group
    await expect(hero.getByRole('link', { name: `Explore all ${manifests.length} tools` })).toHaveAttribute(
      'href',
      '#all-tools',
    );
    await expect(hero.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/about');
    const picker = page.getByTestId('tool-picker');
    const base64Image = manifests.find((m) => m.id === 'base64-image');
    if (base64Image) await expect(picker.getByRole('region', { name: `${base64Image.name} tool` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How developers use it' }).locator('figure')).toHaveCount(3);
  });

  test('the catalogue on home shows each group’s own tools once, with counts that add up to the total', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Essential Developer Tools' });
    await expect(section.getByTestId('tool-card')).toHaveCount(manifests.length);
    const tools = manifests.filter((m) => m.group === 'tools').length;
    await expect(section.getByRole('region', { name: 'Developer Tools' })).toContainText(
      `${tools} ${tools === 1 ? 'tool' : 'tools'}`,
    );
    await expect(
      section.getByRole('region', { name: 'Developer Tools' }).getByRole('link', { name: 'Developer Tools' }),
    ).toHaveAttribute('href', '/tools');
  });

  test('about links to contact and states the tool count', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByTestId('about-stats').locator('[data-stat="tools"] dd')).toHaveText(
      String(manifests.length),
    );
    await expect(page.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact');
  });

  test('contact lists the six mailboxes, hours and a link to the FAQ, and has no form', async ({ page }) => {
    await page.goto('/contact');
    const boxes = page.getByTestId('mailboxes').locator('a[href^="mailto:"]');
    await expect(boxes).toHaveCount(6);
    const addresses = await boxes.allTextContents();
    expect(addresses.map((a) => a.split('@')[0])).toEqual(['hello', 'support', 'bugs', 'feedback', 'legal', 'press']);
    const domains = new Set(addresses.map((a) => a.split('@')[1]));
    expect(domains.size).toBe(1);
    await expect(page.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    await expect(page.locator('main form')).toHaveCount(0);
    await expect(page.locator('main').getByRole('textbox')).toHaveCount(0);
  });

  test('privacy and terms carry structured data and name the tools that send requests', async ({ page }) => {
    for (const path of ['/privacy', '/terms']) {
      await page.goto(path);
      const ld = await structuredData(page, 'WebPage');
      expect(ld.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await expect(
        page
          .locator('main')
          .getByText(/HTTP Request Tester/)
          .first(),
      ).toBeVisible();
    }
  });
});

test.describe('FAQ accordion', () => {
  test('one question open at a time, an open question collapses, keyboard works', async ({ page, errors }) => {
    await page.goto('/faq');
    const first = page.getByRole('button', { name: 'What is DevUtils?' });
    const privacy = page.getByRole('button', { name: 'Is my data sent to a server?' });
    const size = page.getByRole('button', { name: 'How large can my files be?' });
    const expanded = page.locator('main button[aria-expanded="true"]');
    await expect(expanded).toHaveCount(0);

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'What is DevUtils?' })).toBeVisible();

    await privacy.click();
    await expect(privacy).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'What is DevUtils?' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Is my data sent to a server?' })).toContainText(
      'HTTP Request Tester',
    );
    await expect(expanded).toHaveCount(1);

    await privacy.click();
    await expect(privacy).toHaveAttribute('aria-expanded', 'false');
    await expect(expanded).toHaveCount(0);

    await size.focus();
    await page.keyboard.press('Enter');
    await expect(size).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'How large can my files be?' })).toContainText('5 MB');
    await page.keyboard.press('Space');
    await expect(size).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Which formats are supported?' })).toBeFocused();
    await page.keyboard.press('End');
    // End reaches the section's last question: the tools' own questions follow the site's
    const section = page.locator('main section', { has: size });
    await expect(section.locator('button[aria-expanded]').last()).toBeFocused();
    await expect(section.getByRole('button', { name: 'Why can’t the HTTP tester reach some URLs?' })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(size).toBeFocused();

    const controls = await first.getAttribute('aria-controls');
    await expect(page.locator(`#${controls}`)).toHaveAttribute('role', 'region');
    expect(errors).toEqual([]);
  });
});

test.describe('links', () => {
  test('every link on every content page resolves', async ({ page, errors }) => {
    test.setTimeout(180_000);
    const internal = new Set<string>();
    for (const c of pages) {
      await page.goto(c.path);
      await expectContent(page, c);
      const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      for (const href of hrefs) {
        if (href.startsWith('mailto:')) {
          expect(href, c.path).toMatch(/^mailto:[a-z]+@[a-z0-9.-]+\.[a-z]+$/);
        } else if (href.startsWith('#')) {
          await expect(page.locator(href), `${c.path} ${href}`).toHaveCount(1);
        } else {
          expect(href, `${c.path}: internal links only`).toMatch(/^\/(?!\/)/);
          internal.add(href.split('#')[0]);
        }
      }
    }
    expect(internal.size).toBeGreaterThan(10);
    for (const href of internal) {
      await page.goto(href);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1, href).toBeVisible();
      await expect(h1, href).not.toHaveText('Page Not Found');
    }
    expect(errors).toEqual([]);
  });
});
