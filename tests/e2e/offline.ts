import { expect, type Page } from '@playwright/test';
import { editorText } from './support';

/**
 * Waits until the service worker controls the page and has precached the whole site (it controls
 * the page only once installed, and installing precaches everything).
 */
export async function untilOfflineReady(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker?.controller?.state ?? 'none'), { timeout: 60_000 })
    .toBe('activated');
}

/** Base64 encode, JSON format and SHA-256: one flow each on a worker-less tool, a worker tool and a wasm tool. */
export async function runCoreTools(page: Page, at: (path: string) => string) {
  await page.goto(at('/encode/base64text'));
  await page.getByRole('textbox', { name: /input/i }).first().fill('hello');
  await page.getByRole('button', { name: 'Encode', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /output/i }).first()).toHaveValue('aGVsbG8=');

  await page.goto(at('/tools/json-validator'));
  await page.getByRole('textbox', { name: 'JSON input' }).fill('{"a":1}');
  await expect
    .poll(() => editorText(page.getByRole('textbox', { name: 'Formatted JSON output' })))
    .toBe('{\n  "a": 1\n}');

  await page.goto(at('/encode/hash'));
  await expect(page.getByLabel('Algorithm')).toHaveValue('SHA-256');
  await page.getByLabel('Text to hash').fill('abc');
  await expect(page.getByTestId('digest-SHA-256')).toHaveText(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  );
}
