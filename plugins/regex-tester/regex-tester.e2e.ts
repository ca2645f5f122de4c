import type { Page } from '@playwright/test';
import { test, expect, failOnDialog, pasteIntoEditor, stubClipboard, untilSettled } from '../../tests/e2e/support';

const pattern = (page: Page) => page.getByLabel('Regular expression');
const text = (page: Page) => page.getByRole('textbox', { name: 'Test string' });
const replace = (page: Page) => page.getByLabel('Replace with (optional)');
const testButton = (page: Page) => page.getByRole('button', { name: 'Test', exact: true });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const flag = (page: Page, f: string) => page.getByRole('button', { name: new RegExp(`^${f} \\(`) });

/**
 * Starts a clock in the page when a run starts (the Test button turns to 'Testing...', whether a
 * click or the live matching started it) and stops it when the Results card shows `text`;
 * also records the longest main-thread task meanwhile. Measured in the page, so the time excludes
 * the test runner's own round trips.
 */
async function startClock(page: Page, text: string) {
  await page.evaluate((t) => {
    const w = window as unknown as { __clock: Promise<{ ms: number; longestTask: number }> };
    w.__clock = new Promise((resolve) => {
      let start = 0;
      let longestTask = 0;
      const tasks = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) longestTask = Math.max(longestTask, e.duration);
      });
      tasks.observe({ type: 'longtask' });
      const check = () => {
        if (!start && document.body.textContent?.includes('Testing...')) start = performance.now();
        const card = document.querySelector('[aria-label="Results"]');
        if (start && card?.textContent?.includes(t)) {
          obs.disconnect();
          const ms = performance.now() - start;
          // long tasks are reported asynchronously: give the observer a moment
          setTimeout(() => {
            tasks.disconnect();
            resolve({ ms, longestTask });
          }, 100);
        }
      };
      const obs = new MutationObserver(check);
      obs.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, text);
  return () =>
    page.evaluate(() => (window as unknown as { __clock: Promise<{ ms: number; longestTask: number }> }).__clock);
}

test.describe('Regex Tester', () => {
  test('finds every match with positions, named and numbered groups, highlights them and previews a replacement', async ({
    page,
    errors,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto('/tools/regex');
    await pattern(page).fill('(?<year>\\d{4})-(\\d{2})');
    await text(page).fill('Released 2024-05, patched 2025-11.');
    await replace(page).fill('$2/$<year>');
    await testButton(page).click();
    const r = results(page);
    await expect(r.getByText('2 matches found')).toBeVisible();
    const items = r.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Match 1');
    await expect(items.nth(0)).toContainText('at index 9–16');
    await expect(items.nth(0)).toContainText('2024-05');
    await expect(items.nth(0).locator('dt')).toHaveText(['year', 'Group 2']);
    await expect(items.nth(0).locator('dd')).toHaveText(['2024', '05']);
    await expect(items.nth(1)).toContainText('at index 26–33');
    await expect(page.getByTestId('highlighted').locator('mark')).toHaveText(['2024-05', '2025-11']);
    await expect(page.getByRole('textbox', { name: 'Replaced text' })).toHaveValue(
      'Released 05/2024, patched 11/2025.',
    );
    await r.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await clip()).toBe('Released 05/2024, patched 11/2025.');
    expect(errors).toEqual([]);
  });

  test('with g empty matches advance; without g only the first match; no match message', async ({ page }) => {
    await page.goto('/tools/regex');
    await expect(flag(page, 'g')).toHaveAttribute('aria-pressed', 'true');
    await pattern(page).fill('a*');
    await text(page).fill('baaa');
    await testButton(page).click();
    await expect(results(page).getByText('3 matches found')).toBeVisible();
    const second = results(page).getByRole('listitem').nth(1);
    await expect(second).toContainText('at index 1–4');
    await expect(second).toContainText('aaa');
    await expect(page.getByTestId('highlighted').locator('mark')).toHaveText(['aaa']);

    await flag(page, 'g').click();
    await expect(flag(page, 'g')).toHaveAttribute('aria-pressed', 'false');
    await pattern(page).fill('A');
    await testButton(page).click();
    await expect(results(page).getByText('No matches found')).toBeVisible();
    await flag(page, 'i').click();
    await testButton(page).click();
    await expect(results(page).getByText('1 match found')).toBeVisible();
    await expect(results(page).getByRole('listitem')).toHaveCount(1);
    await expect(results(page).getByRole('listitem')).toContainText('at index 1–2');
  });

  test('empty and invalid patterns: messages, red border, Test disabled', async ({ page }) => {
    await page.goto('/tools/regex');
    await expect(page.getByText('Pattern is empty')).toBeVisible();
    await expect(testButton(page)).toBeDisabled();
    await pattern(page).fill('abc');
    await expect(testButton(page)).toBeDisabled();
    await text(page).fill('abc');
    await expect(testButton(page)).toBeEnabled();
    await pattern(page).fill('a(');
    await expect(page.getByText('Invalid regular expression: /a(/g: Unterminated group')).toBeVisible();
    await expect(pattern(page)).toHaveAttribute('aria-invalid', 'true');
    const border = await pattern(page).evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(border).toBe('rgb(180, 35, 24)');
    await expect(testButton(page)).toBeDisabled();
    // a flag that makes the pattern invalid is caught live too
    await pattern(page).fill('\\p{Lu');
    await flag(page, 'u').click();
    await expect(page.getByText(/Invalid regular expression: .*Invalid property name/)).toBeVisible();
    await pattern(page).fill('');
    await expect(page.getByText('Pattern is empty')).toBeVisible();
    await expect(testButton(page)).toBeDisabled();
  });

  test('each of the five presets sets its pattern and resets flags to g; the flags guide shows and hides', async ({
    page,
  }) => {
    await page.goto('/tools/regex');
    const samples: Record<string, [string, string]> = {
      Email: ['write to jane.doe@example.com', 'jane.doe@example.com'],
      URL: ['see https://example.com/a?b=1 now', 'https://example.com/a?b=1'],
      'IP Address': ['host 192.168.1.1 and 999.1.1.1', '192.168.1.1'],
      'Date (YYYY-MM-DD)': ['on 2024-01-31 or 2024-13-01', '2024-01-31'],
      'Phone Number': ['call (555) 123-4567', '(555) 123-4567'],
    };
    for (const [name, [sample, found]] of Object.entries(samples)) {
      await flag(page, 'i').click();
      await flag(page, 'm').click();
      await page.getByRole('button', { name, exact: true }).click();
      await expect(pattern(page)).not.toHaveValue('');
      for (const f of ['g', 'i', 'm', 's', 'u', 'y'])
        await expect(flag(page, f)).toHaveAttribute('aria-pressed', f === 'g' ? 'true' : 'false');
      await text(page).fill(sample);
      await testButton(page).click();
      await expect(results(page).getByText('1 match found')).toBeVisible();
      await expect(page.getByTestId('highlighted').locator('mark')).toHaveText([found]);
    }
    await page.getByRole('button', { name: 'Show flags guide' }).click();
    const guide = page.getByLabel('Flags guide');
    await expect(guide).toBeVisible();
    for (const f of ['global', 'ignore case', 'multiline', 'dotAll', 'unicode', 'sticky'])
      await expect(guide).toContainText(f);
    await page.getByRole('button', { name: 'Hide flags guide' }).click();
    await expect(guide).toHaveCount(0);
  });

  test('a catastrophic pattern is stopped within 2 s while the page stays responsive, and the next test works', async ({
    page,
    errors,
  }) => {
    await page.goto('/tools/regex');
    const clock = await startClock(page, 'took too long');
    await text(page).fill('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!');
    await pattern(page).fill('(a+)+$');
    // matches follow the typing: the run starts by itself
    await expect(page.getByRole('button', { name: 'Testing...' })).toBeVisible();
    // the main thread is free: a timer fires on time and the page answers during the run (typing into
    // the replacement would change what is tested, and matches follow the typing, so it would start over)
    const lag = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const t0 = performance.now();
          setTimeout(() => resolve(performance.now() - t0 - 50), 50);
        }),
    );
    expect(lag).toBeLessThan(200);
    const roundTrip = Date.now();
    await page.evaluate(() => document.title);
    // a frozen tab answers only when the 1.5 s run ends; the margin absorbs a loaded machine
    expect(Date.now() - roundTrip).toBeLessThan(1000);
    await expect(page.getByRole('button', { name: 'Testing...' })).toBeVisible();
    await expect(results(page).getByText(/took too long \(catastrophic backtracking\?\)/)).toBeVisible({
      timeout: 2000,
    });
    const { ms, longestTask } = await clock();
    expect(ms).toBeLessThan(2000);
    // a frozen tab would show one task as long as the whole 1.5 s run; the margin over the 200 ms budget absorbs a loaded CI machine
    expect(longestTask).toBeLessThan(400);
    await expect(testButton(page)).toBeEnabled();

    await pattern(page).fill('a+');
    await testButton(page).click();
    await expect(results(page).getByText('1 match found')).toBeVisible();
    await expect(results(page).getByText(/took too long/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('matches are capped with a notice so . with g on 1 MB stays fast', { tag: '@timing' }, async ({ page }) => {
    await page.goto('/tools/regex');
    await pattern(page).fill('.');
    await pasteIntoEditor(text(page), 'x'.repeat(1024 * 1024));
    await expect(page.getByText('1,048,576 characters')).toBeVisible();
    const clock = await startClock(page, '1000 matches found');
    await testButton(page).click();
    // read the in-page clock before any locator runs: Playwright's own text matching over 1 MB would count as a long task
    const { ms, longestTask } = await clock();
    await expect(results(page).getByText('1000 matches found')).toBeVisible();
    expect(ms).toBeLessThan(1000);
    expect(longestTask).toBeLessThan(400);
    await expect(results(page).getByText('Showing the first 1000 matches only; there are more.')).toBeVisible();
    await expect(results(page).getByText('Highlighting shows the first 50,000 characters.')).toBeVisible();
    const list = results(page).getByRole('region', { name: 'Matches' }).getByRole('listitem');
    await expect(list).toHaveCount(100);
    await expect(results(page).getByText('Listing 100 of 1,000 matches.')).toBeVisible();
    await results(page).getByRole('button', { name: 'Show more matches' }).click();
    await expect(list).toHaveCount(200);
    await expect(list.last()).toContainText('at index 199–200');
  });

  test('hostile text and patterns are shown as text, never as HTML', async ({ page }) => {
    failOnDialog(page);
    await page.goto('/tools/regex');
    const hostile = '<img src=x onerror=alert(1)>';
    await pattern(page).fill('<img[^>]*>');
    await text(page).fill(`before ${hostile} after`);
    await replace(page).fill('<script>alert(2)</script>');
    await testButton(page).click();
    await expect(results(page).getByText('1 match found')).toBeVisible();
    await expect(page.getByTestId('highlighted').locator('mark')).toHaveText([hostile]);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Pattern tokens' }).locator(':scope > li').first()).toHaveText(
      '<imgmatches the characters <img literally (case sensitive)',
    );
    await expect(page.getByRole('textbox', { name: 'Replaced text' })).toHaveValue(
      'before <script>alert(2)</script> after',
    );
    await untilSettled(page);
  });

  test('Copy link carries pattern and flags; Include input adds the test text and replacement; the link restores them', async ({
    page,
    browser,
  }) => {
    // three page loads, one in a fresh browser context: more than 30 s on a busy shared CPU
    test.setTimeout(60_000);
    const clip = await stubClipboard(page);
    await page.goto('/tools/regex');
    await pattern(page).fill('(?<word>\\w+) & more');
    await flag(page, 'i').click();
    await text(page).fill('Tom & more, Ann & MORE');
    await replace(page).fill('[$<word>]');
    await expect(results(page).getByText('2 matches found')).toBeVisible();

    await page.getByRole('button', { name: 'Copy link' }).click();
    const settingsOnly = new URL(await clip());
    expect(settingsOnly.pathname).toBe('/tools/regex');
    expect(settingsOnly.searchParams.get('flags')).toBe('gi');
    // what is typed travels in the fragment, which never reaches a server
    const carried = (link: URL) => new URLSearchParams(link.hash.slice(1));
    expect(settingsOnly.searchParams.has('input.pattern')).toBe(false);
    expect(carried(settingsOnly).get('input.pattern')).toBe('(?<word>\\w+) & more');
    expect(carried(settingsOnly).has('input')).toBe(false);
    expect(carried(settingsOnly).has('input.replacement')).toBe(false);

    await page.getByRole('switch', { name: 'Include input' }).click();
    await expect(page.getByText('The link will contain your input: anyone who opens it can read it.')).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    const withInput = new URL(await clip());
    expect(carried(withInput).get('input')).toBe('Tom & more, Ann & MORE');
    expect(carried(withInput).get('input.replacement')).toBe('[$<word>]');
    expect(withInput.search).toBe('?flags=gi');

    // each link opened where nothing was typed before: a new browser context has no kept input or settings
    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    await other.goto(settingsOnly.toString());
    await expect(pattern(other)).toHaveValue('(?<word>\\w+) & more');
    await expect(flag(other, 'i')).toHaveAttribute('aria-pressed', 'true');
    await expect(flag(other, 'g')).toHaveAttribute('aria-pressed', 'true');
    await expect(flag(other, 'm')).toHaveAttribute('aria-pressed', 'false');
    await expect(text(other)).toHaveInputText('');
    await expect(replace(other)).toHaveValue('');
    // the fields leave the address once taken; the flags stay as the setting
    await expect(other).toHaveURL(/\/tools\/regex\?flags=gi$/);
    await other.close();

    const full = await visitor.newPage();
    await full.goto(withInput.toString());
    await expect(pattern(full)).toHaveValue('(?<word>\\w+) & more');
    await expect(flag(full, 'i')).toHaveAttribute('aria-pressed', 'true');
    await expect(text(full)).toHaveInputText('Tom & more, Ann & MORE');
    await expect(replace(full)).toHaveValue('[$<word>]');
    await expect(results(full).getByText('2 matches found')).toBeVisible();
    await expect(full.getByRole('textbox', { name: 'Replaced text' })).toHaveValue('[Tom], [Ann]');
    await visitor.close();
  });

  test('a link too large says which text is: the input, or the pattern every link carries', async ({ page }) => {
    await stubClipboard(page);
    await page.goto('/tools/regex');
    await pattern(page).fill('\\d+');
    await pasteIntoEditor(text(page), 'é'.repeat(3000));
    await page.getByRole('switch', { name: 'Include input' }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The input is too large for a link (over 8 KB once encoded). Untick "Include input" to copy the settings only.',
    );
    await page.getByRole('switch', { name: 'Include input' }).click();
    await pattern(page).fill('é'.repeat(3000));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('alert')).toHaveText('The pattern is too large for a link (over 8 KB once encoded).');
  });

  test('the pattern is explained token by token, groups indented; an invalid pattern shows only its error', async ({
    page,
  }) => {
    await page.goto('/tools/regex');
    await expect(page.getByTestId('pattern-explanation')).toHaveCount(0);
    await pattern(page).fill('^(\\d{3})-\\w+$');
    const tokens = page.getByRole('list', { name: 'Pattern tokens' });
    const top = tokens.locator(':scope > li');
    await expect(top).toHaveCount(5);
    await expect(top.nth(0)).toHaveText('^asserts position at the start of the text');
    await expect(top.nth(1).locator(':scope > code')).toHaveText('( … )');
    await expect(top.nth(1).locator(':scope > span')).toHaveText('capturing group 1');
    // the group's contents sit in a list of their own, indented under it
    const inner = top.nth(1).locator(':scope > ul > li');
    await expect(inner).toHaveText(['\\d{3}matches a digit (0–9) exactly 3 times']);
    const indent = await inner.evaluate((li) => li.getBoundingClientRect().left);
    const outer = await top.nth(1).evaluate((li) => li.getBoundingClientRect().left);
    expect(indent).toBeGreaterThan(outer);
    await expect(top.nth(2)).toHaveText('-matches the character - literally');
    await expect(top.nth(3)).toHaveText('\\w+matches a word character (a–z, A–Z, 0–9, _) one or more times (greedy)');
    await expect(top.nth(4)).toHaveText('$asserts position at the end of the text');
    await expect(page.getByRole('list', { name: 'Flags set' })).toHaveText(
      'gglobal: finds every match, not only the first',
    );

    await flag(page, 'm').click();
    await expect(top.nth(0)).toContainText('asserts position at the start of a line');

    await pattern(page).fill('(\\d{3}');
    await expect(page.getByText('Invalid regular expression: /(\\d{3}/gm: Unterminated group')).toBeVisible();
    await expect(page.getByTestId('pattern-explanation')).toHaveCount(0);
  });

  test('a text past 200,000 characters says in Results that it waits for Test, and Test matches it', async ({
    page,
  }) => {
    await page.goto('/tools/regex');
    await pattern(page).fill('b+');
    await pasteIntoEditor(text(page), 'a'.repeat(200_000) + 'bbb');
    await expect(results(page).getByText('Large input: press Test or Ctrl+Enter')).toBeVisible();
    await testButton(page).click();
    await expect(results(page).getByText('1 match found')).toBeVisible({ timeout: 15_000 });
    await expect(results(page).getByText('Large input: press Test or Ctrl+Enter')).toHaveCount(0);
  });

  test('works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tools/regex');
    await pattern(page).fill('\\w+');
    await text(page).fill('one two');
    await testButton(page).click();
    await expect(results(page).getByText('2 matches found')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
