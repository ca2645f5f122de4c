import type { Page } from '@playwright/test';
import { test, expect } from './support';

/** A paste into the focused element, as the browser delivers one from the clipboard. */
const paste = (page: Page, text: string) =>
  page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search tools' });

test.describe('paste anything into search', () => {
  test('a pasted JSON document suggests the JSON tools, the formatter first; Enter opens it with the text', async ({
    page,
    errors,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    const json = '{\n  "name": "Ada",\n  "langs": ["en", "fr"]\n}';
    await paste(page, json);
    // several lines are data, not words: the box stays empty
    await expect(searchBox(page)).toHaveValue('');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('JSON Formatter / Validator & Viewer');
    await expect(first).toContainText('JSON object');
    await expect(page.getByRole('option', { name: /JSON Query/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/json-validator$/);
    await expect(page.getByRole('textbox', { name: 'JSON input' })).toHaveInputText(json);
    expect(errors).toEqual([]);
  });

  test('short pastes are searched too, and data among them is recognised: a colour, a cron line, a CIDR', async ({
    page,
  }) => {
    await page.goto('/');
    for (const [text, tool, path] of [
      ['#ff8800', 'Colour Converter & Contrast', /\/convert\/color\?fg=%23ff8800$/],
      ['*/5 * * * *', 'Cron Explainer', /\/tools\/cron$/],
      ['10.0.0.0/8', 'IP / CIDR Calculator', /\/tools\/cidr$/],
    ] as const) {
      await page.keyboard.press('Control+k');
      await expect(searchBox(page)).toBeFocused();
      await paste(page, text);
      await expect(page.getByRole('option').first()).toContainText(tool);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(path);
      await page.goto('/');
    }
  });

  test('a JSONPath query opens JSON Query with it as the query', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await paste(page, '$..price');
    await expect(page.getByRole('option').first()).toContainText('JSONPath query');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/json-query\?language=jsonpath$/);
    await expect(page.getByRole('textbox', { name: 'JSONPath query' })).toHaveValue('$..price');
  });

  test('a 5 MB paste is looked at without freezing the search and says what it is', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    const big = JSON.stringify(Array.from({ length: 150_000 }, (_, i) => ({ id: i, name: `item ${i}` })));
    await paste(page, big);
    await expect(page.getByRole('option').first()).toContainText('JSON (its first 64 KB read)');
    await expect(searchBox(page)).toHaveValue('');
  });

  test('text no tool knows says so and keeps the ordinary search', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await paste(
      page,
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore',
    );
    await expect(page.getByRole('status')).toHaveText('No tool recognised the 109 characters you pasted.');
    await expect(page.getByRole('option', { name: /JSON Formatter/ })).toBeVisible();
  });
});

test.describe('paste anything on the home page', () => {
  test('a paste outside any field opens the search with the tools for it; Escape leaves the page as it was', async ({
    page,
    errors,
  }) => {
    await page.goto('/');
    await expect(page.getByText(/Or paste anything on this page/)).toBeVisible();
    const json = '{"id": 7, "tags": ["a", "b"]}';
    await paste(page, json);
    await expect(page.getByRole('dialog', { name: 'Search tools' })).toBeVisible();
    const first = page.getByRole('option').first();
    await expect(first).toContainText('JSON Formatter / Validator & Viewer');
    await expect(page.getByRole('option', { name: /JSON Query/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    // a paste into a field stays the field's own
    await page.keyboard.press('Control+k');
    await page.keyboard.press('Escape');
    await paste(page, json);
    await expect(page.getByRole('option').first()).toContainText('JSON Formatter / Validator & Viewer');
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/tools\/json-validator$/);
    await expect(page.getByRole('textbox', { name: 'JSON input' })).toHaveInputText(json);
    await paste(page, '1700000000');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a JWT pasted on the home page suggests the JWT tool first, which opens with the token kept out of storage', async ({
    page,
    errors,
  }) => {
    // RFC 7519's example token (section 3.1)
    const token =
      'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    await page.goto('/');
    await paste(page, `Bearer ${token}`);
    const first = page.getByRole('option').first();
    await expect(first).toContainText('JWT Decoder & Verifier');
    await expect(first).toContainText('JWT, HS256');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/encode\/jwt$/);
    await expect(page.getByText('"iss": "joe"').first()).toBeVisible();
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(kept).not.toContain(token.slice(0, 20));
    expect(errors).toEqual([]);
  });

  test(
    'a 5 MB JSON pasted on the home page is recognised without a task over 100 ms',
    { tag: '@timing' },
    async ({ page }) => {
      await page.goto('/');
      // the search code is loaded once, as a first use of the dialog would
      await page.keyboard.press('Control+k');
      await expect(searchBox(page)).toBeFocused();
      await page.keyboard.press('Escape');
      // the clipboard's data is made before the paste: the browser holds it before any page code runs
      await page.evaluate(() => {
        const w = window as unknown as { __clipboard: DataTransfer };
        w.__clipboard = new DataTransfer();
        w.__clipboard.setData(
          'text/plain',
          JSON.stringify(Array.from({ length: 150_000 }, (_, i) => ({ id: i, name: `item ${i}` }))),
        );
      });
      await page.evaluate(() => {
        const w = window as unknown as { __clipboard: DataTransfer; __longest: number };
        w.__longest = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
        }).observe({ type: 'longtask' });
        document.body.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: w.__clipboard, bubbles: true, cancelable: true }),
        );
      });
      await expect(page.getByRole('option').first()).toContainText('JSON (its first 64 KB read)');
      const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
      expect(longest).toBeLessThanOrEqual(100);
    },
  );
});
