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

const input = (page: Page) => page.getByLabel('SQL input');
const format = (page: Page) => page.getByRole('button', { name: 'Format', exact: true });
const minify = (page: Page) => page.getByRole('button', { name: 'Minify', exact: true });
const outputText = (page: Page, name: string) => editorText(page.getByRole('textbox', { name }));

test.describe('SQL Formatter', () => {
  test('formats the example as it loads, keeping comments, operators and the dollar-quoted body', async ({
    page,
    errors,
  }) => {
    // the accessibility scan takes long on a busy machine
    test.setTimeout(90_000);
    await page.goto('/format/sql');
    await page.getByRole('button', { name: 'Example' }).click();
    await expect(page.getByLabel('Dialect')).toHaveValue('postgresql');
    await expect.poll(() => outputText(page, 'Formatted SQL')).toContain('-- orders per customer this year');
    const text = await outputText(page, 'Formatted SQL');
    for (const kept of [
      "c.first_name || ' ' || c.last_name as name",
      "c.profile ->> 'city' as city",
      'count(o.id)::int as orders -- paid only',
      "c.email ~ '@example\\.com$'",
      '$$ select i + 1; $$',
    ])
      expect(text).toContain(kept);
    await expect(page.getByText(/2 statements · [\d,]+ characters/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('dialect, indent and cases are kept in the link and across reload and Back', async ({ page }) => {
    await page.goto('/format/sql');
    await input(page).fill('select count(*) from t where a = 1');
    await page.getByLabel('Keywords').selectOption('upper');
    await page.getByLabel('Functions').selectOption('upper');
    await page.getByLabel('Indent').selectOption('4');
    await expect
      .poll(() => outputText(page, 'Formatted SQL'))
      .toBe('SELECT\n    COUNT(*)\nFROM\n    t\nWHERE\n    a = 1');
    await page.getByLabel('Dialect').selectOption('sqlite');
    await expect(page).toHaveURL(/keywordCase=upper/);
    await expect(page).toHaveURL(/dialect=sqlite/);
    await page.reload();
    await expect(page.getByLabel('Dialect')).toHaveValue('sqlite');
    await expect.poll(() => editorText(input(page))).toBe('select count(*) from t where a = 1');
    await expect
      .poll(() => outputText(page, 'Formatted SQL'))
      .toBe('SELECT\n    COUNT(*)\nFROM\n    t\nWHERE\n    a = 1');
    await page.goto('/');
    await page.goBack();
    await expect.poll(() => editorText(input(page))).toBe('select count(*) from t where a = 1');
    await expect(page.getByLabel('Keywords')).toHaveValue('upper');
  });

  test('minify, copy, and download formatted.sql / minified.sql', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/format/sql');
    await input(page).fill('select a,\n  b -- the second\nfrom t;\n\nselect 2;');
    await minify(page).click();
    await expect.poll(() => outputText(page, 'Minified SQL')).toBe('select a,b from t;\nselect 2;');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clip()).toBe('select a,b from t;\nselect 2;');
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('minified.sql');
    await format(page).click();
    await expect.poll(() => outputText(page, 'Formatted SQL')).toContain('b -- the second');
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('formatted.sql');
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(await file.path(), 'utf8')).toBe('select\n  a,\n  b -- the second\nfrom\n  t;\n\nselect\n  2;');
  });

  test('a script the dialect cannot read names the dialects that can, with its line and column and Go to error', async ({
    page,
  }) => {
    await page.goto('/format/sql?dialect=mysql');
    await input(page).fill('select id\nfrom t where x::int = $1');
    const alert = page.getByRole('alert').filter({ hasText: 'Cannot read this as MySQL' });
    // trying the other 19 dialects builds each one's tokenizer the first time
    await expect(alert).toHaveCount(1, { timeout: 30_000 });
    await expect(alert).toContainText('Unexpected "::int = $1"');
    await expect(alert).toContainText(/It parses as .*PostgreSQL.*: choose it under Dialect\./);
    await expect(alert).toContainText('Line 2, Column 15');
    await expect(page.locator('.cm-mark-error')).toHaveText(':');
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect(input(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(':');
    await page.getByLabel('Dialect').selectOption('postgresql');
    await expect.poll(() => outputText(page, 'Formatted SQL')).toBe('select\n  id\nfrom\n  t\nwhere\n  x::int = $1');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('Automatic is the default: everyday PostgreSQL formats as PostgreSQL and the tool says Standard SQL could not read it', async ({
    page,
  }) => {
    await page.goto('/format/sql');
    await expect(page.getByLabel('Dialect')).toHaveValue('auto');
    await input(page).fill("SELECT id::text, now() - interval '1 day' FROM t WHERE x ILIKE '%a%' RETURNING *");
    // sql-formatter's own output for the PostgreSQL dialect
    await expect
      .poll(() => outputText(page, 'Formatted SQL'))
      .toBe("SELECT\n  id::text,\n  now() - interval '1 day'\nFROM\n  t\nWHERE\n  x ILIKE '%a%'\nRETURNING\n  *");
    await expect(
      page.getByRole('status').filter({ hasText: 'Formatted as PostgreSQL — it did not parse as Standard SQL.' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await input(page).fill("select data->>'name' from t where id = $1");
    await expect
      .poll(() => outputText(page, 'Formatted SQL'))
      .toBe("select\n  data ->> 'name'\nfrom\n  t\nwhere\n  id = $1");
    await minify(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Minified as PostgreSQL' })).toBeVisible();
  });

  test('Automatic tries the dialect picked last first; an old link with dialect= keeps its dialect', async ({
    page,
  }) => {
    await page.goto('/format/sql');
    await input(page).fill('select a from t');
    await expect(page.getByRole('status').filter({ hasText: 'Formatted as Standard SQL.' })).toBeVisible();
    await page.getByLabel('Dialect').selectOption('mysql');
    await expect(page).toHaveURL(/dialect=mysql/);
    await page.getByLabel('Dialect').selectOption('auto');
    await expect(page).toHaveURL(/lastDialect=mysql/);
    await expect(page.getByRole('status').filter({ hasText: 'Formatted as MySQL.' })).toBeVisible();
    await page.goto('/format/sql?dialect=sqlite');
    await expect(page.getByLabel('Dialect')).toHaveValue('sqlite');
    await input(page).fill('select x::int from t');
    await expect(page.getByRole('alert').filter({ hasText: 'Cannot read this as SQLite' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('with Automatic, a script no dialect reads is an error beside the input, at the place the furthest reader stopped', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/format/sql');
    await input(page).fill('select 1;\nselect (a\nfrom t');
    const alert = page.getByRole('alert').filter({ hasText: 'No dialect reads this script' });
    await expect(alert).toContainText('"(" is never closed', { timeout: 30_000 });
    await expect(alert).toContainText('This is where Standard SQL stopped, which read furthest');
    await expect(alert).toContainText('Line 2, Column 8');
    await expect(alert).toBeInViewport();
    await alert.getByRole('button', { name: 'Go to error' }).click();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('(');
  });

  test('a bracket never closed is placed at the bracket; no dialect reads it', async ({ page }) => {
    await page.goto('/format/sql?dialect=sql');
    await input(page).fill('select 1;\nselect (a\nfrom t');
    const alert = page.getByRole('alert').filter({ hasText: 'Cannot read this as Standard SQL' });
    // trying the other 19 dialects builds each one's tokenizer the first time
    await expect(alert).toContainText('"(" is never closed', { timeout: 30_000 });
    await expect(alert).toContainText('No other dialect parses it either.');
    await expect(alert).toContainText('Line 2, Column 8');
    await minify(page).click();
    await expect(alert).toContainText('"(" is never closed');
  });

  test('blank input and no output have their messages', async ({ page }) => {
    await stubClipboard(page);
    await page.goto('/format/sql');
    await format(page).click();
    await expect(page.getByText('Please enter some SQL')).toBeVisible();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('No output to copy')).toBeVisible();
    await page.getByRole('button', { name: 'close', exact: true }).first().click();
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText('No output to download')).toBeVisible();
  });

  test('a failing background job gives Failed to format SQL / Failed to minify SQL', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { Worker: unknown }).Worker = class {
        constructor() {
          throw new Error('workers are unavailable');
        }
      };
    });
    await page.goto('/format/sql');
    await input(page).fill('select 1');
    await format(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to format SQL' }).first()).toBeVisible();
    await minify(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to minify SQL' }).first()).toBeVisible();
  });

  test('markup in a script stays text', async ({ page }) => {
    failOnDialog(page);
    await page.goto('/format/sql');
    await input(page).fill(`select '<img src=x onerror="alert(1)">' as a, '<script>alert(2)</script>' as b`);
    const view = page.locator('.cm-editor').filter({ has: page.getByRole('textbox', { name: 'Formatted SQL' }) });
    await expect(view).toContainText('<script>alert(2)</script>');
    await expect(view.locator('img, script')).toHaveCount(0);
  });

  test(
    'a 5 MB script formats in the worker with progress while the page answers, and Cancel stops it',
    { tag: '@timing' },
    async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/format/sql');
      const statement =
        "select u.id, u.name, count(o.id) as orders from users u left join orders o on o.user_id = u.id where u.status in ('a', 'b') group by u.id, u.name order by orders desc;\n";
      const sql = statement.repeat(Math.ceil((5 * 1024 * 1024) / statement.length));
      await pasteIntoEditor(input(page), sql);
      await format(page).click();
      const bar = page.getByRole('progressbar', { name: 'Formatting progress' });
      await expect(bar).toBeVisible();
      // the page answers while the worker formats
      for (let i = 0; i < 3; i++) {
        const t0 = Date.now();
        await page.evaluate(() => 1);
        expect(Date.now() - t0).toBeLessThan(1000);
      }
      // formatting all of it takes about a minute on a 2-core machine: the run is stopped once it is seen to go on
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(bar).toBeHidden();
      await expect(format(page)).toBeEnabled();
    },
  );

  test(
    'a 5 MB script formats to the end in the worker: progress, then every statement in the output',
    { tag: '@timing' },
    async ({ page }) => {
      // about a minute of formatting on a 2-core machine; the run's own limit is 20 s plus 20 s per megabyte
      test.setTimeout(300_000);
      await page.goto('/format/sql');
      const statement =
        "select u.id, u.name, count(o.id) as orders from users u left join orders o on o.user_id = u.id where u.status in ('a', 'b') group by u.id, u.name order by orders desc;\n";
      const count = Math.ceil((5 * 1024 * 1024) / statement.length);
      await pasteIntoEditor(input(page), statement.repeat(count));
      await format(page).click();
      const bar = page.getByRole('progressbar', { name: 'Formatting progress' });
      await expect(bar).toBeVisible();
      await expect(bar).toBeHidden({ timeout: 240_000 });
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(
        page.getByText(new RegExp(`^${count.toLocaleString('en-US')} statements · [\\d,]+ characters$`)),
      ).toBeVisible();
      const first = 'select\n  u.id,\n  u.name,\n  count(o.id) as orders\nfrom\n  users u\n';
      await expect.poll(async () => (await outputText(page, 'Formatted SQL')).slice(0, first.length)).toBe(first);
      await expect(format(page)).toBeEnabled();
    },
  );
});
