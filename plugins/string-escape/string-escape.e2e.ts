import type { Page } from '@playwright/test';
import { test, expect, editorText, pasteIntoEditor } from '../../tests/e2e/support';

const input = (page: Page) => page.getByRole('textbox', { name: /^(Text to escape|.+ string to unescape)$/ });
const output = (page: Page) => page.getByRole('textbox', { name: /^(Escaped|Unescaped) output$/ });
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
const roundTrip = (page: Page) => page.getByRole('status', { name: 'Round trip' });

test.describe('String Escape / Unescape', () => {
  test('escapes JSON as typed with a passing round trip, and Swap reads it back', async ({ page, errors }) => {
    await page.goto('/encode/escape');
    await expect(page.getByRole('heading', { level: 1, name: 'String Escape / Unescape' })).toBeVisible();
    await pasteIntoEditor(input(page), 'He said "hi"\n\tand left\\');
    // json.dumps('He said "hi"\n\tand left\\')
    await expect(output(page)).toHaveValue('"He said \\"hi\\"\\n\\tand left\\\\"');
    await expect(roundTrip(page)).toHaveText('Round trip ✓');
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(page.getByRole('tab', { name: 'Unescape' })).toHaveAttribute('aria-selected', 'true');
    await expect(output(page)).toHaveValue('He said "hi"\n\tand left\\');
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('shows only the options the chosen language has: the quote and ES6 for JavaScript, non-ASCII where it can be escaped', async ({
    page,
  }) => {
    await page.goto('/encode/escape');
    const quote = page.getByLabel('JavaScript quote');
    const es6 = page.getByRole('switch', { name: 'ES6 \\u{…} (JavaScript)' });
    const ascii = page.getByRole('switch', { name: 'Escape non-ASCII' });
    // JSON, the default: non-ASCII can be escaped, the JavaScript options are not shown
    await expect(ascii).toBeVisible();
    await expect(quote).toHaveCount(0);
    await expect(es6).toHaveCount(0);
    await page.getByLabel('Language').selectOption('javascript');
    await expect(quote).toBeVisible();
    await expect(es6).toBeVisible();
    await expect(ascii).toBeVisible();
    // SQL, MySQL, a shell word and CSV have no escape for non-ASCII
    for (const language of ['sql', 'mysql', 'shell', 'csv']) {
      await page.getByLabel('Language').selectOption(language);
      await expect(ascii).toHaveCount(0);
      await expect(quote).toHaveCount(0);
    }
  });

  test('MySQL: the backslash escapes of the manual, read back in either quote', async ({ page, errors }) => {
    await page.goto('/encode/escape?language=mysql');
    await pasteIntoEditor(input(page), 'it\'s "50%"\n\tC:\\dir\u001a');
    // the MySQL manual's escape table: \' \" \n \t \\ \Z; % stays as it is
    await expect(output(page)).toHaveValue("'it\\'s \\\"50%\\\"\\n\\tC:\\\\dir\\Z'");
    await expect(roundTrip(page)).toHaveText('Round trip ✓');
    await page.getByRole('tab', { name: 'Unescape' }).click();
    await input(page).fill('"say ""hi"" \\0\\%"');
    // "" inside "…" is a quote, \0 is NUL, \% keeps its backslash (a LIKE pattern's literal %)
    await expect(output(page)).toHaveValue('say "hi" \u0000\\%');
    expect(errors).toEqual([]);
  });

  test('the language, JavaScript quote and ASCII only change the literal and are kept in the link', async ({
    page,
  }) => {
    await page.goto('/encode/escape');
    await input(page).fill("it's ☕");
    await page.getByLabel('Language').selectOption('python');
    // repr("it's ☕")
    await expect(output(page)).toHaveValue('"it\'s ☕"');
    await page.getByRole('switch', { name: 'Escape non-ASCII' }).click();
    // ascii("it's ☕")
    await expect(output(page)).toHaveValue('"it\'s \\u2615"');
    await expect(page).toHaveURL(/language=python/);
    await page.getByLabel('Language').selectOption('javascript');
    await page.getByLabel('JavaScript quote').selectOption('backtick');
    await expect(output(page)).toHaveValue("`it's \\u2615`");
    await page.getByLabel('Language').selectOption('shell');
    // shlex.quote("it's ☕")
    await expect(output(page)).toHaveValue(`'it'"'"'s ☕'`);
    await page.reload();
    await expect(page.getByLabel('Language')).toHaveValue('shell');
  });

  test('an invalid escape is named with its line and column, and Go to error selects it', async ({ page }) => {
    await page.goto('/encode/escape?mode=unescape');
    await input(page).fill('"Hello\\q"');
    const alert = alertWith(page, 'This is not a valid JSON string');
    await expect(alert).toContainText('Invalid escape \\q: JSON allows only');
    await expect(alert).toContainText('Line 1, Column 7');
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('\\');
    await expect(output(page)).toHaveValue('');
    await page.getByLabel('Language').selectOption('java');
    await expect(alertWith(page, 'This is not a valid Java string')).toContainText('Illegal escape character \\q');
    await page.getByLabel('Language').selectOption('javascript');
    // JavaScript reads \q as q, and says so
    await expect(output(page)).toHaveValue('Helloq');
    await expect(page.getByRole('status').filter({ hasText: 'Read, but not as an escape' })).toContainText(
      'Line 1, column 7: \\q is not an escape: JavaScript reads it as “q”',
    );
  });

  test('text a language cannot hold is refused with its place', async ({ page }) => {
    await page.goto('/encode/escape?language=go');
    await pasteIntoEditor(input(page), 'ab\uD800');
    const alert = alertWith(page, 'This text cannot be written as a Go string');
    await expect(alert).toContainText('Go cannot hold a lone surrogate (U+D800)');
    await expect(alert).toContainText('Line 1, Column 3');
    await page.getByLabel('Language').selectOption('json');
    await expect(output(page)).toHaveValue('"ab\\ud800"');
  });

  test('a pasted escaped JSON string is offered for unescaping, and a doubly escaped one again', async ({ page }) => {
    await page.goto('/encode/escape');
    // json.dumps(json.dumps({"msg": "hi\nthere"}))
    await pasteIntoEditor(input(page), '"{\\"msg\\": \\"hi\\\\nthere\\"}"');
    const offer = page.getByRole('status').filter({ hasText: 'This looks like an escaped JSON string' });
    await offer.getByRole('button', { name: 'Unescape' }).click();
    await expect(page.getByRole('tab', { name: 'Unescape' })).toHaveAttribute('aria-selected', 'true');
    await expect(offer).toHaveCount(0);
    await expect(output(page)).toHaveValue('{"msg": "hi\\nthere"}');
    await expect(page.getByRole('status').filter({ hasText: 'still an escaped string' })).toHaveCount(0);

    await input(page).fill('"\\"say \\\\\\"hi\\\\\\"\\""');
    await expect(output(page)).toHaveValue('"say \\"hi\\""');
    const twice = page.getByRole('status').filter({ hasText: 'The result is still an escaped string' });
    await twice.getByRole('button', { name: 'Unescape again' }).click();
    await expect.poll(() => editorText(input(page))).toBe('"say \\"hi\\""');
    await expect(output(page)).toHaveValue('say "hi"');
    await expect(twice).toHaveCount(0);
  });

  test('blank input asks for text by mode; Example loads the mode’s example; the URL tool is linked', async ({
    page,
  }) => {
    await page.goto('/encode/escape');
    await page.getByRole('tab', { name: 'Escape', exact: true }).click();
    await page.keyboard.press('Control+Enter');
    await expect(alertWith(page, 'Please enter some text to escape')).toBeVisible();
    await page.getByRole('tab', { name: 'Unescape' }).click();
    await page.keyboard.press('Control+Enter');
    await expect(alertWith(page, 'Please enter an escaped string to unescape')).toBeVisible();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect(output(page)).toHaveValue('café ☕ 😀');
    await page.getByText('Escaping for URLs').getByRole('link', { name: 'URL Encoder/Decoder' }).click();
    await expect(page).toHaveURL(/\/encode\/url$/);
  });

  test('the old address redirects to the tool', async ({ page }) => {
    await page.goto('/encode/string-escape?language=sql');
    await expect(page).toHaveURL(/\/encode\/escape\?language=sql$/);
    await input(page).fill("it's");
    await expect(output(page)).toHaveValue("'it''s'");
  });

  test('5 MB is escaped in the worker without freezing the page', async ({ page }) => {
    await page.goto('/encode/escape');
    const line = 'He said "hi" \\ tab\there\n';
    const big = line.repeat(Math.ceil((5 * 1024 * 1024) / line.length));
    await pasteIntoEditor(input(page), big);
    await expect(page.getByTestId('input-count')).toHaveText(`${big.length.toLocaleString('en-US')} characters`);
    const escapedLength = big.length + (big.length / line.length) * 5 + 2;
    // an output this large is shown read-only, with its count beside it
    await expect(page.getByText(`${escapedLength.toLocaleString('en-US')} characters`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(roundTrip(page)).toHaveText('Round trip ✓');
    // the page answers at once after the work
    const t0 = Date.now();
    await page.evaluate(() => 1);
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});
