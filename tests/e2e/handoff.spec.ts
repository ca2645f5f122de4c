import type { Page } from '@playwright/test';
import { test, expect, pasteIntoEditor } from './support';

const openIn = (page: Page) => page.getByRole('button', { name: /^Open in/ });
const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });
const base64Input = (page: Page) => page.getByLabel('Text or Base64 input');
const jsonInput = (page: Page) => page.getByRole('textbox', { name: 'JSON input' });
const jsonOutput = (page: Page) => page.getByRole('textbox', { name: 'Formatted JSON output' });
const original = (page: Page) => page.getByRole('textbox', { name: 'Original text' });
const modified = (page: Page) => page.getByRole('textbox', { name: 'Modified text' });

/** Everything the page keeps in localStorage and sessionStorage, as text. */
const storage = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }));

test.describe('Open in … hands an output to the next tool', () => {
  test('Base64 → Decode → Open in the JSON formatter shows the JSON formatted; Back returns to Base64 as it was', async ({
    page,
    errors,
  }) => {
    const json = '{"name":"Zoë","langs":["en","fr"]}';
    // python3 -c "import base64; print(base64.b64encode('{\"name\":\"Zoë\",\"langs\":[\"en\",\"fr\"]}'.encode()).decode())"
    const encoded = 'eyJuYW1lIjoiWm/DqyIsImxhbmdzIjpbImVuIiwiZnIiXX0=';
    await page.goto('/encode/base64text');
    await pasteIntoEditor(base64Input(page), encoded);
    await page.getByRole('button', { name: 'Decode' }).click();
    await expect(page.getByRole('textbox', { name: 'Output' })).toHaveValue(json);
    await openIn(page).click();
    // decoded text that is JSON is offered to the JSON tools, the formatter first
    await expect(page.getByRole('menuitem').first()).toHaveText('JSON Formatter / Validator & Viewer');
    await menuItem(page, 'JSON Formatter / Validator & Viewer').click();
    await expect(page).toHaveURL(/\/tools\/json-validator$/);
    // the text never travels in the address
    expect(page.url()).not.toContain('Zo');
    await expect(jsonInput(page)).toHaveInputText(json);
    await expect(jsonOutput(page)).toContainText('"name": "Zoë",');
    // a new page opens at its top
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/encode\/base64text$/);
    await expect(base64Input(page)).toHaveInputText(encoded);
    expect(errors).toEqual([]);
  });

  test('JSON formatter output → Text Diff as the original, another JSON → as the changed text: the diff is shown', async ({
    page,
    errors,
  }) => {
    await page.goto('/tools/json-validator');
    await pasteIntoEditor(jsonInput(page), '{"id": 1, "tags": ["a"]}');
    await expect(jsonOutput(page)).toContainText('"tags": [');
    await openIn(page).click();
    await menuItem(page, 'Text Diff Checker (as the original)').click();
    await expect(page).toHaveURL(/\/format\/text-diff$/);
    await expect(original(page)).toHaveInputText('{\n  "id": 1,\n  "tags": [\n    "a"\n  ]\n}');

    await page.goto('/tools/json-validator');
    await page.getByRole('button', { name: 'Clear' }).click();
    await pasteIntoEditor(jsonInput(page), '{"id": 2, "tags": ["a"]}');
    await expect(jsonOutput(page)).toContainText('"id": 2');
    await openIn(page).click();
    await menuItem(page, 'Text Diff Checker (as the changed text)').click();
    await expect(modified(page)).toHaveInputText('{\n  "id": 2,\n  "tags": [\n    "a"\n  ]\n}');
    // the first hand-off is still in the other side
    await expect(original(page)).toHaveInputText(/"id": 1/);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(
      page.getByRole('textbox', { name: 'Modified side of the diff' }).locator('.cm-changedLine'),
    ).toHaveText(['  "id": 2,']);
    expect(errors).toEqual([]);
  });

  test('a converter opens with the direction the text needs, and its own output goes on', async ({ page }) => {
    await page.goto('/tools/json-validator');
    await pasteIntoEditor(jsonInput(page), '[{"a": 1, "b": "x"}]');
    await expect(jsonOutput(page)).toContainText('"b": "x"');
    await openIn(page).click();
    await menuItem(page, 'CSV ↔ JSON Converter (to CSV)').click();
    await expect(page).toHaveURL(/\/convert\/csv-json\?direction=json-csv$/);
    const csv = page.getByRole('textbox', { name: 'CSV output' });
    await expect(csv).toContainText('a,b');
    // CSV is offered to the tools that take it; the converter itself is not among them
    await openIn(page).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'String Escape / Unescape',
      'Text Diff Checker (as the original)',
      'Text Diff Checker (as the changed text)',
    ]);
  });

  test('a 5 MB output hands off without freezing the page and arrives whole', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/json-validator');
    const big = JSON.stringify(
      Array.from({ length: 120_000 }, (_, i) => ({ id: i, name: `item ${i}`, ok: i % 2 === 0 })),
    );
    await page
      .getByLabel('Upload JSON file')
      .setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(big) });
    await expect(jsonOutput(page)).toContainText('"id": 0', { timeout: 60_000 });
    await openIn(page).click();
    await menuItem(page, 'JSON Query (JSONPath & jq)').click();
    await expect(page).toHaveURL(/\/tools\/json-query$/);
    // the formatter's output, two-space indented as JSON.stringify writes it, arrives whole
    const formatted = JSON.stringify(JSON.parse(big), null, 2);
    await expect(page.getByText(`${formatted.length.toLocaleString('en-US')} characters`)).toBeVisible({
      timeout: 60_000,
    });
    // past the storage limit the text stays in memory: the tab's storage holds none of it
    expect(await storage(page)).not.toContain('item 119999');
  });
});
