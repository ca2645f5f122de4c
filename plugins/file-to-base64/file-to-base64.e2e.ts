import type { Page } from '@playwright/test';
import { test, expect, failOnDialog, homeAndBack, stubClipboard } from '../../tests/e2e/support';
import examples from './examples';

const MB5 = 5 * 1024 * 1024;

type Example = (typeof examples.examples)[number];
const [textFile, untypedFile] = examples.examples;
/** An example's file as Playwright uploads it. */
const upload = ({ input }: Example) => ({
  name: input.name,
  mimeType: input.type,
  buffer: typeof input.content === 'string' ? Buffer.from(input.content) : Buffer.from(Uint8Array.from(input.content)),
});
const outputOf = ({ output }: Example) => (output && 'output' in output ? output.output : '');
const browse = (page: Page) => page.getByLabel('Browse Files');
const output = (page: Page) => page.getByRole('textbox', { name: /^(Base64|Data URL) output$/ });
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

function binary(n: number): Buffer {
  const b = Buffer.alloc(n);
  let x = 12345;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    b[i] = x >>> 24;
  }
  return b;
}

test.describe('File to Base64', () => {
  test('selected-file card, converted on choice, Copy and Download as {name}_base64.txt', async ({ page, errors }) => {
    const clip = await stubClipboard(page);
    await page.goto('/encode/file-base64');
    const data = binary(3000);
    await browse(page).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: data });
    const card = page.getByTestId('selected-file');
    await expect(card).toContainText('photo.png');
    await expect(card).toContainText('2.9 KB (3,000 bytes)');
    await expect(card).toContainText('image/png');
    // no Convert press: choosing the file is enough
    await expect(output(page)).toHaveValue(data.toString('base64'));
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clip()).toBe(data.toString('base64'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('photo.png_base64.txt');
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No file selected.')).toBeVisible();
    await expect(output(page)).toHaveValue('');
    expect(errors).toEqual([]);
  });

  test("Convert with no file: 'Please select a file first'", async ({ page }) => {
    await page.goto('/encode/file-base64');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(alertWith(page, 'Please select a file first')).toBeVisible();
  });

  test('5,242,881 bytes are refused; exactly 5,242,880 bytes convert like Node Buffer', async ({ page, errors }) => {
    // what is checked is the refusal and the bytes, not the time: two 5 MB uploads and a copy take a shared CPU over 30 s
    test.setTimeout(75_000);
    const clip = await stubClipboard(page);
    await page.goto('/encode/file-base64');
    await browse(page).setInputFiles({
      name: 'over.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(MB5 + 1),
    });
    await expect(alertWith(page, 'File is too large (max 5MB)')).toBeVisible();
    await expect(page.getByText('No file selected.')).toBeVisible();
    const data = binary(MB5);
    await browse(page).setInputFiles({ name: 'exact.bin', mimeType: 'application/octet-stream', buffer: data });
    await expect(page.getByTestId('selected-file')).toContainText('5,242,880 bytes');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByTestId('conversion-info')).toContainText('5,242,880 bytes → 6,990,508 characters', {
      timeout: 15_000,
    });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect((await clip()) === data.toString('base64')).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a 0-byte file gives empty output', async ({ page }) => {
    await page.goto('/encode/file-base64');
    await browse(page).setInputFiles({ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) });
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByTestId('conversion-info')).toHaveText('empty.txt: 0 bytes → 0 characters');
    await expect(output(page)).toHaveValue('');
  });

  test('the full data URL option is kept in the link and applies without re-reading', async ({ page }) => {
    await page.goto('/encode/file-base64');
    await browse(page).setInputFiles(upload(textFile));
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    const textDataUrl = outputOf(textFile);
    await expect(output(page)).toHaveValue(textDataUrl.slice(textDataUrl.indexOf(',') + 1));
    await page.getByRole('radio', { name: 'Full data URL' }).check();
    await expect(page).toHaveURL(/output=dataUrl/);
    await expect(output(page)).toHaveValue(textDataUrl);
    await page.getByRole('radio', { name: 'Base64 only' }).check();
    await expect(output(page)).toHaveValue(textDataUrl.slice(textDataUrl.indexOf(',') + 1));
    await page.goto('/encode/file-base64?output=dataUrl');
    await browse(page).setInputFiles(upload(untypedFile));
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(output(page)).toHaveValue(outputOf(untypedFile));
  });

  test('drag and drop selects the file', async ({ page }) => {
    await page.goto('/encode/file-base64');
    const dt = await page.evaluateHandle(() => {
      const t = new DataTransfer();
      t.items.add(new File(['dropped'], 'dropped.txt', { type: 'text/plain' }));
      return t;
    });
    await page.getByTestId('file-drop').dispatchEvent('drop', { dataTransfer: dt });
    await expect(page.getByTestId('selected-file')).toContainText('dropped.txt');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(output(page)).toHaveValue(Buffer.from('dropped').toString('base64'));
  });

  test('a hostile file name is shown as text and sanitised in the download name', async ({ page, errors }) => {
    failOnDialog(page);
    await page.goto('/encode/file-base64');
    const name = '<img src=x onerror=alert(1)>.png';
    await browse(page).setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.from('x') });
    await expect(page.getByTestId('selected-file')).toContainText(name);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(output(page)).toHaveValue('eA==');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('_img src=x onerror=alert(1)_.png_base64.txt');
    expect(errors).toEqual([]);
  });

  test("a failed read: 'Error reading the file. Please try again.'", async ({ page }) => {
    // no worker, so the page reads the file itself, and every read fails
    await page.addInitScript(() => {
      Object.defineProperty(window, 'Worker', { configurable: true, value: undefined });
      Blob.prototype.arrayBuffer = () =>
        Promise.reject(new DOMException('The file could not be read', 'NotReadableError'));
    });
    await page.goto('/encode/file-base64');
    await browse(page).setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') });
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(alertWith(page, 'Error reading the file. Please try again.')).toBeVisible();
    await expect(page.getByTestId('selected-file')).toContainText('a.txt');
  });

  test("a failed conversion: 'File is too large or cannot be processed'", async ({ page }) => {
    await page.route(/\/assets\/worker-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/encode/file-base64');
    await browse(page).setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') });
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(alertWith(page, 'File is too large or cannot be processed')).toBeVisible();
  });

  test('a file pasted on the page or dropped beside the drop zone is converted; the card names what its bytes are', async ({
    page,
  }) => {
    await page.goto('/encode/file-base64');
    // the page listens for pastes once the tool's screen is live (it names its main action then)
    await page.waitForFunction(() => document.documentElement.dataset.mainAction !== undefined);
    // the PNG signature (ISO/IEC 15948) under a name and type that do not say so
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    await page.evaluate((bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'pasted.bin', { type: 'application/octet-stream' }));
      document.body.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, png);
    await expect(page.getByTestId('selected-file')).toContainText('pasted.bin');
    await expect(page.getByTestId('selected-file')).toContainText('PNG image');
    await expect(output(page)).toHaveValue(Buffer.from(png).toString('base64'));
    const dt = await page.evaluateHandle(() => {
      const t = new DataTransfer();
      t.items.add(new File(['beside'], 'beside.txt', { type: 'text/plain' }));
      return t;
    });
    await page.getByTestId('selected-file').dispatchEvent('drop', { dataTransfer: dt });
    await expect(page.getByTestId('selected-file')).toContainText('beside.txt');
    await expect(output(page)).toHaveValue(Buffer.from('beside').toString('base64'));
  });

  test('Back brings the chosen file and its Base64 back', async ({ page }) => {
    await page.goto('/encode/file-base64');
    await browse(page).setInputFiles({ name: 'kept.txt', mimeType: 'text/plain', buffer: Buffer.from('kept') });
    await expect(output(page)).toHaveValue('a2VwdA==');
    await homeAndBack(page, 'File to Base64');
    await expect(page.getByTestId('selected-file')).toContainText('kept.txt');
    await expect(output(page)).toHaveValue('a2VwdA==');
  });
});
