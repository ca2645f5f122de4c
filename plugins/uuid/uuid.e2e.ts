import { test, expect, stubClipboard } from '../../tests/e2e/support';
import { RFC_9562 } from './examples';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.describe('UUID Generator', () => {
  test('shows a v4 UUID, regenerates it and copies it', async ({ page, errors }) => {
    const clip = await stubClipboard(page);
    await page.goto('/tools/uuid');
    const single = page.getByTestId('single-uuid');
    await expect(single).toHaveText(V4);
    const first = await single.textContent();
    expect(first).toMatch(V4);
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(single).not.toHaveText(first!);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clip()).toBe(await single.textContent());
    expect(errors).toEqual([]);
  });

  test('bulk generation, Remove hyphens converts existing values in place, download uuids.txt', async ({ page }) => {
    await page.goto('/tools/uuid');
    const qty = page.getByLabel('Quantity');
    await qty.fill('20');
    await page.getByRole('button', { name: 'Generate 20 UUIDs' }).click();
    const list = page.getByRole('textbox', { name: 'Generated UUIDs' });
    const values = (await list.inputValue()).split('\n');
    expect(values).toHaveLength(20);
    for (const v of values) expect(v).toMatch(V4);
    await page.getByRole('switch', { name: 'Remove hyphens' }).click();
    const plain = (await list.inputValue()).split('\n');
    expect(plain).toEqual(values.map((v) => v.replace(/-/g, '')));
    await expect(page).toHaveURL(/hyphens=false/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('uuids.txt');
  });

  test('settings come from the link; invalid values are ignored', async ({ page }) => {
    await page.goto('/tools/uuid?count=20&hyphens=false');
    await expect(page.getByLabel('Quantity')).toHaveValue('20');
    await expect(page.getByTestId('single-uuid')).toHaveText(/^[0-9a-f]{32}$/);
    await page.goto('/tools/uuid?count=5000&hyphens=maybe');
    await expect(page.getByLabel('Quantity')).toHaveValue('5');
    await expect(page.getByTestId('single-uuid')).toHaveText(V4);
  });

  test('validator accepts v4 in any case and explains rejections', async ({ page }) => {
    await page.goto('/tools/uuid');
    const box = page.getByLabel('UUID to validate');
    await box.fill('3F2B8C1E-9D4A-4F6B-8A2C-1E5D7F9B0C3A');
    await expect(page.getByText('Valid UUID', { exact: true })).toBeVisible();
    await box.fill('3f2b8c1e-9d4a-1f6b-8a2c-1e5d7f9b0c3a');
    await expect(page.getByText('Invalid UUID')).toBeVisible();
    await expect(page.getByText(/only version 4/)).toBeVisible();
    await box.fill('<img src=x onerror=alert(1)>');
    await expect(page.getByText('Invalid UUID')).toBeVisible();
  });

  test('version choice: v7 values are time-ordered, v1 too; the list has its own version; the choices are kept in the link', async ({
    page,
  }) => {
    await page.goto('/tools/uuid');
    const single = page.getByTestId('single-uuid');
    await expect(page.getByLabel('Version', { exact: true })).toHaveValue('v4');
    await page.getByLabel('Version', { exact: true }).selectOption('v7');
    await expect(single).toHaveText(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect(page).toHaveURL(/version=v7/);
    await page.getByLabel('Quantity').fill('20');
    // the single UUID's version is not the list's
    await expect(page.getByLabel('Bulk version')).toHaveValue('v4');
    await page.getByRole('button', { name: 'Generate 20 UUIDs' }).click();
    const generated = page.getByRole('textbox', { name: 'Generated UUIDs' });
    await expect(generated).not.toHaveValue('');
    for (const v of (await generated.inputValue()).split('\n')) expect(v[14]).toBe('4');
    await page.getByLabel('Bulk version').selectOption('v7');
    await expect(page).toHaveURL(/bulkVersion=v7/);
    await page.getByRole('button', { name: 'Generate 20 UUIDs' }).click();
    await expect.poll(async () => (await generated.inputValue())[14]).toBe('7');
    const values = (await generated.inputValue()).split('\n');
    expect(values).toHaveLength(20);
    for (const v of values) expect(v[14]).toBe('7');
    expect([...values].sort()).toEqual(values);
    await page.getByLabel('Version', { exact: true }).selectOption('v1');
    await expect(single).toHaveText(/^[0-9a-f]{8}-[0-9a-f]{4}-1[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await page.reload();
    await expect(page.getByLabel('Version', { exact: true })).toHaveValue('v1');
  });

  test('validator details: version, variant, embedded time, Nil and Max, any-version check', async ({ page }) => {
    await page.goto('/tools/uuid');
    const box = page.getByLabel('UUID to validate');
    const details = page.getByTestId('uuid-details');
    await expect(page.getByLabel('Accept')).toHaveValue('v4');
    await box.fill(RFC_9562.v7);
    await expect(page.getByText('Invalid UUID')).toBeVisible();
    await expect(page.getByText(/only version 4/)).toBeVisible();
    await expect(details).toContainText('Version7');
    await expect(details).toContainText('VariantRFC 9562');
    await expect(details).toContainText('Timestamp2022-02-22T19:22:22.000Z');
    await page.getByLabel('Accept').selectOption('any');
    await expect(page.getByText('Valid UUID', { exact: true })).toBeVisible();
    await expect(page.getByText('This is a valid version 7 UUID (RFC 9562).')).toBeVisible();
    await expect(page).toHaveURL(/check=any/);
    await box.fill(RFC_9562.v1);
    await expect(details).toContainText('Timestamp2022-02-22T19:22:22.000Z');
    await box.fill(RFC_9562.nil);
    await expect(page.getByText('This is the Nil UUID of RFC 9562.')).toBeVisible();
    await expect(details).toContainText('NameNil UUID');
    await box.fill('ffffffff-ffff-ffff-ffff-ffffffffffff');
    await expect(page.getByText('This is the Max UUID of RFC 9562.')).toBeVisible();
    await box.fill('3f2b8c1e-9d4a-4f6b-ca2c-1e5d7f9b0c3a');
    await expect(page.getByText("Variant 'c' is not the RFC 9562 variant (expected 8, 9, a or b)")).toBeVisible();
    await expect(page.getByText(/4122/)).toHaveCount(0);
  });
});
