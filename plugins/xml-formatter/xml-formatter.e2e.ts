import type { Page } from '@playwright/test';
import {
  test,
  expect,
  editorText,
  expectNoSeriousAxeViolations,
  failOnDialog,
  pasteIntoEditor,
  stubClipboard,
} from '../../tests/e2e/support';

const input = (page: Page) => page.getByLabel('XML input');
const format = (page: Page) => page.getByRole('button', { name: 'Format', exact: true });
const minify = (page: Page) => page.getByRole('button', { name: 'Minify', exact: true });

/** The output editor named `name` (its frame: colours, line numbers, lines). */
const output = (page: Page, name: string) =>
  page.locator('.cm-editor').filter({ has: page.getByRole('textbox', { name }) });

async function setValue(page: Page, value: string) {
  await pasteIntoEditor(input(page), value);
}

test.describe('XML Formatter', () => {
  test('an element typed by hand keeps one close tag: a typed close tag types over the one the editor inserted', async ({
    page,
    errors,
  }) => {
    await page.goto('/format/xml');
    // the code editor (not the plain field shown until it loads, on the first click) is the one that closes tags
    await input(page).click();
    await expect(page.locator('.cm-editor').filter({ has: input(page) })).toBeVisible();
    await input(page).click();
    await page.keyboard.type('<config>');
    await expect(input(page)).toContainText('<config></config>');
    await page.keyboard.press('Enter');
    await page.keyboard.type('<port>80</port>');
    await page.keyboard.press('Enter');
    await page.keyboard.type('</config>');
    expect((await editorText(input(page))).replace(/\s+/g, '')).toBe('<config><port>80</port></config>');
    await expect(page.getByRole('status', { name: 'Valid XML' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('formats as the input is typed, with highlighting, line numbers, counts and a valid badge', async ({
    page,
    errors,
  }) => {
    await page.goto('/format/xml');
    await input(page).fill(
      '<?xml version="1.0"?><!-- c --><r xmlns:p="urn:p"><p:a k="v">t &amp; u</p:a><![CDATA[<x>]]><?pi data?></r>',
    );
    const view = output(page, 'Formatted XML');
    await expect(view).toBeVisible();
    await expect(page.getByRole('status', { name: 'Valid XML' })).toBeVisible();
    const text = await editorText(view.getByRole('textbox'));
    for (const s of [
      '<!-- c -->',
      '<r xmlns:p="urn:p">',
      '<p:a k="v">t &amp; u</p:a>',
      '<![CDATA[<x>]]>',
      '<?pi data?>',
    ])
      expect(text).toContain(s);
    expect(text).toMatch(/^<\?xml/);
    await expect(view.locator('.cm-lineNumbers .cm-gutterElement').filter({ hasText: /^1$/ })).toBeVisible();
    await expect(page.getByText(/characters · 2 tags/)).toBeVisible();
    // the light site shows the vs-light palette by default
    await expect(view).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.getByLabel('Colour theme').selectOption('vs-dark');
    // tags and attribute values are coloured with the vs-dark palette
    await expect(view.getByText('"v"')).toHaveCSS('color', 'rgb(206, 145, 120)');
    await expect(view).toHaveCSS('background-color', 'rgb(30, 30, 30)');
    await expectNoSeriousAxeViolations(page);
    await expect(page.locator('[data-stale]')).toHaveCount(0);
    await input(page).fill('<r><s/></r>');
    await expect(view).toContainText('  <s/>');
    await expect(page.getByText(/characters · 2 tags/)).toBeVisible();
    await expect(page.locator('[data-stale]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('colour theme and indent are selectable and kept in the link', async ({ page }) => {
    await page.goto('/format/xml');
    await expect(page.getByLabel('Colour theme')).toHaveValue('site');
    await expect(page.getByLabel('Colour theme').locator('option')).toHaveText([
      'Site theme (light or dark)',
      'vs-dark',
      'vs-light',
      'monokai',
    ]);
    await input(page).fill('<a><b/></a>');
    await page.getByLabel('Indent').selectOption('4');
    const view = output(page, 'Formatted XML');
    await expect(view).toContainText('    <b/>');
    await page.getByLabel('Colour theme').selectOption('vs-light');
    await expect(view).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.getByLabel('Colour theme').selectOption('monokai');
    await expect(view).toHaveCSS('background-color', 'rgb(39, 40, 34)');
    await expect(page).toHaveURL(/theme=monokai/);
    await expect(page).toHaveURL(/indent=4/);
    await expectNoSeriousAxeViolations(page);
    await page.goto('/format/xml?theme=nope');
    await expect(page.getByLabel('Colour theme')).toHaveValue('site');
  });

  test('minify, copy and download formatted_xml.xml / minified_xml.xml', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/format/xml');
    await input(page).fill('<a>\n  <b> x </b>\n  <!-- keep -->\n</a>');
    await minify(page).click();
    await expect(output(page, 'Minified XML')).toContainText('<a><b> x </b><!-- keep --></a>');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clip()).toBe('<a><b> x </b><!-- keep --></a>');
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    let file = await download;
    expect(file.suggestedFilename()).toBe('minified_xml.xml');
    await format(page).click();
    await expect(output(page, 'Formatted XML')).toBeVisible();
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    file = await download;
    expect(file.suggestedFilename()).toBe('formatted_xml.xml');
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path, 'utf8')).toBe('<a>\n  <b>x</b>\n  <!-- keep -->\n</a>');
  });

  test('an XML error gives its line and column, once, inline; Go to error puts the caret there', async ({ page }) => {
    await page.goto('/format/xml');
    await input(page).fill('<root>\n  <item id=1/>\n</root>');
    await format(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid XML' });
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('Line 2, Column 12');
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    // the character where parsing stopped is underlined in the input
    await expect(page.locator('.cm-mark-error')).toHaveText('1');
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect(input(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('1');
  });

  test('invalid XML shows the parser message and the Invalid XML badge; the input is kept', async ({ page }) => {
    await page.goto('/format/xml');
    await input(page).fill('<a><b></a>');
    await format(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid XML' }).filter({ hasText: 'unexpected close tag' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('status', { name: 'Invalid XML' })).toBeVisible();
    await expect.poll(() => editorText(input(page))).toBe('<a><b></a>');
    await expect(page.getByText('Formatted XML will appear here.')).toBeVisible();
    await input(page).fill('<a/><b/>');
    await minify(page).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /only one root/ })
        .first(),
    ).toBeVisible();
    await input(page).fill('');
    await format(page).click();
    await expect(page.getByText('Please enter some XML')).toBeVisible();
  });

  test("copy and download with no output say 'No output to copy' / 'No output to download'", async ({ page }) => {
    await stubClipboard(page);
    await page.goto('/format/xml');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('No output to copy')).toBeVisible();
    await page.getByRole('button', { name: 'close', exact: true }).first().click();
    await expect(page.getByText('No output to copy')).toBeHidden();
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText('No output to download')).toBeVisible();
  });

  test('a failing background job gives Failed to format XML / Failed to minify XML', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { Worker: unknown }).Worker = class {
        constructor() {
          throw new Error('workers are unavailable');
        }
      };
    });
    await page.goto('/format/xml');
    await setValue(page, '<r>' + '<i>x</i>'.repeat(30_000) + '</r>');
    await format(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to format XML' }).first()).toBeVisible();
    await minify(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to minify XML' }).first()).toBeVisible();
  });

  test('billion laughs and external entities fail cleanly; hostile markup stays text', async ({ page }) => {
    failOnDialog(page);
    await page.goto('/format/xml');
    const lol = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [',
      ' <!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, k) => ` <!ENTITY lol${k + 1} "${`&lol${k === 0 ? '' : k};`.repeat(10)}">`),
      ']>',
      '<lolz>&lol9;</lolz>',
    ].join('\n');
    await input(page).fill(lol);
    await format(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'never expanded' }).first()).toBeVisible();
    await input(page).fill('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>');
    await format(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'undefined entity' }).first()).toBeVisible();
    await input(page).fill('<a><img src="x" onerror="alert(1)"/><script>alert(2)</script></a>');
    await format(page).click();
    const view = output(page, 'Formatted XML');
    await expect(view).toContainText('<script>alert(2)</script>');
    await expect(view.locator('img, script')).toHaveCount(0);
  });

  test('a document too large to follow the typing waits for Format and is marked out of date at once on change', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/format/xml');
    const big = '<r>' + '<i>x</i>'.repeat(20_000) + '</r>';
    await setValue(page, big);
    await page.clock.runFor(1000);
    // the output card says why nothing follows, where the output would be
    await expect(
      page.getByTestId('transform-output').getByText('Large input: press Format or Ctrl+Enter'),
    ).toBeVisible();
    await expect(page.getByText('Formatted XML will appear here.')).toHaveCount(0);
    await format(page).click();
    const view = output(page, 'Formatted XML');
    await expect(view).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-stale]')).toHaveCount(0);
    await input(page).press('Control+Home');
    await page.keyboard.insertText('<!--n-->');
    await expect(page.getByText('Out of date — press Format or Ctrl+Enter')).toBeVisible();
    // no timer brings it up to date: only the button or Ctrl+Enter does
    await page.clock.runFor(2000);
    await expect(page.locator('[data-stale]')).toHaveCount(1);
    await page.keyboard.press('Control+Enter');
    await expect(page.locator('[data-stale]')).toHaveCount(0, { timeout: 15_000 });
    await expect(view).toContainText('<!--n-->');
  });

  test('a 5 MB document formats in a worker with progress and shows in the output editor', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/format/xml');
    const item = '<item id="1" kind="book"><name>x &amp; y</name><!-- c --><v><![CDATA[z]]></v></item>';
    const xml = '<root>' + item.repeat(Math.ceil((5 * 1024 * 1024) / item.length)) + '</root>';
    await setValue(page, xml);
    await format(page).click();
    await expect(page.getByRole('progressbar', { name: 'Formatting progress' })).toBeVisible();
    // the page answers while the worker parses
    const t0 = Date.now();
    await page.evaluate(() => 1);
    expect(Date.now() - t0).toBeLessThan(1000);
    const view = output(page, 'Formatted XML');
    await expect(view).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status', { name: 'Valid XML' })).toBeVisible();
    const lines = Number(await page.locator('[data-lines]').getAttribute('data-lines'));
    expect(lines).toBeGreaterThan(300_000);
    // the editor draws only the lines in view, and has all the text once it is no longer busy
    expect(await view.locator('.cm-line').count()).toBeLessThan(2000);
    await expect(page.locator('[data-lines]')).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
    await view.getByRole('textbox').focus();
    await page.keyboard.press('Control+End');
    await expect(view).toContainText('</root>');
    await minify(page).click();
    const min = output(page, 'Minified XML');
    await expect(min).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-lines]')).toHaveAttribute('data-lines', '1');
    await expect(min).toContainText('<item id="1" kind="book"><name>x &amp; y</name>');
  });
});
