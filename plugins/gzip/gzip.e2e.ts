import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect, pasteIntoEditor } from '../../tests/e2e/support';
import { largeText } from './examples';

const input = (page: Page) => page.getByRole('textbox', { name: 'Compressed data or text' });
const output = (page: Page) => page.getByTestId('transform-output').getByRole('textbox');
const summary = (page: Page) => page.getByTestId('gzip-summary');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const alert = (page: Page) => page.getByRole('alert');

// printf 'Hello, World!' | gzip -c -n | base64
const HELLO_GZIP = 'H4sIAAAAAAAAA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA';

test.describe('Compress / Decompress', () => {
  test('decompresses pasted gzip Base64, says what it read, and compresses it back to the same bytes', async ({
    page,
    errors,
  }) => {
    await page.goto('/encode/gzip');
    await expect(page.getByRole('heading', { level: 1, name: 'Compress / Decompress' })).toBeVisible();
    await pasteIntoEditor(input(page), HELLO_GZIP);
    await expect(output(page)).toHaveValue('Hello, World!');
    await expect(summary(page)).toHaveText('gzip · Base64 · 1 member · CRC-32 ok');
    await expect(page.getByTestId('gzip-sizes')).toHaveText('33 bytes → 13 bytes · ratio 0.39:1');
    await expect(page.getByTestId('gzip-member')).toContainText('Unix');
    // gzip -n at its default level 6 writes these very bytes
    await button(page, 'Use output as input').click();
    await expect(output(page)).toHaveValue(HELLO_GZIP);
    await expect(summary(page)).toHaveText('gzip · level 6 · Base64');
    expect(errors).toEqual([]);
  });

  test('compresses text and decompresses it back, in every format, Base64 and hex', async ({ page }) => {
    await page.goto('/encode/gzip?mode=compress');
    const text = 'Grüße, 世界 👋\nline two';
    await input(page).fill(text);
    for (const format of ['gzip', 'zlib', 'Raw deflate']) {
      for (const write of ['base64', 'hex']) {
        await page.getByRole('button', { name: 'Compress', exact: true }).click();
        await page.getByRole('radio', { name: format, exact: true }).click();
        await page.getByRole('combobox', { name: 'Compressed data as', exact: true }).selectOption(write);
        await expect(summary(page)).toContainText(write === 'hex' ? 'hex' : 'Base64');
        await button(page, 'Use output as input').click();
        await expect(output(page), `${format} ${write}`).toHaveValue(text);
        await button(page, 'Use output as input').click();
      }
    }
  });

  test('compressed data pasted while compressing is decompressed, and says so with a way back', async ({ page }) => {
    await page.goto('/encode/gzip?mode=compress');
    await pasteIntoEditor(input(page), HELLO_GZIP);
    await expect(output(page)).toHaveValue('Hello, World!');
    await expect(page.getByText('Looks like compressed data — decompressing.')).toBeVisible();
    await button(page, 'Compress instead').click();
    await expect(summary(page)).toHaveText('gzip · level 6 · Base64');
  });

  test('reads every member of a multi-member gzip, as gzip -d does', async ({ page }) => {
    await page.goto('/encode/gzip');
    // (printf a | gzip; printf b | gzip) | base64
    await input(page).fill('H4sIAAAAAAAAA0sEAEO+t+gBAAAAH4sIAAAAAAAAA0sCAPnvvnEBAAAA');
    await expect(output(page)).toHaveValue('ab');
    await expect(summary(page)).toHaveText('gzip · Base64 · 2 members · CRC-32 ok');
    await expect(page.getByTestId('gzip-member')).toHaveCount(2);
  });

  test('a wrong CRC-32 is an error naming the member and the byte, and Go to error selects it', async ({ page }) => {
    await page.goto('/encode/gzip');
    // the second member's CRC-32 above with its first byte flipped; python3's gzip.decompress says "CRC check failed"
    await input(page).fill('H4sIAAAAAAAAA0sEAEO+t+gBAAAAH4sIAAAAAAAAA0sCAAbvvnEBAAAA');
    await expect(alert(page)).toContainText(
      'CRC-32 mismatch in member 2 at byte 34: the trailer says 0x71beef06, the data gives 0x71beeff9',
    );
    await expect(alert(page)).toContainText('Line 1, Column 46');
    await alert(page).getByRole('button', { name: 'Go to error' }).click();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('A');
  });

  test('a cut-short stream and corrupt deflate data name the byte', async ({ page }) => {
    await page.goto('/encode/gzip');
    // the first 20 bytes of the Hello gzip: python3's gzip says "Compressed file ended before the end-of-stream marker was reached"
    await input(page).fill('H4sIAAAAAAAAA/NIzcnJ11EIzy8=');
    await expect(alert(page)).toContainText('The data ends at byte 20 in the middle of member 1: it is cut short');
    // in hex, byte 10 (the first of the deflate data) changed from f3 to ff: a block type deflate does not have
    await input(page).fill('1f8b0800000000000003ff48cdc9c9d75108cf2fca49510400d0c34aec0d000000');
    await expect(alert(page)).toContainText('Corrupt deflate data at byte 10 (member 1): an invalid block type');
  });

  test('bytes that are not UTF-8 say so, and the error offers them as Base64 to download', async ({ page }) => {
    await page.goto('/encode/gzip');
    // base64.b64encode(gzip.compress(bytes([255, 254, 0, 1]), mtime=0))
    await input(page).fill('H4sIAAAAAAACA/v/j4ERAKG3HDcEAAAA');
    await expect(alert(page)).toContainText(
      'The 4 decompressed bytes are not UTF-8 text: byte 0 (0xff) is not valid UTF-8',
    );
    await alert(page).getByRole('button', { name: 'Show as Base64' }).click();
    await expect(output(page)).toHaveValue('//4AAQ==');
    const download = page.waitForEvent('download');
    await button(page, 'Download bytes').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('decompressed.bin');
    expect((await readFile(await file.path())).toString('hex')).toBe('fffe0001');
    // the bytes go back in as Base64 and compress as bytes: printf '\xff\xfe\x00\x01' | gzip -c -n | base64
    await button(page, 'Use output as input').click();
    await expect(output(page)).toHaveValue('H4sIAAAAAAAAA/v/j4ERAKG3HDcEAAAA');
  });

  test('1 MB of gzip that expands to 1 GB is stopped at the cap, and the page stays alive', async ({ page }) => {
    // node's zlib writes 64 MB of zeros as one member; sixteen of them are 1 GB to gzip -d
    const member = gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
    const bomb = Buffer.concat(Array.from({ length: 16 }, () => member)).toString('base64');
    await page.goto('/encode/gzip');
    await pasteIntoEditor(input(page), bomb);
    await expect(alert(page)).toContainText('Decompressing stopped at 64 MB of output', { timeout: 20_000 });
    await expect(alert(page)).toContainText('compressed bytes: this data expands further than a page can hold');
    // the page answers at once: another paste decompresses
    await input(page).fill(HELLO_GZIP);
    await expect(output(page)).toHaveValue('Hello, World!');
  });

  test('/encode/zlib opens in zlib', async ({ page }) => {
    await page.goto('/encode/zlib');
    await expect(page).toHaveURL(/\/encode\/gzip\?format=zlib$/);
    await input(page).fill('Hello, World!');
    await button(page, 'Compress').click();
    await expect(page.getByRole('radio', { name: 'zlib', exact: true })).toBeChecked();
    // python3 -c "import zlib,base64; print(base64.b64encode(zlib.compress(b'Hello, World!')).decode())"
    await expect(output(page)).toHaveValue('eJzzSM3JyddRCM8vyklRBAAfngRq');
    await expect(summary(page)).toHaveText('zlib · level 6 · Base64');
  });

  test('/tools/gunzip opens ready to decompress gzip', async ({ page }) => {
    await page.goto('/tools/gunzip');
    await expect(page).toHaveURL(/\/encode\/gzip\?mode=decompress&format=gzip$/);
  });

  test('5 MB of text compresses and decompresses back without freezing the page', async ({ page }) => {
    await page.goto('/encode/gzip?mode=compress');
    await pasteIntoEditor(input(page), largeText(5 * 1024 * 1024));
    await button(page, 'Compress').click();
    await expect(page.getByTestId('gzip-sizes')).toContainText('5,242,880 bytes →', { timeout: 20_000 });
    await button(page, 'Use output as input').click();
    await expect(page.getByTestId('gzip-sizes')).toContainText('→ 5,242,880 bytes', { timeout: 20_000 });
    await expect(summary(page)).toHaveText('gzip · Base64 · 1 member · CRC-32 ok');
  });
});
