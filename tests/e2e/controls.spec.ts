import type { Page } from '@playwright/test';
import { test, expect } from './support';

/** Tools whose settings show segmented controls, selects, radios, switches and buttons. */
const TOOLS = [
  '/encode/url',
  '/encode/hash',
  '/convert/timestamp',
  '/format/stack-trace',
  '/format/xml',
  '/encode/file-base64',
  '/tools/lorem-ipsum',
  '/tools/mock-data',
];

/** Every control a visitor can touch inside the tool (the page's header and footer are not the tool). */
const CONTROLS =
  'main button, main select, main input:not([type=hidden]):not([type=file]), main [role=tab], main [role=switch], main label:has(> input[type=radio])';

async function visibleBoxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els
      .map((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const hidden =
          r.width === 0 ||
          r.height === 0 ||
          style.visibility === 'hidden' ||
          el.closest('[hidden], .visually-hidden') !== null;
        // a radio drawn by the design system is an invisible input covering its label: its label is measured instead
        const isInvisibleRadio = el instanceof HTMLInputElement && el.type === 'radio' && style.opacity === '0';
        return {
          name: `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`,
          height: r.height,
          width: r.width,
          hidden: hidden || isInvisibleRadio,
        };
      })
      .filter((b) => !b.hidden),
  );
}

test.describe('controls on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of TOOLS) {
    test(`${path}: segmented controls stay on one row and every control is at least 44 px tall`, async ({ page }) => {
      await page.goto(path);
      const groups = page.locator('main [role=tablist], main [data-choice-group][data-layout=segmented]');
      for (const group of await groups.all()) {
        const tops = await group.evaluate((el) => Array.from(el.children, (i) => (i as HTMLElement).offsetTop));
        expect(new Set(tops).size, `items of ${await group.getAttribute('aria-label')} on one row`).toBe(1);
        const box = await group.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
      const small = (await visibleBoxes(page, CONTROLS)).filter((b) => b.height < 44);
      expect(small, 'controls shorter than 44 px').toEqual([]);
      // nothing makes the page wider than the phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

test.describe('no browser-default controls', () => {
  for (const path of TOOLS) {
    test(`${path}: every select and radio is drawn by the design system`, async ({ page }) => {
      await page.goto(path);
      const selects = page.locator('main select');
      for (const select of await selects.all()) {
        await expect(select).toHaveCSS('appearance', 'none');
      }
      const radios = page.locator('main input[type=radio]');
      for (const radio of await radios.all()) {
        // the real radio is kept for keyboards and screen readers, but only the design system's segment or option shows
        await expect(radio).toHaveCSS('opacity', '0');
        expect(await radio.evaluate((el) => el.closest('[data-choice-group]') !== null)).toBe(true);
      }
      const checkboxes = page.locator('main input[type=checkbox]:visible');
      await expect(checkboxes).toHaveCount(0);
    });
  }
});

test.describe('Find in an editor', () => {
  test('a Find button over every editor with text opens its search, in the site’s look; Escape closes it', async ({
    page,
  }) => {
    await page.goto('/tools/json-validator');
    const output = page.getByRole('textbox', { name: 'Formatted JSON output' });
    const outputBox = page.locator('[data-editor]').filter({ has: output });
    // nothing to find in an empty editor
    await expect(outputBox.getByRole('button', { name: 'Find' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Load Sample' }).click();
    const find = outputBox.getByRole('button', { name: 'Find' });
    await expect(find).toBeVisible();
    await expect(find).toHaveAttribute('title', 'Find in Formatted JSON output (Ctrl+F)');
    await find.click();
    const field = outputBox.getByRole('textbox', { name: 'Find' });
    await expect(field).toBeFocused();
    // the panel is drawn with the site's fields, not the browser's defaults
    await expect(field).toHaveCSS('border-radius', '6px');
    await expect(find).toBeHidden();
    await page.keyboard.type('email');
    await expect(outputBox.locator('.cm-searchMatch').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(field).toHaveCount(0);
    await expect(find).toBeVisible();
  });
});

/**
 * Find sits in a strip of its own above the text, so it never covers what is written: measured on
 * the tools where it covered the first line (JWT and CIDR on phones, SQL on desktops), by the box of
 * the first line's text and the button's box.
 */
test.describe('Find never covers the text', () => {
  const EDITORS = [
    { path: '/encode/jwt', input: 'JSON Web Token' },
    { path: '/tools/cidr', input: 'IP addresses or networks' },
    { path: '/format/sql', input: 'SQL input' },
  ];
  for (const width of [390, 1280]) {
    for (const { path, input } of EDITORS) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.goto(path);
        await page.getByRole('button', { name: 'Example' }).click();
        const box = page.locator('[data-editor]').filter({ has: page.getByRole('textbox', { name: input }) });
        const find = box.getByRole('button', { name: 'Find' });
        await expect(find).toBeVisible();
        await expect(box.locator('.cm-line').first()).toBeVisible();
        const text = await box
          .locator('.cm-line')
          .first()
          .evaluate((line) => {
            const range = document.createRange();
            range.selectNodeContents(line);
            const r = range.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height };
          });
        const button = await find.boundingBox();
        expect(text.width).toBeGreaterThan(0);
        expect(button).not.toBeNull();
        const b = button!;
        const overlaps =
          b.x < text.x + text.width && text.x < b.x + b.width && b.y < text.y + text.height && text.y < b.y + b.height;
        expect(overlaps, `Find ${JSON.stringify(b)} over the first line ${JSON.stringify(text)}`).toBe(false);
      });
    }
  }
});
