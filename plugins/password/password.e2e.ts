import type { Page } from '@playwright/test';
import { test, expect, stubClipboard } from '../../tests/e2e/support';

const single = (page: Page) => page.getByTestId('single-result');
const entropy = (page: Page) => page.getByTestId('entropy');
/** The first value is drawn right after the page hydrates. */
const firstValue = async (page: Page, pattern: RegExp) => {
  await expect(single(page)).toHaveText(pattern);
  return single(page).innerText();
};

/** Everything this tab keeps in Web Storage, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    [window.sessionStorage, window.localStorage]
      .flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`))
      .join('\n'),
  );

test.describe('Password Generator', () => {
  test('shows a 20-character password with its entropy, generates a new one and copies it', async ({
    page,
    errors,
  }) => {
    const clip = await stubClipboard(page);
    await page.goto('/tools/password');
    const first = await firstValue(page, /^\S{20}$/);
    // python3: math.log2 of the inclusion–exclusion count for 94 characters, length 20, one of each of 4 kinds
    await expect(entropy(page)).toContainText('Entropy: 130.9 bits');
    await expect(entropy(page)).toContainText('about 2.58 × 10³⁹ possible passwords');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(single(page)).not.toHaveText(first);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clip()).toBe(await single(page).innerText());
    expect(errors).toEqual([]);
  });

  test('the policy shapes every password and its entropy, and is kept in the link', async ({ page }) => {
    await page.goto('/tools/password');
    await firstValue(page, /^\S{20}$/);
    await page.getByLabel('Length').fill('8');
    await page.getByRole('switch', { name: 'Upper-case (A–Z)' }).click();
    await page.getByRole('switch', { name: 'Lower-case (a–z)' }).click();
    await page.getByRole('switch', { name: 'Symbols' }).click();
    await expect(single(page)).toHaveText(/^\d{8}$/);
    // 10^8 digit strings: log2 = 26.58, shown rounded down
    await expect(entropy(page)).toContainText('26.5 bits');
    await expect(entropy(page)).toContainText('about 1 × 10⁸ possible passwords');
    await expect(page).toHaveURL(/length=8/);
    await page.getByRole('switch', { name: 'Exclude look-alikes (i I l 1 0 O)' }).click();
    // 8 digits without 0 and 1: 8^8 = 2^24
    await expect(entropy(page)).toContainText('24.0 bits');
    await expect(single(page)).toHaveText(/^[2-9]{8}$/);
    await page.reload();
    await expect(page.getByLabel('Length')).toHaveValue('8');
    await expect(single(page)).toHaveText(/^[2-9]{8}$/);
  });

  test('symbol set and custom characters: only those characters, one of each kind', async ({ page }) => {
    await page.goto('/tools/password');
    await firstValue(page, /^\S{20}$/);
    await page.getByRole('switch', { name: 'Upper-case (A–Z)' }).click();
    await page.getByRole('switch', { name: 'Digits (0–9)' }).click();
    await page.getByLabel('Symbol set').fill('!!??');
    await page.getByLabel('Custom characters').fill('ßß');
    await page.getByLabel('Length').fill('6');
    for (let i = 0; i < 10; i++) {
      const value = await single(page).innerText();
      expect(value).toMatch(/^[a-z!?ß]{6}$/);
      expect(value).toMatch(/[a-z]/);
      expect(value).toMatch(/[!?]/);
      expect(value).toContain('ß');
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
    }
    // python3: a DP over the 6 positions counting strings over a–z, ! ? and ß by the kinds covered so far
    // gives 34,427,640 with all three kinds (log2 = 25.04)
    await expect(entropy(page)).toContainText('25.0 bits');
    await expect(entropy(page)).toContainText('about 3.44 × 10⁷ possible passwords');
  });

  test('explains a policy that cannot make a password', async ({ page }) => {
    await page.goto('/tools/password');
    await firstValue(page, /^\S{20}$/);
    for (const name of ['Upper-case (A–Z)', 'Lower-case (a–z)', 'Digits (0–9)', 'Symbols'])
      await page.getByRole('switch', { name }).click();
    await expect(page.getByRole('alert')).toContainText('Choose at least one kind of character.');
    await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
    await page.getByRole('switch', { name: 'Symbols' }).click();
    await page.getByLabel('Symbol set').fill('');
    await expect(page.getByRole('alert')).toContainText(
      'The symbol set is empty: type the symbols to use, or turn Symbols off.',
    );
    await page.getByLabel('Symbol set').fill('!?');
    await page.getByRole('switch', { name: 'Symbols' }).click();
    await page.getByLabel('Custom characters').fill('Il1O0');
    await page.getByRole('switch', { name: 'Exclude look-alikes (i I l 1 0 O)' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Every custom character is a look-alike that is excluded (i I l 1 0 O).',
    );
    await page.getByRole('switch', { name: 'Exclude look-alikes (i I l 1 0 O)' }).click();
    for (const name of ['Upper-case (A–Z)', 'Lower-case (a–z)', 'Digits (0–9)', 'Symbols'])
      await page.getByRole('switch', { name }).click();
    await page.getByLabel('Length').fill('4');
    await expect(page.getByRole('alert')).toContainText(
      'A password of 4 characters cannot hold one of each of the 5 chosen kinds of character.',
    );
    await page.getByRole('switch', { name: 'At least one of each kind' }).click();
    await expect(single(page)).toHaveText(/^\S{4}$/);
    await page.getByLabel('Length').fill('3');
    await expect(page.getByText('Ignored: enter a whole number from 4 to 256')).toBeVisible();
    await expect(single(page)).toHaveText(/^\S{4}$/);
  });

  test('bulk: a thousand at once, Copy all, Download, and out of date after a change', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/tools/password');
    await firstValue(page, /^\S{20}$/);
    await page.getByLabel('How many').fill('1000');
    await page.getByRole('button', { name: 'Generate 1000 passwords' }).click();
    const list = page.getByRole('textbox', { name: 'Generated passwords' });
    const values = (await list.inputValue()).split('\n');
    expect(values).toHaveLength(1000);
    expect(new Set(values).size).toBe(1000);
    for (const v of values) expect([...v]).toHaveLength(20);
    await expect(page.getByTestId('bulk-entropy')).toContainText('Entropy of each: 130.9 bits');
    await page.getByRole('button', { name: 'Copy all' }).click();
    await expect.poll(clip).toBe(values.join('\n'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('passwords.txt');
    await page.getByLabel('Length').fill('12');
    await expect(page.getByText('Out of date — press Generate 1000 or Ctrl+Enter')).toBeVisible();
    await page.keyboard.press('Control+Enter');
    const fresh = (await list.inputValue()).split('\n');
    expect(fresh).toHaveLength(1000);
    for (const v of fresh) expect([...v]).toHaveLength(12);
  });

  test('passphrases from the EFF list, loaded only when asked for', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/');
    await page.goto('/tools/password');
    await firstValue(page, /^\S{20}$/);
    // "zoology" is the list's second to last word
    expect(scripts.some((s) => s.includes('zoology'))).toBe(false);
    await page.getByRole('radio', { name: 'Passphrase' }).check();
    await expect(single(page)).toHaveText(/^[a-z]+(-[a-z]+){5}$/);
    // a response's text is read after the response event: it may arrive a moment after the words show
    await expect.poll(() => scripts.some((s) => s.includes('zoology'))).toBe(true);
    await expect(page).toHaveURL(/mode=passphrase/);
    // python3: math.log2(7772 ** 6) = 77.53: the four words with a hyphen are left out with this separator
    await expect(entropy(page)).toContainText('Entropy: 77.5 bits');
    await expect(page.getByText(/7,772 words/)).toBeVisible();
    await page.getByLabel('Separator').selectOption(' ');
    await page.getByLabel('Capitalisation').selectOption('random');
    await page.getByRole('switch', { name: 'Add a digit after one word' }).click();
    await page.getByLabel('Words').fill('4');
    // python3: math.log2(7776 ** 4 * 2 ** 4 * 10 * 4) = 61.02
    await expect(entropy(page)).toContainText('Entropy: 61.0 bits');
    await expect(single(page)).toHaveText(/^([A-Za-z][a-z-]*\d? ){3}[A-Za-z][a-z-]*\d?$/);
    expect((await single(page).innerText()).match(/\d/g)).toHaveLength(1);
    await page.getByRole('button', { name: 'Generate 10 passphrases' }).click();
    const values = (await page.getByRole('textbox', { name: 'Generated passphrases' }).inputValue()).split('\n');
    expect(values).toHaveLength(10);
    for (const v of values) expect(v.split(' ')).toHaveLength(4);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('passphrases.txt');
  });

  test('strength check: score, crack times, warning and suggestions; Show, Clear', async ({ page }) => {
    await page.goto('/tools/password');
    const box = page.getByLabel('Password to check');
    await expect(box).toHaveAttribute('type', 'password');
    await box.fill('password');
    const report = page.getByTestId('strength-report');
    // zxcvbn-ts 4.2.0 with the common and English dictionaries (examples.ts)
    await expect(report).toContainText('Score 0 of 4: Too guessable', { timeout: 20_000 });
    await expect(report.getByRole('meter', { name: 'Strength score' })).toHaveAttribute('aria-valuenow', '0');
    await expect(report).toContainText('This is a heavily used password.');
    await expect(report.getByRole('list', { name: 'Suggestions' })).toContainText(
      'Add more words that are less common.',
    );
    await expect(report).toContainText('Online, throttled (100 guesses per hour)2 minutes');
    // 10 ** 0.477 guesses (examples.ts), a number too small for a power
    await expect(report).toContainText('Guesses neededabout 3Online');
    await box.fill('correct-horse-battery-staple');
    await expect(report).toContainText('Score 4 of 4: Very unguessable');
    await expect(report).toContainText('Offline, fast hash (10 billion guesses per second)centuries');
    // python3: '%.1e' % 10 ** 19.722 = '5.3e+19', printed with a superscript exponent
    await expect(report).toContainText('Guesses neededabout 5.3 × 10¹⁹');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(box).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(box).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(box).toHaveValue('');
    await expect(report).toHaveCount(0);
  });

  test('a 5 MB password to check does not freeze the page', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/tools/password');
    const box = page.getByLabel('Password to check');
    await box.fill('a1B$'.repeat(1_250_000));
    // the box takes 1,024 characters, far more than zxcvbn looks at
    await expect(box).toHaveValue('a1B$'.repeat(256));
    await expect(page.getByText('Only the first 100 characters are checked')).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(single(page)).toHaveText(/^\S{20}$/);
  });

  test('generated values and the typed password reach neither storage nor a copied link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/tools/password');
    const password = await firstValue(page, /^\S{20}$/);
    await page.getByRole('button', { name: 'Generate 10 passwords' }).click();
    const bulk = (await page.getByRole('textbox', { name: 'Generated passwords' }).inputValue()).split('\n');
    const typed = 'my-Secret-Passw0rd-42';
    await page.getByLabel('Password to check').fill(typed);
    await expect(page.getByTestId('strength-report')).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Length').fill('24');
    const newest = await firstValue(page, /^\S{24}$/);

    const stored = await storedText(page);
    for (const secret of [password, newest, typed, ...bulk]) {
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(encodeURIComponent(secret));
    }
    // settings are kept
    expect(stored).toContain('length=24');

    await page.getByRole('button', { name: 'Copy link' }).click();
    // a generator's input never travels: no "Include input", the link carries the settings alone
    await expect(page.getByRole('switch', { name: 'Include input' })).toHaveCount(0);
    await expect(page.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('/tools/password?');
    expect(link).toContain('length=24');
    for (const secret of [password, newest, typed, ...bulk]) {
      expect(link).not.toContain(secret);
      expect(link).not.toContain(encodeURIComponent(secret));
    }

    await page.reload();
    await expect(page.getByLabel('Password to check')).toHaveValue('');
    await expect(single(page)).toHaveText(/^\S{24}$/);
    await expect(single(page)).not.toHaveText(newest);
    expect(await storedText(page)).not.toContain(typed);
  });
});
