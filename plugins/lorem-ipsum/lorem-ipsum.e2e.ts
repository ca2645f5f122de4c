import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousAxeViolations, stubClipboard } from '../../tests/e2e/support';
import { CLASSIC_OPENING as STANDARD } from './examples';

const text = (page: Page) => page.getByRole('textbox', { name: 'Lorem ipsum text' });
const stats = (page: Page) => page.getByRole('status', { name: 'Word and character count' });
const wordsOf = (s: string) => (s.match(/\S+/g) ?? []).length;

async function expectStatsMatch(page: Page) {
  const value = await text(page).inputValue();
  const words = wordsOf(value);
  const chars = [...value].length;
  await expect(stats(page)).toHaveText(
    `${words.toLocaleString('en-US')} ${words === 1 ? 'word' : 'words'} · ${chars.toLocaleString('en-US')} ${chars === 1 ? 'character' : 'characters'}`,
  );
}

test.describe('Lorem Ipsum Generator', () => {
  test('defaults: 3 paragraphs starting with the standard text, with a live count', async ({ page, errors }) => {
    await page.goto('/tools/lorem-ipsum');
    await expect(page.getByLabel('Mode')).toHaveValue('paragraphs');
    await expect(page.getByLabel('Number of paragraphs')).toHaveValue('3');
    await expect(page.getByRole('switch', { name: 'Start with standard text' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const value = await text(page).inputValue();
    expect(value.startsWith(STANDARD)).toBe(true);
    expect(value.split('\n\n')).toHaveLength(3);
    await expectStatsMatch(page);
    expect(errors).toEqual([]);
  });

  test('words mode defaults to 50 words; counts update live and travel in the link', async ({ page }) => {
    await page.goto('/tools/lorem-ipsum');
    await page.getByLabel('Mode').selectOption('words');
    const count = page.getByLabel('Number of words');
    await expect(count).toHaveValue('50');
    await expect(stats(page)).toHaveText(/^50 words · /);
    expect(await text(page).inputValue()).toMatch(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\. /);
    await expect(page).toHaveURL(/mode=words/);
    await expect(page).not.toHaveURL(/count=/);
    await count.fill('1000');
    await expect(stats(page)).toHaveText(/^1,000 words · /);
    await expectStatsMatch(page);
    await expect(page).toHaveURL(/count=1000/);
    await page.reload();
    await expect(page.getByLabel('Number of words')).toHaveValue('1000');
    await expect(stats(page)).toHaveText(/^1,000 words · /);
  });

  test('counts other than an integer 1–50 (paragraphs) or 1–1000 (words) are ignored', async ({ page }) => {
    await page.goto('/tools/lorem-ipsum');
    const count = page.getByLabel('Number of paragraphs');
    await count.fill('50');
    await expect.poll(async () => (await text(page).inputValue()).split('\n\n').length).toBe(50);
    for (const bad of ['51', '0', '-3', '2.5', 'abc', '1e1']) {
      await count.fill(bad);
      await expect(page.getByText('Ignored: enter a whole number from 1 to 50')).toBeVisible();
      await expect(count).toHaveAttribute('aria-invalid', 'true');
      expect((await text(page).inputValue()).split('\n\n')).toHaveLength(50);
    }
    await expectNoSeriousAxeViolations(page);
    await count.blur();
    await expect(count).toHaveValue('50');

    await page.getByLabel('Mode').selectOption('words');
    const words = page.getByLabel('Number of words');
    await words.fill('7');
    await expect(stats(page)).toHaveText(/^7 words · /);
    await words.fill('1001');
    await expect(page.getByText('Ignored: enter a whole number from 1 to 1000')).toBeVisible();
    await expect(stats(page)).toHaveText(/^7 words · /);
  });

  test('the start-with-standard-text switch', async ({ page }) => {
    await page.goto('/tools/lorem-ipsum');
    await page.getByRole('switch', { name: 'Start with standard text' }).click();
    await expect(page).toHaveURL(/start=false/);
    await expect.poll(async () => (await text(page).inputValue()).startsWith('Lorem ipsum dolor sit amet')).toBe(false);
    expect((await text(page).inputValue()).split('\n\n')).toHaveLength(3);
    await page.getByRole('switch', { name: 'Start with standard text' }).click();
    await expect.poll(async () => (await text(page).inputValue()).startsWith(STANDARD)).toBe(true);
  });

  test('options are read from the link; invalid values fall back to the defaults', async ({ page }) => {
    await page.goto('/tools/lorem-ipsum?mode=words&count=12&start=false');
    await expect(page.getByLabel('Mode')).toHaveValue('words');
    await expect(page.getByLabel('Number of words')).toHaveValue('12');
    await expect(page.getByRole('switch', { name: 'Start with standard text' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(stats(page)).toHaveText(/^12 words · /);
    await page.goto('/tools/lorem-ipsum?count=700&mode=verses&start=perhaps');
    await expect(page.getByLabel('Mode')).toHaveValue('paragraphs');
    await expect(page.getByLabel('Number of paragraphs')).toHaveValue('3');
    await expect(page.getByRole('switch', { name: 'Start with standard text' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('Regenerate gives new text of the same size', async ({ page }) => {
    await page.goto('/tools/lorem-ipsum?mode=words&count=40&start=false');
    const before = await text(page).inputValue();
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(text(page)).not.toHaveValue(before);
    await expect(stats(page)).toHaveText(/^40 words · /);
  });

  test("Copy shows 'Copied!' for 2 s and copies the text", async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.clock.install();
    await page.goto('/tools/lorem-ipsum');
    // the page's time stands still from here on and moves only as the test says
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    const copied = page.getByRole('button', { name: 'Copied!' });
    await expect(copied).toBeVisible();
    expect(await clip()).toBe(await text(page).inputValue());
    await page.clock.runFor(1900);
    await expect(copied).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
    await expect(copied).toHaveCount(0);
  });

  test("Download saves lorem-ipsum.txt and shows 'Downloading...' briefly", async ({ page }) => {
    await page.goto('/tools/lorem-ipsum?mode=words&count=25');
    const expected = await text(page).inputValue();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByRole('button', { name: 'Downloading...' })).toBeVisible();
    const file = await download;
    expect(file.suggestedFilename()).toBe('lorem-ipsum.txt');
    const { readFile } = await import('node:fs/promises');
    expect(await readFile((await file.path())!, 'utf8')).toBe(expected);
    await expect(page.getByRole('button', { name: 'Download' })).toBeVisible({ timeout: 3000 });
  });

  test('works at phone width without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tools/lorem-ipsum');
    await page.getByLabel('Mode').selectOption('words');
    await expect(stats(page)).toHaveText(/^50 words · /);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
