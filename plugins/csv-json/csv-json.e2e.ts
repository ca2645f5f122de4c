import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  editorText,
  expectNoSeriousAxeViolations,
  failOnDialog,
  pasteIntoEditor,
  stubClipboard,
  expectUploadRefusedOver5MB,
} from '../../tests/e2e/support';
import { csvExport } from './examples';

const csvInput = (page: Page) => page.getByRole('textbox', { name: 'CSV input' });
const jsonInput = (page: Page) => page.getByRole('textbox', { name: 'JSON input' });
const jsonOutput = (page: Page) => page.getByRole('textbox', { name: 'JSON output' });
const csvOutput = (page: Page) => page.getByRole('textbox', { name: 'CSV output' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const preview = (page: Page) => page.getByRole('region', { name: 'Table preview' });

/** The output as Copy gives it: the exact text, line endings included. */
async function copied(page: Page, clip: () => Promise<string>) {
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  return clip();
}

test.describe('CSV ↔ JSON Converter', () => {
  test('CSV becomes JSON as it is typed, with a summary and a table preview that shows markup as text', async ({
    page,
    errors,
  }) => {
    test.setTimeout(60_000);
    failOnDialog(page);
    await page.goto('/convert/csv-json');
    await expect(page.getByRole('heading', { level: 1, name: 'CSV ↔ JSON Converter' })).toBeVisible();
    await csvInput(page).fill('name;note\nAda;"<img src=x onerror=alert(1)>"\nBob;"a; b"');
    await expect(jsonOutput(page)).toContainText('"note": "<img src=x onerror=alert(1)>"');
    await expect(page.getByTestId('csv-summary')).toHaveText('2 rows · 2 columns · semicolon delimiter (detected)');
    await expect(preview(page).getByRole('columnheader', { name: 'note' })).toBeVisible();
    await expect(preview(page).getByRole('cell', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
    await expect(preview(page).getByRole('cell', { name: 'a; b' })).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('delimiter, header row, type inference and dot paths are options kept in the link', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/convert/csv-json');
    await csvInput(page).fill('id,code,big,user.name\n1,007,12345678901234567890,Ada');
    await expect(jsonOutput(page)).toContainText('"name": "Ada"');
    // types are inferred by default: 007 and a number past 2^53 keep their text
    await expect(page.getByRole('switch', { name: 'Infer types' })).toHaveAttribute('aria-checked', 'true');
    expect(await copied(page, clip)).toBe(
      '[\n  {\n    "id": 1,\n    "code": "007",\n    "big": "12345678901234567890",\n    "user": {\n      "name": "Ada"\n    }\n  }\n]',
    );
    await page.getByRole('switch', { name: 'Infer types' }).click();
    await expect(page).toHaveURL(/inferTypes=false/);
    await expect(jsonOutput(page)).toContainText('"id": "1"');
    await page.getByRole('switch', { name: 'Dot paths as nested objects' }).click();
    await expect(jsonOutput(page)).toContainText('"user.name": "Ada"');
    await page.getByRole('switch', { name: 'Header row' }).click();
    await expect(jsonOutput(page)).toContainText('"id",');
    await expect(preview(page).getByRole('columnheader', { name: 'Column 4' })).toBeVisible();
    await page.getByLabel('Delimiter').selectOption('semicolon');
    await expect(page.getByTestId('csv-summary')).toHaveText('2 rows · 1 column · semicolon delimiter (chosen)');
    await page.goto('/convert/csv-json?inferTypes=false&header=true&nested=true&delimiter=auto');
    await expect(page.getByRole('switch', { name: 'Infer types' })).toHaveAttribute('aria-checked', 'false');
  });

  test('CSV → JSON infers numbers and booleans by default, keeping 007, 1.50, +1 and 1e5 as text; inferTypes=false links still give strings', async ({
    page,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto('/convert/csv-json');
    await csvInput(page).fill('id,code,price,sign,exp,ok\n1,007,1.50,+1,1e5,true');
    // python3 csv.DictReader with the number rule of the unit tests
    await expect(jsonOutput(page)).toContainText('"ok": true');
    expect(await copied(page, clip)).toBe(
      '[\n  {\n    "id": 1,\n    "code": "007",\n    "price": "1.50",\n    "sign": "+1",\n    "exp": "1e5",\n    "ok": true\n  }\n]',
    );
    await page.goto('/convert/csv-json?inferTypes=false');
    await csvInput(page).fill('id,ok\n1,true');
    await expect(jsonOutput(page)).toContainText('"ok": "true"');
    await expect(jsonOutput(page)).toContainText('"id": "1"');
  });

  test('JSON pasted while reading CSV turns the direction and says so, with one click back; CSV pasted while reading JSON turns it back', async ({
    page,
  }) => {
    await page.goto('/convert/csv-json');
    await expect(tab(page, 'CSV → JSON')).toHaveAttribute('aria-selected', 'true');
    await pasteIntoEditor(csvInput(page), '[{"id": 1, "name": "Ada"}]');
    await expect(
      page.getByRole('status').filter({ hasText: 'Looks like JSON — converting JSON → CSV.' }),
    ).toBeVisible();
    await expect(tab(page, 'JSON → CSV')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/direction=json-csv/);
    await expect(csvOutput(page)).toContainText('1,Ada');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // the one click back reads the paste as CSV, as the visitor asks
    await page.getByRole('button', { name: 'CSV → JSON instead' }).click();
    await expect(tab(page, 'CSV → JSON')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Looks like JSON — converting JSON → CSV.')).toHaveCount(0);
    // CSV pasted over what is there while it reads JSON turns it back
    await tab(page, 'JSON → CSV').click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await pasteIntoEditor(jsonInput(page), 'id,name\n1,Ada\n2,Grace');
    await expect(page.getByRole('status').filter({ hasText: 'Looks like CSV — converting CSV → JSON.' })).toBeVisible();
    await expect(tab(page, 'CSV → JSON')).toHaveAttribute('aria-selected', 'true');
    await expect(jsonOutput(page)).toContainText('"name": "Grace"');
    await expect(page.getByRole('button', { name: 'JSON → CSV instead' })).toBeVisible();
  });

  test('uneven rows are listed with their row and line numbers', async ({ page }) => {
    await page.goto('/convert/csv-json');
    await pasteIntoEditor(csvInput(page), 'a,b,c\n1,2,3\n"multi\nline",2\n4,5,6,7\n');
    const list = page.getByRole('list', { name: 'Rows with a different number of fields' });
    await expect(page.getByText('2 rows with a different number of fields')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveText([
      'Row 3 (line 3): 2 fields, the header has 3 — its missing keys are left out',
      'Row 4 (line 5): 4 fields, the header has 3 — the extra ones are under "__parsed_extra"',
    ]);
    await expect(jsonOutput(page)).toContainText('"__parsed_extra"');
  });

  test('an unclosed quote is an error with its line and column; Go to error selects it', async ({ page }) => {
    await page.goto('/convert/csv-json');
    await csvInput(page).fill('a,b\n1,"open\n2,3');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid CSV' });
    await expect(alert).toContainText('A quoted field is never closed');
    await expect(alert).toContainText('Line 2, Column 3');
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect(csvInput(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('"');
    await csvInput(page).fill('a,b\n"x"y,2');
    await expect(page.getByRole('alert').filter({ hasText: 'Text after a closing quote' })).toContainText(
      'Line 2, Column 4',
    );
  });

  test('JSON becomes CSV: union of keys, dot paths, arrays as JSON, numbers as written; Excel download has a BOM and CRLF', async ({
    page,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto('/convert/csv-json');
    await tab(page, 'JSON → CSV').click();
    await expect(page).toHaveURL(/direction=json-csv/);
    await jsonInput(page).fill(
      '[{"id":1,"user":{"name":"Ada"},"tags":["x"]},{"id":2.50,"extra":null,"user":{"name":"Bob, Jr."}}]',
    );
    await expect(csvOutput(page)).toContainText('id,user.name,tags,extra');
    expect(await copied(page, clip)).toBe('id,user.name,tags,extra\r\n1,Ada,"[""x""]",\r\n2.50,"Bob, Jr.",,\r\n');
    await page.getByRole('switch', { name: 'Excel download (BOM + CRLF)' }).click();
    await page.getByLabel('Line ending').selectOption('lf');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('data.csv');
    expect(readFileSync(await file.path(), 'utf8')).toBe(
      '\uFEFFid,user.name,tags,extra\r\n1,Ada,"[""x""]",\r\n2.50,"Bob, Jr.",,\r\n',
    );
    await page.getByRole('switch', { name: 'Excel download (BOM + CRLF)' }).click();
    expect(await copied(page, clip)).toBe('id,user.name,tags,extra\n1,Ada,"[""x""]",\n2.50,"Bob, Jr.",,\n');
  });

  test('the formula guard prefixes =, +, -, @ with a quote and leaves -5 alone', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/convert/csv-json?direction=json-csv&guard=true');
    await jsonInput(page).fill('[{"f":"=1+2","n":-5,"s":"-5","t":"@x","u":"+y"}]');
    await expect(csvOutput(page)).toContainText("'=1+2");
    expect(await copied(page, clip)).toBe("f,n,s,t,u\r\n'=1+2,-5,-5,'@x,'+y\r\n");
  });

  test('a JSON syntax error gives its line and column and Go to error; JSON that is no table says why', async ({
    page,
  }) => {
    await page.goto('/convert/csv-json?direction=json-csv');
    await jsonInput(page).fill('[\n  {"a": 1,}\n]');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid JSON' });
    await expect(alert).toContainText('Expected a property name in double quotes but found character "}"');
    await expect(alert).toContainText('Line 2, Column 11');
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('}');
    await jsonInput(page).fill('[{"a":1},\n 2]');
    await expect(page.getByRole('alert').filter({ hasText: 'JSON that is not a table' })).toContainText(
      'Item 2 is a number, not an object like item 1.',
    );
    await jsonInput(page).fill('"text"');
    await expect(page.getByRole('alert')).toContainText(
      'Expected an array of objects, an array of arrays, or one object; this is a string.',
    );
  });

  test('CSV → JSON → CSV through "Use output as input" gives the same bytes back', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/convert/csv-json');
    const csv = 'id,user.name,note\r\n1,Ada,"Hello, ""world"""\r\n2,Bob,"two\r\nlines"\r\n';
    await pasteIntoEditor(csvInput(page), csv);
    await expect(jsonOutput(page)).toContainText('"note": "two\\r\\nlines"');
    await page.getByRole('button', { name: 'Use output as input' }).click();
    await expect(tab(page, 'JSON → CSV')).toHaveAttribute('aria-selected', 'true');
    await expect(csvOutput(page)).toContainText('id,user.name,note');
    expect(await copied(page, clip)).toBe(csv);
  });

  test('blank input says what is missing on Ctrl+Enter; the examples load per direction', async ({ page }) => {
    await page.goto('/convert/csv-json');
    await page.waitForFunction(() => document.documentElement.dataset.mainAction !== undefined);
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter some CSV' })).toBeVisible();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect(jsonOutput(page)).toContainText('"email": "ada@example.com"');
    await tab(page, 'JSON → CSV').click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter some JSON' })).toBeVisible();
    await page.getByRole('button', { name: 'Example' }).click();
    await expect(csvOutput(page)).toContainText('id,user.name,user.langs,score,active,note');
  });

  test('input and direction survive a reload; Copy and Download with no output say so', async ({ page }) => {
    await stubClipboard(page);
    await page.goto('/convert/csv-json');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('No output to copy')).toBeVisible();
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText('No output to download')).toBeVisible();
    await tab(page, 'JSON → CSV').click();
    await jsonInput(page).fill('[{"kept":true}]');
    await expect(csvOutput(page)).toContainText('kept');
    await page.reload();
    await expect(tab(page, 'JSON → CSV')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => editorText(jsonInput(page))).toBe('[{"kept":true}]');
    await expect(csvOutput(page)).toContainText('true');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('data.csv');
  });

  test('Upload opens a CSV file (its BOM dropped); a file over 5 MB is refused', async ({ page }) => {
    // handing the browser a 5 MB file is slow on a busy machine
    test.setTimeout(90_000);
    await page.goto('/convert/csv-json');
    await page.getByLabel('Upload CSV file').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('\uFEFFname\tage\r\nAda\t36\r\n'),
    });
    await expect(jsonOutput(page)).toContainText('"age": 36');
    await expect(page.getByTestId('csv-summary')).toHaveText('1 row · 2 columns · tab delimiter (detected)');
    await expectUploadRefusedOver5MB(page, 'Upload CSV file', 'big.csv');
  });

  test('a failing background job says Failed to convert the CSV', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { Worker: unknown }).Worker = class {
        constructor() {
          throw new Error('workers are unavailable');
        }
      };
    });
    await page.goto('/convert/csv-json');
    await pasteIntoEditor(csvInput(page), 'a,b\n' + '1,2\n'.repeat(50_000));
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to convert the CSV' })).toBeVisible();
  });

  test('5 MB of CSV converts in the worker without freezing the page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/convert/csv-json');
    const csv = csvExport(5 * 1024 * 1024);
    await pasteIntoEditor(csvInput(page), csv.text);
    await page.keyboard.press('Control+Enter');
    const t0 = Date.now();
    await page.evaluate(() => 1);
    expect(Date.now() - t0).toBeLessThan(1000);
    await expect(page.getByTestId('csv-summary')).toContainText(
      `${csv.rows.toLocaleString('en-US')} rows · 7 columns`,
      { timeout: 30_000 },
    );
    await expect(jsonOutput(page)).toContainText('"name": "Lovelace, Ada 0"');
  });
});
