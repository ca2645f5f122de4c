import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import QRCode from 'qrcode';
import { expect, test } from '../../tests/e2e/support';

const CONTENT = 'https://example.com/camera/ticket?id=42';

/**
 * A camera's feed for Chromium's fake capture device: one 640 × 480 frame (Y4M, 4:2:0) showing a QR
 * code, dark modules 8 pixels wide on white with the standard quiet zone; Chromium plays it in a loop.
 */
function cameraFeed(text: string): string {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 8;
  const side = (modules.size + 8) * scale;
  const left = (width - side) / 2;
  const top = (height - side) / 2;
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - 4;
      const col = Math.floor(x / scale) - 4;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      if (inside && modules.get(row, col)) luma[(top + y) * width + left + x] = 16;
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  // one file per text for every run and process, written whole before it is named
  const file = join(tmpdir(), `qr-camera-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.y4m`);
  if (!existsSync(file)) {
    const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
    writeFileSync(`${file}.${process.pid}`, Buffer.concat([header, luma, chroma]));
    renameSync(`${file}.${process.pid}`, file);
  }
  return file;
}

/** What the page's Permissions-Policy says of the camera (Chromium tells through document.featurePolicy). */
const cameraAllowed = (page: Page) =>
  page.evaluate(() => {
    const policy: { allowsFeature(feature: string): boolean } | undefined = Reflect.get(document, 'featurePolicy');
    return policy?.allowsFeature('camera');
  });

const feed = cameraFeed(CONTENT);

// a browser of its own, whose camera is the feed above and which grants the camera when asked
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${feed}`,
    ],
  },
  permissions: ['camera'],
});

test.describe('QR Code Reader: the camera', () => {
  test("reads a code from the camera on the QR page, which the site's policy allows to use it", async ({
    page,
    errors,
  }) => {
    await page.goto('/encode/qr?tab=read');
    expect(await cameraAllowed(page)).toBe(true);
    await page.getByRole('button', { name: 'Use camera' }).click();
    await expect(page.getByTestId('read-content')).toHaveText(CONTENT, { timeout: 15_000 });
    // the code is read: the camera stops
    await expect(page.getByRole('button', { name: 'Use camera' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop camera' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('every other page keeps the camera off', async ({ page }) => {
    for (const path of ['/', '/encode/url', '/tools/json-validator']) {
      await page.goto(path);
      expect(await cameraAllowed(page), path).toBe(false);
    }
  });

  test('the camera: a clear message where a host turns it off, and when the visitor refuses', async ({ page }) => {
    // a host that sends its own Permissions-Policy with the camera off
    await page.route('**/encode/qr**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'permissions-policy': 'camera=()' } });
    });
    await page.goto('/encode/qr?tab=read');
    await page.getByRole('button', { name: 'Use camera' }).click();
    await expect(page.getByText("This site's Permissions-Policy turns the camera off")).toBeVisible();

    await page.unroute('**/encode/qr**');
    await page.addInitScript(() => {
      const devices = navigator.mediaDevices;
      if (devices)
        devices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.reload();
    await page.getByRole('button', { name: 'Use camera' }).click();
    await expect(page.getByText('Camera access was refused.')).toBeVisible();
  });
});
