import { readFileSync } from 'node:fs';
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

const input = (page: Page) => page.getByLabel('JSON samples');
/** The output editor named `name` (TypeScript, Zod schema, JSON Schema). */
const output = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

const TWO_SAMPLES =
  '{"id": 1, "first-name": "Ada", "home": {"city": "A"}}\n{"id": 2, "first-name": "Bo", "home": {"city": "B"}, "work": {"city": "C"}, "at": null}';

test.describe('JSON to TypeScript, Zod & JSON Schema', () => {
  test('the example infers TypeScript from two samples: optional fields, a shared type, quoted keys, a date-time note', async ({
    page,
    errors,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/convert/json-types');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to TypeScript, Zod & JSON Schema' })).toBeVisible();
    // how to give several samples is said on the page
    await expect(
      page.getByText(/One JSON value is one sample\. For several samples, put them one per line \(JSON Lines\)/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Example', exact: true }).click();
    const view = output(page, 'TypeScript');
    await expect(view).toContainText('export interface Root {');
    const text = await editorText(view);
    for (const line of [
      '  "first-name": string;',
      '  /** ISO 8601 date-time: JSON.parse gives a string, not a Date */',
      '  billing?: Address;',
      '  "2x"?: number;',
      '  manager: Manager | null;',
    ])
      expect(text).toContain(line);
    await expect(page.getByTestId('json-types-summary')).toHaveText('Inferred from 2 samples · 3 object types');
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('the Zod schema names Zod 4 and writes a date-time in its form, not the deprecated z.string().datetime()', async ({
    page,
  }) => {
    await page.goto('/convert/json-types?target=zod');
    await pasteIntoEditor(input(page), '{"at": "2024-05-01T09:30:00Z"}');
    const zod = output(page, 'Zod schema');
    await expect(zod).toContainText('// Zod 4 (npm install zod@^4)');
    await expect(zod).toContainText('at: z.iso.datetime({ offset: true }),');
  });

  test('the tabs give Zod and JSON Schema for the same samples, and the tab is kept in the link', async ({ page }) => {
    await page.goto('/convert/json-types');
    await pasteIntoEditor(input(page), TWO_SAMPLES);
    await expect(output(page, 'TypeScript')).toContainText('work?: Home;');
    await tab(page, 'Zod').click();
    await expect(output(page, 'Zod schema')).toContainText('work: HomeSchema.optional(),');
    await expect(output(page, 'Zod schema')).toContainText('// Zod 4 (npm install zod@^4)');
    await expect(output(page, 'Zod schema')).toContainText("import { z } from 'zod';");
    await expect(page).toHaveURL(/target=zod/);
    await tab(page, 'JSON Schema').click();
    const schema = output(page, 'JSON Schema');
    await expect(schema).toContainText('"$schema": "https://json-schema.org/draft/2020-12/schema"');
    await expect(schema).toContainText('"$ref": "#/$defs/Home"');
    await page.goto('/convert/json-types?target=zod');
    await expect(tab(page, 'Zod')).toHaveAttribute('aria-selected', 'true');
  });

  test('copy and download give types.ts, schema.ts and schema.json', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/convert/json-types');
    await pasteIntoEditor(input(page), '{"a": 1}');
    await expect(output(page, 'TypeScript')).toContainText('a: number;');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clip()).toBe('export interface Root {\n  a: number;\n}\n');
    for (const [name, file, label, shown] of [
      ['TypeScript', 'types.ts', 'TypeScript', 'a: number;'],
      ['Zod', 'schema.ts', 'Zod schema', 'a: z.number().int(),'],
      ['JSON Schema', 'schema.json', 'JSON Schema', '"required": ['],
    ] as const) {
      await tab(page, name).click();
      // the file is named after what the output was made from, so wait for the new tab's output
      await expect(output(page, label)).toContainText(shown);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download' }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(file);
      const content = readFileSync(await saved.path(), 'utf8');
      if (file === 'schema.json')
        expect(JSON.parse(content)).toMatchObject({
          type: 'object',
          properties: { a: { type: 'integer' } },
          required: ['a'],
        });
      else expect(content).toContain(file === 'types.ts' ? 'a: number;' : 'a: z.number().int(),');
    }
  });

  test('the options change the output and are kept in the link: root name, type, readonly, missing also null, array of samples', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/convert/json-types');
    await pasteIntoEditor(input(page), '[{"a": 1, "tags": ["x"]}, {"b": "x", "tags": []}]');
    const view = output(page, 'TypeScript');
    await expect(view).toContainText('export type Root = RootItem[];');
    await page.getByRole('switch', { name: 'Top-level array is a list of samples' }).click();
    await expect(view).toContainText('export interface Root {');
    await page.getByLabel('Root name').fill('api row');
    await expect(view).toContainText('export interface ApiRow {');
    await page.getByLabel('Objects as').selectOption('type');
    await page.getByRole('switch', { name: 'Readonly' }).click();
    await page.getByLabel('Fields missing from some samples').selectOption('nullish');
    await expect(view).toContainText('export type ApiRow = {');
    await expect(view).toContainText('readonly a?: number | null;');
    await expect(view).toContainText('readonly tags: readonly string[];');
    await expect(page).toHaveURL(/declaration=type/);
    await expect(page).toHaveURL(/readonly=true/);
    // readonly and interface or type are TypeScript's: the Zod tab does not offer them
    await tab(page, 'Zod').click();
    await expect(page.getByRole('switch', { name: 'Readonly' })).toHaveCount(0);
    await expect(output(page, 'Zod schema')).toContainText('a: z.number().int().nullable().optional(),');
    await expectNoSeriousAxeViolations(page);
  });

  test('a key named after what every object inherits, left out of a sample, gives types that take the inherited member', async ({
    page,
    errors,
  }) => {
    await page.goto('/convert/json-types?arraySamples=true');
    await pasteIntoEditor(input(page), '[{"toString": "a", "n": 1}, {"constructor": 2}]');
    const view = output(page, 'TypeScript');
    await expect(view).toContainText('toString?: string | typeof Object.prototype.toString;');
    await expect(view).toContainText('a sample without toString still has the one every object inherits');
    await tab(page, 'Zod').click();
    await expect(output(page, 'Zod schema')).toContainText(
      "toString: z.string().or(inherited('toString')).optional(),",
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a JSON error gives its message, line and column inline; Go to error selects the character', async ({
    page,
  }) => {
    await page.goto('/convert/json-types');
    await pasteIntoEditor(input(page), '{\n  "a": 1,\n  "b": tru\n}');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid JSON' });
    await expect(alert).toContainText("Invalid value: expected 'true'");
    await expect(alert).toContainText('Line 3, Column 8');
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect(input(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('t');
  });

  test('samples separated by commas are told how to be given; an empty array of samples says there is nothing', async ({
    page,
  }) => {
    await page.goto('/convert/json-types');
    await pasteIntoEditor(input(page), '{"a": 1},\n{"a": 2}');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Samples follow one another without commas' }),
    ).toContainText('Line 1, Column 9');
    // the input is kept across the visit: Clear empties it first
    await page.goto('/convert/json-types?arraySamples=true');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await pasteIntoEditor(input(page), '[]');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'The top-level array is empty: there is no sample to infer from' })
        .first(),
    ).toBeVisible();
  });

  test('integers beyond 2^53 are listed with their positions and what JSON.parse makes of them', async ({ page }) => {
    await page.goto('/convert/json-types');
    await pasteIntoEditor(input(page), '{\n  "id": 12345678901234567890,\n  "n": 1\n}');
    const warning = page
      .getByRole('status')
      .filter({ hasText: '1 number beyond what JSON.parse keeps exactly (2^53)' });
    await expect(warning).toContainText('Line 2, Column 9: 12345678901234567890 becomes 12345678901234567000');
    await expect(output(page, 'TypeScript')).toContainText('holds integers beyond 2^53');
  });

  test('a blank input says what is missing; copy and download with no output say so', async ({ page }) => {
    await stubClipboard(page);
    await page.goto('/convert/json-types');
    await page.waitForFunction(() => document.documentElement.dataset.mainAction !== undefined);
    await input(page).focus();
    await page.keyboard.press('Control+Enter');
    await expect(page.getByText('Please paste one or more JSON samples')).toBeVisible();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('No output to copy')).toBeVisible();
    await page.getByRole('button', { name: 'close', exact: true }).first().click();
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText('No output to download')).toBeVisible();
  });

  test('an uploaded file is read into the input; the input and tab survive a reload', async ({ page }) => {
    await page.goto('/convert/json-types');
    await page.getByLabel('Upload JSON file').setInputFiles({
      name: 'rows.jsonl',
      mimeType: 'application/json',
      buffer: Buffer.from('{"x": true}\n{"x": false, "y": []}\n'),
    });
    await expect(output(page, 'TypeScript')).toContainText('y?: unknown[];');
    await tab(page, 'Zod').click();
    await expect(output(page, 'Zod schema')).toContainText('y: z.array(z.unknown()).optional(),');
    await page.reload();
    await expect.poll(() => editorText(input(page))).toBe('{"x": true}\n{"x": false, "y": []}\n');
    await expect(tab(page, 'Zod')).toHaveAttribute('aria-selected', 'true');
    await expect(output(page, 'Zod schema')).toContainText('x: z.boolean(),');
  });

  test('a file over 5 MB is refused and the input is kept', async ({ page }) => {
    // handing the browser a 5 MB file is slow on a busy machine
    test.setTimeout(90_000);
    await page.goto('/convert/json-types');
    await pasteIntoEditor(input(page), '{"a": 1}');
    await expect(output(page, 'TypeScript')).toContainText('a: number;');
    await expectUploadRefusedOver5MB(page, 'Upload JSON file', 'big.json');
    await expect.poll(() => editorText(input(page))).toBe('{"a": 1}');
  });

  test('nesting deeper than 256 levels is refused at the place it goes past the limit', async ({ page }) => {
    await page.goto('/convert/json-types');
    await pasteIntoEditor(input(page), '['.repeat(257) + ']'.repeat(257));
    const alert = page.getByRole('alert').filter({ hasText: 'Nesting deeper than 256 levels' });
    await expect(alert).toContainText('Invalid JSON');
    await expect(alert).toContainText('Line 1, Column 257');
  });

  test('the aliases lead to the tool with the language they name', async ({ page }) => {
    for (const [alias, target] of [
      ['/convert/json-to-typescript', 'typescript'],
      ['/convert/json-to-zod', 'zod'],
    ] as const) {
      await page.goto(alias);
      await expect(page).toHaveURL(new RegExp(`/convert/json-types\\?target=${target}$`));
    }
  });

  test('a failing background job gives "The types could not be generated"', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { Worker: unknown }).Worker = class {
        constructor() {
          throw new Error('workers are unavailable');
        }
      };
    });
    await page.goto('/convert/json-types');
    await pasteIntoEditor(input(page), '{"a": 1}');
    await expect(page.getByRole('alert').filter({ hasText: 'The types could not be generated' }).first()).toBeVisible();
  });

  test(
    '5 MB of samples are read in the worker while the page stays responsive',
    { tag: '@timing' },
    async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/convert/json-types');
      const rows: string[] = [];
      let size = 0;
      for (let i = 0; size < 5 * 1024 * 1024; i++) {
        const row = JSON.stringify({
          id: i,
          name: `user ${i}`,
          at: '2024-05-01T09:30:00Z',
          tags: i % 3 ? ['a', i] : [],
          address: { city: 'X', zip: String(i) },
          ...(i % 2 ? { extra: null } : {}),
        });
        rows.push(row);
        size += row.length + 1;
      }
      const started = Date.now();
      await pasteIntoEditor(input(page), rows.join('\n'));
      // the page answers while the worker parses
      const t0 = Date.now();
      await page.evaluate(() => 1);
      expect(Date.now() - t0).toBeLessThan(1000);
      await expect(page.getByTestId('json-types-summary')).toHaveText(
        `Inferred from ${rows.length.toLocaleString('en-US')} samples · 2 object types`,
        { timeout: 30_000 },
      );
      const view = output(page, 'TypeScript');
      await expect(view).toContainText('tags: Array<number | string>;');
      await expect(view).toContainText('extra?: null;');
      test.info().annotations.push({
        type: 'timing',
        description: `5 MB (${rows.length} samples): result after ${Date.now() - started} ms`,
      });
    },
  );
});
