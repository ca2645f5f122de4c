import type { Page } from '@playwright/test';
import {
  test,
  expect,
  pasteIntoEditor,
  editorText,
  expectNoSeriousAxeViolations,
  failOnDialog,
  stubClipboard,
  untilSettled,
} from '../../tests/e2e/support';
import { PNG_1x1 } from './examples';

const PATH = '/convert/base64image';

const input = (page: Page) => page.getByLabel('Base64 string or data URL');
const preview = (page: Page) => page.locator('img[src^="blob:"]');
const info = (page: Page) => page.getByRole('region', { name: 'Image information' });
const errorAlert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

/** A real JPEG drawn by the browser's canvas, as a data URL. */
function canvasImage(page: Page, type: string, width: number, height: number): Promise<string> {
  return page.evaluate(
    ({ type, width, height }) => {
      const c = document.createElement('canvas');
      c.width = width;
      c.height = height;
      const g = c.getContext('2d')!;
      g.fillStyle = '#2a6';
      g.fillRect(0, 0, width, height);
      return c.toDataURL(type);
    },
    { type, width, height },
  );
}

/** Pastes a large value the way a user does (typing megabytes would take minutes). */
const pasteLarge = (page: Page, value: string) => pasteIntoEditor(input(page), value);

/** Records every request that does not go to the local preview server. */
function watchOffPageRequests(page: Page, baseURL: string): string[] {
  const offPage: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(baseURL) && !url.startsWith('blob:') && !url.startsWith('data:')) offPage.push(url);
  });
  return offPage;
}

test.describe('Base64 to Image', () => {
  test('decodes a data URL into a blob: preview with format, size and dimensions', async ({ page, errors }) => {
    await page.goto(PATH);
    await input(page).fill(`data:image/png;base64,${PNG_1x1}`);
    await expect(preview(page)).toBeVisible();
    await expect.poll(() => preview(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(info(page)).toContainText('PNG');
    await expect(info(page)).toContainText('0.07 KB');
    await expect(info(page)).toContainText('1 × 1');
    // the preview is never a data: URL and nothing is rendered as HTML
    await expect(page.locator('img[src^="data:"]')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('raw Base64 with line breaks is accepted', async ({ page }) => {
    await page.goto(PATH);
    await input(page).fill(PNG_1x1.replace(/(.{20})/g, '$1\n'));
    await expect(preview(page)).toBeVisible();
    await expect(info(page)).toContainText('1 × 1');
  });

  test('a JPEG labelled image/png is shown, copied and downloaded as JPEG', async ({ page }) => {
    const clip = await stubClipboard(page);
    await page.goto(PATH);
    const jpeg = await canvasImage(page, 'image/jpeg', 40, 30);
    const payload = jpeg.slice(jpeg.indexOf(',') + 1);
    await input(page).fill(`data:image/png;base64,${payload}`);
    await expect(preview(page)).toBeVisible();
    await expect(info(page)).toContainText('JPEG (labelled image/png)');
    await expect(info(page)).toContainText('40 × 30');
    await expect(page.getByText('Format corrected')).toBeVisible();
    await page.getByRole('button', { name: 'Copy URL' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clip()).toBe(`data:image/jpeg;base64,${payload}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('image.jpg');
    const saved = await file.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(saved).equals(Buffer.from(payload, 'base64'))).toBe(true);
  });

  test('invalid Base64 says to check the input and keeps it', async ({ page }) => {
    await page.goto(PATH);
    await input(page).fill('this is not base64!');
    await expect(errorAlert(page, 'Invalid Base64 string. Please check your input and try again.')).toBeVisible();
    await expect.poll(() => editorText(input(page))).toBe('this is not base64!');
    await expect(preview(page)).toHaveCount(0);
  });

  test('non-image data, non-image types and truncated images give the image message and clear the previous preview', async ({
    page,
  }) => {
    await page.goto(PATH);
    const message = 'Invalid image data. Please check your Base64 string.';
    await input(page).fill(PNG_1x1);
    await expect(preview(page)).toBeVisible();

    await input(page).fill(Buffer.from('hello world').toString('base64'));
    await expect(errorAlert(page, message)).toBeVisible();
    await expect(preview(page)).toHaveCount(0);
    await expect(info(page)).not.toContainText('PNG');

    await input(page).fill(PNG_1x1);
    await expect(preview(page)).toBeVisible();
    await input(page).fill(`data:text/html;base64,${PNG_1x1}`);
    await expect(errorAlert(page, message)).toBeVisible();
    await expect(preview(page)).toHaveCount(0);

    const truncated = Buffer.from(PNG_1x1, 'base64').subarray(0, 50).toString('base64');
    await input(page).fill(truncated);
    await expect(errorAlert(page, message)).toBeVisible();
    await expect(preview(page)).toHaveCount(0);

    // the header and the end are those of a 1 × 1 PNG, the pixels are missing: only the browser's decoder can tell
    await input(page).fill(PNG_1x1);
    await expect(preview(page)).toBeVisible();
    const png = Buffer.from(PNG_1x1, 'base64');
    await input(page).fill(
      Buffer.concat([png.subarray(0, 33), Buffer.alloc(2000, 'x'), png.subarray(-12)]).toString('base64'),
    );
    await expect(errorAlert(page, message)).toBeVisible();
    await expect(preview(page)).toHaveCount(0);
    await expect(info(page)).not.toContainText('1 × 1');
  });

  test('Paste fills the input and Clear empties it', async ({ page }) => {
    await stubClipboard(page, `data:image/png;base64,${PNG_1x1}`);
    await page.goto(PATH);
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect.poll(() => editorText(input(page))).toBe(`data:image/png;base64,${PNG_1x1}`);
    await expect(preview(page)).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => editorText(input(page))).toBe('');
    await expect(preview(page)).toHaveCount(0);
    await expect(page.getByText('Your image preview appears here.')).toBeVisible();
  });

  test('safety: an SVG with script, onload and an external image runs nothing and requests nothing', async ({
    page,
    baseURL,
    errors,
  }) => {
    failOnDialog(page);
    const offPage = watchOffPageRequests(page, baseURL!);
    await page.goto(PATH);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="48" onload="alert(1)">' +
      '<script>alert(2);fetch("https://example.com/leak")</script>' +
      '<rect width="64" height="48" fill="#c33"/>' +
      '<image href="https://example.com/tracker.png" xlink:href="http://example.org/t.png" width="10" height="10"/>' +
      '<foreignObject width="10" height="10"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(3)"/></foreignObject>' +
      '</svg>';
    await input(page).fill(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`);
    await expect(preview(page)).toBeVisible();
    await expect
      .poll(() => preview(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(64);
    await expect(info(page)).toContainText('SVG');
    await expect(info(page)).toContainText('64 × 48');
    await untilSettled(page);
    expect(offPage).toEqual([]);
    expect(page.url()).toBe(`${baseURL}${PATH}`);
    expect(errors).toEqual([]);
  });

  test('safety: HTML posing as an image is refused, not rendered', async ({ page, baseURL }) => {
    failOnDialog(page);
    const offPage = watchOffPageRequests(page, baseURL!);
    await page.goto(PATH);
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await input(page).fill(`data:text/html;base64,${Buffer.from(html).toString('base64')}`);
    await expect(errorAlert(page, 'Invalid image data. Please check your Base64 string.')).toBeVisible();
    await input(page).fill(Buffer.from(html).toString('base64'));
    await expect(errorAlert(page, 'Invalid image data. Please check your Base64 string.')).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);
    await untilSettled(page);
    expect(offPage).toEqual([]);
  });

  test('a 5 MB image decodes off the main thread and previews', async ({ page, errors }) => {
    test.setTimeout(90_000);
    await page.goto(PATH);
    // random noise does not compress: a ~5 MB PNG
    const big = await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 1200;
      c.height = 1100;
      const g = c.getContext('2d')!;
      const img = g.createImageData(1200, 1100);
      const rnd = new Uint32Array(img.data.buffer);
      for (let i = 0; i < rnd.length; i += 16384) crypto.getRandomValues(rnd.subarray(i, i + 16384));
      for (let i = 3; i < img.data.length; i += 4) img.data[i] = 255;
      g.putImageData(img, 0, 0);
      return c.toDataURL('image/png');
    });
    expect(big.length).toBeGreaterThan(5_000_000);
    await pasteLarge(page, big);
    await expect(page.getByText(`${big.length.toLocaleString('en-US')} characters`, { exact: true })).toBeVisible();
    await expect(preview(page)).toBeVisible({ timeout: 15_000 });
    await expect(info(page)).toContainText('1200 × 1100');
    await expect(info(page)).toContainText(
      `${(((big.length - 'data:image/png;base64,'.length) * 3) / 4 / 1024).toFixed(2)} KB`,
    );
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(preview(page)).toHaveCount(0);
    await expect.poll(() => editorText(input(page))).toBe('');
    expect(errors).toEqual([]);
  });

  test('works at phone width without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    await input(page).fill(PNG_1x1);
    await expect(preview(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('is listed on both the Converters and the Encoding index pages', async ({ page }) => {
    for (const group of ['/converters', '/encoding']) {
      await page.goto(group);
      await expect(page.locator(`main a[href="${PATH}"]`).first()).toBeVisible();
    }
  });
});
