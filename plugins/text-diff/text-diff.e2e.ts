import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoSeriousAxeViolations,
  failOnDialog,
  pasteIntoEditor,
  stubClipboard,
} from '../../tests/e2e/support';
import { randomLines } from './examples';

const original = (page: Page) => page.getByRole('textbox', { name: 'Original text' });
const modified = (page: Page) => page.getByRole('textbox', { name: 'Modified text' });
const compare = (page: Page) => page.getByRole('button', { name: 'Compare', exact: true });
/** The read-only editors of the merge view. */
const diffSide = (page: Page, side: 'Original' | 'Modified') =>
  page.getByRole('textbox', { name: `${side} side of the diff` });
const unifiedDiff = (page: Page) => page.getByRole('textbox', { name: 'Unified diff' });

/** One toast at a time (shared notify): close the visible one before raising the next. */
async function dismissToast(page: Page, text: string) {
  await page.getByRole('button', { name: 'close', exact: true }).first().click();
  await expect(page.getByText(text)).toBeHidden();
}

test.describe('Text Diff Checker', () => {
  test('Compare is disabled while both fields are empty and a message asks for text in both', async ({
    page,
    errors,
  }) => {
    await page.goto('/format/text-diff');
    await expect(compare(page)).toBeDisabled();
    await expect(page.getByText('Please enter text in both fields to compare')).toBeVisible();
    await original(page).press('Control+Enter');
    await expect(page.getByText('Error: Please enter text in both fields to compare')).toBeVisible();
    await original(page).fill('only one side');
    await expect(compare(page)).toBeEnabled();
    await compare(page).click();
    await expect(page.getByText('1 line removed')).toBeVisible();
    await expect(page.getByText('0 lines added')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('line diff with counts, side-by-side and unified views (a real diff, not a lookahead of 3)', async ({
    page,
  }) => {
    await page.goto('/format/text-diff');
    const base = Array.from({ length: 20 }, (_, i) => `line ${i}`);
    await original(page).fill(base.join('\n'));
    await modified(page).fill(
      [...base.slice(0, 5), 'x1', 'x2', 'x3', 'x4', 'x5', ...base.slice(5, 12), 'line twelve', ...base.slice(13)].join(
        '\n',
      ),
    );
    await compare(page).click();
    await expect(page.getByText('6 lines added')).toBeVisible();
    await expect(page.getByText('1 line removed')).toBeVisible();
    await expect(diffSide(page, 'Modified').locator('.cm-changedLine')).toHaveText([
      'x1',
      'x2',
      'x3',
      'x4',
      'x5',
      'line twelve',
    ]);
    await expect(diffSide(page, 'Original').locator('.cm-changedLine')).toHaveText(['line 12']);
    // the changed characters within a changed line are marked
    await expect(diffSide(page, 'Modified').locator('.cm-changedText').last()).toHaveText('twelve');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('tab', { name: 'Unified' }).click();
    await expect(page).toHaveURL(/view=unified/);
    await expect(unifiedDiff(page).locator('.cm-deletedChunk .cm-deletedLine')).toHaveText(['line 12']);
    await expect(unifiedDiff(page).locator('.cm-changedLine').last()).toHaveText('line twelve');
    // only the result changed since the whole page was checked
    await expectNoSeriousAxeViolations(page, '[data-merge]');
  });

  test('next and previous change move through the changes, by button or Alt+arrow keys, and long unchanged stretches fold away and open by click or Enter', async ({
    page,
  }) => {
    await page.goto('/format/text-diff');
    const base = Array.from({ length: 60 }, (_, i) => `line ${i}`);
    await original(page).fill(base.join('\n'));
    await modified(page).fill(base.map((l, i) => (i === 2 || i === 50 ? `${l} changed` : l)).join('\n'));
    await compare(page).click();
    const position = page.getByRole('status').filter({ hasText: /changes?$|^Change / });
    await expect(position).toHaveText('2 changes');
    await expect(diffSide(page, 'Modified').locator('.cm-collapsedLines')).toHaveText(/41 unchanged lines/);
    await expect(
      page.getByText(
        'Long unchanged stretches are folded: click one, or press Enter on the line next to it, to show its lines.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Next change' }).click();
    await expect(position).toHaveText('Change 1 of 2');
    await page.getByRole('button', { name: 'Next change' }).click();
    await expect(position).toHaveText('Change 2 of 2');
    await expect(diffSide(page, 'Modified').getByText('line 50 changed')).toBeInViewport();
    await page.getByRole('button', { name: 'Previous change' }).click();
    await expect(position).toHaveText('Change 1 of 2');
    await diffSide(page, 'Modified').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(position).toHaveText('Change 2 of 2');
    // from the keyboard: Enter on the line just below a fold shows its lines, in both halves
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-merge] .cm-collapsedLines')).toHaveCount(0);
    await expect(diffSide(page, 'Original').getByText('line 30', { exact: true })).toBeAttached();
    await page.getByRole('tab', { name: 'Unified' }).click();
    await expect(position).toHaveText('2 changes');
    await unifiedDiff(page).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(position).toHaveText('Change 1 of 2');
    await diffSide(page, 'Modified').or(unifiedDiff(page)).locator('.cm-collapsedLines').first().click();
    await expect(unifiedDiff(page)).toContainText('line 30');
  });

  test('character-level and word-level switches, ignore whitespace and ignore case', async ({ page }) => {
    await page.goto('/format/text-diff');
    await original(page).fill('kitten');
    await modified(page).fill('sitting');
    await page.getByRole('switch', { name: 'Character-level' }).click();
    await expect(page).toHaveURL(/mode=char/);
    await compare(page).click();
    await expect(page.getByText('3 characters added')).toBeVisible();
    await expect(page.getByText('2 characters removed')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Character-level diff' })).toContainText('ksitteing');
    await page.getByRole('switch', { name: 'Word-level' }).click();
    await expect(page.getByRole('switch', { name: 'Character-level' })).toHaveAttribute('aria-checked', 'false');
    await original(page).fill('the quick brown fox');
    await modified(page).fill('the slow brown fox');
    await compare(page).click();
    await expect(page.getByText('1 word added')).toBeVisible();
    await page.getByRole('switch', { name: 'Word-level' }).click();
    await original(page).fill('Hello  World\nsame');
    await modified(page).fill('hello world\nsame');
    await compare(page).click();
    await expect(page.getByText('1 line added')).toBeVisible();
    await page.getByRole('switch', { name: 'Ignore whitespace' }).click();
    await page.getByRole('switch', { name: 'Ignore case' }).click();
    await expect(page.getByText('Out of date — press Compare or Ctrl+Enter')).toBeVisible();
    await compare(page).click();
    await expect(page.getByText('0 lines added')).toBeVisible();
    await expect(page.getByText('No differences')).toBeVisible();
  });

  test('copy and download diff_result.diff as a real unified diff; a refused copy or download says it failed', async ({
    page,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto('/format/text-diff');
    await original(page).fill('a\nb\nc\n');
    await modified(page).fill('a\nB\nc\n');
    await compare(page).click();
    await expect(page.getByText('1 line added')).toBeVisible();
    const patch = '--- original\n+++ modified\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n';
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('Diff copied to clipboard')).toBeVisible();
    expect(await clip()).toBe(patch);
    await dismissToast(page, 'Diff copied to clipboard');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('diff_result.diff');
    expect(readFileSync(await file.path(), 'utf8')).toBe(patch);
    await dismissToast(page, 'Download started');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
      URL.createObjectURL = () => {
        throw new Error('blocked');
      };
    });
    await page.getByRole('button', { name: /^(Copy|Copied!)$/ }).click();
    await expect(page.getByText('Error: Failed to copy to clipboard')).toBeVisible();
    await dismissToast(page, 'Error: Failed to copy to clipboard');
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText('Error: Failed to download file')).toBeVisible();
  });

  test('files that differ only in line endings are reported as such', async ({ page }) => {
    await page.goto('/format/text-diff');
    await page
      .getByLabel('Original file')
      .setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('one\ntwo\n') });
    await page
      .getByLabel('Modified file')
      .setInputFiles({ name: 'b.txt', mimeType: 'text/plain', buffer: Buffer.from('one\r\ntwo\r\n') });
    await expect(modified(page)).toHaveInputText(/^one\r?\ntwo\r?\n$/);
    await compare(page).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The texts differ only in line endings' }).first(),
    ).toBeVisible();
    await expect(page.getByText(/original uses LF, the modified text uses CRLF/)).toBeVisible();
    await expect(page.getByText('0 lines added')).toBeVisible();
  });

  test('opened files name the diff: its --- and +++ lines, as diff -u writes them, and the download', async ({
    page,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto('/format/text-diff');
    await page
      .getByLabel('Original file')
      .setInputFiles({ name: 'config.old.yml', mimeType: 'text/plain', buffer: Buffer.from('a\nb\nc\n') });
    await page
      .getByLabel('Modified file')
      .setInputFiles({ name: 'config.yml', mimeType: 'text/plain', buffer: Buffer.from('a\nB\nc\n') });
    await expect(modified(page)).toHaveInputText(/^a\nB\nc\n$/);
    await compare(page).click();
    await expect(page.getByText('1 line added')).toBeVisible();
    // diff -u config.old.yml config.yml, without its dates
    const patch = '--- config.old.yml\n+++ config.yml\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n';
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await clip()).toBe(patch);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('config.old_vs_config.diff');
    expect(readFileSync(await file.path(), 'utf8')).toBe(patch);
  });

  test('hostile text is shown as text', async ({ page }) => {
    failOnDialog(page);
    await page.goto('/format/text-diff');
    await original(page).fill('<b>x</b>');
    await modified(page).fill('<img src=x onerror=alert(1)>');
    await compare(page).click();
    await expect(diffSide(page, 'Modified')).toContainText('<img src=x onerror=alert(1)>');
    await expect(diffSide(page, 'Original')).toContainText('<b>x</b>');
    await expect(page.locator('.cm-mergeView').locator('img, b')).toHaveCount(0);
  });

  test('two 5 MB texts with 1% changed lines compare in a worker; unrelated 5 MB texts stop with a clear message', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/format/text-diff');
    const a = randomLines(1, 86_000);
    const b = a.map((l, i) => (i % 100 === 7 ? l.toUpperCase() : l));
    await pasteIntoEditor(original(page), a.join('\n'));
    await pasteIntoEditor(modified(page), b.join('\n'));
    await compare(page).click();
    const t0 = Date.now();
    await page.evaluate(() => 1);
    expect(Date.now() - t0).toBeLessThan(1000);
    const counts = page.getByRole('status', { name: 'Counts' });
    await expect(counts).toContainText('860 lines added', { timeout: 60_000 });
    await expect(counts).toContainText('860 lines removed');
    // only the lines in view are drawn, the unchanged stretches between changes folded away
    await expect(diffSide(page, 'Modified').locator('.cm-changedLine').first()).toBeVisible();
    await expect(diffSide(page, 'Modified').locator('.cm-collapsedLines').first()).toHaveText(/unchanged lines/);
    expect(await page.locator('.cm-mergeView .cm-line').count()).toBeLessThan(2000);
    await page.getByRole('switch', { name: 'Character-level' }).click();
    await modified(page).press('Control+a');
    await pasteIntoEditor(modified(page), randomLines(2, 86_000).join('\n'));
    await compare(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'too different' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(`${a.join('\n').length.toLocaleString('en-US')} characters`).first()).toBeVisible();
  });
});
