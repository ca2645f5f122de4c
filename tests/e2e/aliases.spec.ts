import { test, expect } from './support';

/**
 * An alias that names a direction, a format or a language opens the tool with it chosen, and the link
 * keeps it: `/convert/json-yaml` converts to YAML, not to the tool's default.
 */
test.describe('aliases that name a setting', () => {
  test('/convert/json-yaml opens on To YAML', async ({ page }) => {
    await page.goto('/convert/json-yaml');
    await expect(page).toHaveURL(/\/convert\/yaml-json\?to=yaml$/);
    await expect(page.getByRole('button', { name: 'To YAML', pressed: true })).toBeVisible();
    await page.getByLabel('YAML, JSON or TOML input').click();
    await page.keyboard.insertText('{"a": 1}');
    await expect(page.getByLabel('YAML output')).toContainText('a: 1');
  });

  test('/convert/toml-json reads TOML and gives JSON', async ({ page }) => {
    await page.goto('/convert/toml-json');
    await expect(page).toHaveURL(/\/convert\/yaml-json\?from=toml&to=json$/);
    await expect(page.getByLabel('Input format')).toHaveValue('toml');
    await expect(page.getByRole('button', { name: 'To JSON', pressed: true })).toBeVisible();
  });

  test('/convert/json-csv opens on JSON → CSV', async ({ page }) => {
    await page.goto('/convert/json-csv');
    await expect(page).toHaveURL(/\/convert\/csv-json\?direction=json-csv$/);
    await expect(page.getByRole('tab', { name: 'JSON → CSV', selected: true })).toBeVisible();
  });

  test('/convert/json-to-zod and /tools/jq choose their language; a query of the visitor comes after', async ({
    page,
  }) => {
    await page.goto('/convert/json-to-zod');
    await expect(page.getByRole('tab', { name: 'Zod', selected: true })).toBeVisible();
    await page.goto('/tools/jq?x=1');
    await expect(page).toHaveURL(/\/tools\/json-query\?language=jq&x=1$/);
    await expect(page.getByRole('tab', { name: 'jq', selected: true })).toBeVisible();
  });
});

test('/format/json and /tools/json-formatter open the JSON formatter', async ({ page }) => {
  for (const alias of ['/format/json', '/tools/json-formatter']) {
    await page.goto(alias);
    await expect(page).toHaveURL(/\/tools\/json-validator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter / Validator & Viewer' })).toBeVisible();
  }
});
