import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousAxeViolations } from '../../tests/e2e/support';
import {
  HELLO_BASE64_5_20,
  HELLO_BYTES,
  HELLO_XXD,
  HELLO_XXD_5_20,
  HELLO_XXD_I,
  TINY_PNG,
  noiseBytes,
} from './examples';

const browse = (page: Page) => page.getByLabel('Browse Files');
const rowsRegion = (page: Page) => page.getByRole('region', { name: 'Bytes of the file' });
const rowTexts = (page: Page) => rowsRegion(page).locator('[data-part="row"]').allTextContents();
const cell = (page: Page, offset: number) =>
  rowsRegion(page).locator(`[data-part="row"] [data-offset="${offset}"]`).first();
const reading = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(`^${name} `) });
/** printf 'Hello' | xxd */
const HELLO_5_XXD = '00000000: 4865 6c6c 6f                             Hello\n';
const hello = { name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from(HELLO_BYTES) };

test.describe('Hex Viewer', () => {
  test('a small file: rows and the text output are what xxd prints; the aliases lead here', async ({
    page,
    errors,
  }) => {
    await page.goto('/tools/hexdump');
    await expect(page).toHaveURL(/\/encode\/hex$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hex Viewer' })).toBeVisible();
    await browse(page).setInputFiles(hello);
    await expect.poll(() => rowTexts(page)).toEqual(HELLO_XXD.trimEnd().split('\n'));
    await expect(page.getByRole('textbox', { name: 'xxd dump' })).toHaveValue(HELLO_XXD);
    await expect(page.getByTestId('dump-info')).toHaveText('hello.txt: 43 bytes, 3 rows.');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('hello.txt.xxd.txt');
    await page.goto('/tools/hex-viewer');
    await expect(page).toHaveURL(/\/encode\/hex$/);
    expect(errors).toEqual([]);
  });

  test('a 20 MB file scrolls with only a window of rows in the page, which stays responsive', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/encode/hex');
    const size = 20 * 1024 * 1024;
    const bytes = Buffer.from(noiseBytes(size));
    await browse(page).setInputFiles({ name: 'noise.bin', mimeType: 'application/octet-stream', buffer: bytes });
    const region = rowsRegion(page);
    await expect(region).toHaveAttribute('data-rows', String(size / 16), { timeout: 30_000 });
    await expect(page.getByTestId('dump-info')).toContainText(
      'The text above is the dump of the first 1,048,576 bytes',
    );
    const rendered = () => region.locator('[data-part="row"]').count();
    expect(await rendered()).toBeLessThan(80);
    // scroll half way, then to the end: the rows there are drawn, still only a window of them
    for (const share of [0.5, 1]) {
      const frameMs = await region.evaluate(async (el, to) => {
        el.scrollTop = (el.scrollHeight - el.clientHeight) * to;
        const t0 = performance.now();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return performance.now() - t0;
      }, share);
      expect(frameMs).toBeLessThan(500);
      expect(await rendered()).toBeLessThan(80);
    }
    const last = (await rowTexts(page)).at(-1) ?? '';
    const lastOffset = size - 16;
    const tail = bytes.subarray(lastOffset);
    expect(last.startsWith(`${lastOffset.toString(16).padStart(8, '0')}: ${tail.subarray(0, 2).toString('hex')}`)).toBe(
      true,
    );
    // the selection's readings come from the end of the file too
    await cell(page, size - 1).click();
    await expect(reading(page, 'u8')).toContainText(String(tail[15]));
  });

  test('selected bytes read as numbers and text', async ({ page }) => {
    await page.goto('/encode/hex');
    await browse(page).setInputFiles({
      name: 'one.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from([0, 0, 0x80, 0x3f, 0x68, 0xc3, 0xa9]),
    });
    await expect(page.getByText('Select bytes (click, drag, or Shift+click)')).toBeVisible();
    await cell(page, 0).click();
    await cell(page, 3).click({ modifiers: ['Shift'] });
    await expect(page.getByTestId('selection-info')).toContainText('Selected 4 bytes at 0x00000000 (0).');
    // the rows, the readings and the export, with a selection drawn, in the light and the dark theme
    await expectNoSeriousAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });
    // python3 -c "import struct; print(struct.unpack('<f', bytes.fromhex('0000803f')), struct.unpack('<I', bytes.fromhex('0000803f')))"
    await expect(reading(page, 'f32 LE')).toHaveText('f32 LE1');
    await expect(reading(page, 'u32 LE')).toHaveText('u32 LE1065353216');
    await expect(reading(page, 'u32 BE')).toHaveText('u32 BE32831');
    await expect(reading(page, 'f64 LE')).toHaveText('f64 LE—');
    // the keyboard moves and extends the selection: bytes 4..6 are 'hé' in UTF-8
    await cell(page, 4).click();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(reading(page, 'UTF-8')).toHaveText('UTF-8hé');
  });

  test('finds hex and text, and says when it is not there', async ({ page }) => {
    await page.goto('/encode/hex');
    await browse(page).setInputFiles(hello);
    const find = page.getByRole('textbox', { name: 'Find' });
    await find.fill('6c 6c');
    await page.getByRole('button', { name: 'Find next' }).click();
    await expect(page.getByTestId('search-result')).toHaveText('Found at 0x00000002 (2).');
    await expect(page.getByTestId('selection-info')).toContainText('Selected 2 bytes at 0x00000002 (2).');
    await page.getByText('Text', { exact: true }).click();
    await find.fill('hex');
    await find.press('Enter');
    await expect(page.getByTestId('search-result')).toHaveText('Found at 0x00000018 (24).');
    await expect(reading(page, 'UTF-8')).toHaveText('UTF-8hex');
    await find.fill('absent');
    await find.press('Enter');
    await expect(page.getByText('That text is not in the file.')).toBeVisible();
    await page.getByText('Hex', { exact: true }).click();
    await find.fill('6c6');
    await find.press('Enter');
    await expect(page.getByText('Hex needs two digits per byte: 3 digits given.')).toBeVisible();
  });

  test('exports the whole file as xxd -i, and a selection as xxd or Base64', async ({ page }) => {
    await page.goto('/encode/hex');
    await browse(page).setInputFiles(hello);
    await page.getByText('C array (xxd -i)', { exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Export of the whole file (43 bytes)' })).toHaveValue(HELLO_XXD_I);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download export' }).click();
    expect((await download).suggestedFilename()).toBe('hello.txt.h');
    await cell(page, 5).click();
    await cell(page, 24).click({ modifiers: ['Shift'] });
    const exported = page.getByRole('textbox', { name: 'Export of the 20 selected bytes' });
    await page.getByText('xxd', { exact: true }).click();
    await expect(exported).toHaveValue(HELLO_XXD_5_20);
    await page.getByText('Base64', { exact: true }).click();
    await expect(exported).toHaveValue(HELLO_BASE64_5_20);
  });

  test('pasted hex becomes the bytes viewed; a PNG is named by its magic bytes', async ({ page, errors }) => {
    await page.goto('/encode/hex');
    // the page listens for pastes once the tool's screen is live (it names its main action then)
    await page.waitForFunction(() => document.documentElement.dataset.mainAction !== undefined);
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '0x48, 0x65, 0x6c, 0x6c, 0x6f');
      document.body.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(page.getByTestId('selected-file')).toContainText('pasted.bin');
    await expect(page.getByRole('textbox', { name: 'xxd dump' })).toHaveValue(HELLO_5_XXD);
    await browse(page).setInputFiles({
      name: 'logo.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(TINY_PNG),
    });
    await expect(page.getByTestId('selected-file')).toContainText('PNG image');
    expect(errors).toEqual([]);
  });

  test('hex typed in the field is viewed; text that is not bytes says so; a chosen file replaces it', async ({
    page,
  }) => {
    await page.goto('/encode/hex');
    const field = page.getByRole('textbox', { name: 'Hex or Base64' });
    await page.getByRole('button', { name: 'View bytes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Type or paste hex or Base64 first' })).toBeVisible();
    await field.fill('not bytes!');
    await page.getByRole('button', { name: 'View bytes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This is neither hex nor Base64' })).toBeVisible();
    await field.fill('00000000: 4865 6c6c 6f                             Hello');
    await page.getByRole('button', { name: 'View bytes' }).click();
    await expect(page.getByRole('textbox', { name: 'xxd dump' })).toHaveValue(HELLO_5_XXD);
    await browse(page).setInputFiles(hello);
    await expect(page.getByRole('textbox', { name: 'xxd dump' })).toHaveValue(HELLO_XXD);
    await expect(field).toBeHidden();
  });

  test("Base64 Text's output opens here as the bytes it stands for", async ({ page, errors }) => {
    await page.goto('/encode/base64text?input=Hello');
    await page.getByRole('button', { name: /^Open in/ }).click();
    await page.getByRole('menuitem', { name: 'Hex Viewer', exact: true }).click();
    await expect(page).toHaveURL(/\/encode\/hex$/);
    // python3 -c "import base64; print(base64.b64encode(b'Hello').decode())" → SGVsbG8=
    await expect(page.getByRole('textbox', { name: 'Hex or Base64' })).toHaveValue('SGVsbG8=');
    await expect(page.getByRole('textbox', { name: 'xxd dump' })).toHaveValue(HELLO_5_XXD);
    expect(errors).toEqual([]);
  });

  test('a file past 1 MB shows the dump of its first megabyte; Download the whole dump saves all of it', async ({
    page,
  }) => {
    await page.goto('/encode/hex');
    // byte i is i mod 256, 1 MB + 20 bytes: python3 -c "import sys; sys.stdout.buffer.write(bytes(i & 0xff for i in
    // range(1024*1024+20)))" | xxd | sha256sum → 17b3c8b5…2b1a, 65,538 lines, 4,456,572 bytes
    const size = 1024 * 1024 + 20;
    const ramp = Buffer.from(Uint8Array.from({ length: size }, (_, i) => i & 0xff));
    await browse(page).setInputFiles({ name: 'ramp.bin', mimeType: 'application/octet-stream', buffer: ramp });
    await expect(page.getByTestId('dump-info')).toContainText(
      'ramp.bin: 1,048,596 bytes, 65,538 rows. The text above is the dump of the first 1,048,576 bytes (65,536 rows)',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the whole dump' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('ramp.bin.xxd.txt');
    const text = await readFile(await saved.path());
    expect(text.length).toBe(4_456_572);
    expect(createHash('sha256').update(text).digest('hex')).toBe(
      '17b3c8b5a6ec5ab9e936a984d6f28a093494313e2b33dbe8b40f0d82a1352b1a',
    );
  });
});
