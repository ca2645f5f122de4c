import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousAxeViolations, failOnDialog, stubClipboard } from '../../tests/e2e/support';
import { PLACES } from './record';

const EMAIL = /^[a-z0-9._%+-]+@example\.(com|org|net)$/;
const FIELD_TYPES = [
  'string',
  'number',
  'boolean',
  'null',
  'object',
  'array',
  'name',
  'fullName',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'zipCode',
  'date',
  'time',
  'datetime',
  'uuid',
  'color',
  'url',
  'image',
  'paragraph',
  'sentence',
  'id',
  'price',
  'product',
];

const output = (page: Page) => page.getByRole('textbox', { name: 'Generated JSON' });
const summary = (page: Page) => page.getByRole('status', { name: 'Generation summary' });
const fieldsParam = (fields: object[]) => `fields=${encodeURIComponent(JSON.stringify(fields))}`;

/** Clicks Generate and waits for that run to finish (a run counter tells it from an identical earlier result). */
async function run(page: Page) {
  const card = page.getByTestId('mock-data-output');
  const before = Number(await card.getAttribute('data-runs'));
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(card).toHaveAttribute('data-runs', String(before + 1), { timeout: 10_000 });
}

async function generate(page: Page): Promise<unknown> {
  await run(page);
  return JSON.parse(await output(page).inputValue()) as unknown;
}

/** Replaces Worker with one that never answers, as a runaway job would behave: the job never reaches it. */
async function stallWorkers(page: Page) {
  await page.addInitScript(() => {
    window.Worker = class extends window.Worker {
      postMessage() {}
    };
  });
}

async function open(page: Page, query = '') {
  await page.goto(`/tools/mock-data${query}`);
  // the field list (rjsf) is loaded lazily
  await expect(page.getByRole('button', { name: 'Add' })).toBeVisible();
}

test.describe('Mock Data Generator', () => {
  test("generates 10 items from the default fields, each value in its type's range", async ({ page, errors }) => {
    // three accessibility scans of a large form
    test.setTimeout(60_000);
    await open(page);
    await expect(page.getByRole('tab', { name: 'Builder' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Number of items')).toHaveValue('10');
    const data = (await generate(page)) as Record<string, unknown>[];
    expect(data).toHaveLength(10);
    for (const item of data) {
      expect(Object.keys(item)).toEqual(['id', 'name', 'email']);
      expect(item.id).toBeGreaterThanOrEqual(1);
      expect(item.id).toBeLessThanOrEqual(10000);
      expect(item.email).toMatch(EMAIL);
      expect(item.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    }
    await expect(summary(page)).toHaveText(/^10 items · [\d.]+ (B|KB) · seed \d+/);
    await expectNoSeriousAxeViolations(page);
    for (const tab of ['Templates', 'From JSON Schema']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoSeriousAxeViolations(page);
    }
    expect(errors).toEqual([]);
  });

  test('every one of the 26 field types generates a value, none unknown', async ({ page }) => {
    await open(page, `?count=1&seed=5&${fieldsParam(FIELD_TYPES.map((t) => ({ name: t, type: t })))}`);
    const item = (await generate(page)) as Record<string, unknown>;
    expect(Array.isArray(item)).toBe(false);
    expect(Object.keys(item)).toEqual(FIELD_TYPES);
    expect(JSON.stringify(item)).not.toContain('Unknown type');
    expect(item.phone).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);
    expect(item.price).toBeGreaterThanOrEqual(0.99);
    expect(item.price).toBeLessThanOrEqual(999.99);
    expect(String(item.date)).toMatch(/^20(0\d|1\d|2[0-3])-\d{2}-(0[1-9]|1\d|2[0-8])$/);
    expect(item.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(item.null).toBeNull();
    expect(Object.keys(item.object as object).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(item.object as object).length).toBeLessThanOrEqual(4);
    expect((item.array as unknown[]).length).toBeGreaterThanOrEqual(1);
    expect((item.array as unknown[]).length).toBeLessThanOrEqual(5);
    expect(String(item.string).length).toBeGreaterThanOrEqual(5);
    expect(String(item.string).length).toBeLessThanOrEqual(10);
  });

  test('fields can be added, edited, moved up and down and removed; the order is the output order', async ({
    page,
  }) => {
    await open(page, '?count=2');
    await page.getByRole('button', { name: 'Add' }).click();
    const names = page.getByRole('textbox', { name: 'Field name' });
    await expect(names).toHaveCount(4);
    await names.nth(3).fill('price');
    await page.getByRole('combobox', { name: /^Type/ }).nth(3).selectOption('price');
    let data = (await generate(page)) as Record<string, unknown>[];
    expect(Object.keys(data[0])).toEqual(['id', 'name', 'email', 'price']);
    expect(Math.round((data[0].price as number) * 100) / 100).toBe(data[0].price);

    await page.getByRole('button', { name: 'Move up' }).nth(3).click();
    data = (await generate(page)) as Record<string, unknown>[];
    expect(Object.keys(data[0])).toEqual(['id', 'name', 'price', 'email']);

    await page.getByRole('button', { name: 'Move down' }).nth(0).click();
    data = (await generate(page)) as Record<string, unknown>[];
    expect(Object.keys(data[0])).toEqual(['name', 'id', 'price', 'email']);

    await page.getByRole('button', { name: 'Remove' }).nth(1).click();
    await expect(names).toHaveCount(3);
    data = (await generate(page)) as Record<string, unknown>[];
    expect(Object.keys(data[0])).toEqual(['name', 'price', 'email']);

    // the list travels in the link
    await expect(page).toHaveURL(/fields=/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Field name' })).toHaveCount(3);
    await expect(page.getByRole('textbox', { name: 'Field name' }).nth(1)).toHaveValue('price');
  });

  test('isArray with array length, min/max and options shape the values', async ({ page }) => {
    await open(
      page,
      `?count=5&${fieldsParam([
        { name: 'tags', type: 'string', isArray: true, arrayLength: 4, options: 'a, b' },
        { name: 'score', type: 'number', minValue: 10, maxValue: 12 },
      ])}`,
    );
    await expect(page.getByRole('switch', { name: 'Array' }).first()).toHaveAttribute('aria-checked', 'true');
    // Array length only on the row that is an array; switching Array on shows it
    const lengths = page.getByRole('spinbutton', { name: 'Array length' });
    await expect(lengths).toHaveCount(1);
    await page.getByRole('switch', { name: 'Array' }).nth(1).click();
    await expect(lengths).toHaveCount(2);
    await page.getByRole('switch', { name: 'Array' }).nth(1).click();
    await expect(lengths).toHaveCount(1);
    const data = (await generate(page)) as { tags: string[]; score: number }[];
    for (const item of data) {
      expect(item.tags).toHaveLength(4);
      for (const t of item.tags) expect(['a', 'b']).toContain(t);
      expect([10, 11, 12]).toContain(item.score);
    }
  });

  test("rows with blank names are dropped; no named field gives 'Error: At least one field is required'", async ({
    page,
  }) => {
    await open(page, '?count=1');
    const names = page.getByRole('textbox', { name: 'Field name' });
    await names.nth(1).fill('   ');
    const item = (await generate(page)) as Record<string, unknown>;
    expect(Object.keys(item)).toEqual(['id', 'email']);
    await expect(page.getByText('Each item has 2 fields: 1 row with a blank name is skipped.')).toBeVisible();

    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Remove' }).first().click();
    await expect(names).toHaveCount(0);
    await run(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Error: At least one field is required' })).toBeVisible();
    await expect(output(page)).toHaveValue('');
  });

  test('item count is clamped to 1–100 and a count of 1 yields a single object', async ({ page }) => {
    await open(page);
    const count = page.getByLabel('Number of items');
    await count.fill('500');
    await count.blur();
    await expect(count).toHaveValue('100');
    expect(await generate(page)).toHaveLength(100);
    await count.fill('0');
    await count.blur();
    await expect(count).toHaveValue('1');
    const one = await generate(page);
    expect(Array.isArray(one)).toBe(false);
    expect(Object.keys(one as object)).toEqual(['id', 'name', 'email']);
    await expect(summary(page)).toHaveText(/^1 item ·/);
  });

  test('templates set the fields and the count', async ({ page }) => {
    await open(page);
    const expected: [string, number, number, string[]][] = [
      [
        'User Profile',
        10,
        10,
        ['id', 'name', 'email', 'phone', 'address', 'city', 'country', 'zipCode', 'birthDate', 'isActive'],
      ],
      ['Product Catalog', 8, 5, ['id', 'name', 'description', 'price', 'category', 'inStock', 'image', 'tags']],
      ['Blog Post', 7, 3, ['id', 'title', 'author', 'content', 'publishedAt', 'tags', 'views']],
    ];
    for (const [name, fields, count, keys] of expected) {
      await page.getByRole('tab', { name: 'Templates' }).click();
      await expect(page.getByRole('region', { name })).toContainText(`${fields} fields · ${count} items`);
      await page.getByRole('button', { name: `Load ${name} template` }).click();
      await expect(page.getByRole('tab', { name: 'Builder' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('textbox', { name: 'Field name' })).toHaveCount(fields);
      await expect(page.getByLabel('Number of items')).toHaveValue(String(count));
      const data = (await generate(page)) as Record<string, unknown>[];
      expect(data).toHaveLength(count);
      expect(Object.keys(data[0])).toEqual(keys);
    }
  });

  test('User Profile records hang together: email from the name, city in the country', async ({ page }) => {
    await open(page);
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'Load User Profile template' }).click();
    // the fields on screen are the confirmation: no toast
    await expect(page.getByRole('textbox', { name: 'Field name' })).toHaveCount(10);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    const data = (await generate(page)) as { name: string; email: string; city: string; country: string }[];
    for (const r of data) {
      const [first, last] = r.name.toLowerCase().split(' ');
      expect(r.email.split('@')[0]).toMatch(new RegExp(`^${first}[._]?${last}\\d*$`));
      expect(PLACES[r.country]).toContain(r.city);
    }
  });

  test('a seed reproduces the same data, also from a link', async ({ page }) => {
    await open(page);
    const first = await generate(page);
    const second = await generate(page);
    expect(second).not.toEqual(first);
    const seed = /seed (\d+)/.exec((await summary(page).textContent()) ?? '')![1];
    await page.getByRole('button', { name: 'Keep this seed' }).click();
    await expect(page.getByLabel('Seed (optional)')).toHaveValue(seed);
    await expect(page).toHaveURL(new RegExp(`seed=${seed}`));
    const again = await generate(page);
    expect(again).toEqual(second);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add' })).toBeVisible();
    expect(await generate(page)).toEqual(second);

    const seedBox = page.getByLabel('Seed (optional)');
    await seedBox.fill('12abc');
    await expect(seedBox).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('A whole number from 0 to 4294967295')).toBeVisible();
  });

  test("From JSON Schema: example output is valid; invalid schemas give 'Error generating mock data: …'; unsupported keywords are reported", async ({
    page,
  }) => {
    await open(page, '?count=5');
    await page.getByRole('tab', { name: 'From JSON Schema' }).click();
    const schemaBox = page.getByRole('textbox', { name: 'JSON Schema' });
    await run(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error generating mock data: Paste a JSON Schema first' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Load example schema' }).click();
    const data = (await generate(page)) as Record<string, unknown>[];
    expect(data).toHaveLength(5);
    for (const item of data) {
      expect(item.email).toMatch(EMAIL);
      expect(item.age).toBeGreaterThanOrEqual(18);
      expect(item.age).toBeLessThanOrEqual(99);
    }
    await expect(page.getByText('Output does not fully match the schema')).toHaveCount(0);

    await schemaBox.fill('{"type": "object", "properties": {');
    await run(page);
    await expect(page.getByRole('alert').filter({ hasText: /^Error generating mock data: / })).toBeVisible();
    await expect(schemaBox).toHaveValue('{"type": "object", "properties": {');

    await schemaBox.fill('{"type": "string", "pattern": "^[A-Z]{3}$"}');
    await run(page);
    await expect(page.getByText('Output does not fully match the schema')).toBeVisible();
    await expect(page.getByText(/5 of 5 generated items do not match the schema/)).toBeVisible();
  });

  test('a schema whose arrays multiply is refused quickly; a stalled worker is stopped and the page stays responsive', async ({
    page,
  }) => {
    test.setTimeout(45_000);
    await open(page, '?count=100');
    await page.getByRole('tab', { name: 'From JSON Schema' }).click();
    const huge = {
      type: 'array',
      minItems: 10000,
      items: { type: 'array', minItems: 10000, items: { type: 'string' } },
    };
    await page.getByRole('textbox', { name: 'JSON Schema' }).fill(JSON.stringify(huge));
    let started = Date.now();
    await run(page);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Error generating mock data: The schema asks for more than 500,000 values' }),
    ).toBeVisible();
    expect(Date.now() - started).toBeLessThan(5000);

    await stallWorkers(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add' })).toBeVisible();
    started = Date.now();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeVisible();
    // the main thread is free while the worker spins
    const t0 = Date.now();
    await page.getByRole('tab', { name: 'Templates' }).click();
    await expect(page.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
    expect(Date.now() - t0).toBeLessThan(1500);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Error generating mock data: The operation took longer than 5 s and was stopped' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    expect(Date.now() - started).toBeLessThan(12_000);
    await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();
  });

  test('Cancel stops a running generation', async ({ page }) => {
    await stallWorkers(page);
    await open(page);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(output(page)).toHaveValue('');
  });

  test('copy and download mock-data.json', async ({ page }) => {
    const clip = await stubClipboard(page);
    await open(page, '?seed=9&count=3');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('No output to copy')).toBeVisible();
    await generate(page);
    const text = await output(page).inputValue();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clip()).toBe(text);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('mock-data.json');
    const { readFile } = await import('node:fs/promises');
    expect(await readFile((await file.path())!, 'utf8')).toBe(text);
  });

  test('the items as CSV, SQL INSERT or YAML, each downloaded under its own name; the format travels in the link', async ({
    page,
  }) => {
    await open(
      page,
      `?seed=9&count=2&${fieldsParam([
        { name: 'id', type: 'id' },
        { name: 'tags', type: 'string', isArray: true, arrayLength: 2, options: 'a, b' },
      ])}`,
    );
    const items = (await generate(page)) as { id: number; tags: string[] }[];
    const format = page.getByLabel('Output format');
    await expect(format.locator('option')).toHaveText(['JSON', 'CSV', 'SQL INSERT', 'YAML']);
    const shown = (name: string) => page.getByRole('textbox', { name: `Generated ${name}` });

    await format.selectOption('csv');
    await expect(page).toHaveURL(/format=csv/);
    const csv = [`id,tags`, ...items.map((i) => `${i.id},"${JSON.stringify(i.tags).replace(/"/g, '""')}"`)].join(
      '\r\n',
    );
    // the field shows its lines; the copy and the file keep CSV's CRLF line ends
    await expect(shown('CSV')).toHaveValue(`${csv}\r\n`.replace(/\r\n/g, '\n'));
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toBe('mock-data.csv');
    const { readFile } = await import('node:fs/promises');
    expect(await readFile((await csvFile.path())!, 'utf8')).toBe(`${csv}\r\n`);

    await format.selectOption('sql');
    await expect(shown('SQL INSERT')).toHaveValue(
      `INSERT INTO mock_data (id, tags) VALUES\n${items.map((i) => `  (${i.id}, '${JSON.stringify(i.tags)}')`).join(',\n')};\n`,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('mock-data.sql');

    await format.selectOption('yaml');
    await expect(shown('YAML')).toHaveValue(new RegExp(`^- id: ${items[0].id}\\n  tags:\\n    - ${items[0].tags[0]}`));
    // the same items in every format: generating again is not needed
    await expect(summary(page)).toContainText('2 items');
    await page.reload();
    await expect(format).toHaveValue('yaml');
  });

  test('Open in … hands the items to a tool that takes their format, and Back returns to them', async ({
    page,
    errors,
  }) => {
    await open(page, '?seed=9&count=2');
    await run(page);
    const text = await output(page).inputValue();
    await page.getByRole('button', { name: /^Open in/ }).click();
    await page.getByRole('menuitem', { name: 'JSON Formatter / Validator & Viewer', exact: true }).click();
    await expect(page).toHaveURL(/\/tools\/json-validator$/);
    await expect(page.getByRole('textbox', { name: 'JSON input' })).toHaveInputText(text);
    await page.goBack();
    await expect(page).toHaveURL(/\/tools\/mock-data\?seed=9&count=2$/);
    await expect(page.getByRole('button', { name: 'Add' })).toBeVisible();
    // CSV is offered to the tools that take CSV
    await page.getByLabel('Output format').selectOption('csv');
    await run(page);
    await page.getByRole('button', { name: /^Open in/ }).click();
    await expect(page.getByRole('menuitem').first()).toContainText('CSV');
    expect(errors).toEqual([]);
  });

  test('hostile field names and options stay text', async ({ page, errors }) => {
    failOnDialog(page);
    const evil = '<img src=x onerror=alert(1)>';
    await open(page, `?count=1&${fieldsParam([{ name: evil, type: 'string', options: `${evil}, "quoted"` }])}`);
    const item = (await generate(page)) as Record<string, string>;
    expect(Object.keys(item)).toEqual([evil]);
    expect([evil, '"quoted"']).toContain(item[evil]);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('works at phone width without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    expect(await generate(page)).toHaveLength(10);
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'Load Blog Post template' }).click();
    expect(await generate(page)).toHaveLength(3);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
