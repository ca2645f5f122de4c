import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  editorText,
  expectNoSeriousAxeViolations,
  failOnDialog,
  pasteIntoEditor,
  stubClipboard,
  untilSettled,
} from '../../tests/e2e/support';

const PATH = '/tools/json-validator';
const SAMPLE = JSON.stringify(
  {
    id: 1,
    name: 'John Doe',
    email: 'john.doe@example.com',
    isActive: true,
    profile: { age: 30, location: 'New York', preferences: { theme: 'dark', notifications: true } },
    tags: ['developer', 'javascript', 'react'],
    lastLogin: null,
  },
  null,
  2,
);

const input = (page: Page) => page.getByRole('textbox', { name: 'JSON input' });
const output = (page: Page) => page.getByRole('textbox', { name: 'Formatted JSON output' });
const outputPlaceholder = (page: Page) => page.getByTestId('output-placeholder');
const badge = (page: Page) => page.getByTestId('validity');
const tree = (page: Page) => page.getByRole('group', { name: 'JSON tree' });
const row = (page: Page, text: string | RegExp) => tree(page).locator('[data-level]').filter({ hasText: text });

async function openTree(page: Page) {
  await page.getByRole('tab', { name: 'Tree' }).click();
  await expect(page.getByRole('button', { name: 'Expand All' })).toBeVisible();
}

/** A ~5 MB document of `items` objects (about 9 nodes each). */
function bigDocument(items: number): string {
  const list = Array.from({ length: items }, (_, i) => ({
    id: i,
    name: `item ${i}`,
    tags: ['a', 'b'],
    nested: { ok: i % 2 === 0, n: null },
  }));
  return JSON.stringify(list);
}

test.describe('JSON Formatter / Validator & Viewer', () => {
  test('empty state: neutral badge, placeholders, no Copy or Download', async ({ page, errors }) => {
    await page.goto(PATH);
    // the textarea standing in until the editor loads carries the placeholder
    await expect(input(page)).toHaveAttribute('placeholder', 'Paste your JSON here or upload a file...');
    const box = await input(page).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(400);
    await expect(outputPlaceholder(page)).toHaveText('Enter JSON to see formatted output...');
    // an empty input is not "Valid JSON": the badge stays neutral until there is something to judge
    await expect(badge(page)).toHaveText('No JSON yet');
    await input(page).fill('  ');
    await expect(badge(page)).toHaveText('No JSON yet');
    await expect(page.getByRole('heading', { level: 2, name: 'Formatted JSON' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);
    await expect(page.getByTestId('output-stats')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Tree' }).click();
    await expect(page.getByText('No valid JSON data to display')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Load Sample formats it; indent 2/4/8 in Format mode only; Minify and Validate', async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await expect(input(page)).toHaveInputText(SAMPLE);
    await expect(output(page)).toHaveInputText(SAMPLE);
    await expect(badge(page)).toHaveText('Valid JSON');
    await expect(page.getByText('316 characters').first()).toBeVisible();
    const stats = page.getByTestId('output-stats');
    await expect(stats).toContainText('316 bytes');
    await expect(stats).toContainText('20 lines');
    await expect(stats).toContainText('316 characters');

    const indent = page.getByLabel('Indent');
    await expect(indent.locator('option')).toHaveText(['2 spaces', '4 spaces', '8 spaces']);
    await indent.selectOption('4');
    await expect(output(page)).toHaveInputText(JSON.stringify(JSON.parse(SAMPLE), null, 4));
    await expect(page).toHaveURL(/indent=4/);
    await indent.selectOption('8');
    await expect(output(page)).toHaveInputText(JSON.stringify(JSON.parse(SAMPLE), null, 8));

    const mode = page.getByLabel('Mode');
    await expect(mode.locator('option')).toHaveText(['Format', 'Minify', 'Validate']);
    await mode.selectOption('minify');
    await expect(output(page)).toHaveInputText(JSON.stringify(JSON.parse(SAMPLE)));
    await expect(page.getByLabel('Indent')).toHaveCount(0);
    await expect(stats).toContainText('1 line');
    await mode.selectOption('validate');
    await expect(page.getByLabel('Indent')).toHaveCount(0);
    await expect(output(page)).toHaveInputText(SAMPLE);

    // the settings travel in the link
    await page.goto(`${PATH}?mode=minify&sortKeys=true`);
    await input(page).fill('{"b": 1, "a": {"d": 2, "c": 3}}');
    await expect(output(page)).toHaveInputText('{"a":{"c":3,"d":2},"b":1}');
    await expect(page.getByRole('switch', { name: 'Sort keys' })).toHaveAttribute('aria-checked', 'true');
  });

  test('invalid JSON: badge, alert with message and Line X, Column Y, placeholder; Go to error', async ({ page }) => {
    await page.goto(PATH);
    await input(page).fill('{\n  "a": 1,\n  "b": }');
    await expect(badge(page)).toHaveText('Invalid JSON');
    const alert = page.getByRole('alert').filter({ hasText: 'JSON Validation Error' });
    await expect(alert).toContainText("Unexpected token '}'");
    await expect(alert).toContainText('Line 3, Column 8');
    await expect(page.getByTestId('error-context')).toHaveText('  "b": }');
    await expect(output(page)).toHaveCount(0);
    await expect(outputPlaceholder(page)).toHaveText('Fix JSON errors to see formatted output');
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('output-stats')).toHaveCount(0);
    // the character where parsing stopped is underlined in the input, and Go to error selects it
    await expect(page.locator('.cm-mark-error')).toHaveText('}');
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect(input(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('}');
    await page.getByRole('tab', { name: 'Tree' }).click();
    await expect(page.getByText('No valid JSON data to display')).toBeVisible();

    for (const [text, message, position] of [
      ['{"a":1,}', 'Trailing comma is not allowed in JSON', 'Line 1, Column 7'],
      ["{'a': 1}", "Expected property name or '}'", 'Line 1, Column 2'],
      ['[1, 2', 'Unexpected end of JSON input', 'Line 1, Column 6'],
    ]) {
      await input(page).fill(text);
      await expect(alert).toContainText(message);
      await expect(alert).toContainText(position);
    }
    await input(page).fill('[1, 2]');
    await expect(badge(page)).toHaveText('Valid JSON');
    await expect(alert).toHaveCount(0);
  });

  test('revalidates 300 ms after typing stops', async ({ page }) => {
    await page.goto(PATH);
    await input(page).fill('{"a":');
    await expect(badge(page)).toHaveText('Invalid JSON');
    await input(page).pressSequentially(' 1}');
    // still the previous verdict right after the keys, then revalidated
    await expect(badge(page)).toHaveText('Invalid JSON');
    await expect(badge(page)).toHaveText('Valid JSON');
    await expect(input(page)).toHaveInputText('{"a": 1}');
  });

  test('Clear resets input, output, error, tree and badge', async ({ page }) => {
    await page.clock.install();
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await openTree(page);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(input(page)).toHaveInputText('');
    await expect(page.getByText('No valid JSON data to display')).toBeVisible();
    await page.getByRole('tab', { name: 'Text' }).click();
    await expect(output(page)).toHaveCount(0);
    await expect(badge(page)).toHaveText('No JSON yet');
    await input(page).fill('{bad');
    await expect(badge(page)).toHaveText('Invalid JSON');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(badge(page)).toHaveText('No JSON yet');
    await expect(page.getByText('JSON Validation Error')).toHaveCount(0);
    // a validation still pending from the cleared input would land now
    await page.clock.runFor(600);
    await expect(badge(page)).toHaveText('No JSON yet');
    await expect(outputPlaceholder(page)).toHaveText('Enter JSON to see formatted output...');
  });

  test("Copy shows a check mark and 'Copied!: JSON copied to clipboard'; a refused clipboard gives the failure toast", async ({
    page,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('Copied!: JSON copied to clipboard')).toBeVisible();
    expect(await clip()).toBe(SAMPLE);
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 4000 });
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Failed to copy: Could not copy to clipboard')).toBeVisible();
  });

  test('Download saves formatted-json-{timestamp}.json with the output', async ({ page }) => {
    await page.goto(PATH);
    await input(page).fill('{"z": [1, 2], "big": 12345678901234567890}');
    await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^formatted-json-\d{13}\.json$/);
    expect(await readFile((await file.path())!, 'utf8')).toBe(
      '{\n  "z": [\n    1,\n    2\n  ],\n  "big": 12345678901234567890\n}',
    );
  });

  test('Upload JSON: .json and .txt accepted, BOM reported; size, type and read errors toast', async ({ page }) => {
    await page.goto(PATH);
    const upload = page.getByLabel('Upload JSON file');
    await expect(upload).toHaveAttribute('accept', '.json,.txt');
    await upload.setInputFiles({
      name: 'data.json',
      mimeType: 'application/json',
      buffer: Buffer.from('\uFEFF{"ok": true}'),
    });
    // the byte order mark stays in the input (the editor draws it as a special character)
    await expect(input(page)).toHaveInputText(/^.\{"ok": true\}$/);
    await expect(page.getByTestId('input-count')).toHaveText('13 characters');
    await expect(page.getByRole('list', { name: 'Warnings' })).toContainText(
      'A leading byte order mark (BOM) was removed',
    );
    await expect(output(page)).toHaveInputText('{\n  "ok": true\n}');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('[1,2]') });
    await expect(input(page)).toHaveInputText('[1,2]');

    await upload.setInputFiles({
      name: 'huge.json',
      mimeType: 'application/json',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
    });
    await expect(page.getByText('File too large: Please select a file smaller than 5MB')).toBeVisible();
    await expect(input(page)).toHaveInputText('[1,2]');

    await upload.setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: Buffer.from('x') });
    await expect(page.getByText('Unsupported file: Please select a .json or .txt file')).toBeVisible();

    await page.evaluate(() => {
      Blob.prototype.arrayBuffer = () => Promise.reject(new DOMException('gone', 'NotReadableError'));
    });
    await upload.setInputFiles({ name: 'gone.json', mimeType: 'application/json', buffer: Buffer.from('{}') });
    await expect(page.getByText('Error reading file: Could not read the selected file')).toBeVisible();
    await expect(input(page)).toHaveInputText('[1,2]');
  });

  test('correctness: big integers, duplicate keys, __proto__', async ({ page }) => {
    await page.goto(`${PATH}?mode=minify`);
    await input(page).fill('{"n": 9007199254740993, "a": 1, "a": 2, "__proto__": {"polluted": true}}');
    await expect(output(page)).toHaveInputText('{"n":9007199254740993,"a":1,"a":2,"__proto__":{"polluted":true}}');
    await expect(page.getByRole('list', { name: 'Warnings' })).toContainText(
      'Duplicate key "a" at /a (Line 1, Column 33)',
    );
    expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
    await openTree(page);
    await expect(row(page, '9007199254740993')).toBeVisible();
    await expect(row(page, '__proto__')).toContainText('{1 key}');
  });

  test('tree filter: by key, value or /path, each match with the way to it; a big document too', async ({ page }) => {
    // a 5 MB document is typed in, formatted and built into a tree before it is filtered
    test.setTimeout(120_000);
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await expect(output(page)).toHaveInputText(SAMPLE);
    await openTree(page);
    await page.getByRole('button', { name: 'Collapse All' }).click();
    const filter = page.getByRole('searchbox', { name: 'Filter' });
    await filter.fill('theme');
    await expect(page.getByText('1 match, shown with the way to it.')).toBeVisible();
    await expect(tree(page).locator('[data-level]')).toHaveCount(4);
    await expect(row(page, 'theme')).toBeVisible();
    await filter.fill('/profile/location');
    await expect(row(page, 'location')).toBeVisible();
    await filter.fill('no such text');
    await expect(page.getByText('Nothing in the document contains “no such text”.')).toBeVisible();
    await expect(tree(page).locator('[data-level]')).toHaveCount(0);
    await filter.fill('');
    await expect(row(page, 'root')).toBeVisible();
    await expect(row(page, 'tags')).toBeVisible();

    // 5 MB: the filter runs in the tree's worker, over every node
    await input(page).fill(bigDocument(60_000));
    await expect(page.getByTestId('tree-stats')).toContainText('540,001 nodes', { timeout: 60_000 });
    await filter.fill('item 59999');
    // the editors take the 5 MB text in on the page's thread first: on a busy machine that can take a while
    await expect(page.getByText('1 match, shown with the way to it.')).toBeVisible({ timeout: 60_000 });
    await expect(row(page, '"item 59999"')).toBeVisible();
    await expect(page.getByTestId('tree-stats')).toContainText('3 rows shown');
  });

  test('tree: Expand All, Collapse All, toggling, type colours, counts, 20 px per level, copy on leaves', async ({
    page,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await expect(output(page)).toHaveInputText(SAMPLE);
    await openTree(page);
    await expect(row(page, 'root')).toContainText('{7 keys}');
    await expect(row(page, 'tags')).toContainText('Array(3)');
    await expect(row(page, 'preferences')).toContainText('{2 keys}');

    await page.getByRole('button', { name: 'Collapse All' }).click();
    await expect(tree(page).locator('[data-level]')).toHaveCount(1);
    await page.getByRole('button', { name: /root/ }).click();
    await expect(tree(page).locator('[data-level]')).toHaveCount(8);
    const profile = page.getByRole('button', { name: /profile/ });
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
    await profile.click();
    await expect(profile).toHaveAttribute('aria-expanded', 'true');
    await expect(row(page, 'location')).toBeVisible();
    await profile.click();
    await expect(row(page, 'location')).toHaveCount(0);
    await page.getByRole('button', { name: 'Expand All' }).click();
    await expect(tree(page).locator('[data-level]')).toHaveCount(16);

    const pad = (text: string) => row(page, text).evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
    expect((await pad('theme')) - (await pad('location'))).toBe(20);
    expect((await pad('location')) - (await pad('email'))).toBe(20);

    const colour = (type: string) =>
      tree(page)
        .locator(`[data-type="${type}"] > span`)
        .last()
        .evaluate((el) => getComputedStyle(el).color);
    const colours = new Set([
      await colour('string'),
      await colour('number'),
      await colour('boolean'),
      await colour('null'),
    ]);
    expect(colours.size).toBe(4);

    const email = row(page, 'john.doe@example.com');
    await email.hover();
    await email.getByRole('button', { name: 'Copy value of email' }).click();
    await expect(page.getByText('Copied!: Value copied to clipboard')).toBeVisible();
    expect(await clip()).toBe('john.doe@example.com');
  });

  test('JSON Schema validation lists every error with its path', async ({ page }) => {
    await page.goto(PATH);
    await input(page).fill('{"id": "7", "name": "", "tags": ["a", 2]}');
    await expect(badge(page)).toHaveText('Valid JSON');
    const toggle = page.getByRole('button', { name: 'JSON Schema validation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await page.getByRole('button', { name: 'Use sample schema' }).click();
    const list = page.getByRole('list', { name: 'Schema errors' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list).toContainText("(root) must have required property 'email'");
    await expect(list).toContainText('/id must be integer');
    await expect(list).toContainText('/name must NOT have fewer than 1 characters');
    await expect(list).toContainText('/tags/1 must be string');
    await expect(page.getByText('The document does not match the schema (4 errors)')).toBeVisible();

    await input(page).fill(SAMPLE);
    await expect(page.getByText('The document matches the schema.')).toBeVisible();
    await page.getByLabel('JSON Schema', { exact: true }).fill('{"type": "strin"}');
    await expect(page.getByRole('alert').filter({ hasText: 'Schema error' })).toContainText('Invalid JSON Schema:');
    await page.getByLabel('JSON Schema', { exact: true }).fill('{"type": ');
    await expect(page.getByRole('alert').filter({ hasText: 'Schema error' })).toContainText(
      'The schema is not valid JSON',
    );
    await input(page).fill('{oops');
    await expect(page.getByText('Fix JSON errors to validate against the schema.')).toBeVisible();
  });

  test('hostile input stays text: no dialog, no markup', async ({ page, errors }) => {
    failOnDialog(page);
    await page.clock.install();
    await page.goto(PATH);
    const hostile = '{"<img src=x onerror=alert(1)>": "<script>alert(2)</script>", "x": "<svg onload=alert(3)>"}';
    await input(page).fill(hostile);
    await expect(output(page)).toHaveInputText(JSON.stringify(JSON.parse(hostile), null, 2));
    await openTree(page);
    await expect(row(page, '<img src=x onerror=alert(1)>')).toContainText('"<script>alert(2)</script>"');
    // nothing from the input became markup (the page's own JSON-LD script is the only script in main)
    await expect(
      page.locator('main img, main [onerror], main [onload], main script:not([type="application/ld+json"])'),
    ).toHaveCount(0);
    await input(page).fill('{"<img src=x onerror=alert(1)>" 1}');
    await expect(page.getByTestId('error-context')).toContainText('<img src=x onerror=alert(1)>');
    await page.clock.runFor(500);
    await untilSettled(page);
    expect(errors).toEqual([]);
  });

  test('no serious accessibility violations with output, error and tree shown', async ({ page }) => {
    // three accessibility scans: more than the default budget on a busy machine
    test.setTimeout(60_000);
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await expect(output(page)).toHaveInputText(SAMPLE);
    await expectNoSeriousAxeViolations(page);
    await openTree(page);
    await page.getByRole('button', { name: 'JSON Schema validation' }).click();
    // only the tool changes from here on: the header and navigation were scanned with the page
    await expectNoSeriousAxeViolations(page, 'main');
    await input(page).fill('{"a" 1}');
    await expect(badge(page)).toHaveText('Invalid JSON');
    await expectNoSeriousAxeViolations(page, 'main');
  });

  test('works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await expect(output(page)).toHaveInputText(SAMPLE);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await openTree(page);
    await expect(row(page, 'email')).toBeVisible();
  });

  test(
    'a 5 MB upload stays editable, formats in a worker without freezing, and the tree stays virtualised',
    { tag: '@timing' },
    async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(PATH);
      const text = bigDocument(64_000);
      expect(text.length).toBeGreaterThan(4.8 * 1024 * 1024);
      expect(text.length).toBeLessThan(5 * 1024 * 1024);
      // the file is built in the page first, so the long-task record covers only the tool's work
      await page.evaluate((t) => {
        const w = window as unknown as { __file: File; __longest: number };
        w.__file = new File([t], 'big.json', { type: 'application/json' });
        w.__longest = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
        }).observe({ type: 'longtask' });
      }, text);
      await page.getByLabel('Upload JSON file').evaluate((el: HTMLInputElement) => {
        const data = new DataTransfer();
        data.items.add((window as unknown as { __file: File }).__file);
        el.files = data.files;
        el.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await expect(input(page)).toHaveAttribute('contenteditable', 'true');
      await expect(page.getByTestId('input-count')).toHaveText(`${text.length.toLocaleString('en-US')} characters`);
      await expect(output(page)).toBeVisible({ timeout: 30_000 });
      await expect(badge(page)).toHaveText('Valid JSON');
      await expect(page.getByTestId('output-stats')).toContainText(
        `${JSON.stringify(JSON.parse(text), null, 2).split('\n').length.toLocaleString('en-US')} lines`,
      );

      await openTree(page);
      await expect(page.getByTestId('tree-stats')).toContainText('576,001 nodes');
      await page.getByRole('button', { name: 'Expand All' }).click();
      await expect(page.getByTestId('tree-stats')).toContainText('576,001 rows shown');
      expect(await tree(page).locator('[data-level]').count()).toBeLessThan(100);
      await tree(page).evaluate((el) => (el.scrollTop = el.scrollHeight));
      await expect(row(page, '"item 63999"')).toBeVisible();
      await page.getByRole('button', { name: 'Collapse All' }).click();
      await expect(page.getByTestId('tree-stats')).toContainText('1 row shown');

      // the main thread never blocked for long (budget 200 ms; margin for a loaded test machine)
      const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
      expect(longest).toBeLessThan(400);
    },
  );

  test('a 5 MB paste stays editable and the page responds', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(PATH);
    const text = JSON.stringify(
      Array.from({ length: 56_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'] })),
      null,
      2,
    );
    expect(text.length).toBeGreaterThan(4.8 * 1024 * 1024);
    expect(text.length).toBeLessThan(5.2 * 1024 * 1024);
    await pasteIntoEditor(input(page), text);
    const count = page.getByTestId('input-count');
    await expect(count).toHaveText(`${text.length.toLocaleString('en-US')} characters`);
    await expect(input(page)).toHaveAttribute('contenteditable', 'true');
    await expect(output(page)).toBeVisible({ timeout: 30_000 });
    await expect(badge(page)).toHaveText('Valid JSON');
    // typing at the end still reaches the text, and the page answers at once
    await input(page).press('Control+End');
    await input(page).pressSequentially('x');
    await expect(count).toHaveText(`${(text.length + 1).toLocaleString('en-US')} characters`);
    await expect(badge(page)).toHaveText('Invalid JSON', { timeout: 30_000 });
    const started = Date.now();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('100k-deep nesting gives a result or a clear message, never a crash', async ({ page, errors }) => {
    test.setTimeout(60_000);
    await page.goto(`${PATH}?mode=minify`);
    const depth = 100_000;
    await page.getByLabel('Upload JSON file').setInputFiles({
      name: 'deep.json',
      mimeType: 'application/json',
      buffer: Buffer.from('['.repeat(depth) + ']'.repeat(depth)),
    });
    await expect(page.getByTestId('output-stats')).toContainText('200,000 characters', { timeout: 20_000 });
    await expect(badge(page)).toHaveText('Valid JSON');
    // the output editor draws only what is in view of its one 200,000-character line
    expect(await editorText(output(page))).toMatch(/^\[{1000}/);
    await page.getByLabel('Mode').selectOption('format');
    await expect(
      page.getByText('The formatted output would be too large to display (over 64 M characters); use Minify instead'),
    ).toBeVisible({ timeout: 20_000 });
    await openTree(page);
    await page.getByRole('button', { name: 'Expand All' }).click();
    await expect(page.getByTestId('tree-stats')).toContainText('100,000 rows shown');
    await tree(page).evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect(tree(page).getByText('depth 99,999')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
