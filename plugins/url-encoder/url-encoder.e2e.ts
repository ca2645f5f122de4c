import type { Page } from '@playwright/test';
import {
  test,
  expect,
  editorText,
  failOnDialog,
  focusEditor,
  pasteIntoEditor,
  stubClipboard,
} from '../../tests/e2e/support';

const input = (page: Page) => page.getByRole('textbox', { name: /^Text to (encode|decode)$/ });
const output = (page: Page) => page.getByRole('textbox', { name: /^(Encoded|Decoded) output$/ });
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

/** Pastes into the input (for text `fill` cannot type, or megabytes). */
const setValue = (page: Page, value: string) => pasteIntoEditor(input(page), value);

test.describe('URL Encoder/Decoder', () => {
  test('encodes 300 ms after typing stops, counts characters, swaps and decodes back', async ({ page, errors }) => {
    await page.goto('/encode/url');
    await expect(page.getByRole('tab', { name: 'Encode' })).toHaveAttribute('aria-selected', 'true');
    await focusEditor(input(page));
    await input(page).pressSequentially('a b&c=é 😀');
    // typing is debounced: nothing yet straight after the keys
    await expect(output(page)).toHaveValue('');
    await expect(output(page)).toHaveValue('a%20b%26c%3D%C3%A9%20%F0%9F%98%80');
    await expect(page.getByTestId('input-count')).toHaveText('9 characters');
    await expect(page.getByTestId('output-count')).toHaveText('33 characters');
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(page.getByRole('tab', { name: 'Decode' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => editorText(input(page))).toBe('a%20b%26c%3D%C3%A9%20%F0%9F%98%80');
    await expect(output(page)).toHaveValue('a b&c=é 😀');
    // a mode change alone reconverts
    await page.getByRole('tab', { name: 'Encode' }).click();
    await expect(output(page)).toHaveValue('a%2520b%2526c%253D%25C3%25A9%2520%25F0%259F%2598%2580');
    expect(errors).toEqual([]);
  });

  test('invalid escapes and lone surrogates say decoding or encoding failed and keep the input', async ({
    page,
    errors,
  }) => {
    await page.goto('/encode/url');
    await page.getByRole('tab', { name: 'Decode' }).click();
    for (const bad of ['%E0%A4%A', '%', '100%']) {
      await input(page).fill(bad);
      await expect(alertWith(page, 'Failed to decode URL - invalid encoding')).toBeVisible();
      await expect.poll(() => editorText(input(page))).toBe(bad);
      await expect(output(page)).toHaveValue('');
    }
    await input(page).fill('100%25');
    await expect(output(page)).toHaveValue('100%');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Encode' }).click();
    await setValue(page, 'x\uD800y');
    await expect(alertWith(page, 'Failed to encode URL')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a decoding error sits under the input and names the offending escape and where it is', async ({ page }) => {
    await page.goto('/encode/url');
    await page.getByRole('tab', { name: 'Decode' }).click();
    await input(page).fill('name=J%C3%B6rg&city=K%F6ln');
    const alert = alertWith(page, 'Failed to decode URL - invalid encoding');
    await expect(alert).toContainText('At character 22: “%F6” is not valid UTF-8.');
    // next to the input (the editor, once it has taken the stand-in's place), above the output
    await expect(input(page)).toHaveAttribute('contenteditable', 'true');
    const inputBox = await input(page).boundingBox();
    const alertBox = await alert.boundingBox();
    const outputBox = await output(page).boundingBox();
    expect(alertBox!.y).toBeGreaterThan(inputBox!.y + inputBox!.height);
    expect(Math.abs(alertBox!.x - inputBox!.x)).toBeLessThan(40);
    if (outputBox!.y > inputBox!.y + inputBox!.height) expect(alertBox!.y).toBeLessThan(outputBox!.y);
    await input(page).fill('line one\n50%off');
    await expect(alert).toContainText('At line 2, column 3: “%” is not followed by two hex digits.');
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  });

  test('what is encoded: component, whole URL or form data, kept in the link', async ({ page }) => {
    await page.goto('/encode/url?target=url');
    await expect(page.getByRole('radio', { name: 'Whole URL (reserved characters kept)' })).toBeChecked();
    await input(page).fill('https://example.com/a b?q=é&r=[1]');
    await expect(output(page)).toHaveValue('https://example.com/a%20b?q=%C3%A9&r=[1]');
    await page.getByRole('radio', { name: 'Form data (spaces as +)' }).check();
    await expect(page).toHaveURL(/target=form/);
    await input(page).fill("a b+c!'()~");
    await expect(output(page)).toHaveValue('a+b%2Bc%21%27%28%29%7E');
    await page.getByRole('tab', { name: 'Decode' }).click();
    await input(page).fill('q=hello+world%21');
    await expect(output(page)).toHaveValue('q=hello world!');
    await page.getByRole('radio', { name: 'URL component (encodeURIComponent)' }).check();
    await expect(page).not.toHaveURL(/target=/);
    await expect(output(page)).toHaveValue('q=hello+world!');
    // an unknown target in the link falls back to the default
    await page.goto('/encode/url?target=bogus');
    await expect(page.getByRole('radio', { name: 'URL component (encodeURIComponent)' })).toBeChecked();
  });

  test('copy, download names after encode and decode, clear', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto('/encode/url');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('No output to copy')).toBeVisible();
    await input(page).fill('a/b c');
    await expect(output(page)).toHaveValue('a%2Fb%20c');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clip()).toBe('a%2Fb%20c');
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('encoded_url.txt');
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(output(page)).toHaveValue('a/b c');
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('decoded_url.txt');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => editorText(input(page))).toBe('');
    await expect(output(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Swap' })).toBeDisabled();
  });

  test('hostile input is treated as text', async ({ page, errors }) => {
    failOnDialog(page);
    await page.goto('/encode/url');
    await page.getByRole('tab', { name: 'Decode' }).click();
    await input(page).fill('%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(output(page)).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('5 MB of non-ASCII text encodes in a worker and decodes back', async ({ page, errors }) => {
    await page.goto('/encode/url');
    await setValue(page, 'é'.repeat(2_621_440));
    // 2,621,440 × '%C3%A9': shown in the fast read-only view
    await expect(page.getByText('15,728,640 characters', { exact: false })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(page.getByRole('tab', { name: 'Decode' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/2,621,440 characters · large text/)).toBeVisible({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});
