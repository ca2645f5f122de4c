import { test, expect, editorText, pasteIntoEditor, stubClipboard } from '../../tests/e2e/support';

const input = (page: import('@playwright/test').Page) => page.getByLabel('Text or Base64 input');
const output = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'Output' });

test.describe('Base64 Text', () => {
  test('encodes Unicode text as it is typed and decodes it back', async ({ page, errors }) => {
    await page.goto('/encode/base64text');
    await input(page).fill('Hello, 世界 👋');
    // no button press: the output follows the input
    await expect(output(page)).toHaveValue('SGVsbG8sIOS4lueVjCDwn5GL');
    await expect(page.locator('[data-stale]')).toHaveCount(0);
    // the output is the confirmation: routine success raises no toast
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    // the output goes back the other way: it is decoded without pressing Decode
    await page.getByRole('button', { name: 'Use output as input' }).click();
    await expect(output(page)).toHaveValue('Hello, 世界 👋');
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('blank input asks for text or Base64 by mode; invalid Base64 says decoding failed', async ({ page }) => {
    await page.goto('/encode/base64text');
    await page.getByRole('button', { name: 'Encode' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter some text to encode' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Decode' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter Base64 text to decode' }).first(),
    ).toBeVisible();
    await input(page).fill('abc$%^');
    await page.getByRole('button', { name: 'Decode' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Decoding failed: Invalid Base64 string' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('decoding accepts a data URL prefix, line breaks and missing padding; non-UTF-8 bytes are reported', async ({
    page,
  }) => {
    await page.goto('/encode/base64text');
    await input(page).fill('data:text/plain;base64,SGVs\nbG8');
    await page.getByRole('button', { name: 'Decode' }).click();
    await expect(output(page)).toHaveValue('Hello');
    await input(page).fill('//79');
    await page.getByRole('button', { name: 'Decode' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'not UTF-8' }).first()).toBeVisible();
  });

  test('URL-safe option is kept in the link', async ({ page }) => {
    await page.goto('/encode/base64text?urlSafe=true');
    await expect(page.getByRole('switch', { name: 'URL-safe (base64url)' })).toHaveAttribute('aria-checked', 'true');
    await input(page).fill('??>>');
    await page.getByRole('button', { name: 'Encode' }).click();
    await expect(output(page)).toHaveValue('Pz8-Pg');
  });

  test('copy, download and the empty-output messages', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/encode/base64text');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('No output to copy')).toBeVisible();
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText('No output to download')).toBeVisible();
    await input(page).fill('hi');
    await page.getByRole('button', { name: 'Encode' }).click();
    await expect(output(page)).toHaveValue('aGk=');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clip()).toBe('aGk=');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('base64_output.txt');
    await expect(page.getByRole('button', { name: 'Downloading...' })).toBeVisible();
  });

  test("paste fills the input without a toast; a refused clipboard gives 'Failed to read clipboard'", async ({
    page,
  }) => {
    await stubClipboard(page, 'pasted text');
    await page.goto('/encode/base64text');
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect.poll(() => editorText(input(page))).toBe('pasted text');
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { readText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect(page.getByText('Failed to read clipboard')).toBeVisible();
  });

  test('after Decode, typing decodes; emptying the input empties the output', async ({ page }) => {
    await page.goto('/encode/base64text');
    // too short to tell from a word, so it encodes until Decode is pressed
    await input(page).fill('aGk');
    await expect(output(page)).toHaveValue('YUdr');
    await page.getByRole('button', { name: 'Decode' }).click();
    await expect(output(page)).toHaveValue('hi');
    await input(page).fill('aGkh');
    await expect(output(page)).toHaveValue('hi!');
    await input(page).fill('');
    await expect(output(page)).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an input too large to follow the typing waits for Encode, and its output is marked out of date at once', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/encode/base64text');
    await pasteIntoEditor(input(page), 'a'.repeat(600_000));
    await page.clock.runFor(1000);
    await expect(page.getByRole('region', { name: 'Output' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Encode' }).click();
    await expect(page.getByText('800,000 characters')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-stale]')).toHaveCount(0);
    await input(page).press('Control+End');
    await page.keyboard.insertText('b');
    await expect(page.getByText('Out of date — press Encode or Ctrl+Enter')).toBeVisible();
    await page.clock.runFor(2000);
    await expect(page.locator('[data-stale]')).toHaveCount(1);
    await page.keyboard.press('Control+Enter');
    await expect(page.getByText('800,004 characters')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-stale]')).toHaveCount(0);
  });

  test('5 MB encodes and decodes without freezing the page', async ({ page }) => {
    await page.goto('/encode/base64text');
    const big = 'é'.repeat(2_621_440); // 5 MiB of UTF-8
    await pasteIntoEditor(input(page), big);
    await expect(page.getByText('2,621,440 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Encode' }).click();
    await expect(page.getByRole('region', { name: 'Output' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/6,990,508 characters/)).toBeVisible();
  });
});

test.describe('Base64 Text picks the direction from the input', () => {
  const encodeButton = (page: import('@playwright/test').Page) =>
    page.getByRole('button', { name: 'Encode', exact: true });
  const decodeButton = (page: import('@playwright/test').Page) =>
    page.getByRole('button', { name: 'Decode', exact: true });
  const note = (page: import('@playwright/test').Page) =>
    page.getByRole('status').filter({ hasText: 'Looks like Base64 — decoded.' });

  test('pasted Base64 decodes and says so; Encode instead encodes it', async ({ page, errors }) => {
    await page.goto('/encode/base64text');
    await expect(encodeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(decodeButton(page)).toHaveAttribute('aria-pressed', 'false');
    // python3: base64.b64encode(b'Hello World') is SGVsbG8gV29ybGQ=
    await pasteIntoEditor(input(page), 'SGVsbG8gV29ybGQ=');
    await expect(output(page)).toHaveValue('Hello World');
    await expect(note(page)).toBeVisible();
    await expect(decodeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(encodeButton(page)).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Encode instead' }).click();
    // base64.b64encode(b'SGVsbG8gV29ybGQ=') is U0dWc2JHOGdWMjl5YkdRPQ==
    await expect(output(page)).toHaveValue('U0dWc2JHOGdWMjl5YkdRPQ==');
    await expect(note(page)).toHaveCount(0);
    await expect(encodeButton(page)).toHaveAttribute('aria-pressed', 'true');
    expect(errors).toEqual([]);
  });

  test('a chosen direction holds while typing, until the input is cleared or replaced by a paste', async ({ page }) => {
    await stubClipboard(page, 'aGVsbG8gd29ybGQ=');
    await page.goto('/encode/base64text');
    await input(page).fill('abc');
    await encodeButton(page).click();
    // typed Base64 does not override the visitor's Encode: base64.b64encode(b'aGk=') is YUdrPQ==
    await input(page).fill('aGk=');
    await expect(output(page)).toHaveValue('YUdrPQ==');
    await expect(note(page)).toHaveCount(0);
    // the Paste button replaces the input, which picks the direction again: b64encode(b'hello world')
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect(output(page)).toHaveValue('hello world');
    await expect(note(page)).toBeVisible();
    await decodeButton(page).click();
    await expect(note(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear' }).click();
    await input(page).fill('SGVsbG8gV29ybGQ=');
    await expect(output(page)).toHaveValue('Hello World');
    await expect(note(page)).toBeVisible();
  });

  test('a word that happens to be valid Base64 still encodes', async ({ page }) => {
    await page.goto('/encode/base64text');
    await input(page).fill('test');
    // base64.b64encode(b'test') is dGVzdA==
    await expect(output(page)).toHaveValue('dGVzdA==');
    await expect(note(page)).toHaveCount(0);
  });

  test('Decode on a JWT shows the error without the old output marked out of date', async ({ page }) => {
    const JWT =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    await page.goto('/encode/base64text');
    await input(page).fill(JWT);
    await expect(output(page)).toHaveValue(/^ZXlKaGJHY2lPaUpJVXpJMU5pSXNJblI1Y0NJNklrcFhWQ0o5/);
    await decodeButton(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Decoding failed: Invalid Base64 string' }).first(),
    ).toBeVisible();
    await expect(output(page)).toHaveValue('');
    await expect(page.getByText(/Out of date/)).toHaveCount(0);
    await expect(page.locator('[data-stale]')).toHaveCount(0);
  });
});

test.describe('Base64 Text hints', () => {
  const JWT =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

  test('a pasted JWT is named as one and its header and payload are decoded', async ({ page }) => {
    await page.goto('/encode/base64text');
    await input(page).fill(JWT);
    const hint = page.getByRole('status').filter({ hasText: 'This looks like a JSON Web Token (JWT)' });
    await expect(hint).toBeVisible();
    await expect(hint.getByRole('region', { name: 'JWT header' })).toContainText('"alg": "HS256"');
    await expect(hint.getByRole('region', { name: 'JWT payload' })).toContainText('"name": "John Doe"');
    await input(page).fill('aGVsbG8=');
    await expect(hint).toHaveCount(0);
  });

  test("the JWT hint shows its dates, and a past exp as 'expired … ago'", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-01-01T00:00:00Z'));
    await page.goto('/encode/base64text');
    // python3: header {"alg":"HS256","typ":"JWT"}, payload {"sub":"1","exp":1700000000,"iat":1600000000},
    // each json.dumps(separators=(',', ':')) then base64.urlsafe_b64encode without padding
    await input(page).fill(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiZXhwIjoxNzAwMDAwMDAwLCJpYXQiOjE2MDAwMDAwMDB9.c2ln',
    );
    const dates = page.getByRole('status').getByLabel('JWT dates');
    // datetime.fromtimestamp(1700000000, timezone.utc) is 2023-11-14 22:13:20, two years before 2026
    await expect(dates).toContainText('Expires (exp)2023-11-14T22:13:20.000Z — expired 2 y ago');
    // 1600000000 is 2020-09-13 12:26:40
    await expect(dates).toContainText('Issued at (iat)2020-09-13T12:26:40.000Z — issued 5 y ago');
    await expect(page.getByText(/expires at/i)).toHaveCount(0);
  });

  test('copy, whose result is not visible, confirms with a toast', async ({ page }) => {
    await stubClipboard(page);
    await page.goto('/encode/base64text');
    await input(page).fill('hi');
    await page.getByRole('button', { name: 'Encode' }).click();
    await expect(output(page)).toHaveValue('aGk=');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.locator('.Toastify__toast')).toHaveText('Copied to clipboard');
  });
});
