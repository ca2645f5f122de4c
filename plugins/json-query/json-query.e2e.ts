import type { Page } from '@playwright/test';
import {
  test,
  expect,
  editorText,
  expectNoSeriousAxeViolations,
  pasteIntoEditor,
  stubClipboard,
  expectUploadRefusedOver5MB,
} from '../../tests/e2e/support';

const query = (page: Page, name = 'JSONPath query') => page.getByRole('textbox', { name });
const documentInput = (page: Page) => page.getByRole('textbox', { name: 'JSON document' });
const output = (page: Page, name = 'JSONPath results') => page.getByRole('textbox', { name });
const count = (page: Page) => page.getByTestId('result-count');
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.describe('JSON Query (JSONPath & jq)', () => {
  // a jq run first loads jq's WebAssembly (about 1 MB) into the worker, which takes a while on a busy machine
  test.describe.configure({ timeout: 90_000 });
  test('runs the RFC 9535 example, lists each result path with Copy path, and says which JSONPath it is', async ({
    page,
    errors,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto('/tools/json-query');
    // the description, behind About, names the JSONPath it reads
    await page.getByRole('button', { name: 'About', exact: true }).click();
    await expect(page.getByText('RFC 9535', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect(query(page)).toHaveValue('$..book[?@.price<10].title');
    await expect(output(page)).toContainText('"Sayings of the Century"');
    await expect(output(page)).toContainText('"Moby Dick"');
    await expect(count(page)).toHaveText('2 results');
    const paths = page.getByRole('list', { name: 'Result paths' });
    await expect(paths.getByRole('listitem')).toHaveText([
      /\$\['store'\]\['book'\]\[0\]\['title'\]/,
      /\$\['store'\]\['book'\]\[2\]\['title'\]/,
    ]);
    await paths.getByRole('listitem').nth(1).getByRole('button', { name: 'Copy path' }).click();
    expect(await clip()).toBe("$['store']['book'][2]['title']");
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('follows the query as it is typed; Show gives paths or values with paths, kept in the link', async ({
    page,
  }) => {
    await page.goto('/tools/json-query');
    await pasteIntoEditor(documentInput(page), '{"a":[{"b":1},{"b":2},{"c":3}]}');
    await query(page).fill('$.a[*].b');
    await expect(output(page)).toContainText('1');
    await expect(count(page)).toHaveText('2 results');
    await query(page).fill('$.a[?@.b > 1]');
    await expect(count(page)).toHaveText('1 result');
    await expect.poll(() => editorText(output(page))).toBe('[\n  {\n    "b": 2\n  }\n]');
    await page.getByLabel('Show').selectOption('paths');
    await expect.poll(() => editorText(output(page))).toBe('[\n  "$[\'a\'][1]"\n]');
    await expect(page).toHaveURL(/show=paths/);
    await page.getByLabel('Show').selectOption('both');
    await expect
      .poll(() => editorText(output(page)))
      .toBe('[\n  {\n    "path": "$[\'a\'][1]",\n    "value": {\n      "b": 2\n    }\n  }\n]');
    await query(page).fill('$.nothing');
    await expect(count(page)).toHaveText('0 results');
    await expect.poll(() => editorText(output(page))).toBe('[]');
  });

  test('results keep every digit of each number as the document writes it; a notice says filters compare them as doubles', async ({
    page,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto('/tools/json-query');
    await pasteIntoEditor(documentInput(page), '{\n  "id": 100000000000000000001,\n  "ok": [1.0, 2]\n}');
    await query(page).fill('$.id');
    // python3: json.dumps(json.loads(document)["id"]) is 100000000000000000001
    await expect.poll(() => editorText(output(page))).toBe('[\n  100000000000000000001\n]');
    const notice = page.getByRole('status').filter({ hasText: "beyond a double's precision" });
    await expect(notice).toHaveText(
      "This document has numbers beyond a double's precision or range (the first at line 2, column 9). The results show them as written, but filters compare them as doubles, which cannot tell them from nearby numbers.",
    );
    const paths = page.getByRole('list', { name: 'Result paths' });
    await expect(paths.getByRole('listitem')).toHaveText([/\$\['id'\]/]);
    await paths.getByRole('button', { name: 'Copy path' }).click();
    expect(await clip()).toBe("$['id']");
    // a number as the document writes it, with Show → Values and paths
    await query(page).fill('$.ok');
    await page.getByLabel('Show').selectOption('both');
    await expect
      .poll(() => editorText(output(page)))
      .toBe('[\n  {\n    "path": "$[\'ok\']",\n    "value": [\n      1.0,\n      2\n    ]\n  }\n]');
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await pasteIntoEditor(documentInput(page), '{"ok": [9007199254740991]}');
    await expect
      .poll(() => editorText(output(page)))
      .toBe('[\n  {\n    "path": "$[\'ok\']",\n    "value": [\n      9007199254740991\n    ]\n  }\n]');
    await expect(notice).toHaveCount(0);
  });

  test('Upload JSON opens a document; a file over 5 MB is refused', async ({ page }) => {
    // handing the browser a 5 MB file is slow on a busy machine
    test.setTimeout(90_000);
    await page.goto('/tools/json-query');
    await query(page).fill('$.n');
    await page.getByLabel('Upload JSON file').setInputFiles({
      name: 'big-numbers.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"n": 12345678901234567890}'),
    });
    await expect.poll(() => editorText(documentInput(page))).toBe('{"n": 12345678901234567890}');
    await expect.poll(() => editorText(output(page))).toBe('[\n  12345678901234567890\n]');
    await expectUploadRefusedOver5MB(page, 'Upload JSON file', 'big.json');
    await expect.poll(() => editorText(documentInput(page))).toBe('{"n": 12345678901234567890}');
  });

  test('a JSONPath syntax error gives its column in the query; Go to error selects it there', async ({ page }) => {
    await page.goto('/tools/json-query');
    await pasteIntoEditor(documentInput(page), '{"store":{}}');
    await query(page).fill('$.store[?@.price < ]');
    const alert = alertWith(page, 'Invalid JSONPath query');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Line 1, Column 20');
    // the query is outlined; the document is fine: its editor is neither outlined nor marked
    await expect(query(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(documentInput(page)).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('.cm-mark-error')).toHaveCount(0);
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect(query(page)).toBeFocused();
    expect(
      await query(page).evaluate((el) =>
        el instanceof HTMLInputElement ? [el.selectionStart, el.selectionEnd] : null,
      ),
    ).toEqual([19, 20]);
    await query(page).fill('store.book');
    await expect(alertWith(page, 'Invalid JSONPath query')).toContainText('Line 1, Column 1');
    await query(page).fill('$.store');
    await expect(query(page)).not.toHaveAttribute('aria-invalid');
  });

  test('a document error gives its line and column; Go to error selects it in the editor', async ({ page }) => {
    await page.goto('/tools/json-query');
    await query(page).fill('$');
    await pasteIntoEditor(documentInput(page), '{\n  "a": ,\n  "b": 2\n}');
    const alert = alertWith(page, 'Invalid JSON document');
    await expect(alert).toContainText('Expecting value');
    await expect(alert).toContainText('Line 2, Column 8');
    await expect(page.locator('.cm-mark-error')).toHaveText(',');
    await expect(documentInput(page)).toHaveAttribute('aria-invalid', 'true');
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect(documentInput(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(',');
  });

  test('Ctrl+Enter on a blank document or query says what is missing', async ({ page }) => {
    await page.goto('/tools/json-query');
    await page.waitForFunction(() => document.documentElement.dataset.mainAction !== undefined);
    await page.keyboard.press('Control+Enter');
    await expect(alertWith(page, 'Please enter a JSON document')).toBeVisible();
    await pasteIntoEditor(documentInput(page), '[1]');
    await page.keyboard.press('Control+Enter');
    await expect(alertWith(page, 'Please enter a JSONPath query')).toBeVisible();
    await page.getByRole('tab', { name: 'jq' }).click();
    await page.keyboard.press('Control+Enter');
    await expect(alertWith(page, 'Please enter a jq filter')).toBeVisible();
  });

  test('jq: the manual example, compact and raw output, syntax and runtime errors', async ({ page, errors }) => {
    await page.goto('/tools/json-query');
    await page.getByRole('tab', { name: 'jq' }).click();
    await expect(page).toHaveURL(/language=jq/);
    await page.getByRole('button', { name: 'Example' }).click();
    await expect(query(page, 'jq filter')).toHaveValue('{user, title: .titles[]}');
    const jqOut = output(page, 'jq output');
    await expect
      .poll(() => editorText(jqOut), { timeout: 45_000 })
      .toBe('{\n  "user": "stedolan",\n  "title": "JQ Primer"\n}\n{\n  "user": "stedolan",\n  "title": "More JQ"\n}');
    await expect(count(page)).toHaveText('2 results');
    await page.getByRole('switch', { name: 'Compact output (-c)' }).click();
    await expect
      .poll(() => editorText(jqOut))
      .toBe('{"user":"stedolan","title":"JQ Primer"}\n{"user":"stedolan","title":"More JQ"}');
    await query(page, 'jq filter').fill('.titles[]');
    await page.getByRole('switch', { name: 'Raw strings (-r)' }).click();
    await expect.poll(() => editorText(jqOut)).toBe('JQ Primer\nMore JQ');
    // no path list for jq: it gives results only
    await expect(page.getByRole('list', { name: 'Result paths' })).toHaveCount(0);

    await query(page, 'jq filter').fill('.titles |');
    const syntax = alertWith(page, 'jq syntax error');
    await expect(syntax).toContainText('unexpected end of file');
    await expect(syntax).toContainText('Line 1');
    await syntax.getByRole('button', { name: 'Go to error' }).click();
    await expect(query(page, 'jq filter')).toBeFocused();

    await query(page, 'jq filter').fill('.user.name');
    await expect(alertWith(page, 'jq error')).toContainText('Cannot index string with string "name"');
    // the filter is at fault, not the document: the document is not marked invalid
    await expect(documentInput(page)).not.toHaveAttribute('aria-invalid', 'true');
    expect(errors).toEqual([]);
  });

  test('a jq filter that never ends is stopped with a message, and the next one runs', async ({ page }) => {
    await page.goto('/tools/json-query?language=jq');
    await pasteIntoEditor(documentInput(page), '{"a":1}');
    await query(page, 'jq filter').fill('.a');
    await expect.poll(() => editorText(output(page, 'jq output')), { timeout: 45_000 }).toBe('1');
    const previous = page.locator('[data-testid="transform-output"] [aria-busy="true"]');
    await expect(previous).toHaveCount(0);
    await query(page, 'jq filter').fill('def f: f; f');
    await expect(page.getByRole('progressbar', { name: 'jq progress' })).toBeVisible();
    // the previous result stays, dimmed and marked busy, while the new filter runs
    await expect(previous).toContainText('1');
    await expect(previous).toHaveCSS('opacity', '0.5');
    // the page answers while jq runs in the worker
    const t0 = Date.now();
    await page.evaluate(() => 1);
    expect(Date.now() - t0).toBeLessThan(1000);
    const stopped = alertWith(page, 'Query stopped');
    await expect(stopped).toContainText('Stopped after 10 s', { timeout: 20_000 });
    await query(page, 'jq filter').fill('.a + 1');
    await expect.poll(() => editorText(output(page, 'jq output')), { timeout: 45_000 }).toBe('2');
    await expect(stopped).toHaveCount(0);
  });

  test('a document opened from another tool arrives with the query of the whole document, in either language', async ({
    page,
    errors,
  }) => {
    await page.goto('/tools/json-validator');
    await pasteIntoEditor(page.getByRole('textbox', { name: 'JSON input' }), '{"a":[1,2]}');
    await expect(page.getByRole('textbox', { name: 'Formatted JSON output' })).toContainText('"a"');
    await page.getByRole('button', { name: /^Open in/ }).click();
    await page.getByRole('menuitem', { name: 'JSON Query (JSONPath & jq)', exact: true }).click();
    await expect(page).toHaveURL(/\/tools\/json-query$/);
    await expect(query(page)).toHaveValue('$');
    await expect.poll(() => editorText(output(page))).toBe('[\n  {\n    "a": [\n      1,\n      2\n    ]\n  }\n]');
    await expect(count(page)).toHaveText('1 result');
    await page.getByRole('tab', { name: 'jq' }).click();
    await expect(query(page, 'jq filter')).toHaveValue('.');
    await expect
      .poll(() => editorText(output(page, 'jq output')), { timeout: 45_000 })
      .toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    // a query of the visitor's own is kept when the next document arrives
    await query(page, 'jq filter').fill('.a[0]');
    await page.goBack();
    await page.getByRole('button', { name: /^Open in/ }).click();
    await page.getByRole('menuitem', { name: 'JSON Query (JSONPath & jq)', exact: true }).click();
    await page.getByRole('tab', { name: 'jq' }).click();
    await expect(query(page, 'jq filter')).toHaveValue('.a[0]');
    expect(errors).toEqual([]);
  });

  test('jq gives env and $ENV as an empty object, as jq run with no environment does', async ({ page }) => {
    await page.goto('/tools/json-query?language=jq');
    await pasteIntoEditor(documentInput(page), 'null');
    // jq 1.6: `env -i jq -n -c '[env, $ENV, (env|type)]'`
    await query(page, 'jq filter').fill('[env, $ENV, (env|type)]');
    await page.getByRole('switch', { name: 'Compact output (-c)' }).click();
    await expect.poll(() => editorText(output(page, 'jq output')), { timeout: 45_000 }).toBe('[{},{},"object"]');
  });

  test('the query, the document and the tab are kept across reload and Back', async ({ page }) => {
    await page.goto('/tools/json-query?language=jq');
    await pasteIntoEditor(documentInput(page), '{"kept":true}');
    await query(page, 'jq filter').fill('.kept');
    await expect.poll(() => editorText(output(page, 'jq output')), { timeout: 45_000 }).toBe('true');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'jq' })).toHaveAttribute('aria-selected', 'true');
    await expect(query(page, 'jq filter')).toHaveValue('.kept');
    await expect.poll(() => editorText(documentInput(page))).toBe('{"kept":true}');
    await page.goto('/tools/uuid');
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(query(page, 'jq filter')).toHaveValue('.kept');
    await expect.poll(() => editorText(output(page, 'jq output')), { timeout: 45_000 }).toBe('true');
  });

  test('copy and download the results, and the messages when there are none', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/tools/json-query');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('No output to copy')).toBeVisible();
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText('No output to download')).toBeVisible();
    await pasteIntoEditor(documentInput(page), '{"a":[1,2]}');
    await query(page).fill('$.a[0]');
    await expect(count(page)).toHaveText('1 result');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await clip()).toBe('[\n  1\n]');
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('jsonpath-results.json');
    await page.getByRole('tab', { name: 'jq' }).click();
    await query(page, 'jq filter').fill('.a[1]');
    await expect.poll(() => editorText(output(page, 'jq output')), { timeout: 45_000 }).toBe('2');
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('jq-output.json');
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(await file.path(), 'utf8')).toBe('2');
  });

  test('a 5 MB document waits for the run, stays responsive, and answers each new query', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/json-query');
    const item = (i: number) =>
      `{"id":${i},"name":"item ${i}","tags":["a","b"],"price":${i % 100},"nested":{"x":${i}}}`;
    const parts: string[] = [];
    let size = 2;
    for (let i = 0; size < 5 * 1024 * 1024; i++) {
      const text = item(i);
      parts.push(text);
      size += text.length + 1;
    }
    const big = '[' + parts.join(',') + ']';
    await query(page).fill('$[?@.price == 42].id');
    await pasteIntoEditor(documentInput(page), big);
    await expect(page.getByText('Large document')).toBeVisible();
    await page.getByRole('button', { name: 'Run query' }).click();
    const expected = Math.ceil(parts.length / 100) - (parts.length % 100 <= 42 ? 1 : 0);
    await expect(count(page)).toHaveText(`${expected.toLocaleString('en-US')} results`, { timeout: 30_000 });
    await query(page).fill('$[0].name');
    await page.keyboard.press('Control+Enter');
    const t0 = Date.now();
    await page.evaluate(() => 1);
    expect(Date.now() - t0).toBeLessThan(1000);
    await expect.poll(() => editorText(output(page)), { timeout: 30_000 }).toBe('[\n  "item 0"\n]');
    await page.getByRole('tab', { name: 'jq' }).click();
    await query(page, 'jq filter').fill('map(select(.price == 42)) | length');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => editorText(output(page, 'jq output')), { timeout: 60_000 }).toBe(String(expected));
  });
});
