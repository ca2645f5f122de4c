import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { writePng, type Rgba } from '@/test/png';
import { test, expect, failOnDialog, homeAndBack, untilSettled } from '../../tests/e2e/support';

/** A PNG whose every pixel the test controls. */
const png = (width: number, height: number, pixel: (x: number, y: number) => Rgba) =>
  Buffer.from(writePng(width, height, pixel, deflateSync));

const W = 16;
const H = 8;
/** Left half fully transparent, right half opaque blue-ish. */
const halfTransparent = png(W, H, (x) => (x < W / 2 ? [0, 0, 0, 0] : [20, 120, 230, 255]));

const browse = (page: Page) => page.getByLabel('Browse Files');
const alertWith = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();

async function pick(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await browse(page).setInputFiles({ name, mimeType, buffer });
}

/** Decodes an image file in the page and returns RGBA of pixel (x, y). */
async function pixelAt(page: Page, bytes: Buffer, type: string, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ({ b64, type, x, y }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      return Array.from(ctx.getImageData(x, y, 1, 1).data);
    },
    { b64: bytes.toString('base64'), type, x, y },
  );
}

/** Converts and downloads; `quality` waits for the result made at that quality, not an earlier one. */
async function convertAndDownload(
  page: Page,
  format: string,
  quality?: number,
): Promise<{ name: string; bytes: Buffer }> {
  await page.getByLabel('Output format').selectOption(format);
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  const result = page.locator('section', { has: page.getByRole('heading', { name: 'Result' }) });
  const label = format === 'jpeg' ? 'JPEG' : format === 'webp' ? 'WebP' : format.toUpperCase();
  await expect(page.getByTestId('result-info')).toContainText(
    quality === undefined ? label : `${label} at ${quality}% quality`,
  );
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download' }).first().click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test.describe('Image Converter', () => {
  test('the chosen image survives going to another page and Back, and is converted again', async ({ page, errors }) => {
    await page.goto('/convert/image-formats');
    await pick(page, 'logo.png', 'image/png', halfTransparent);
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByTestId('result-info')).toBeVisible();
    await homeAndBack(page, 'Image Converter');
    await expect(page.getByTestId('selected-file')).toContainText('logo.png');
    await expect(page.getByTestId('result-info')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a PNG with transparency becomes real PNG, JPEG, WebP, BMP and GIF files', async ({ page, errors }) => {
    await page.goto('/convert/image-formats');
    await pick(page, 'logo.png', 'image/png', halfTransparent);
    await expect(page.getByTestId('selected-file')).toContainText('logo.png');
    await expect(page.getByTestId('selected-file')).toContainText(`${W} × ${H} px`);

    const pngOut = await convertAndDownload(page, 'png');
    expect(pngOut.name).toBe('logo.png');
    expect([...pngOut.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await pixelAt(page, pngOut.bytes, 'image/png', 0, 0))[3]).toBe(0);

    const jpeg = await convertAndDownload(page, 'jpeg');
    expect(jpeg.name).toBe('logo.jpg');
    expect([...jpeg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const jpegPixel = await pixelAt(page, jpeg.bytes, 'image/jpeg', 1, 1);
    for (const c of jpegPixel.slice(0, 3)) expect(c).toBeGreaterThanOrEqual(245); // white, not black
    const jpegBlue = await pixelAt(page, jpeg.bytes, 'image/jpeg', W - 2, 1);
    expect(jpegBlue[2]).toBeGreaterThan(180);

    const webp = await convertAndDownload(page, 'webp');
    expect(webp.name).toBe('logo.webp');
    expect(webp.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await pixelAt(page, webp.bytes, 'image/webp', 0, 0))[3]).toBe(0);

    const bmp = await convertAndDownload(page, 'bmp');
    expect(bmp.name).toBe('logo.bmp');
    expect(bmp.bytes.subarray(0, 2).toString('latin1')).toBe('BM');
    expect(bmp.bytes.readInt32LE(18)).toBe(W);
    expect(bmp.bytes.readInt32LE(22)).toBe(H);
    expect(bmp.bytes.readUInt16LE(28)).toBe(24);
    const row = (W * 3 + 3) & ~3;
    const topLeft = 54 + (H - 1) * row; // rows are stored bottom-up
    expect([...bmp.bytes.subarray(topLeft, topLeft + 3)]).toEqual([255, 255, 255]);
    const topRight = topLeft + (W - 1) * 3;
    expect([...bmp.bytes.subarray(topRight, topRight + 3)]).toEqual([230, 120, 20]); // BGR

    const gif = await convertAndDownload(page, 'gif');
    expect(gif.name).toBe('logo.gif');
    expect(gif.bytes.subarray(0, 4).toString('latin1')).toBe('GIF8');
    expect((await pixelAt(page, gif.bytes, 'image/gif', 0, 0))[3]).toBe(0);
    const gifBlue = await pixelAt(page, gif.bytes, 'image/gif', W - 1, 0);
    expect(gifBlue[3]).toBe(255);
    expect(Math.abs(gifBlue[2] - 230)).toBeLessThanOrEqual(8);

    await expect(page.getByTestId('result-info')).toContainText('Estimated size');
    expect(errors).toEqual([]);
  });

  test('the result follows the chosen image and output format without pressing Convert', async ({ page }) => {
    await page.goto('/convert/image-formats');
    await pick(page, 'logo.png', 'image/png', halfTransparent);
    await expect(page.getByRole('img', { name: /Converted image/ })).toBeVisible();
    await expect(page.getByTestId('result-info')).toContainText('PNG');
    await page.getByLabel('Output format').selectOption('jpeg');
    await expect(page.getByTestId('result-info')).toContainText('JPEG at 85% quality');
  });

  test('a refused download says the converted image could not be downloaded', async ({ page }) => {
    await page.goto('/convert/image-formats');
    await pick(page, 'logo.png', 'image/png', halfTransparent);
    await expect(page.getByTestId('result-info')).toContainText('PNG');
    await page.evaluate(() => {
      URL.createObjectURL = () => {
        throw new Error('blocked');
      };
    });
    const result = page.locator('section', { has: page.getByRole('heading', { name: 'Result' }) });
    await result.getByRole('button', { name: 'Download' }).first().click();
    await expect(page.getByText('Failed to download the converted image')).toBeVisible();
  });

  test('progress is shown while converting and hidden afterwards', async ({ page }) => {
    await page.goto('/convert/image-formats?format=bmp');
    const big = png(900, 900, (x, y) => [x & 255, y & 255, (x ^ y) & 255, 255]);
    await pick(page, 'big.png', 'image/png', big);
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Conversion progress' })).toBeVisible();
    await expect(page.getByTestId('result-info')).toContainText('900 × 900 px');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('a photo-sized PNG of nearly 25 MB converts, with progress, and the page answers meanwhile', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // noise hardly compresses: 2700 × 2700 pixels of it make a file of about 24 MB
    const noise = randomBytes(2700 * 2700 * 3);
    const photo = png(2700, 2700, (x, y) => {
      const at = (y * 2700 + x) * 3;
      return [noise[at], noise[at + 1], noise[at + 2], 255];
    });
    expect(photo.length).toBeGreaterThan(23 * 1024 * 1024);
    expect(photo.length).toBeLessThanOrEqual(25 * 1024 * 1024);
    await page.goto('/convert/image-formats?format=jpeg');
    await pick(page, 'photo.png', 'image/png', photo);
    await expect(page.getByTestId('selected-file')).toContainText('photo.png');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Conversion progress' })).toBeVisible();
    expect(await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(true))))).toBe(true);
    await expect(page.getByTestId('result-info')).toContainText('2700 × 2700 px', { timeout: 90_000 });
    await expect(page.getByTestId('result-info')).toContainText('JPEG at 85% quality');
  });

  test('quality slider: only for JPEG and WebP, 10–100 in steps of 5, default 85, kept in the link', async ({
    page,
  }) => {
    await page.goto('/convert/image-formats');
    const format = page.getByLabel('Output format');
    await expect(format).toHaveValue('png');
    await expect(page.getByRole('slider')).toHaveCount(0);
    for (const f of ['jpeg', 'webp']) {
      await format.selectOption(f);
      const slider = page.getByRole('slider', { name: /Quality/ });
      await expect(slider).toHaveValue('85');
      await expect(slider).toHaveAttribute('min', '10');
      await expect(slider).toHaveAttribute('max', '100');
      await expect(slider).toHaveAttribute('step', '5');
    }
    for (const f of ['bmp', 'gif', 'png']) {
      await format.selectOption(f);
      await expect(page.getByRole('slider')).toHaveCount(0);
    }
    await format.selectOption('jpeg');
    const slider = page.getByRole('slider', { name: /Quality/ });
    await slider.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('70');
    await expect(page.getByText('Quality: 70%')).toBeVisible();
    await expect(page).toHaveURL(/format=jpeg/);
    await expect(page).toHaveURL(/quality=70/);
    await page.reload();
    await expect(page.getByRole('slider', { name: /Quality/ })).toHaveValue('70');
    // quality changes the JPEG: lower quality is smaller
    const noisy = png(120, 120, (x, y) => [(x * 37 + y * 11) & 255, (x * y) & 255, (x * 5) & 255, 255]);
    await pick(page, 'noise.png', 'image/png', noisy);
    const low = await convertAndDownload(page, 'jpeg', 70);
    await slider.fill('100');
    const high = await convertAndDownload(page, 'jpeg', 100);
    expect(high.bytes.length).toBeGreaterThan(low.bytes.length);
  });

  test('every error message: no file, wrong type, too large, renamed or corrupt file, undecodable TIFF', async ({
    page,
  }) => {
    await page.goto('/convert/image-formats');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(alertWith(page, 'Please select an image to convert')).toBeVisible();

    await pick(page, 'notes.txt', 'text/plain', Buffer.from('hello'));
    await expect(
      alertWith(page, 'Please select a valid image file (JPEG, PNG, WebP, GIF, BMP, TIFF, SVG)'),
    ).toBeVisible();

    await pick(page, 'huge.png', 'image/png', Buffer.concat([halfTransparent, Buffer.alloc(30 * 1024 * 1024)]));
    // said at the drop zone, with the file's size
    await expect(
      page
        .getByTestId('file-drop')
        .getByRole('alert')
        .filter({ hasText: 'File size exceeds 25MB limit: this file is 30.0 MB.' }),
    ).toBeVisible();

    await pick(page, 'photo.png', 'image/png', Buffer.from('just some notes, not a picture'));
    await expect(alertWith(page, 'This file is not a valid image')).toBeVisible();
    await expect(page.getByTestId('selected-file')).toHaveCount(0);

    // a real PNG signature followed by garbage: accepted by type, fails to decode
    await pick(page, 'broken.png', 'image/png', Buffer.concat([halfTransparent.subarray(0, 40), Buffer.alloc(200, 7)]));
    await expect(page.getByTestId('selected-file')).toContainText('broken.png');
    await expect(page.getByText(/Your browser cannot read this image/)).toBeVisible();
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(alertWith(page, 'Failed to convert the image. Please try another file.')).toBeVisible();

    await page.getByRole('button', { name: 'Remove' }).click();
    await pick(page, 'scan.tiff', 'image/tiff', Buffer.concat([Buffer.from('II*\0', 'latin1'), Buffer.alloc(100)]));
    await expect(page.getByTestId('selected-file')).toContainText('TIFF');
    await expect(page.getByText(/such as TIFF/)).toBeVisible();
  });

  test('removing the file removes its preview and the result', async ({ page }) => {
    await page.goto('/convert/image-formats');
    await pick(page, 'logo.png', 'image/png', halfTransparent);
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByRole('img', { name: /Converted image/ })).toBeVisible();
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('img', { name: /Selected image/ })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /Converted image/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Browse Files' })).toBeVisible();
  });

  test.describe(() => {
    // the policy refuses the SVG's inline handlers where the sanitiser parses them, and reports it
    test.use({ allowCspViolations: /^script-src-attr refused inline |Executing inline event handler violates/ });
    test('an SVG with a script and an external image converts without running or requesting anything', async ({
      page,
    }) => {
      failOnDialog(page);
      const external: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('blob:') && !r.url().startsWith('data:'))
          external.push(r.url());
      });
      await page.goto('/convert/image-formats');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10" onload="alert(1)">
        <script>alert(2)</script><rect width="20" height="10" fill="#ff0000"/>
        <image href="https://example.com/track.png" width="5" height="5"/><foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(3)"/></foreignObject></svg>`;
      await pick(page, 'evil.svg', 'image/svg+xml', Buffer.from(svg));
      await expect(page.getByTestId('selected-file')).toContainText('SVG');
      const out = await convertAndDownload(page, 'png');
      expect(out.name).toBe('evil.png');
      expect((await pixelAt(page, out.bytes, 'image/png', 15, 8)).slice(0, 3)).toEqual([255, 0, 0]);
      await untilSettled(page);
      expect(external).toEqual([]);
    });
  });

  test('when the browser cannot encode a format it says so instead of saving mislabelled data', async ({ page }) => {
    await page.addInitScript(() => {
      // a browser without OffscreenCanvas whose canvas falls back to PNG for WebP, as some do
      delete (window as unknown as { OffscreenCanvas?: unknown }).OffscreenCanvas;
      const original = HTMLCanvasElement.prototype.toBlob;
      HTMLCanvasElement.prototype.toBlob = function (cb: BlobCallback, type?: string, q?: number) {
        return original.call(this, cb, type === 'image/webp' ? 'image/png' : type, q);
      };
    });
    await page.goto('/convert/image-formats');
    await pick(page, 'logo.png', 'image/png', halfTransparent);
    await page.getByLabel('Output format').selectOption('webp');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(
      alertWith(page, 'Your browser cannot create WebP images. Please choose another output format.'),
    ).toBeVisible();
    await expect(page.getByTestId('result-info')).toHaveCount(0);
    // the main-thread path still makes real files for the other formats
    const jpeg = await convertAndDownload(page, 'jpeg');
    expect([...jpeg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const bmp = await convertAndDownload(page, 'bmp');
    expect(bmp.bytes.subarray(0, 2).toString('latin1')).toBe('BM');
  });

  test('works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/convert/image-formats');
    await pick(page, 'logo.png', 'image/png', halfTransparent);
    const gif = await convertAndDownload(page, 'gif');
    expect(gif.bytes.subarray(0, 4).toString('latin1')).toBe('GIF8');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
